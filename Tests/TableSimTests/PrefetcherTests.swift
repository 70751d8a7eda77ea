@testable import TableSim
import XCTest

/// The prefetcher on its own: which rows it would size ahead, and each row sized ahead
/// counted once, as used or as wasted.
final class PrefetcherTests: XCTestCase {
    func testCandidatesArePastTheScreenInTheScrollsDirectionNearestFirst() {
        var prefetcher = Prefetcher()
        XCTAssertEqual(prefetcher.candidates(past: 10..<20, rowCount: 100, direction: 1), [], "off: none")
        XCTAssertEqual(prefetcher.setDistance(0), 0)
        XCTAssertEqual(prefetcher.distance, 1, "at least one row")
        XCTAssertEqual(prefetcher.setDistance(3), 0)
        XCTAssertEqual(prefetcher.candidates(past: 10..<20, rowCount: 100, direction: 1), [20, 21, 22])
        XCTAssertEqual(prefetcher.candidates(past: 10..<20, rowCount: 100, direction: -1), [9, 8, 7])
        XCTAssertEqual(prefetcher.candidates(past: 10..<20, rowCount: 21, direction: 1), [20], "not past the last row")
        XCTAssertEqual(prefetcher.candidates(past: 1..<20, rowCount: 100, direction: -1), [0], "not above the first")
        XCTAssertEqual(prefetcher.candidates(past: 10..<20, rowCount: 20, direction: 0), [])
    }

    func testARowSizedAheadIsUsedOrWastedOnce() {
        var prefetcher = Prefetcher()
        prefetcher.setDistance(4)
        for key in [5, 6, 7, 8] { prefetcher.noteSized(key: key) }
        XCTAssertTrue(prefetcher.noteShown(key: 5))
        XCTAssertFalse(prefetcher.noteShown(key: 5), "used once")
        XCTAssertFalse(prefetcher.noteShown(key: 42), "never sized ahead")
        XCTAssertEqual(prefetcher.waste(keys: [6, 6, 5, 99]), 1)
        XCTAssertEqual(prefetcher.keys, [7, 8])
        XCTAssertEqual(prefetcher.wasteAll(), 2)
        XCTAssertEqual(prefetcher.wasteAll(), 0)
        XCTAssertTrue(prefetcher.keys.isEmpty)
    }

    func testNoKeyIsReadWhileNothingWasSizedAhead() {
        var prefetcher = Prefetcher()
        var read = 0
        func key() -> Int { read += 1; return 1 }
        XCTAssertFalse(prefetcher.noteShown(key: key()))
        XCTAssertEqual(read, 0)
    }

    func testTurningItOffWastesWhatWasSizedAhead() {
        var prefetcher = Prefetcher()
        prefetcher.setDistance(2)
        prefetcher.noteSized(key: 1)
        prefetcher.noteSized(key: 2)
        XCTAssertEqual(prefetcher.setDistance(5), 0, "a new distance keeps them")
        XCTAssertEqual(prefetcher.setDistance(nil), 2)
        XCTAssertNil(prefetcher.distance)
        XCTAssertTrue(prefetcher.keys.isEmpty)
    }
}
