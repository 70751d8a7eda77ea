import XCTest
@testable import Shell
import Layout

final class WorkspaceTests: XCTestCase {
    private func run(_ w: Workspace, _ lines: [String]) -> [Workspace.Reply] {
        lines.enumerated().map { w.run($0.element, lineNumber: $0.offset + 1) }
    }

    private func cell() -> Workspace {
        let w = Workspace()
        let replies = run(w, [
            "view cell",
            #"label body in cell "aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa" lines=0"#,
            "H:|-6-[body]-6-|",
            "V:|-6-[body]-6-|",
            "cell.width = 320",
        ])
        for r in replies { XCTAssertNil(r.error, r.output) }
        return w
    }

    /// Lines that change the scene leave the layout pass for the first line that reads it (a
    /// script of changes is laid out once); a command that reads lays out first, and only
    /// the commands whose spec says they read do.
    func testTheLayoutPassWaitsForACommandThatReads() {
        let w = cell()
        XCTAssertTrue(w.scene.needsLayout, "five lines of changes, no pass yet")
        XCTAssertNil(w.run("help frames").error)
        XCTAssertTrue(w.scene.needsLayout, "help reads no layout")
        XCTAssertNil(w.run("frames").error)
        XCTAssertFalse(w.scene.needsLayout)
        let readers = CommandTable.all.filter { $0.readsLayout }.map { $0.path.joined(separator: " ") }.sorted()
        XCTAssertEqual(readers, ["check", "constraints", "draw", "export", "frames", "views", "why"])
    }

    func testProgrammaticCellFrames() {
        // 20 words of "aaaa": 4 × 1255 units = 5020, at 17 pt = 41.67 pt; a space 651 units = 5.40 pt.
        // At 308 pt: 6 words a line (6 × 41.67 + 5 × 5.40 = 277.05; 7 words 329.52). 20 words → 4 lines.
        // Line height (1901 + 483) / 2048 × 17 = 19.789; 4 lines = 79.16, rounded up to 80; cell = 6 + 80 + 6.
        let w = cell()
        XCTAssertEqual(w.run("frames").output, """
        view    x  y  width  height
        cell    0  0    320      92
          body  6  6    308      80
        """)
    }

    func testFramesJSON() {
        let w = cell()
        let json = w.run("frames body --json").output
        XCTAssertTrue(json.contains("\"name\": \"body\""))
        XCTAssertTrue(json.contains("\"parent\": \"cell\""))
        XCTAssertTrue(json.contains("\"absolute\": {"))
    }

    func testConstraintsWithPriorityAndNameAndPropertyChanges() {
        let w = cell()
        XCTAssertNil(w.run("image photo in cell 64x64").error)
        XCTAssertNil(w.run("photo.width == 64 @999 as photoWidth").error)
        XCTAssertNil(w.run("photo.top == cell.top").error)
        XCTAssertNil(w.run("photo.leading == cell.leading").error)
        XCTAssertNil(w.run("photoWidth.constant = 32").error)
        XCTAssertEqual(w.run("frames photo").output, "view   x  y  width  height\nphoto  0  0     32      64")
        XCTAssertNil(w.run("photoWidth.priority = 250").error)
        XCTAssertEqual(w.run("photoWidth.priority = required").error?.message,
                       "the priority of 'photoWidth' cannot change between required (1000) and optional once it is active; deactivate it first")
    }

    func testErrorsPointAtTheWord() {
        let w = cell()
        let unknown = w.run("bdy.width == 10", lineNumber: 7)
        XCTAssertEqual(unknown.error?.message, "no view named 'bdy' (did you mean 'body'?)")
        XCTAssertEqual(unknown.error?.position, SourcePosition(line: 7, column: 1))
        let attribute = w.run("body.wdth == 10")
        XCTAssertEqual(attribute.error?.message, "'wdth' is not an attribute (did you mean 'width'?)")
        XCTAssertEqual(attribute.error?.position.column, 6)
        let verb = w.run("frmes")
        XCTAssertEqual(verb.error?.message, "'frmes' is not a command (did you mean 'frames'?); type 'help' for the list")
        let vfl = w.run("H:|-6-[body-6-|")
        XCTAssertNotNil(vfl.error)
        XCTAssertTrue(vfl.error?.message.hasPrefix("Unable to parse constraint format:") ?? false)
        let mixed = w.run("body.leading == cell.width")
        XCTAssertEqual(mixed.error?.message, "a location attribute cannot be related to a size attribute (body.leading and cell.width)")
        let property = w.run("body.colapsed = true")
        XCTAssertEqual(property.error?.message, "'colapsed' is not a property of body (did you mean 'collapsed'?)")
        // Nothing changed.
        XCTAssertEqual(w.run("frames cell").output, """
        view    x  y  width  height
        cell    0  0    320      92
          body  6  6    308      80
        """)
    }

