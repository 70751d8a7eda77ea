import Foundation
import Layout
import XCTest
@testable import Shell

/// The `table …` verbs through `Workspace.run`: what each prints when it works, and the one
/// error, with its caret, when it does not.
///
/// The text cell is the programmatic VFL example's: a body label (17 pt, any number of lines)
/// 6 pt inside the cell, 320 − 12 = 308 wide. A 17 pt line is (1901 + 483) / 2048 × 17 =
/// 19.789 pt, rounded up with the label (1 line 20, 2 lines 40, 3 lines 60, 4 lines 80,
/// 5 lines 98.95 → 99), and a row is 6 + text + 6 + the 1 pt separator = 13 + text.
final class TableCommandTests: XCTestCase {
    static let textCell = [
        "view cell", #"label body in cell "" lines=0 font=body"#, "H:|-6-[body]-6-|", "V:|-6-[body]-6-|",
    ]

    /// 100 sentences (seed 7) in text cells, cached heights, reloaded at 320 × 568.
    private func textTable() -> Workspace {
        workspace(Self.textCell + ["table data sentences 100 seed=7", "table cell cell reuse=Text body.text=$text",
                                   "table size 320x568", "table sizing cached", "table reload"])
    }

    private func jsonObject(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }

    // MARK: Each verb, working

    func testDataCellSizeSizingAndReload() {
        let w = workspace(Self.textCell)
        XCTAssertEqual(w.run("table data sentences 100 seed=7").output, "100 sentences, fields: $text")
        XCTAssertEqual(w.run("table data messages 10 seed=3").output,
                       "10 messages, fields: $username $text $timestamp $hasMedia $media")
        XCTAssertEqual(w.run("table data quotes 10").output, "10 quotes, fields: $text $author $hasAuthor $photo $hasPhoto")
        XCTAssertEqual(w.run("table data sentences 100 seed=7").output, "100 sentences, fields: $text")
        XCTAssertEqual(w.run("table cell cell reuse=Text body.text=$text").output,
                       "cell cell as reuse identifier Text: body.text = $text")
        XCTAssertEqual(w.run("table cell cell reuse=Odd when=$index==3 body.text=$text").output,
                       "cell cell as reuse identifier Odd when $index == 3: body.text = $text")
        XCTAssertEqual(w.run("table size 320x568").output, "")
        XCTAssertEqual(w.run("table sizing cached").output, "")
        // 568 pt hold rows 0–8: 93 + 53 + 73 + 93 + 53 + 33 + 53 + 112 = 563 starts row 8.
        // The reload asks all 100 rows (a cached table without estimates), then the 9 on screen.
        XCTAssertEqual(w.run("table reload").output, "frame 1: offset 0, rows 0–8, 9 appeared, 109 height requests")
    }

    func testShowListsTheHandMadeHeights() {
        // Row 0 wraps in 4 lines (80 + 13 = 93), row 5 "You the open very was?" in 1 (33),
        // row 7 in 5 (99 + 13 = 112).
        XCTAssertEqual(textTable().run("table show").output, """
        row    y  on screen  estimate  actual  cell    how
          0    0          0         -      93  Text#1  created, cache
          1   93         93         -      53  Text#2  created, cache
          2  146        146         -      73  Text#3  created, cache
          3  219        219         -      93  Text#4  created, cache
          4  312        312         -      53  Text#5  created, cache
          5  365        365         -      33  Text#6  created, cache
          6  398        398         -      53  Text#7  created, cache
          7  451        451         -     112  Text#8  created, cache
          8  563        563         -      33  Text#9  created, cache
        offset 0 of 6710 (cached)
        """)
    }

