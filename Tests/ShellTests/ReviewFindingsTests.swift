import XCTest
@testable import Shell

/// What a review of the command layer as a new user found: words taken silently, clauses given
/// twice, carets under the wrong word, hexadecimal numbers read by some fields only.
final class ReviewFindingsTests: XCTestCase {
    private func check(_ w: Workspace, _ line: String, _ message: String, column: Int, file: StaticString = #filePath, line number: UInt = #line) {
        let reply = w.run(line)
        XCTAssertEqual(reply.error?.message, message, line, file: file, line: number)
        XCTAssertEqual(reply.error?.position.column, column, line, file: file, line: number)
    }

    func testNumbersAreDecimalEverywhere() {
        let w = workspace(["view a"])
        check(w, "a.width = 0X20", "width is a number from 0 to 10,000,000, or none, not '0X20'", column: 11)
        check(w, "view b width=0x10", "width is a number from 0 to 10,000,000, or none, not '0x10'", column: 14)
        check(w, "table separator 0x2", "a separator's height is a number from 0 to 100, not '0x2'", column: 17)
        check(w, "table scroll to inf", "an offset is a number from -1,000,000,000,000 to 1,000,000,000,000, not 'inf'", column: 17)
        XCTAssertEqual(decimalNumber("1e3"), 1000)
        XCTAssertEqual(decimalNumber("-0.5"), -0.5)
        XCTAssertNil(decimalNumber("1e"))
        XCTAssertNil(decimalNumber("."))
        XCTAssertNil(decimalNumber("nan"))
    }

    func testEveryWordIsTakenOrRefused() {
        let w = workspace(["view r", "view a in r", "view b in r", #"label l "x""#, "a.width == b.width as w"])
        check(w, "why a.width.x", "unexpected '.' after a.width; why takes one VIEW.ATTRIBUTE", column: 12)
        check(w, #"l.text = "a" "b""#, "too many words: text takes one value (the quotes hold it all)", column: 14)
        check(w, "l.lines = 3 extra", "too many words: lines takes one value", column: 13)
        // A last --json is the flag every answer takes (FormJSONFlag.swift), not a second value.
        XCTAssertNil(w.run("l.lines = 3 --json").error)
        check(w, "a.height == 3 @low @high", "the priority is given twice", column: 20)
        check(w, "a.height == 3 as x1 as x2", "the name is given twice", column: 21)
        check(w, "view c width=320 width=100", "width is given twice", column: 18)
        check(w, #"label m in a "t" text="u""#, "the text is given twice (once in quotes)", column: 18)
        check(w, "suggest 9 40", "a variable's name is letters, digits and '_', starting with a letter", column: 9)
        check(w, "w.width = 3", "'width' is not a property of a constraint (constant, priority, active)", column: 3)
        check(w, "b.width == a.width * nan", "expected a number after '*'", column: 22)
        check(w, #""view" x"#, "a command is not quoted: write view, without the quotes", column: 1)
        // Several words are quoted, as where a label is made (issue 29: one rule for both).
        check(w, "l.text = hello world", "a text of several words is quoted, as l.text = \"hello world\"", column: 16)
        XCTAssertNil(w.run("l.text = hello").error)
        XCTAssertNil(w.run("l.font = mono 13").error)
    }

    func testTableCellWords() {
        let w = workspace(["view cell", #"label body in cell "" lines=0"#, "H:|-8-[body]-8-|", "V:|-8-[body]-8-|",
                           "table data sentences 50"])
        check(w, "table cell cell reuse=A reuse=B", "the reuse identifier is given twice", column: 25)
        check(w, "table cell cell reuse=", "a reuse identifier is letters, digits, '_', '-' and '.', starting with a letter", column: 17)
        check(w, "table cell cell body.text=$text body.text=$id", "body.text is bound twice", column: 33)
        check(w, "table cell cell nosuch.text=$text", "no view named 'nosuch' in the cell", column: 17)
        XCTAssertNil(w.run("table cell cell body.text=$text").error)
        XCTAssertNil(w.run("table reload").error)
        check(w, "table draw 50", "there is no row 50: the rows are 0 to 49", column: 12)
    }

    func testLabelTextIsShownWithItsControlCharactersWrittenOut() {
        let w = workspace(["label a \"esc\u{1B}[31mred\tx\""])
        XCTAssertEqual(w.run("views").output, #"a (label) 134x20 "esc\e[31mred\tx""#)
    }

    /// `font body FILE` loaded a face `font=` could never use (body is a text style).
    func testAFontNameThatFontEqualsReadsAsSomethingElseIsRefused() {
        let w = Workspace()
        check(w, "font body /nonexistent.ttf", "'body' already means a text style or a system font in font=; choose another name", column: 6)
        check(w, "font Mono /nonexistent.ttf", "'Mono' already means a text style or a system font in font=; choose another name", column: 6)
        check(w, "font 9a /nonexistent.ttf", "a font's name is letters, digits, '_' and '-', starting with a letter", column: 6)
    }

    /// Tab offers the keys of `table cell`'s settings.
    func testTableCellSettingsComplete() {
        let w = workspace(["view cell"])
        XCTAssertEqual(w.completions(line: "table cell cell re", cursor: 18).candidates, ["reuse="])
        XCTAssertEqual(w.completions(line: "table cell cell reuse=A wh", cursor: 26).candidates, ["when="])
    }

    func testHelpKnowsTheCommandLinesOwnCommands() {
        let w = Workspace()
        XCTAssertTrue(w.run("help trellis replay").output.hasPrefix("trellis replay FILE …"))
        XCTAssertTrue(w.run("help trellis").output.hasPrefix("trellis replay FILE …"))
        XCTAssertTrue(w.run("help table").output.hasPrefix("table: a virtual table that sizes its cells with these constraints\n"))
    }

    /// A name slot looks for `=` as a byte first, then as a character: an `=` that carries a
    /// combining mark is another character, so the word is read as a name (and refused as one),
    /// not as a `key=value`; a plain `=` still makes a word no name. Either way the line is
    /// refused under the word.
    func testAnEqualsSignWithAMarkIsNoKeyValue() {
        let w = workspace(["view root width=200"])
        check(w, "view x=\u{301}1 in root", "a name is letters, digits and '_', starting with a letter", column: 6)
        check(w, "view x=1 in root", "expected NAME, not 'x=1'; usage: view NAME [in PARENT] [key=value …]", column: 6)
    }
}

