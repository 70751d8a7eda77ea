import TableSim
import XCTest
@testable import Shell

/// `table verify`: words refused for what they say, rows without a template not counted as
/// checked, a difference failing the line (and `--json` for programs), and the verbs beside it.
final class TableVerifyCommandTests: XCTestCase {
    private func table(_ extra: [String] = []) -> Workspace {
        workspace(["view cell", #"label body in cell "" lines=0"#, "H:|-8-[body]-8-|", "V:|-8-[body]-8-|",
                   "table data messages 200 seed=3"] + extra)
    }

    private func error(_ w: Workspace, _ line: String) -> String? { w.run(line).error?.message }

    private var verifyUsage: String { "usage: " + (CommandTable.command("table verify")?.usage ?? "?") }

    func testBadWordsAreRefusedBeforeTheTableIsAskedAnything() throws {
        let w = table(["table cell cell body.text=$text"])
        XCTAssertEqual(error(w, "table verify rows 10-3"), "the first row of a range comes first, as rows 0-99")
        XCTAssertEqual(error(w, "table verify rows x"), "'x' is not a row number")
        XCTAssertEqual(error(w, "table verify row 3-5"), "one row after 'row' (rows R-R for a range)")
        XCTAssertEqual(error(w, "table verify all extra"), "too many arguments; " + verifyUsage)
        XCTAssertEqual(verifyUsage, "usage: table verify [all | row R | rows R-R,…] [--json]")
        XCTAssertEqual(error(w, "table verify --jsn"), "unknown option '--jsn' (did you mean '--json'?); " + verifyUsage)
        XCTAssertEqual(error(w, "table verify"), "the table has not laid out its rows yet: table reload first")
        XCTAssertNil(w.run("table reload").error)
        XCTAssertEqual(error(w, "table verify rows 0-200"), "there is no row 200: the rows are 0 to 199")
        let listed = try answer(TableVerify.self, "table verify rows 0-5,7,9-10", in: w)
        XCTAssertEqual(listed.rows.map(\.row), [0, 1, 2, 3, 4, 5, 7, 9, 10])
        XCTAssertEqual(listed.differing, [])
        let one = try answer(TableVerify.self, "table verify row 3", in: w)
        XCTAssertEqual(one.rows, [RowVerification(row: 3, table: 57, fresh: 57, reason: nil)])
        XCTAssertEqual(one.unchecked, 0)
    }

    func testRowsWithoutATemplateAreNotCountedAsVerified() throws {
        let w = table(["table cell cell reuse=Media when=$hasMedia body.text=$text", "table reload"])
        let verified = try answer(TableVerify.self, "table verify rows 0-9", in: w)
        XCTAssertEqual(verified.rows.count, 10)
        XCTAssertEqual(verified.differing, [])
        let unclaimed = verified.rows.filter { $0.fresh == nil }
        XCTAssertEqual(unclaimed.count, 8)
        XCTAssertEqual(Set(unclaimed.map(\.table)), [44])
        // The words (no session verifies rows that no template claims).
        let out = printed(verified, in: w)
        XCTAssertTrue(out.hasSuffix("; 8 without a template, not checked (they have UIKit's default 44)"), out)
        XCTAssertTrue(out.hasPrefix("verified 2 rows: 0 differ"), out)
    }

    func testADifferenceFailsTheLineAndJSONReportsIt() throws {
        let w = table(["table cell cell body.text=$text", "table sizing fixed 44", "table reload"])
        let reply = w.run("table verify rows 0-1")
        XCTAssertEqual(reply.error?.message, "verified 2 rows: 2 differ")
        XCTAssertTrue(reply.output.contains("fixed row height 44"), reply.output)
        let json = w.run("table verify rows 0-1 --json")
        XCTAssertNil(json.error)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        XCTAssertEqual(object["differ"] as? Int, 2)
        XCTAssertEqual(((object["rows"] as? [[String: Any]])?.first)?["reason"] as? String, "fixed")
    }

    func testMemoStatsClearCellsAndCellRemove() throws {
        let w = table(["table cell cell reuse=Text body.text=$text", "table reload"])
        let memo = try answer(TableMemo.self, "table memo off", in: w)
        XCTAssertEqual(memo, LayoutMemo(isOn: false, wasSet: true))
        XCTAssertFalse(w.table.layoutMemo)
        // The words (no session turns the memo off).
        XCTAssertTrue(printed(memo, in: w).hasPrefix("memo off:"), printed(memo, in: w))
        XCTAssertEqual(error(w, "table memo maybe"), "expected on or off, not 'maybe'")
        guard case .cleared = try answer(TableStatsCommand.self, "table stats clear", in: w) else { return XCTFail("not cleared") }
        guard case .counters(let counters, _, _) = try answer(TableStatsCommand.self, "table stats", in: w) else { return XCTFail("no counters") }
        XCTAssertEqual(counters.heightRequests, 0)
        XCTAssertEqual(try answer(TableCells.self, "table cells", in: w),
                       CellTemplates(templates: [.init(reuseIdentifier: "Text", root: "cell", rule: nil, bindings: ["body.text = $text"])]))
        XCTAssertEqual(error(w, "table cell remove"), "missing ID; usage: table cell remove ID")
        XCTAssertEqual(error(w, "table cell remove Txt"),
                       "no cell template has the reuse identifier 'Txt' (did you mean 'Text'?); they are Text")
        XCTAssertEqual(try answer(TableCellRemove.self, "table cell remove Text", in: w), TemplateRemoved(reuseIdentifier: "Text"))
        let none = try answer(TableCells.self, "table cells", in: w)
        XCTAssertEqual(none, CellTemplates(templates: []))
        // The words (no session lists the templates when there are none).
        XCTAssertEqual(printed(none, in: w), "no cell templates yet (table cell ROOT reuse=ID …)")
    }
}
