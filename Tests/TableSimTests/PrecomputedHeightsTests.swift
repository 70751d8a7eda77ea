import Layout
@testable import TableSim
import XCTest

/// Precomputed heights on their own: current only for as many rows at the same width and
/// text size, and dropped whole.
final class PrecomputedHeightsTests: XCTestCase {
    func testCurrentOnlyForTheSameRowsWidthAndTextSize() {
        var pre = PrecomputedHeights()
        XCTAssertFalse(pre.isCurrent(rowCount: 0, width: 320, category: .large), "none yet")
        pre.set([40, 50, 60], width: 320, category: .large)
        XCTAssertTrue(pre.isCurrent(rowCount: 3, width: 320, category: .large))
        XCTAssertFalse(pre.isCurrent(rowCount: 4, width: 320, category: .large))
        XCTAssertFalse(pre.isCurrent(rowCount: 3, width: 375, category: .large))
        XCTAssertFalse(pre.isCurrent(rowCount: 3, width: 320, category: .extraLarge))
        XCTAssertEqual(pre.bytes, 24)
        pre.forget()
        XCTAssertFalse(pre.isCurrent(rowCount: 3, width: 320, category: .large))
        XCTAssertEqual(pre.bytes, 0)
        XCTAssertNil(pre.height(ofRow: 0))
    }

    func testRowsOutsideHaveNoHeightAndCannotBeSet() {
        var pre = PrecomputedHeights()
        pre.setHeight(10, ofRow: 0)
        XCTAssertNil(pre.height(ofRow: 0))
        pre.set([40, 50], width: 320, category: .large)
        XCTAssertTrue(pre.hasRow(1))
        XCTAssertFalse(pre.hasRow(2))
        XCTAssertFalse(pre.hasRow(-1))
        XCTAssertNil(pre.height(ofRow: 2))
        XCTAssertNil(pre.height(ofRow: -1))
        pre.setHeight(70, ofRow: 1)
        pre.setHeight(90, ofRow: 2)
        XCTAssertEqual(pre.height(ofRow: 0), 40)
        XCTAssertEqual(pre.height(ofRow: 1), 70)
        XCTAssertTrue(pre.isCurrent(rowCount: 2, width: 320, category: .large))
    }
}
