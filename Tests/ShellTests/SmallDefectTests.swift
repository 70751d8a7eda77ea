import Shell
import XCTest

/// The smaller defects met while retelling the five posts, each pinned where it was.
final class SmallDefectTests: XCTestCase {
    func testSuggestionsStartAsTheWordDoesAndAreNotFarFetched() {
        let w = Workspace()
        XCTAssertEqual(w.run("tabel reload").error?.message, "'tabel' is not a command (did you mean 'table'?); type 'help' for the list")
        XCTAssertEqual(w.run("table foo").error?.message, "'foo' is not a table command")
        XCTAssertEqual(w.run("table stat").error?.message, "'stat' is not a table command (did you mean 'stats'?)")
    }

    func testAnEqualsSignTwiceIsSaidSo() {
        let w = workspace(["view body"])
        let reply = w.run("body.width = = 100", lineNumber: 2)
        XCTAssertEqual(reply.error?.message, "'=' twice: a property is set with one (body.width = 100), a constraint relates with '==' (body.width == 100)")
        XCTAssertEqual(reply.error?.position, SourcePosition(line: 2, column: 14))
    }

    /// One rule for a text: one word may go unquoted, several are quoted, at the prompt as
    /// where a label is made.
    func testATextOfSeveralWordsIsQuotedEverywhere() {
        let w = workspace(["view cell", "label body in cell word"])
        XCTAssertEqual(w.run("body.text = two words").error?.message, "a text of several words is quoted, as body.text = \"two words\"")
        XCTAssertEqual(w.run("label x in cell two words").error?.message, "a text of several words is quoted, as \"two words …\"")
        XCTAssertNil(w.run("body.text = one").error)
        XCTAssertNil(w.run("body.text = \"two words\"").error)
        XCTAssertNil(w.run("label y in cell \"two words\" lines=2").error)
        XCTAssertNil(w.run("body.font = mono 13").error, "a font of two words is still one value")
    }

    func testEveryPropertyHasHelp() {
        let w = Workspace()
        for name in ["collapsed", "hidden", "translates", "width", "text", "lines", "priority", "constant", "distribution"] {
            let reply = w.run("help \(name)")
            XCTAssertNil(reply.error, name)
            XCTAssertTrue(reply.output.contains(".\(name) = VALUE"), reply.output)
            XCTAssertTrue(reply.output.contains("example: "), reply.output)
        }
        XCTAssertEqual(w.run("help hiden").error?.message, "no help for 'hiden' (did you mean 'hidden'?)")
        XCTAssertTrue(w.run("help table sizing manual").output.contains("manual FORMULA is heightForRowAt written by hand"))
    }

    func testTableSizingAloneSaysWhatIsSet() {
        let w = Workspace()
        XCTAssertEqual(w.run("table sizing").output,
                       "sizing: selfsizing estimate=44 (set with: table sizing fixed H | prototype | cached | estimated | selfsizing | manual FORMULA | precomputed)")
        XCTAssertNil(w.run("table sizing cached").error)
        XCTAssertTrue(w.run("table sizing").output.hasPrefix("sizing: cached ("))
    }

    /// `"Line $row+1"`: the post's `indexPath.row + 1`, done; on a field that is not a
    /// number, refused under it.
    func testATextBindingAddsToANumberField() {
        let w = workspace(["view cell", "label num in cell \"\"", "label line in cell \"\" lines=0", "H:|-[num]-|", "H:|-[line]-|",
                           "V:|-[num]-[line]-|", "table data sentences 5", "table cell cell num.text=\"Line $row+1\" line.text=$text",
                           "table reload"])
        XCTAssertTrue(w.run("table draw 3").output.contains("Line 4"), w.run("table draw 3").output)
        let reply = w.run("table cell cell reuse=B num.text=\"Line $text-2\"", lineNumber: 2)
        XCTAssertTrue(reply.error?.message.hasSuffix("not a number: $text-2 adds to a number") == true, reply.output)
    }

