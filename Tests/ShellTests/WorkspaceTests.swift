import Cassowary
import XCTest
@testable import Shell
import Layout
import TestSupport

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

    func testProgrammaticCellFrames() throws {
        // 20 words of "aaaa": 4 × 1255 units = 5020, at 17 pt = 41.67 pt; a space 651 units = 5.40 pt.
        // At 308 pt: 6 words a line (6 × 41.67 + 5 × 5.40 = 277.05; 7 words 329.52). 20 words → 4 lines.
        // Line height (1901 + 483) / 2048 × 17 = 19.789; 4 lines = 79.16, rounded up to 80; cell = 6 + 80 + 6.
        let w = cell()
        let frames = try answer(Frames.self, "frames", in: w)
        XCTAssertEqual(frames.rows.map(\.name), ["cell", "body"])
        XCTAssertEqual(frames.rows.map(\.parent), [nil, "cell"])
        XCTAssertEqual(frames.rows.map(\.depth), [0, 1])
        XCTAssertEqual(frames.rows.map(\.frame), [Rect(x: 0, y: 0, width: 320, height: 92), Rect(x: 6, y: 6, width: 308, height: 80)])
    }

    func testFramesJSON() {
        let w = cell()
        let json = w.run("frames body --json").output
        XCTAssertTrue(json.contains("\"name\": \"body\""))
        XCTAssertTrue(json.contains("\"parent\": \"cell\""))
        XCTAssertTrue(json.contains("\"absolute\": {"))
    }

    func testConstraintsWithPriorityAndNameAndPropertyChanges() throws {
        let w = cell()
        XCTAssertNil(w.run("image photo in cell 64x64").error)
        XCTAssertNil(w.run("photo.width == 64 @999 as photoWidth").error)
        XCTAssertNil(w.run("photo.top == cell.top").error)
        XCTAssertNil(w.run("photo.leading == cell.leading").error)
        XCTAssertNil(w.run("photoWidth.constant = 32").error)
        XCTAssertEqual(try w.scene.laidOut().frame(of: "photo"), Rect(x: 0, y: 0, width: 32, height: 64))
        XCTAssertNil(w.run("photoWidth.priority = 250").error)
        XCTAssertEqual(w.run("photoWidth.priority = required").error?.message,
                       "the priority of 'photoWidth' cannot change between required (1000) and optional once it is active; deactivate it first")
    }

    func testErrorsPointAtTheWord() throws {
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
        XCTAssertEqual(try answer(Frames.self, "frames cell", in: w).rows.map(\.frame),
                       [Rect(x: 0, y: 0, width: 320, height: 92), Rect(x: 6, y: 6, width: 308, height: 80)])
    }

    /// `why` explains a plain variable of the solver shell as well as a view's attribute, and
    /// a negative fitting width is refused under the number.
    func testWhyOfAPlainVariableAndANegativeFittingWidth() throws {
        let w = Workspace()
        _ = run(w, ["x >= 10", "x == 5 @250"])
        let why = try answer(Why.self, "why x", in: w)
        XCTAssertEqual(why.subject, "x")
        XCTAssertEqual(why.value, 10)
        XCTAssertTrue(why.isPlainVariable)
        XCTAssertEqual(why.rows, [WhyResult.Row(name: "[1]", constraint: "x >= 10", origin: .user)])
        XCTAssertNil(w.run("view a").error)
        let fit = w.run("fit a width -10", lineNumber: 4).error
        XCTAssertEqual(fit?.message, "a fitting width is a number from 0 to 100,000, not '-10'")
        XCTAssertEqual(fit?.position, SourcePosition(line: 4, column: 13))
    }

    /// The plain variables' numbered constraints are listed by `constraints` and removed by
    /// number (`remove 2`), as `help` says; a view or constraint named by the word still wins.
    func testPlainConstraintsAreListedAndRemovedByNumber() throws {
        let w = Workspace()
        _ = run(w, ["x == y", "x >= 5 @750"])
        XCTAssertEqual(try answer(Constraints.self, "constraints", in: w), ConstraintsResult(rows: [], plainVariables: PlainConstraintListing(
            numbered: [.init(number: 1, constraint: "x == y", priority: .required), .init(number: 2, constraint: "x >= 5 @750", priority: .defaultHigh)],
            edits: [])))
        XCTAssertEqual(try answer(Remove.self, "remove 2", in: w), .second(PlainConstraintChange(
            wasRemoved: true, number: 2, constraint: "x >= 5 @750",
            values: PlainValues(values: [.init(name: "x", value: 0), .init(name: "y", value: 0)], unlisted: 0, variableCount: 2,
                                ambiguous: ["x", "y"], moreAmbiguous: 0))))
        let missing = w.run("remove 9", lineNumber: 4).error
        XCTAssertEqual(missing?.message, "there is no constraint [9] (see 'constraints')")
        XCTAssertEqual(missing?.position, SourcePosition(line: 4, column: 8))
        XCTAssertNil(w.run("view a").error)
        XCTAssertNil(w.run("a.width == 10").error)
        let listed = try answer(Constraints.self, "constraints", in: w)
        XCTAssertEqual(listed.rows.last?.name, "c1")
        XCTAssertEqual(listed.rows.last?.constraint, "a.width == 10")
        XCTAssertEqual(listed.rows.last?.state, .active)
        let justOne = PlainConstraintListing(numbered: [.init(number: 1, constraint: "x == y", priority: .required)], edits: [])
        XCTAssertEqual(listed.plainVariables, justOne)
        // The words: the plain variables' list follows the views' table (no session shows both).
        let text = w.run("constraints").output
        XCTAssertTrue(text.hasSuffix("a.width == 10      1000  active  you\n[1] x == y"), text)
        XCTAssertEqual(try answer(Remove.self, "remove c1", in: w), .first(Removed(views: [], constraints: ["c1"])))
        XCTAssertEqual(try answer(Constraints.self, "constraints", in: w), ConstraintsResult(rows: [], plainVariables: justOne))
    }

    func testConflictIsReportedInUIKitsShape() throws {
        let w = cell()
        XCTAssertNil(w.run("cell.height = 100").error)
        let reply = w.run("body.height == 10")
        XCTAssertNil(reply.error)
        XCTAssertTrue(reply.output.hasPrefix("Unable to simultaneously satisfy constraints."), reply.output)
        XCTAssertTrue(reply.output.contains("Will attempt to recover by breaking constraint\nc5: body.height == 10"), reply.output)
        XCTAssertEqual(try answer(Check.self, "check", in: w).broken, [CheckResult.Broken(name: "c5", constraint: "body.height == 10")])
    }

    func testConflictPrintsConstantsThatDifferApart() {
        let w = Workspace()
        for line in ["view a", "a.width >= 100"] { XCTAssertNil(w.run(line).error, line) }
        let reply = w.run("a.width <= 99.99999")
        // Four decimals would print both as 100.
        XCTAssertTrue(reply.output.contains(#""c1: a.width >= 100""#), reply.output)
        XCTAssertTrue(reply.output.contains(#""c2: a.width <= 99.99999""#), reply.output)
    }

    func testCollapseKeepsOneGap() throws {
        let w = Workspace()
        for line in ["view cell", "image photo in cell 64x64", #"label quote in cell "Hi""#,
                     "H:|-8-[photo]-8-[quote]", "cell.width = 320", "photo.collapsed = true"] {
            XCTAssertNil(w.run(line).error, line)
        }
        XCTAssertEqual(try w.scene.laidOut().frame(of: "quote"), Rect(x: 8, y: 0, width: 18, height: 20))
    }

    func testFitAndWhyAndCheck() throws {
        let w = cell()
        XCTAssertEqual(try answer(Fit.self, "fit cell width 200", in: w),
                       FitResult(view: "cell", size: Size(width: 200, height: 111), target: .compressed, width: 200))
        let why = try answer(Why.self, "why body.height", in: w)
        XCTAssertEqual(why.subject, "body.height")
        XCTAssertEqual(why.value, 80)
        XCTAssertFalse(why.rows.isEmpty)
        XCTAssertEqual(try answer(Check.self, "check", in: w), CheckResult(broken: [], ambiguous: [], plainVariables: nil))
        XCTAssertNil(w.run("view loose").error)
        let ambiguous = try answer(Check.self, "check", in: w).ambiguous
        XCTAssertEqual(ambiguous.first { $0.view == "loose" && $0.attribute == .width }?.value, 0)
    }

    func testVariablesStillWork() throws {
        let w = Workspace()
        XCTAssertEqual(try answer(PlainConstraint.self, "x >= 10", in: w), PlainConstraintChange(
            wasRemoved: false, number: 1, constraint: "x >= 10",
            values: PlainValues(values: [.init(name: "x", value: 10)], unlisted: 0, variableCount: 1, ambiguous: ["x"], moreAmbiguous: 0)))
        XCTAssertEqual(try answer(PlainConstraint.self, "x == 5 @250", lineNumber: 2, in: w), PlainConstraintChange(
            wasRemoved: false, number: 2, constraint: "x == 5 @250",
            values: PlainValues(values: [.init(name: "x", value: 10)], unlisted: 0, variableCount: 1, ambiguous: [], moreAmbiguous: 0)))
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
