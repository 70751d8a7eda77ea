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

    func testBadWordsAreRefusedBeforeTheTableIsAskedAnything() {
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
        XCTAssertEqual(w.run("table verify rows 0-5,7,9-10").output, "verified 9 rows: 0 differ")
        XCTAssertEqual(w.run("table verify row 3").output, """
        row  table  fresh  difference  why
          3     57     57           0  the same
        verified 1 row: 0 differ
        """)
    }

    func testRowsWithoutATemplateAreNotCountedAsVerified() {
        let w = table(["table cell cell reuse=Media when=$hasMedia body.text=$text", "table reload"])
        let out = w.run("table verify rows 0-9").output
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

    func testMemoStatsClearCellsAndCellRemove() {
        let w = table(["table cell cell reuse=Text body.text=$text", "table reload"])
        XCTAssertTrue(w.run("table memo off").output.hasPrefix("memo off:"))
        XCTAssertEqual(error(w, "table memo maybe"), "expected on or off, not 'maybe'")
        XCTAssertEqual(w.run("table stats clear").output, "counters and log cleared (views, data, templates and heights kept)")
        XCTAssertTrue(w.run("table stats").output.contains("\nheightRequests: 0\n"))
        XCTAssertEqual(w.run("table cells").output, "reuse  root  when  bindings\nText   cell  -     body.text = $text")
        XCTAssertEqual(error(w, "table cell remove"), "missing ID; usage: table cell remove ID")
        XCTAssertEqual(error(w, "table cell remove Txt"),
                       "no cell template has the reuse identifier 'Txt' (did you mean 'Text'?); they are Text")
        XCTAssertEqual(w.run("table cell remove Text").output, "removed the cell template Text (the next table command reloads)")
        XCTAssertEqual(w.run("table cells").output, "no cell templates yet (table cell ROOT reuse=ID …)")
    }
}
