import XCTest
@testable import Shell

/// Replaying a transcript and showing where its output differs.
final class SessionDiffTests: XCTestCase {
    /// A cell 92 pt tall (see WorkspaceTests), its transcript saying 93 at line 10.
    private let cell = """
    # A label in 6 pt margins.
    > view cell
    > label body in cell "aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa" \\
    >     lines=0
    > H:|-6-[body]-6-|
    > V:|-6-[body]-6-|
    > cell.width = 320
    > frames
    view    x  y  width  height
    cell    0  0    320      93
      body  6  6    308      80
    # The end.

    """

    func testAPassingTranscript() throws {
        let fixed = cell.replacingOccurrences(of: "320      93", with: "320      92")
        let comparison = try Session(parsing: fixed, path: "cell.session").compare()
        XCTAssertTrue(comparison.passed)
        XCTAssertEqual(comparison.diff, "")
        XCTAssertEqual(comparison.updated, comparison.transcript)
        XCTAssertEqual(comparison.description, "cell.session: 6 inputs replayed, every output as expected")
    }

    func testAChangedLineIsAUnifiedDiffWithTheTranscriptsLines() throws {
        let comparison = try Session(parsing: cell, path: "cell.session").compare()
        XCTAssertFalse(comparison.passed)
        XCTAssertEqual(comparison.differences.map(\.line), [10])
        XCTAssertEqual(comparison.differences.first?.inputLine, 8)
        XCTAssertEqual(comparison.description, """
        cell.session:10: the output of line 8 differs (> frames)
        --- cell.session
        +++ cell.session (replayed)
        @@ -7,6 +7,6 @@ > frames
         > cell.width = 320
         > frames
         view    x  y  width  height
        -cell    0  0    320      93
        +cell    0  0    320      92
           body  6  6    308      80
         # The end.
        """)
    }

    func testMissingAndExtraLinesAndSeparateHunks() throws {
        let text = """
        > echo one
        one
        > echo two
        > echo three
        3
        > echo four
        four
        > echo five
        five
        > echo six
        six
        > echo seven
        seven
        > echo eight
        eight
        extra

        """
        let comparison = try Session(parsing: text, path: "t.session").compare()
        XCTAssertEqual(comparison.differences.map(\.line), [4, 5, 16])
        XCTAssertEqual(comparison.diff, """
        --- t.session
        +++ t.session (replayed)
        @@ -1,8 +1,9 @@ > echo two
         > echo one
         one
         > echo two
        +two
         > echo three
        -3
        +three
         > echo four
         four
         > echo five
        @@ -13,4 +14,3 @@ > echo eight
         seven
         > echo eight
         eight
        -extra
        """)
    }

    func testPatternLinesThatMatchAreKept() throws {
        let text = """
        > echo took 12.5 ms
        took 1(~) ms
        > echo build 1234
        build * (glob)
        > echo 42
        [0-9]+ (re)
        > echo 43
        4[4-9] (re)

        """
        let comparison = try Session(parsing: text).compare()
        XCTAssertEqual(comparison.differences.map(\.input), ["echo 43"])
        XCTAssertEqual(comparison.updated.text, text.replacingOccurrences(of: "4[4-9] (re)", with: "43"))
    }

    /// An error names its input's line in the script of inputs: comments and output around
    /// it do not count, so editing them never changes an expected error.
    func testErrorsNameTheirLineInTheScriptOfInputs() throws {
        let text = """
        # A typo.
        > view cell
        > frames
        view  x  y  width  height
        cell  0  0      0       0

        # Here:
        > cel.width = 320
        error at 3:1: no view or constraint named 'cel' (did you mean 'cell'?)
          cel.width = 320
          ^^^

        """
        XCTAssertTrue(try Session(parsing: text).compare().passed)
        let more = text.replacingOccurrences(of: "# Here:", with: "# Here,\n# a typo:")
        XCTAssertTrue(try Session(parsing: more).compare().passed)
    }

