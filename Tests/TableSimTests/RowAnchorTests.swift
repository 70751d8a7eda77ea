import Layout
@testable import TableSim
import XCTest

/// A row anchor on screen stays put even when rows above it, on screen too, replace their
/// estimates in the frame (the first row on screen moves instead). Fails if the frame keeps
/// the first known row in place, as it does without an anchor row.
final class RowAnchorTests: XCTestCase {
    func testAnAnchorRowOnScreenStaysPutThroughEstimatesAboveIt() throws {
        let table = try Fixtures.table(Fixtures.textTemplate(), rows: Fixtures.sentences(300), sizing: .selfSizing(.constant(44)))
        table.reload()
        table.scroll(to: 2_000)
        let first = try XCTUnwrap(table.visibleRows.first).row
        let anchorRow = first + 4
        let before = try XCTUnwrap(table.visibleRows.first { $0.row == anchorRow }).screenY
        table.setAnchor(.row(anchorRow))
        // Three rows just above the anchor row, on screen below known rows: they are sized in
        // the frame, and their estimate errors must move the rows above them, not the anchor.
        table.insertRows(continuing: 3, at: anchorRow)
        XCTAssertEqual(table.anchor, .row(anchorRow + 3))
        XCTAssertTrue((anchorRow..<anchorRow + 3).allSatisfy { table.records[$0].isKnown && table.records[$0].height != 44 })
        let after = try XCTUnwrap(table.visibleRows.first { $0.row == anchorRow + 3 })
        XCTAssertEqual(after.screenY, before, accuracy: 1e-9)
    }
}
