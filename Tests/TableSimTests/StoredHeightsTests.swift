@testable import TableSim
import XCTest

/// The heights kept outside the rows on their own: the height cache and the precomputed
/// heights forgotten together, or each alone, by the way each is keyed.
final class StoredHeightsTests: XCTestCase {
    private func filled() -> StoredHeights {
        var stored = StoredHeights()
        stored.cache["m1"] = 40
        stored.cache["m2"] = 60
        stored.precomputed.set([40, 60, 80], width: 320, category: .large)
        return stored
    }

    func testForgettingDropsBoth() {
        var stored = filled()
        XCTAssertEqual(stored.bytes, 24)
        stored.forget()
        XCTAssertEqual(stored.cache.count, 0)
        XCTAssertNil(stored.precomputed.height(ofRow: 0))
        XCTAssertEqual(stored.bytes, 0)
        XCTAssertEqual(stored.cache.key, .id, "the cache's key stays")
    }

    func testRowsMovedDropTheHeightsByIndexOnly() {
        var stored = filled()
        stored.rowsMoved()
        XCTAssertNil(stored.precomputed.height(ofRow: 0))
        XCTAssertEqual(stored.cache.count, 2, "the cache keeps its entries")
        XCTAssertEqual(stored.cache["m2"], 60)
    }

    func testANewEnvironmentEmptiesTheCacheOnly() {
        var stored = filled()
        stored.environmentChanged()
        XCTAssertEqual(stored.cache.count, 0)
        XCTAssertEqual(stored.precomputed.height(ofRow: 2), 80, "kept, with the width they were found at")
        XCTAssertFalse(stored.precomputed.isCurrent(rowCount: 3, width: 375, category: .large))
        XCTAssertTrue(stored.precomputed.isCurrent(rowCount: 3, width: 320, category: .large))
    }

    func testForgettingARowsCacheEntryKeepsTheOthers() throws {
        let template = try Fixtures.textTemplate()
        var stored = filled()
        stored.forgetCached(row: 0, Row(index: 0, id: "m1", fields: [:]), template: template)
        XCTAssertNil(stored.cache["m1"])
        XCTAssertEqual(stored.cache["m2"], 60)
        XCTAssertEqual(stored.precomputed.height(ofRow: 0), 40)
    }

    /// In a table: a move drops the precomputed heights and keeps the cache's entries; new
    /// data drops both.
    func testTheTableForgetsEachAsItsRowsChange() throws {
        let table = try Fixtures.table(Fixtures.textTemplate(), rows: Fixtures.sentences(200), sizing: .cached)
        table.reload()
        let cached = table.storedHeights.cache.count
        XCTAssertEqual(cached, 200)
        table.precomputeHeights(threads: 1)
        XCTAssertTrue(table.precomputedIsCurrent)
        table.moveRow(0, to: 5)
        XCTAssertFalse(table.precomputedIsCurrent)
        XCTAssertEqual(table.storedHeights.bytes, 0)
        XCTAssertEqual(table.storedHeights.cache.count, cached, "entries by id still name their rows")
        table.precomputeHeights(threads: 1)
        table.setData(Fixtures.sentences(10))
        XCTAssertEqual(table.storedHeights.cache.count, 0)
        XCTAssertEqual(table.storedHeights.bytes, 0)
    }
}