    func testScrollFlingAndInvalidate() {
        let w = textTable()
        XCTAssertEqual(w.run("table scroll to 500").output, "frame 2: offset 500, rows 7–14, 6 appeared, 6 height requests")
        let by = w.run("table scroll by 100 over 4").output
        XCTAssertTrue(by.hasPrefix("4 frames: offset ") && by.contains("→ 600, 2 rows appeared, 2 height requests"), by)
        // Row 20 at the top: the sum of rows 0–19.
        XCTAssertEqual(w.run("table scroll row 20").output, "frame 7: offset 1438, rows 20–28, 9 appeared, 9 height requests")
        XCTAssertTrue(w.run("table show").output.contains("\n 20  1438          0         -      73  Text#9"))
        let fling = w.run("table fling 1000")
        XCTAssertNil(fling.error)
        XCTAssertTrue(fling.output.hasSuffix("→ 1931.0981, 8 rows appeared, 8 height requests"), fling.output)
        XCTAssertTrue(w.run("table fling -100000").output.hasSuffix("→ 0, 12 rows appeared, 12 height requests"))
        XCTAssertEqual(w.run("table invalidate row 3").output, "frame 116: offset 0, rows 0–8, 1 height request")
        XCTAssertEqual(w.run("table invalidate rows 1,2").output, "frame 117: offset 0, rows 0–8, 2 height requests")
        XCTAssertEqual(w.run("table log 1").output, "frame 117  height row 2 = 73 (memo)")
        XCTAssertEqual(w.run("table invalidate all").output, "frame 118: offset 0, rows 0–8, 100 height requests")
        XCTAssertEqual(w.run("table log 3").output, """
        frame 118  invalidate all
        frame 118  reload 100 rows (invalidate all)
        frame 118  height requests 100 (cache hits 0)
        """)
    }

    func testSeparatorPrecomputeStatsLogAndDraw() throws {
        let w = textTable()
        // Without the separator every row is 1 pt shorter: 100 rows, 100 pt less.
        XCTAssertEqual(w.run("table separator 0").output, "frame 2: offset 0, rows 0–8, 9 appeared, 109 height requests")
        XCTAssertTrue(w.run("table show").output.hasSuffix("offset 0 of 6610 (cached)"))
        XCTAssertEqual(w.run("table precompute threads=2").output, "rows: 100\nthreads: 2\nsolves: 100\nmemoHits: 0\nms: -")
        let stats = w.run("table stats").output
        for line in ["rows: 100", "sizing: cached", "separator: 0", "category: large", "templates: Text"] {
            XCTAssertTrue(stats.contains("\n" + line + "\n"), line)
        }
        let json = try XCTUnwrap(try jsonObject(w.run("table stats --json").output) as? [String: Any])
        XCTAssertEqual(Set(json.keys), ["table", "stats"])
        let pools = try XCTUnwrap((json["stats"] as? [String: Any])?["pools"] as? [String: Any])
        XCTAssertEqual(Array(pools.keys), ["Text"])
        XCTAssertEqual(w.run("table log 1").output, "frame 2  configure Text#1 for row 8")
        let events = try XCTUnwrap(try jsonObject(w.run("table log 2 --json").output) as? [[String: Any]])
        XCTAssertEqual(events.map { $0["event"] as? String }, ["dequeue", "configure"])
        let draw = w.run("table draw 0").output
        XCTAssertTrue(draw.hasPrefix("┌cell"), draw)
        XCTAssertTrue(draw.contains("One to road less of use, to hear"), draw)
    }

    // MARK: Errors, with the caret under the offending word

    private func assertError(_ w: Workspace, _ line: String, _ message: String, column: Int, length: Int,
                             file: StaticString = #filePath, line number: UInt = #line) {
        let reply = w.run(line, lineNumber: 3)
        XCTAssertEqual(reply.error?.message, message, file: file, line: number)
        XCTAssertEqual(reply.error?.position, SourcePosition(line: 3, column: column), file: file, line: number)
        XCTAssertEqual(reply.error?.length, length, file: file, line: number)
    }

    func testUnknownVerbWithASuggestion() {
        let w = Workspace()
        assertError(w, "table stat", "'stat' is not a table command (did you mean 'stats'?)", column: 7, length: 4)
        XCTAssertEqual(w.run("table stat", lineNumber: 3).output, """
        error at 3:7: 'stat' is not a table command (did you mean 'stats'?)
          table stat
                ^^^^
        """)
        assertError(w, "table frobnicate", "'frobnicate' is not a table command", column: 7, length: 10)
        assertError(w, "table", "usage: table data|cell|cells|size|sizing|app|separator|reload|scroll|fling|invalidate|show|stats|log|verify|memo|chart|export|draw|precompute|insert|delete|move|update|batch|anchor|prefetch|jumps … (help table)",
                    column: 1, length: 5)
        assertError(w, "table data sentance 10",
                    "expected file, sentences, messages or quotes, not 'sentance' (did you mean 'sentences'?)", column: 12, length: 8)
    }

