import XCTest
@testable import Shell

/// Every word of a line is consumed or refused: words after a complete command used to be
/// ignored silently (`timing on please` left timing off and said nothing).
final class ExtraWordsRefusedTests: XCTestCase {
    func testExtraWordsAreRefusedWithACaretUnderThem() {
        let w = workspace(["view cell", #"label body in cell "" lines=0"#, "H:|-8-[body]-8-|", "V:|-8-[body]-8-|",
                           "table data sentences 100 seed=7", "table cell cell body.text=$text"])
        let cases: [(line: String, message: String, column: Int)] = [
            ("timing on please", "too many arguments; usage: timing [on|off]", 11),
            ("textsize AX3 extra", "too many arguments; usage: textsize [CATEGORY]", 14),
            ("direction rtl extra", "too many arguments; usage: direction [ltr|rtl]", 15),
            ("scale 2 extra", "too many arguments; usage: scale [1|2|3]", 9),
            ("table reload now please", "too many arguments; usage: table reload", 14),
            ("table show banana", "too many arguments; usage: table show", 12),
            ("table scroll to 5000 over 50", "too many arguments; usage: table scroll to Y | by DY [over N] | row R", 22),
            ("table scroll row 10 over 50", "too many arguments; usage: table scroll to Y | by DY [over N] | row R", 21),
            ("table stats reset", "expected clear, not 'reset'", 13),
            ("frames cell extra", "too many arguments; usage: frames [VIEW] [--absolute]", 13),
            ("check foo", "too many arguments; usage: check", 7),
        ]
        for c in cases {
            let reply = w.run(c.line)
            XCTAssertEqual(reply.error?.message, c.message, c.line)
            XCTAssertEqual(reply.error?.position.column, c.column, c.line)
        }
        // Nothing changed: timing is still off, the text size and scale are the defaults.
        XCTAssertEqual(w.run("timing").output, "timing: off (set with: timing on|off)")
        XCTAssertTrue(w.run("textsize").output.hasPrefix("text size: large"))
        XCTAssertEqual(w.run("scale").output, "scale: 1 (set with: scale 1|2|3)")
    }
}

/// `help` lists the plain-variable forms, so `help values` explains them and Tab completes them.
final class PlainVariableHelpTests: XCTestCase {
    func testHelpAndCompletionKnowValuesAndSuggest() {
        let w = Workspace()
        XCTAssertNil(w.run("help values").error)
        XCTAssertTrue(w.run("help suggest").output.contains("suggest NAME VALUE"))
        XCTAssertEqual(w.completions(line: "val", cursor: 3).candidates, ["values"])
        XCTAssertEqual(w.completions(line: "sugg", cursor: 4).candidates, ["suggest"])
        XCTAssertEqual(w.completions(line: "help val", cursor: 8).candidates, ["values"])
    }
}

/// No byte of input reaches the terminal as a control sequence: echoed input is escaped, and
/// the carets stay under the word they point at.
final class EchoedControlCharacterTests: XCTestCase {
    func testErrorsAndEchoShowControlCharactersEscaped() {
        let w = Workspace()
        let reply = w.run("label x \"\u{1B}]0;pwned\u{7}\" lines=zz")
        XCTAssertEqual(reply.output.split(separator: "\n").dropFirst().map(String.init), [
            #"  label x "\e]0;pwned\u{7}" lines=zz"#,
            "                                  ^^",
        ])
        XCTAssertFalse(reply.output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 7 })
        XCTAssertEqual(w.run("echo hi\u{1B}[2Jthere").output, #"hi\e[2Jthere"#)
    }
}

/// A file that cannot be read says why; a transcript given to `source` says how to replay it.
final class SourceFileMessagesTests: XCTestCase {
    func testUnreadableFilesSayWhyAndTranscriptsPointToReplay() throws {
        let w = Workspace()
        XCTAssertEqual(w.run("source /nonexistent/file.trellis").error?.message,
                       "cannot read '/nonexistent/file.trellis': no such file or directory")
        XCTAssertEqual(w.run("source /").error?.message, "cannot read '/': it is a folder")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-source-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "# a transcript\n> view cell\n> frames\nview  x  y  width  height\n".write(
            to: folder.appendingPathComponent("t.session"), atomically: true, encoding: .utf8)
        w.currentDirectory = folder.path
        XCTAssertEqual(w.run("source t.session").error?.message,
                       "'t.session' is a session transcript (its inputs start with '> '): replay it with: trellis replay t.session")
        XCTAssertNil(w.scene.views["cell"])
    }
}

