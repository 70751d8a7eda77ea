@testable import TableSim
import XCTest

/// The anchor and the jumps on their own: an anchor row is one of the rows and follows its
/// row; the newest jumps are kept.
final class AnchoringTests: XCTestCase {
    func testAnAnchorRowMustBeARow() {
        var anchoring = Anchoring()
        XCTAssertEqual(anchoring.anchor, .uikit)
        XCTAssertNil(anchoring.row)
        XCTAssertFalse(anchoring.setAnchor(.row(10), rowCount: 10))
        XCTAssertFalse(anchoring.setAnchor(.row(-1), rowCount: 10))
        XCTAssertEqual(anchoring.anchor, .uikit)
        XCTAssertTrue(anchoring.setAnchor(.row(9), rowCount: 10))
        XCTAssertEqual(anchoring.row, 9)
        XCTAssertTrue(anchoring.setAnchor(.bottom, rowCount: 0))
        XCTAssertNil(anchoring.row)
    }

    func testTheRowKeptIsTheAnchorRowWhileItIsARow() {
        var anchoring = Anchoring()
        XCTAssertEqual(anchoring.keptRow(firstOnScreen: 3, rowCount: 10), 3)
        anchoring.setAnchor(.row(7), rowCount: 10)
        XCTAssertEqual(anchoring.keptRow(firstOnScreen: 3, rowCount: 10), 7)
        XCTAssertEqual(anchoring.keptRow(firstOnScreen: 3, rowCount: 5), 3)
    }

    func testAnAnchorRowFollowsItsRowAndGivesWayToTopWhenItGoes() {
        var anchoring = Anchoring()
        anchoring.setAnchor(.row(4), rowCount: 10)
        anchoring.followRow { $0 + 2 }
        XCTAssertEqual(anchoring.anchor, .row(6))
        anchoring.followRow { _ in nil }
        XCTAssertEqual(anchoring.anchor, .top)
        anchoring.followRow { $0 + 1 }
        XCTAssertEqual(anchoring.anchor, .top, "only a row follows")
    }

    func testTheNewestJumpsAreKept() {
        var anchoring = Anchoring()
        for i in 0..<(Anchoring.jumpsKept + 5) {
            anchoring.record(TableJump(frame: i, kind: .offsetCorrected, delta: 1, causes: []))
        }
        XCTAssertEqual(anchoring.jumps.count, Anchoring.jumpsKept)
        XCTAssertEqual(anchoring.jumps.first?.frame, 5)
        XCTAssertEqual(anchoring.jumps.last?.frame, Anchoring.jumpsKept + 4)
    }
}