    /// `why` explains a plain variable of the solver shell as well as a view's attribute, and
    /// a negative fitting width is refused under the number.
    func testWhyOfAPlainVariableAndANegativeFittingWidth() {
        let w = Workspace()
        _ = run(w, ["x >= 10", "x == 5 @250"])
        XCTAssertEqual(w.run("why x").output, "x = 10 because of:\n  [1] x >= 10")
        XCTAssertNil(w.run("view a").error)
        let fit = w.run("fit a width -10", lineNumber: 4).error
        XCTAssertEqual(fit?.message, "a fitting width is a number from 0 to 100,000, not '-10'")
        XCTAssertEqual(fit?.position, SourcePosition(line: 4, column: 13))
    }

    /// The plain variables' numbered constraints are listed by `constraints` and removed by
    /// number (`remove 2`), as `help` says; a view or constraint named by the word still wins.
    func testPlainConstraintsAreListedAndRemovedByNumber() {
        let w = Workspace()
        _ = run(w, ["x == y", "x >= 5 @750"])
        XCTAssertEqual(w.run("constraints").output, "[1] x == y\n[2] x >= 5 @750")
        XCTAssertEqual(w.run("remove 2").output, "removed [2] x >= 5 @750\nx = 0\ny = 0\nambiguous: x, y")
        let missing = w.run("remove 9", lineNumber: 4).error
        XCTAssertEqual(missing?.message, "there is no constraint [9] (see 'constraints')")
        XCTAssertEqual(missing?.position, SourcePosition(line: 4, column: 8))
        XCTAssertNil(w.run("view a").error)
        XCTAssertNil(w.run("a.width == 10").error)
        XCTAssertTrue(w.run("constraints").output.hasSuffix("a.width == 10      1000  active  you\n[1] x == y"),
                      w.run("constraints").output)
        XCTAssertNil(w.run("remove c1").error)
        XCTAssertEqual(w.run("constraints").output, "[1] x == y")
    }

    func testConflictIsReportedInUIKitsShape() {
        let w = cell()
        XCTAssertNil(w.run("cell.height = 100").error)
        let reply = w.run("body.height == 10")
        XCTAssertNil(reply.error)
        XCTAssertTrue(reply.output.hasPrefix("Unable to simultaneously satisfy constraints."), reply.output)
        XCTAssertTrue(reply.output.contains("Will attempt to recover by breaking constraint\nc5: body.height == 10"), reply.output)
        XCTAssertTrue(w.run("check").output.contains("c5: body.height == 10"))
    }