/// Carets under the word at fault, not the whole line; a data file names its fields.
final class TableWordCaretTests: XCTestCase {
    func testSizeAndScrollPointAtTheWordAtFault() throws {
        let w = Workspace()
        let size = w.run("table size -320x568")
        XCTAssertEqual(size.error?.position.column, 12)
        XCTAssertEqual(size.error?.length, 8)
        XCTAssertEqual(w.run("table size 20000x568").error?.position.column, 12)
        XCTAssertEqual(w.run("table scroll by 100 over 3 quickly").error?.position.column, 28)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-data-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "{\"text\":\"a\",\"id\":1}\n{\"text\":\"b\",\"id\":2}\n".write(to: folder.appendingPathComponent("d.jsonl"),
                                                                       atomically: true, encoding: .utf8)
        w.currentDirectory = folder.path
        XCTAssertEqual(w.run("table data file d.jsonl").output, "2 rows from d.jsonl, fields: $id $text")
    }
}

/// `help table VERB` shows that verb's lines; Tab completes the table's new words.
final class TableHelpAndCompletionTests: XCTestCase {
    func testHelpForOneTableVerbAndItsCompletions() {
        let w = workspace(["view cell", "table cell cell reuse=Text"])
        let sizing = w.run("help table sizing").output.split(separator: "\n")
        XCTAssertTrue(sizing.first?.hasPrefix("table sizing [fixed H | prototype") == true, "\(sizing)")
        XCTAssertEqual(sizing.last, "  example: table sizing manual 8 + textHeight(body, width - 16) + 8 + separator")
        XCTAssertFalse(sizing.contains { $0.contains("table scroll") }, "only the sizing verb: \(sizing)")
        XCTAssertEqual(w.run("help table banana").error?.message, "'banana' is not a table command")
        XCTAssertEqual(w.completions(line: "table verify ", cursor: 13).candidates, ["--json", "all", "row", "rows"])
        XCTAssertEqual(w.completions(line: "table memo o", cursor: 12).candidates, ["off", "on"])
        XCTAssertEqual(w.completions(line: "table stats c", cursor: 13).candidates, ["clear"])
        XCTAssertEqual(w.completions(line: "table cell remove ", cursor: 18).candidates, ["Text"])
    }
}

/// After a template is captured again, `table show` says why no rows are on screen and what
/// lays them out, instead of sending the user back to `table data` and `table cell`.
final class TableShowAfterAnEditTests: XCTestCase {
    func testShowSaysAReloadIsDue() {
        let w = workspace(["view cell", #"label body in cell "" lines=0"#, "H:|-8-[body]-8-|", "V:|-8-[body]-8-|",
                           "table data sentences 50", "table cell cell reuse=T body.text=$text", "table reload", "body.lines = 1"])
        XCTAssertEqual(w.run("table show").output, """
        cell cell changed since table cell: its template (T) is captured again
        no rows on screen: the data, the templates or the sizing changed since the last reload \
        (table reload, or a scroll, lays them out again)
        """)
        XCTAssertTrue(w.run("table reload").error == nil)
        XCTAssertTrue(w.run("table show").output.hasPrefix("row "))
    }
}

/// A table verb that captures a changed template again says so even when it then fails: the
/// note comes before the error, not lost with the line's output.
final class RecaptureNoteOnFailureTests: XCTestCase {
    func testTheNoteComesBeforeTheError() {
        let w = workspace(["view cell", #"label body in cell "" lines=0"#, "H:|-8-[body]-8-|", "V:|-8-[body]-8-|",
                           "table data sentences 50", "table cell cell reuse=T body.text=$text", "table reload", "body.lines = 1"])
        let reply = w.run("table verify all")
        XCTAssertNotNil(reply.error)
        XCTAssertTrue(reply.output.hasPrefix("cell cell changed since table cell: its template (T) is captured again\nerror at 1:7: "),
                      reply.output)
    }
}