    /// With estimates, the last row can be missed by the first scroll to it (the actual heights
    /// of the rows laid out push it down); the shell says so, and a second scroll reaches it.
    func testScrollToTheLastRowWithEstimatesSaysWhenItMisses() {
        let w = workspace(Self.textCell + ["table data sentences 2000 seed=7", "table cell cell reuse=Text body.text=$text",
                                           "table sizing estimated estimate=44", "table reload"])
        let first = w.run("table scroll row 1999").output
        XCTAssertTrue(first.contains("\n(row 1999 is not on screen: the offset was chosen from estimated heights"), first)
        let second = w.run("table scroll row 1999").output
        XCTAssertTrue(second.contains("1999, ") || second.contains("–1999"), second)
        XCTAssertFalse(second.contains("not on screen"), second)
        XCTAssertFalse(w.run("table scroll row 1000").output.contains("not on screen"))
    }

    /// `replay` belongs to the command line; the shell says so instead of "not a command".
    func testReplayInTheShellPointsToTheCommandLine() {
        let reply = Workspace().run("replay Sessions/", lineNumber: 1)
        XCTAssertEqual(reply.error?.message, "replay runs from the command line, not in the shell: trellis replay FILE…")
    }

    func testBadSizingAndBadSize() {
        let w = Workspace()
        assertError(w, "table sizing bogus",
                    "expected fixed, prototype, cached, estimated, selfsizing, manual or precomputed, not 'bogus'",
                    column: 14, length: 5)
        assertError(w, "table sizing fixed abc", "a fixed row height is a number from 0 to 10,000, not 'abc'", column: 20, length: 3)
        assertError(w, "table sizing estimated cache=on estimate=0", "an estimate is a height above 0 (to 10,000), min, mean, seen or a function of the row as $text.length*0.4+40, not '0'",
                    column: 42, length: 1)
        let usage = "usage: table sizing [fixed H | prototype | cached [key=index|id|class] | "
            + "estimated [estimate=E] [cache=on|off] [key=index|id|class] | "
            + "selfsizing [estimate=E] | manual [derive|FORMULA] | precomputed [threads=N]]"
        assertError(w, "table sizing prototype 3", "too many arguments; " + usage, column: 24, length: 1)
        // Alone, it says what is set, as textsize and table anchor do.
        XCTAssertEqual(w.run("table sizing").output.components(separatedBy: " (set with")[0], "sizing: selfsizing estimate=44")
        for size in ["0x568", "320", "axb", "320x568x2", "320x10001"] {
            assertError(w, "table size \(size)", "a table's size is WIDTHxHEIGHT, each from 1 to 10,000, not '\(size)'",
                        column: 12, length: size.count)
        }
        assertError(w, "table scroll up 5", "expected to, by or row, not 'up'", column: 14, length: 2)
        assertError(w, "table scroll row -1", "'-1' is not a row number: rows are whole numbers from 0", column: 18, length: 2)
        assertError(w, "table invalidate everything", "expected all, row or rows, not 'everything'", column: 18, length: 10)
        assertError(w, "table data sentences 10 seed=x", "a seed is a whole number from 0 up, not 'x'", column: 30, length: 1)
        // A bad line changes nothing: the table is still at its defaults.
        XCTAssertTrue(w.run("table stats").output.contains("\nsizing: selfsizing estimate=44\n"))
    }