    func testConflictPrintsConstantsThatDifferApart() {
        let w = Workspace()
        for line in ["view a", "a.width >= 100"] { XCTAssertNil(w.run(line).error, line) }
        let reply = w.run("a.width <= 99.99999")
        // Four decimals would print both as 100.
        XCTAssertTrue(reply.output.contains(#""c1: a.width >= 100""#), reply.output)
        XCTAssertTrue(reply.output.contains(#""c2: a.width <= 99.99999""#), reply.output)
    }

    func testCollapseKeepsOneGap() {
        let w = Workspace()
        for line in ["view cell", "image photo in cell 64x64", #"label quote in cell "Hi""#,
                     "H:|-8-[photo]-8-[quote]", "cell.width = 320", "photo.collapsed = true"] {
            XCTAssertNil(w.run(line).error, line)
        }
        XCTAssertEqual(w.run("frames quote").output, "view   x  y  width  height\nquote  8  0     18      20")
    }

    func testFitAndWhyAndCheck() {
        let w = cell()
        XCTAssertEqual(w.run("fit cell width 200").output,
                       "cell fits in 200x111 (compressed; width 200 required, height at fittingSizeLevel)")
        XCTAssertTrue(w.run("why body.height").output.hasPrefix("body.height = 80 because of:"))
        XCTAssertEqual(w.run("check").output, "no conflicts, no ambiguity")
        XCTAssertNil(w.run("view loose").error)
        XCTAssertTrue(w.run("check").output.contains("loose.width = 0, could also be"))
    }

    func testVariablesStillWork() {
        let w = Workspace()
        XCTAssertEqual(w.run("x >= 10").output, "[1] x >= 10\nx = 10\nambiguous: x")
        XCTAssertEqual(w.run("x == 5 @250").output, "[2] x == 5 @250\nx = 10")
    }

    func testHelp() {
        let w = Workspace()
        XCTAssertTrue(w.run("help").output.contains("frames [VIEW] [--absolute]"))
        XCTAssertEqual(w.run("help fit").output, """
        fit VIEW [compressed|expanded] [width W]
          the fitting size, as systemLayoutSizeFitting gives it
          --json prints the answer as JSON:
            view: the view fitted
            width: the fitting width
            height: the fitting height
            target: compressed or expanded (UIView.layoutFittingCompressedSize or ExpandedSize)
            fittingWidth: the width it was fitted at (width W), or null
          in a scene made with: view cell; label body in cell "Some long text" lines=0;
            H:|-6-[body]-6-|; V:|-6-[body]-6-|
          example: fit cell compressed width 320
        """)
        XCTAssertEqual(w.run("help fitt").error?.message, "no help for 'fitt' (did you mean 'fit'?)")
    }

    func testCompletion() {
        let w = cell()
        XCTAssertEqual(w.completions(line: "fr", cursor: 2).candidates, ["frames"])
        XCTAssertEqual(w.completions(line: "body.lea", cursor: 8).candidates, ["leading"])
        XCTAssertEqual(w.completions(line: "H:|-8-[bo", cursor: 9).candidates, ["body"])
        XCTAssertEqual(w.completions(line: "body.width == 4 @hi", cursor: 19).candidates, ["high"])
        XCTAssertEqual(w.completions(line: "textsize accessibilityM", cursor: 23).candidates, ["accessibilityMedium"])
        XCTAssertEqual(w.completions(line: "body.col", cursor: 8).candidates, ["collapsed"])
        XCTAssertEqual(w.completions(line: "table siz", cursor: 9).candidates, ["size", "sizing"])
        XCTAssertEqual(w.completions(line: "table sizing self", cursor: 17).candidates, ["selfsizing"])
        XCTAssertEqual(w.completions(line: "record o", cursor: 8).candidates, ["off", "on"])
    }

    func testTableChartAndScreen() {
        let w = Workspace()
        for line in ["view cell", #"label body in cell "" lines=0"#, "H:|-8-[body]-8-|", "V:|-8-[body]-8-|",
                     "table data sentences 200 seed=3", "table cell cell reuse=Text body.text=$text",
                     "table sizing estimated estimate=44", "table reload", "table scroll by 2000 over 10"] {
            XCTAssertNil(w.run(line).error, line)
        }
        let chart = w.run("table chart").output
        XCTAssertTrue(chart.hasPrefix("estimate error along the table"), chart)
        XCTAssertTrue(chart.contains("height requests per frame, the last 11 frames"), chart)
        XCTAssertTrue(w.run("table draw").output.contains("table"))
        XCTAssertTrue(w.run("table draw").output.contains("row 3"))
        XCTAssertEqual(w.run("table draw 0").error?.message, "row 0 is not on screen (table show lists the rows on screen)")
        XCTAssertEqual(w.run("table chrt").error?.message, "'chrt' is not a table command (did you mean 'chart'?)")
        // Same script, same output.
        XCTAssertEqual(chart, w.run("table chart").output)
    }

    func testTablesLineUpTheSameWithColourOnAndOff() {
        func output(_ color: Bool) -> String {
            let w = Workspace(style: OutputStyle(color: color))
            for line in ["view cell", "view a in cell", "a.width == 10 as narrow", "narrow.active = false",
                         "a.width == 20", "cell.width = 100"] { _ = w.run(line) }
            return w.run("constraints").output
        }
        let plain = output(false)
        let coloured = output(true)
        XCTAssertNotEqual(plain, coloured)
        let stripped = coloured.replacingOccurrences(of: #"\x1B\[[0-9;]*m"#, with: "", options: .regularExpression)
        XCTAssertEqual(stripped, plain)
    }

    func testScriptLinesSplitWindowsLineEnds() {
        let lines = Array(ScriptLines("view cell\r\ncell.width = 320\r\nlabel a in cell \\\r\n\"Hi\"\r\n"))
        XCTAssertEqual(lines.map(\.1), ["view cell", "cell.width = 320", "label a in cell  \"Hi\""])
        XCTAssertEqual(lines.map(\.0), [1, 2, 3])
    }

    func testScriptLinesJoinContinuations() {
        let lines = Array(ScriptLines("view cell\nlabel body in cell \\\n  \"Hi\"\n\nframes\n"))
        XCTAssertEqual(lines.map(\.0), [1, 2, 4, 5])
        XCTAssertEqual(lines[1].1, "label body in cell    \"Hi\"")
    }
}
