import Foundation
import Layout
import TableSim
import XCTest
@testable import Shell

/// The `table …` verbs: what each answers when it works (the sessions show its words), and
/// the one error, with its caret, when it does not.
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

    /// What a frame did, as the tests compare it: its number, where the offset ended, the rows
    /// on screen, how many appeared, and the height requests it made.
    struct Seen: Equatable {
        var frame: Int, offset: Double, rows: Range<Int>, appeared: Int, requests: Int
    }

    /// The one frame a verb took.
    private func seen(_ frames: TableFrames, file: StaticString = #filePath, line: UInt = #line) throws -> Seen {
        XCTAssertEqual(frames.frames.count, 1, "frames", file: file, line: line)
        let f = try XCTUnwrap(frames.frames.last, file: file, line: line)
        return Seen(frame: f.frame, offset: f.offset, rows: f.visible, appeared: f.rowsAppeared, requests: f.heightRequests)
    }

    /// The frames of a scroll over time, summed: how many, where the offset ended, the rows
    /// that appeared and the height requests made.
    private func summed(_ frames: TableFrames) -> (count: Int, end: Double?, appeared: Int, requests: Int) {
        (frames.frames.count, frames.frames.last?.offset, frames.frames.map(\.rowsAppeared).reduce(0, +),
         frames.frames.map(\.heightRequests).reduce(0, +))
    }

    /// The counters and the table as a whole, as `table stats` answers them.
    private func stats(_ w: Workspace) throws -> (counters: TableStats, table: TableSummary) {
        guard case .counters(let counters, let table, _) = try answer(TableStatsCommand.self, "table stats", in: w) else {
            throw LineIsNot(line: "table stats", what: "answered with counters")
        }
        return (counters, table)
    }

    // MARK: Each verb, working

    func testDataCellSizeSizingAndReload() throws {
        let w = workspace(Self.textCell)
        let sentences = try answer(TableData.self, "table data sentences 100 seed=7", in: w)
        XCTAssertEqual(sentences, RowsLoaded(count: 100, source: .generator(.sentences), fields: ["text"], issues: [], missing: []))
        XCTAssertEqual(try answer(TableData.self, "table data messages 10 seed=3", in: w),
                       RowsLoaded(count: 10, source: .generator(.messages), fields: ["username", "text", "timestamp", "hasMedia", "media"],
                                  issues: [], missing: []))
        XCTAssertEqual(try answer(TableData.self, "table data quotes 10", in: w).fields, ["text", "author", "hasAuthor", "photo", "hasPhoto"])
        XCTAssertEqual(try answer(TableData.self, "table data sentences 100 seed=7", in: w), sentences)
        let text = try answer(TableCell.self, "table cell cell reuse=Text body.text=$text", in: w)
        XCTAssertEqual([text.root, text.reuseIdentifier], ["cell", "Text"])
        XCTAssertNil(text.rule)
        XCTAssertEqual(text.bindings, ["body.text = $text"])
        let odd = try answer(TableCell.self, "table cell cell reuse=Odd when=$index==3 body.text=$text", in: w)
        XCTAssertEqual([odd.root, odd.reuseIdentifier], ["cell", "Odd"])
        XCTAssertEqual(odd.rule, "$index == 3")
        XCTAssertEqual(odd.bindings, ["body.text = $text"])
        XCTAssertEqual(try answer(TableSize.self, "table size 320x568", in: w), .second(TableFrames(frames: [], shape: .single, start: 0)))
        XCTAssertEqual(w.table.viewport, Size(width: 320, height: 568))
        XCTAssertEqual(try answer(TableSizing.self, "table sizing cached", in: w), .set(.cached, key: .id))
        // 568 pt hold rows 0–8: 93 + 53 + 73 + 93 + 53 + 33 + 53 + 112 = 563 starts row 8.
        // The reload asks all 100 rows (a cached table without estimates), then the 9 on screen.
        XCTAssertEqual(try seen(answer(TableReload.self, "table reload", in: w)), Seen(frame: 1, offset: 0, rows: 0..<9, appeared: 9, requests: 109))
    }

    func testShowListsTheHandMadeHeights() throws {
        // Row 0 wraps in 4 lines (80 + 13 = 93), row 5 "You the open very was?" in 1 (33),
        // row 7 in 5 (99 + 13 = 112).
        let shown = try answer(TableShow.self, "table show", in: textTable())
        let heights: [Double] = [93, 53, 73, 93, 53, 33, 53, 112, 33]
        XCTAssertEqual(shown.rows.map(\.row), Array(0...8))
        XCTAssertEqual(shown.rows.map(\.y), [0, 93, 146, 219, 312, 365, 398, 451, 563])
        XCTAssertEqual(shown.rows.map(\.screenY), shown.rows.map(\.y))
        XCTAssertEqual(shown.rows.map(\.height), heights)
        XCTAssertEqual(shown.rows.map(\.actual), heights)
        XCTAssertEqual(shown.rows.compactMap(\.estimate), [])
        XCTAssertEqual(shown.rows.map(\.cell), (1...9).map { "Text#\($0)" })
        XCTAssertEqual(Set(shown.rows.map(\.origin)), [.created])
        XCTAssertEqual(Set(shown.rows.map(\.heightSource)), [.cache])
        XCTAssertEqual(shown.summary.contentOffset, 0)
        XCTAssertEqual(shown.summary.contentHeight, 6710)
        XCTAssertEqual(shown.summary.sizing, .cached)
    }

    func testScrollFlingAndInvalidate() throws {
        let w = textTable()
        XCTAssertEqual(try seen(answer(TableScroll.self, "table scroll to 500", in: w)),
                       Seen(frame: 2, offset: 500, rows: 7..<15, appeared: 6, requests: 6))
        let by = try answer(TableScroll.self, "table scroll by 100 over 4", in: w)
        XCTAssertEqual(by.shape, .summed)
        XCTAssertEqual(by.start, 500)
        XCTAssertTrue(summed(by) == (4, 600, 2, 2), "\(summed(by))")
        // Row 20 at the top: the sum of rows 0–19.
        XCTAssertEqual(try seen(answer(TableScroll.self, "table scroll row 20", in: w)),
                       Seen(frame: 7, offset: 1438, rows: 20..<29, appeared: 9, requests: 9))
        let top = try XCTUnwrap(try answer(TableShow.self, "table show", in: w).rows.first)
        XCTAssertEqual(top.row, 20)
        XCTAssertEqual([top.y, top.screenY, top.height], [1438, 0, 73])
        XCTAssertNil(top.estimate)
        XCTAssertEqual(top.cell, "Text#9")
        let fling = summed(try answer(TableFling.self, "table fling 1000", in: w))
        XCTAssertEqual(try XCTUnwrap(fling.end), 1931.0981, accuracy: 0.0001)
        XCTAssertTrue((fling.appeared, fling.requests) == (8, 8), "\(fling)")
        let back = summed(try answer(TableFling.self, "table fling -100000", in: w))
        XCTAssertTrue((back.end, back.appeared, back.requests) == (0, 12, 12), "\(back)")
        XCTAssertEqual(try seen(answer(TableInvalidate.self, "table invalidate row 3", in: w)),
                       Seen(frame: 116, offset: 0, rows: 0..<9, appeared: 0, requests: 1))
        XCTAssertEqual(try seen(answer(TableInvalidate.self, "table invalidate rows 1,2", in: w)),
                       Seen(frame: 117, offset: 0, rows: 0..<9, appeared: 0, requests: 2))
        let memo = try answer(TableLog.self, "table log 1", in: w).events
        XCTAssertEqual(memo.map(\.frame), [117])
        XCTAssertEqual(memo.map(\.kind), [.heightRequest(row: 2, height: 73, source: .memo)])
        XCTAssertEqual(try seen(answer(TableInvalidate.self, "table invalidate all", in: w)),
                       Seen(frame: 118, offset: 0, rows: 0..<9, appeared: 0, requests: 100))
        let all = try answer(TableLog.self, "table log 3", in: w).events
        XCTAssertEqual(all.map(\.frame), [118, 118, 118])
        XCTAssertEqual(all.map(\.kind), [.invalidate(.all, reason: nil), .reload(rows: 100, reason: .invalidateAll),
                                         .heightRequests(count: 100, cacheHits: 0)])
    }

    func testSeparatorPrecomputeStatsLogAndDraw() throws {
        let w = textTable()
        // Without the separator every row is 1 pt shorter: 100 rows, 100 pt less.
        guard case .second(let separated) = try answer(TableSeparator.self, "table separator 0", in: w) else { return XCTFail("no frame") }
        XCTAssertEqual(try seen(separated), Seen(frame: 2, offset: 0, rows: 0..<9, appeared: 9, requests: 109))
        XCTAssertEqual(try answer(TableShow.self, "table show", in: w).summary.contentHeight, 6610)
        let precomputed = try answer(TablePrecompute.self, "table precompute threads=2", in: w)
        XCTAssertEqual([precomputed.rows, precomputed.threads, precomputed.solves, precomputed.memoHits], [100, 2, 100, 0])
        XCTAssertNil(precomputed.nanoseconds)
        // The words (no session precomputes on its own).
        XCTAssertEqual(printed(precomputed, in: w), "rows: 100\nthreads: 2\nsolves: 100\nmemoHits: 0\nms: -")
        let table = try stats(w).table
        XCTAssertEqual(table.rows, 100)
        XCTAssertEqual(table.sizing, .cached)
        XCTAssertEqual(table.separatorHeight, 0)
        XCTAssertEqual(table.category, "large")
        XCTAssertEqual(table.templates.map(\.reuseIdentifier), ["Text"])
        XCTAssertNil(table.templates.first?.rule)
        let json = try XCTUnwrap(try jsonObject(w.run("table stats --json").output) as? [String: Any])
        XCTAssertEqual(Set(json.keys), ["table", "stats"])
        let pools = try XCTUnwrap((json["stats"] as? [String: Any])?["pools"] as? [String: Any])
        XCTAssertEqual(Array(pools.keys), ["Text"])
        let configured = try answer(TableLog.self, "table log 1", in: w).events
        XCTAssertEqual(configured.map(\.frame), [2])
        XCTAssertEqual(configured.map(\.kind), [.configure(row: 8, cell: "Text#1", changes: 0)])
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
    func testScrollToTheLastRowWithEstimatesSaysWhenItMisses() throws {
        let w = workspace(Self.textCell + ["table data sentences 2000 seed=7", "table cell cell reuse=Text body.text=$text",
                                           "table sizing estimated estimate=44", "table reload"])
        let first = try answer(TableScroll.self, "table scroll row 1999", in: w)
        XCTAssertEqual(first.shortfall, .rowMissed(1999))
        XCTAssertFalse(try XCTUnwrap(first.frames.last).visible.contains(1999))
        // The words (no session scrolls past its estimates).
        XCTAssertTrue(printed(first, in: w).contains("\n(row 1999 is not on screen: the offset was chosen from estimated heights"),
                      printed(first, in: w))
        let second = try answer(TableScroll.self, "table scroll row 1999", in: w)
        XCTAssertNil(second.shortfall)
        XCTAssertTrue(try XCTUnwrap(second.frames.last).visible.contains(1999))
        XCTAssertNil(try answer(TableScroll.self, "table scroll row 1000", in: w).shortfall)
    }

    /// `replay` belongs to the command line; the shell says so instead of "not a command".
    func testReplayInTheShellPointsToTheCommandLine() {
        let reply = Workspace().run("replay Sessions/", lineNumber: 1)
        XCTAssertEqual(reply.error?.message, "replay runs from the command line, not in the shell: trellis replay FILE…")
    }

    func testBadSizingAndBadSize() throws {
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
        XCTAssertEqual(try answer(TableSizing.self, "table sizing", in: w), .current(.selfSizing(.constant(44))))
        for size in ["0x568", "320", "axb", "320x568x2", "320x10001"] {
            assertError(w, "table size \(size)", "a table's size is WIDTHxHEIGHT, each from 1 to 10,000, not '\(size)'",
                        column: 12, length: size.count)
        }
        assertError(w, "table scroll up 5", "expected to, by or row, not 'up'", column: 14, length: 2)
        assertError(w, "table scroll row -1", "'-1' is not a row number: rows are whole numbers from 0", column: 18, length: 2)
        assertError(w, "table invalidate everything", "expected all, row or rows, not 'everything'", column: 18, length: 10)
        assertError(w, "table data sentences 10 seed=x", "a seed is a whole number from 0 up, not 'x'", column: 30, length: 1)
        // A bad line changes nothing: the table is still at its defaults.
        XCTAssertEqual(try stats(w).table.sizing, .selfSizing(.constant(44)))
    }

    func testCellScrollFlingSeparatorInvalidateAndPrecomputeErrors() throws {
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
        XCTAssertEqual(try stats(w).table.templates, [])
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
        let json = try answer(TableData.self, "table data file \(jsonl)", in: w)
        XCTAssertEqual(json.count, 2)
        XCTAssertEqual(json.source, .file(jsonl))
        XCTAssertEqual(json.fields, ["id", "text"])
        XCTAssertEqual(json.issues.map(\.line), [2, 3])
        // The words (no session reads a file with faults).
        XCTAssertEqual(printed(json, in: w), """
        2 rows from \(jsonl), fields: $id $text; about some lines:
          \(jsonl):line 2, column 28: the object is not closed: expected ',' or '}'
          \(jsonl):line 3, column 1: a JSON line is an object: expected '{'
        """)
        assertError(w, "table data file \(jsonl) refuse", "line 2, column 28: the object is not closed: expected ',' or '}'",
                    column: 17, length: jsonl.count)

        let csv = directory + "/rows.csv"
        try "name,text\nx,\"one\"\ny,two,extra\nz,\"unterminated\n".write(toFile: csv, atomically: true, encoding: .utf8)
        let rows = try answer(TableData.self, "table data file \(csv)", in: w)
        XCTAssertEqual(rows.fields, ["name", "text"])
        XCTAssertEqual(rows.issues.first, DataIssue(line: 3, reason: .fieldCount(found: 3, named: 2)))
        XCTAssertEqual(rows.issues.map(\.line), [3, 4])
        let lines = printed(rows, in: w).split(separator: "\n").map(String.init)
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

    func testTimingOnAndOff() throws {
        let w = textTable()
        XCTAssertEqual(try answer(Timing.self, "timing", in: w), Setting(name: "timing", value: .onOff(false), wasSet: false, usage: "timing on|off"))
        XCTAssertNil(try answer(TableScroll.self, "table scroll to 100", in: w).frames.last?.nanoseconds)
        XCTAssertEqual(try answer(Timing.self, "timing on", in: w).wasSet, true)
        XCTAssertEqual(try answer(Timing.self, "timing", in: w).value, .onOff(true))
        let timed = try answer(TableScroll.self, "table scroll to 200", in: w)
        XCTAssertEqual(try seen(timed).frame, 3)
        XCTAssertEqual(try seen(timed).offset, 200)
        XCTAssertNotNil(timed.frames.last?.nanoseconds)
        // The words, only their shape: the figure is the clock's (no session can show it).
        XCTAssertNotNil(printed(timed, in: w).wholeMatch(of: #/frame 3: offset 200, rows .*, [0-9]+(\.[0-9]+)? ms/#), printed(timed, in: w))
        let timedStats = try answer(TableStatsCommand.self, "table stats", in: w)
        guard case .counters(let counters, _, _) = timedStats else { return XCTFail("no counters") }
        XCTAssertEqual(counters.timedFrames, 1)
        XCTAssertTrue(printed(timedStats, in: w).contains("\ntiming:\n  frames: 1\n"), printed(timedStats, in: w))
        XCTAssertEqual(try answer(Timing.self, "timing off", in: w), Setting(name: "timing", value: .onOff(false), wasSet: true, usage: "timing on|off"))
        XCTAssertEqual(try answer(Timing.self, "timing", in: w).value, .onOff(false))
        XCTAssertNil(try answer(TableScroll.self, "table scroll to 300", in: w).frames.last?.nanoseconds)
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
/// `table stats` for its counters at the end of each step (after its `table scroll to 0`).
final class TableChatOptimisationCountsTests: XCTestCase {
    struct Step: Equatable {
        var requests = 0, solves = 0, memoHits = 0, cacheHits = 0, cacheMisses = 0, corrections = 0
        var created = 0, reused = 0, constraintChanges = 0
    }

    func testTheFourStepsCountWhatTheSessionSays() throws {
        let file = SessionsReplayTests.folder + "/table-chat-optimisations.session"
        let w = Workspace()
        var totals: [TableStats] = []
        var line = 0
        for case .command(let command) in try Session.load(file).transcript.elements {
            line += 1
            XCTAssertNil(w.run(lines: command.input, lineNumber: line).error, command.line)
            guard command.line == "table scroll to 0" else { continue }
            guard case .counters(let stats, _, _) = try answer(TableStatsCommand.self, "table stats", in: w) else { return XCTFail("no counters") }
            totals.append(stats)
        }
        XCTAssertEqual(totals.count, 4, "four steps, each ending with table scroll to 0")
        var steps: [Step] = []
        for (i, stats) in totals.enumerated() {
            func delta(_ key: KeyPath<TableStats, Int>) -> Int {
                stats[keyPath: key] - (i > 0 ? totals[i - 1][keyPath: key] : 0)
            }
            // Each step registers its templates again, so the pools count that step only.
            var s = Step(created: stats.cellsCreated, reused: stats.cellsReused, constraintChanges: stats.constraintChangesOnReuse)
            s.requests = delta(\.heightRequests)
            s.solves = delta(\.solves)
            s.memoHits = delta(\.memoHits)
            s.cacheHits = delta(\.cacheHits)
            s.cacheMisses = delta(\.cacheMisses)
            s.corrections = delta(\.corrections)
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
        XCTAssertEqual(last.estimatesReplaced, 35)
        XCTAssertEqual(last.estimateError, 2937)
        XCTAssertEqual(last.totalCorrection, 523)
        XCTAssertEqual(last.largestCorrection, 221)
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