    func testCellScrollFlingSeparatorInvalidateAndPrecomputeErrors() {
        let w = workspace(Self.textCell)
        assertError(w, "table cell", "missing ROOT; usage: table cell ROOT [reuse=ID when=$f accessory=W content=VIEW view.prop=$f …]", column: 1, length: 10)
        assertError(w, "table cell nosuch", "no view named 'nosuch' in the cell", column: 12, length: 6)
        assertError(w, "table cell body", "'body' has a superview: a cell template is a root view", column: 12, length: 4)
        // content=: a view that exists, a plain view directly in the root, given once.
        assertError(w, "table cell cell content=bodx", "no view named 'bodx' (did you mean 'body'?)", column: 25, length: 4)
        assertError(w, "table cell cell content=body", "the content view 'body' is a label: a cell's content view is a plain view (put the label in it)",
                    column: 25, length: 4)
        assertError(w, "table cell cell content=cell content=cell", "the content view is given twice", column: 30, length: 12)
        assertError(w, "table cell cell reuse=X body.colour=$text",
                    "'colour' cannot be bound; a binding sets text, lines, hidden, collapsed, size, constant", column: 30, length: 12)
        assertError(w, "table scroll by 5 over 0", "over N frames: N is a whole number from 1 to 10,000, not '0'", column: 24, length: 1)
        assertError(w, "table scroll by 5 under 3", "expected over, not 'under'", column: 19, length: 5)
        assertError(w, "table fling abc", "a velocity (points a second) is a number from -10,000,000 to 10,000,000, not 'abc'",
                    column: 13, length: 3)
        assertError(w, "table separator -1", "a separator's height is a number from 0 to 100, not '-1'", column: 17, length: 2)
        assertError(w, "table invalidate row", "missing R; usage: table invalidate all | row R | rows R,R-R,…", column: 1, length: 20)
        assertError(w, "table invalidate rows a,b", "'a' is not a row number", column: 23, length: 1)
        assertError(w, "table invalidate rows 1,,3", "a row number is missing between the commas", column: 25, length: 1)
        XCTAssertNil(w.run("table data sentences 10").error)
        assertError(w, "table invalidate rows 1,2,999", "there is no row 999: the rows are 0 to 9", column: 27, length: 3)
        assertError(w, "table invalidate row 10", "there is no row 10: the rows are 0 to 9", column: 22, length: 2)
        assertError(w, "table data file rows.txt bogus", "expected skip or refuse, not 'bogus'",
                    column: 26, length: 5)
        assertError(w, "table precompute threads=0", "threads is a whole number from 1 to 64, not '0'", column: 26, length: 1)
        // None of them made a template.
        XCTAssertTrue(w.run("table stats").output.contains("\ntemplates: \n"))
    }