    /// After a reload that Ctrl-C stopped, `table verify` names the interrupted reload.
    func testVerifyAfterAnInterruptedReloadSaysSo() {
        let w = workspace(["view cell", "label body in cell \"x\" lines=0", "H:|-6-[body]-6-|", "V:|-6-[body]-6-|",
                           "table data sentences 2000 seed=7", "table cell cell body.text=$text", "table sizing prototype"])
        var asked = 0
        w.isInterrupted = { asked += 1; return asked == 2 }
        XCTAssertTrue(w.run("table reload").output.contains("(interrupted"))
        w.isInterrupted = { false }
        XCTAssertEqual(w.run("table verify").error?.message,
                       "the last reload was interrupted (Ctrl-C) before it asked every row: table reload to finish it")
        XCTAssertNil(w.run("table reload").error)
        XCTAssertNil(w.run("table verify rows 0-9").error)
    }

    /// A new user's findings on manual formulas: `$text.length` reads, a text field read as a
    /// number and a division by zero are refused under their place, and a derived formula
    /// holds at a fractional width.
    func testFormulaFieldsAndNumbers() {
        let w = workspace(["view cell", "label body in cell \"\" lines=0", "H:|-8-[body]-8-|", "V:|-8-[body]-8-|",
                           "table data messages 30", "table cell cell body.text=$text"])
        XCTAssertNil(w.run("table sizing manual $text.length*0.4+40").error)
        XCTAssertEqual(w.run("table sizing manual").output, "manual: $text.length * 0.4 + 40")
        var reply = w.run("table sizing manual 10 + $username + 10", lineNumber: 2)
        XCTAssertEqual(reply.error?.message, "$username is \"barbara.liskov\" in row 0, not a number: a formula reads $username.length for a text's length")
        XCTAssertEqual(reply.error?.position, SourcePosition(line: 2, column: 26))
        reply = w.run("table sizing manual 10 / 0", lineNumber: 2)
        XCTAssertEqual(reply.error?.message, "division by zero")
        XCTAssertEqual(reply.error?.position, SourcePosition(line: 2, column: 26))
        XCTAssertNil(w.run("table size 320.5x568").error)
        XCTAssertEqual(w.run("table size").output, "table size: 320.5x568 (set with: table size WxH)")
        XCTAssertEqual(w.run("table sizing manual derive").output.split(separator: "\n").first,
                       "manual: 16 + textHeight(body, width - 16) + separator")
        XCTAssertNil(w.run("table reload").error)
        XCTAssertNil(w.run("table verify").error)
    }

    /// A row still at its estimate says so first, whatever else the app does.
    func testAnEstimateIsSaidBeforeTheSizingCellsWidth() {
        let w = workspace(["view cell", "label body in cell \"\" lines=0", "H:|-8-[body]-8-|", "V:|-8-[body]-8-|",
                           "table data sentences 100 seed=2", "table cell cell body.text=$text", "table sizing estimated",
                           "table app sizingcell=fixed", "table reload", "table size 568x320"])
        let json = w.run("table verify --json").output
        XCTAssertTrue(json.contains("\"why\": \"estimate 44: not sized yet\""), json)
        XCTAssertTrue(json.contains("the sizing cell stays 320 wide"), json)
    }

    /// `remove cell.height` says how a property is unset; a row named twice is verified once.
    func testRemoveAPropertyAndVerifyARowTwice() {
        let w = workspace(["view cell", "cell.height = 40", "label body in cell \"\" lines=0", "H:|-8-[body]-8-|", "V:|-8-[body]-8-|",
                           "table data sentences 10", "table cell cell body.text=$text", "table sizing prototype", "table reload"])
        XCTAssertEqual(w.run("remove cell.height").error?.message, "'cell.height' is a property: unset it with cell.height = none")
        XCTAssertEqual(w.run("remove body.text").error?.message,
                       "'body.text' is a property, not a view or a constraint: remove takes a NAME")
        XCTAssertTrue(w.run("table verify rows 1,1,1").output.hasSuffix("\nverified 1 row: 0 differ"))
        XCTAssertEqual(w.run("table verify rows 0-5,3-8").output, "verified 9 rows: 0 differ")
    }
}
