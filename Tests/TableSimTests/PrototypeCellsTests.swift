import Layout
@testable import TableSim
import XCTest

/// The prototype cells on their own: one kept per identifier, and all of an identifier's
/// state dropped with it.
final class PrototypeCellsTests: XCTestCase {
    private func sizingCell(_ template: CellTemplate) throws -> SizingCell {
        try SizingCell(template: template, width: 320, category: .large, separator: 1, useMemo: true)
    }

    func testOneCellKeptPerIdentifier() throws {
        let text = try Fixtures.textTemplate(reuse: "Text"), message = try Fixtures.messageTemplate(reuse: "Message")
        var cells = PrototypeCells()
        XCTAssertNil(cells.sizingCell(for: "Text"))
        let a = try sizingCell(text), b = try sizingCell(text), m = try sizingCell(message)
        cells.keep(a, for: "Text")
        cells.keep(m, for: "Message")
        XCTAssertTrue(cells.sizingCell(for: "Text") === a)
        cells.keep(b, for: "Text")
        XCTAssertTrue(cells.sizingCell(for: "Text") === b, "the last kept")
        XCTAssertEqual(cells.sizingCells.count, 2)
        XCTAssertEqual(cells.pivots, b.cell.pivots + m.cell.pivots)
    }

    func testMinimumHeightsAreForgottenWhole() {
        var cells = PrototypeCells()
        XCTAssertNil(cells.minimumHeight(of: "Text"))
        cells.keepMinimumHeight(20, of: "Text")
        cells.keepMinimumHeight(30, of: "Message")
        XCTAssertEqual(cells.minimumHeight(of: "Text"), 20)
        cells.forgetMinimumHeights()
        XCTAssertNil(cells.minimumHeight(of: "Text"))
        XCTAssertNil(cells.minimumHeight(of: "Message"))
    }

    func testDroppingAnIdentifierDropsAllItKept() throws {
        let text = try Fixtures.textTemplate(reuse: "Text"), message = try Fixtures.messageTemplate(reuse: "Message")
        var cells = PrototypeCells()
        let a = try sizingCell(text), m = try sizingCell(message)
        cells.keep(a, for: "Text")
        cells.keep(m, for: "Message")
        cells.keepMinimumHeight(20, of: "Text")
        cells.keepMinimumHeight(30, of: "Message")
        XCTAssertTrue(cells.drop("Text") === a)
        XCTAssertNil(cells.drop("Text"))
        XCTAssertNil(cells.sizingCell(for: "Text"))
        XCTAssertNil(cells.minimumHeight(of: "Text"))
        XCTAssertTrue(cells.sizingCell(for: "Message") === m)
        XCTAssertEqual(cells.minimumHeight(of: "Message"), 30)
    }

    func testPivotsOfDroppedCellsStayCountedUntilAReset() throws {
        let table = try Fixtures.table(Fixtures.textTemplate(), rows: Fixtures.sentences(50), sizing: .prototype)
        table.reload()
        let before = table.prototypes.pivots
        XCTAssertGreaterThan(before, 0)
        XCTAssertTrue(table.unregister("Text"))
        XCTAssertTrue(table.prototypes.sizingCells.isEmpty)
        XCTAssertEqual(table.prototypes.pivots, before)
        table.resetStats()
        XCTAssertEqual(table.prototypes.pivots, 0)
    }

    func testTheLayoutMemoIsEveryPrototypeCellsSetting() throws {
        var cells = PrototypeCells()
        XCTAssertTrue(cells.layoutMemo)
        let s = try sizingCell(Fixtures.textTemplate())
        cells.keep(s, for: "Text")
        let row = Row(index: 0, fields: [:])
        XCTAssertTrue(s.height(for: row).solved)
        XCTAssertFalse(s.height(for: row).solved, "remembered")
        cells.setLayoutMemo(false)
        XCTAssertFalse(cells.layoutMemo)
        XCTAssertTrue(s.height(for: row).solved)
        XCTAssertTrue(s.height(for: row).solved, "nothing remembered")
        cells.setLayoutMemo(true)
        XCTAssertTrue(s.height(for: row).solved)
        XCTAssertFalse(s.height(for: row).solved)
    }
}