    func testDataFileMissingAndMalformedLines() throws {
        let directory = try temporaryDirectory()
        let w = workspace(Self.textCell)
        let missing = directory + "/missing.txt"
        assertError(w, "table data file \(missing)", "cannot read '\(missing)': no such file or directory", column: 17, length: missing.count)

        let jsonl = directory + "/quotes.jsonl"
        try """
        {"id": "a", "text": "Hello"}
        {"id": "b", "text": "World"
        not json
        {"id": "c", "text": "again"}

        """.write(toFile: jsonl, atomically: true, encoding: .utf8)
        XCTAssertEqual(w.run("table data file \(jsonl)").output, """
        2 rows from \(jsonl), fields: $id $text; about some lines:
          \(jsonl):line 2, column 28: the object is not closed: expected ',' or '}'
          \(jsonl):line 3, column 1: a JSON line is an object: expected '{'
        """)
        assertError(w, "table data file \(jsonl) refuse", "line 2, column 28: the object is not closed: expected ',' or '}'",
                    column: 17, length: jsonl.count)

        let csv = directory + "/rows.csv"
        try "name,text\nx,\"one\"\ny,two,extra\nz,\"unterminated\n".write(toFile: csv, atomically: true, encoding: .utf8)
        let lines = w.run("table data file \(csv)").output.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.first?.hasSuffix(" from \(csv), fields: $name $text; about some lines:") ?? false, "\(lines)")
        XCTAssertEqual(Array(lines.dropFirst()), ["  \(csv):line 3: 3 fields where the header names 2",
                                                  "  \(csv):line 4, column 3: a quoted field is not closed"])
    }

    func testDrawOfARowNotOnScreen() {
        let w = textTable()
        assertError(w, "table draw 50", "row 50 is not on screen (table show lists the rows on screen)", column: 12, length: 2)
        assertError(w, "table draw x", "'x' is not a row number: rows are whole numbers from 0", column: 12, length: 1)
        XCTAssertNil(w.run("table draw 8").error)
    }

    // MARK: JSON, timing, determinism

    func testShowJSONShape() throws {
        let keys: Set<String> = ["row", "id", "y", "screenY", "height", "estimate", "actual", "cell", "reuseIdentifier",
                                 "origin", "heightSource"]
        let w = textTable()
        let cached = try XCTUnwrap(try jsonObject(w.run("table show --json").output) as? [[String: Any]])
        XCTAssertEqual(cached.map { $0["row"] as? Int }, Array(0...8))
        for row in cached {
            XCTAssertEqual(Set(row.keys), keys)
            XCTAssertTrue(row["estimate"] is NSNull, "no estimates when cached")
            XCTAssertEqual(row["actual"] as? Double, row["height"] as? Double)
        }
        XCTAssertEqual(cached.first?["height"] as? Double, 93)
        XCTAssertEqual(cached.first?["reuseIdentifier"] as? String, "Text")

        XCTAssertNil(w.run("table sizing selfsizing estimate=44").error)
        XCTAssertNil(w.run("table reload").error)
        let estimated = try XCTUnwrap(try jsonObject(w.run("table show --json").output) as? [[String: Any]])
        XCTAssertEqual(estimated.first?["estimate"] as? Double, 44)
        XCTAssertEqual(estimated.first?["actual"] as? Double, 93)
        XCTAssertEqual(estimated.first?["heightSource"] as? String, "self-sized")

        XCTAssertEqual(Workspace().run("table show --json").output, "[]")
    }

    func testTimingOnAndOff() {
        let w = textTable()
        XCTAssertEqual(w.run("timing").output, "timing: off (set with: timing on|off)")
        XCTAssertFalse(w.run("table scroll to 100").output.contains(" ms"))
        XCTAssertEqual(w.run("timing on").output, "")
        XCTAssertEqual(w.run("timing").output, "timing: on (set with: timing on|off)")
        // Only the shape: the figure is the clock's.
        let timed = w.run("table scroll to 200").output
        XCTAssertNotNil(timed.wholeMatch(of: #/frame 3: offset 200, rows .*, [0-9]+(\.[0-9]+)? ms/#), timed)
        XCTAssertTrue(w.run("table stats").output.contains("\ntiming:\n  frames: 1\n"))
        XCTAssertEqual(w.run("timing off").output, "")
        XCTAssertEqual(w.run("timing").output, "timing: off (set with: timing on|off)")
        XCTAssertFalse(w.run("table scroll to 300").output.contains(" ms"))
    }

    /// The same script in two workspaces prints the same, line for line, errors included.
    /// (`table stats`' bytesPerRow is left out: it comes from the capacity of arrays, which the
    /// allocator decides, and is not the same from run to run.)
    func testTheSameScriptGivesTheSameOutputTwice() {
        let script = Self.textCell + [
            "table data messages 300 seed=5", "table cell cell reuse=Text body.text=$text",
            "table sizing selfsizing estimate=60", "table reload", "table scroll by 2000 over 20", "table scroll row 200",
            "table scroll by -500 over 5", "table fling -800", "table invalidate rows 190,195", "table size 568x320",
            "table show", "table show --json", "table log 40", "table stats --json", "table draw 9999", "table sizing prototype",
            "table reload", "table stats",
        ]
        func outputs() -> [String] {
            let w = Workspace()
            return script.enumerated().map { w.run($0.element, lineNumber: $0.offset + 1).output }
                .map { $0.split(separator: "\n").filter { !$0.contains("bytesPerRow") }.joined(separator: "\n") }
        }
        XCTAssertEqual(outputs(), outputs())
    }
}

/// The figures that Sessions/table-chat-optimisations.session quotes from `table stats` (which
/// that transcript cannot print: see its head), checked by replaying its inputs and asking
/// `table stats --json` at the end of each step (after its `table scroll to 0`).
final class TableChatOptimisationCountsTests: XCTestCase {
    struct Step: Equatable {
        var requests = 0, solves = 0, memoHits = 0, cacheHits = 0, cacheMisses = 0, corrections = 0
        var created = 0, reused = 0, constraintChanges = 0
    }

    func testTheFourStepsCountWhatTheSessionSays() throws {
        let file = SessionsReplayTests.folder + "/table-chat-optimisations.session"
        let w = Workspace()
        var totals: [[String: Any]] = []
        var pools: [Step] = []
        var line = 0
        for case .command(let command) in try Session.load(file).transcript.elements {
            line += 1
            XCTAssertNil(w.run(lines: command.input, lineNumber: line).error, command.line)
            guard command.line == "table scroll to 0" else { continue }
            let json = try JSONSerialization.jsonObject(with: Data(w.run("table stats --json").output.utf8)) as? [String: Any]
            let stats = try XCTUnwrap(json?["stats"] as? [String: Any])
            totals.append(stats)
            // Each step registers its templates again, so the pools count that step only.
            var p = Step()
            p.created = stats["cellsCreated"] as? Int ?? -1
            p.reused = stats["cellsReused"] as? Int ?? -1
            p.constraintChanges = stats["constraintChangesOnReuse"] as? Int ?? -1
            pools.append(p)
        }
        XCTAssertEqual(totals.count, 4, "four steps, each ending with table scroll to 0")
        var steps: [Step] = []
        for (i, stats) in totals.enumerated() {
            func delta(_ key: String) -> Int {
                (stats[key] as? Int ?? -1) - (i > 0 ? totals[i - 1][key] as? Int ?? -1 : 0)
            }
            var s = pools[i]
            s.requests = delta("heightRequests")
            s.solves = delta("solves")
            s.memoHits = delta("memoHits")
            s.cacheHits = delta("cacheHits")
            s.cacheMisses = delta("cacheMisses")
            s.corrections = delta("corrections")
            steps.append(s)
        }
        XCTAssertEqual(steps, [
            Step(requests: 1039, solves: 1000, memoHits: 39, cacheHits: 0, cacheMisses: 0, corrections: 0,
                 created: 7, reused: 32, constraintChanges: 90),
            Step(requests: 1039, solves: 1000, memoHits: 0, cacheHits: 39, cacheMisses: 1000, corrections: 0,
                 created: 7, reused: 32, constraintChanges: 90),
            // Registering templates empties the cache: steps 3 and 4 start cold.
            Step(requests: 1039, solves: 1000, memoHits: 0, cacheHits: 39, cacheMisses: 1000, corrections: 0,
                 created: 8, reused: 31, constraintChanges: 0),
            Step(requests: 35, solves: 35, memoHits: 0, cacheHits: 0, cacheMisses: 35, corrections: 5,
                 created: 8, reused: 31, constraintChanges: 0),
        ])
        let last = try XCTUnwrap(totals.last)
        XCTAssertEqual(last["estimatesReplaced"] as? Int, 35)
        XCTAssertEqual(last["estimateError"] as? Double, 2937)
        XCTAssertEqual(last["totalCorrection"] as? Double, 523)
        XCTAssertEqual(last["largestCorrection"] as? Double, 221)
    }
}

/// The estimate words of `table sizing`: mean, seen and a function of the row, and refusals.
final class EstimateWordTests: XCTestCase {
    func testFunctionsReadAndBadOnesAreRefused() {
        if case .success(let f) = EstimateGrammar.function("$text.length*0.4+40") {
            XCTAssertEqual(f.description, "$text.length*0.4+40")
        } else { XCTFail() }
        if case .success(let f) = EstimateGrammar.function("30-2*$likes+$text.length") {
            XCTAssertEqual(f.constant, 30)
            XCTAssertEqual(f.terms.map(\.factor), [-2, 1])
        } else { XCTFail() }
        for bad in ["$text*$likes", "$", "$text.length*abc", "$text**2", "40"] {
            if case .success = EstimateGrammar.function(bad) { XCTFail(bad) }
        }
    }
}
