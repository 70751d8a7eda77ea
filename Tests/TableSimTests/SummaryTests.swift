import Layout
import TableSim
import XCTest

final class SummaryTests: XCTestCase {
    func testTrueContentHeightAndCellSnapshots() throws {
        let table = try Fixtures.table(Fixtures.textTemplate(), rows: Fixtures.sentences(120), sizing: .selfSizing(.constant(44)))
        table.reload()
        let summary = table.summary(trueHeightLimit: 1_000)
        XCTAssertEqual(summary.rows, 120)
        XCTAssertNotEqual(summary.contentHeight, summary.trueContentHeight)
        table.sizing = .prototype
        table.reload()
        XCTAssertEqual(table.contentHeight, summary.trueContentHeight)
        let snapshot = try XCTUnwrap(table.cellSnapshot(row: 0))
        XCTAssertEqual(snapshot.views.first?.frame.height, table.visibleRows.first.map { $0.height - 1 })
        XCTAssertFalse(snapshot.views[1].textLines.isEmpty)
        // Every row was asked: the content height is the true one, with no work.
        XCTAssertEqual(table.summary().trueContentHeight, table.contentHeight)
        // With estimates and more rows than the limit, it is not worked out.
        table.sizing = .selfSizing(.constant(44))
        table.reload()
        XCTAssertNil(table.summary(trueHeightLimit: 100).trueContentHeight)
    }
}
