@testable import TableSim
import XCTest

/// The height cache on its own: entries made the key's way, emptied by a new key only.
final class HeightCacheTests: XCTestCase {
    func testEntriesFollowTheKey() throws {
        let template = try Fixtures.textTemplate(reuse: "Text")
        let row = Row(index: 3, id: "m7", fields: [:])
        var cache = HeightCache()
        XCTAssertEqual(cache.key, .id)
        XCTAssertEqual(cache.entry(forRow: 3, row, template: template), "m7")
        cache.setKey(.index)
        XCTAssertEqual(cache.entry(forRow: 3, row, template: template), "#3")
        cache.setKey(.class)
        XCTAssertEqual(cache.entry(forRow: 3, row, template: template), "class Text")
    }

    func testANewKeyEmptiesTheCacheAndTheSameKeyKeepsIt() {
        var cache = HeightCache()
        cache["a"] = 40
        cache["b"] = 60
        XCTAssertFalse(cache.setKey(.id))
        XCTAssertEqual(cache.count, 2)
        XCTAssertEqual(cache["a"], 40)
        XCTAssertTrue(cache.setKey(.index))
        XCTAssertEqual(cache.count, 0)
        XCTAssertNil(cache["a"])
    }

    func testRemovingEntries() {
        var cache = HeightCache()
        cache["a"] = 40
        cache["b"] = 60
        cache["a"] = nil
        XCTAssertNil(cache["a"])
        XCTAssertEqual(cache["b"], 60)
        cache.setKey(.class)
        cache["c"] = 1
        cache.removeAll()
        XCTAssertEqual(cache.count, 0)
        XCTAssertEqual(cache.key, .class, "emptying keeps the key")
    }

    func testTheTableKeepsItsCacheKeyAndReloadsForANewOne() throws {
        let table = try Fixtures.table(Fixtures.textTemplate(), rows: Fixtures.sentences(50), sizing: .cached)
        table.reload()
        XCTAssertGreaterThan(table.storedHeights.cache.count, 0)
        table.cacheKey = .id
        XCTAssertFalse(table.isReloadDue, "the same key changes nothing")
        XCTAssertGreaterThan(table.storedHeights.cache.count, 0)
        table.cacheKey = .index
        XCTAssertTrue(table.isReloadDue)
        XCTAssertEqual(table.storedHeights.cache.count, 0)
        XCTAssertEqual(table.cacheKey, .index)
    }
}