    func testOneLineReplayThrowsTheReport() throws {
        let directory = try temporaryDirectory()
        let path = directory + "/cell.session"
        try cell.write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try Session.replay(path)) { error in
            XCTAssertTrue(error is SessionMismatch)
            XCTAssertTrue("\(error)".hasPrefix("\(path):10: the output of line 8 differs (> frames)\n--- \(path)\n"))
        }
        XCTAssertThrowsError(try Session.replay("cell.session", relativeTo: directory + "/Test.swift")) { error in
            XCTAssertTrue(error is SessionMismatch)
        }
        XCTAssertThrowsError(try Session.replay(directory + "/missing.session")) { error in
            XCTAssertEqual("\(error)", "\(directory)/missing.session: cannot read the file (no such file or directory)")
        }
    }
}

extension XCTestCase {
    /// A fresh folder for one test, removed when the test ends.
    func temporaryDirectory(_ function: String = #function) throws -> String {
        let path = NSTemporaryDirectory() + "trellis-\(getpid())-\(function.filter { $0.isLetter })-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }
}

/// repro/10 and a runaway replay: the diff stays linear in the lines, and a replay stops at
/// its time limit with a message.
final class SessionReplayBoundTests: XCTestCase {
    /// Past the cell limit the lines between the common start and end are shown removed, then
    /// added, instead of a table of 4,000 × 100,000 (1.6 GB).
    func testALargeOutputDifferenceIsDiffedInLinearSpace() {
        let old = (0..<3_000).map { "line \($0)" }
        var new = old
        new.replaceSubrange(500..<2_500, with: (0..<2_500).map { "new \($0)" })
        XCTAssertGreaterThan(2_000 * 2_500, alignmentCellLimit)
        let edits = alignLines(oldCount: old.count, newCount: new.count) { old[$0] == new[$1] }
        // The common start and end (500 each) are kept; the middle is not minimal, but whole.
        XCTAssertEqual(edits.filter { if case .keep = $0 { return true }; return false }.count, 1_000)
        XCTAssertEqual(edits.count, 1_000 + 2_000 + 2_500)
        XCTAssertEqual(edits[500], .delete(old: 500))
        XCTAssertEqual(edits[2_500], .insert(new: 500))
        // Small differences are still minimal.
        let small = alignLines(oldCount: 4, newCount: 4) { ["a", "b", "c", "d"][$0] == ["a", "x", "c", "d"][$1] }
        XCTAssertEqual(small, [.keep(old: 0, new: 0), .delete(old: 1), .insert(new: 1), .keep(old: 2, new: 2), .keep(old: 3, new: 3)])
    }

    /// repro/10: reading 100,000 expected lines copied the output read so far at every line
    /// (a minute in release); it is read in place now.
    func testAnOutputOfManyLinesIsReadInLinearTime() throws {
        let text = "> views\n" + String(repeating: "nope\n", count: 200_000)
        let transcript = try Transcript(parsing: text)
        XCTAssertEqual(transcript.commands.first?.output.count, 200_000)
        let comparison = SessionComparison(transcript: transcript, actualOutputs: ["nope"])
        XCTAssertEqual(comparison.differences.first?.actual, ["nope"])
    }

    func testAReplayStopsAtItsTimeLimitAndSaysWhere() throws {
        let text = """
        > view cell
        > table data sentences 100000
        > table cell cell
        > table sizing prototype
        > table reload
        > echo never run
        never run

        """
        var session = try Session(parsing: text, path: "slow.session")
        session.timeLimit = .zero
        let comparison = session.compare()
        XCTAssertFalse(comparison.passed)
        XCTAssertEqual(comparison.stop?.command, 0, "the limit has passed after the first command")
        XCTAssertTrue(comparison.description.contains(
            "slow.session:1: stopped: the replay passed its time limit of 0 s in this input (> view cell); 5 inputs after it not run"),
                      comparison.description)
        XCTAssertEqual(comparison.updated, comparison.transcript, "what was not run is kept as written")
        XCTAssertThrowsError(try session.update()) { error in
            XCTAssertTrue("\(error)".contains("not updated: the replay passed its time limit"), "\(error)")
        }
        session.timeLimit = nil
        XCTAssertNil(try Session(parsing: "> echo hi\nhi\n").compare().stop)
    }
}
