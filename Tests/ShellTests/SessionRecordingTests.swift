import XCTest
@testable import Shell

/// What the shell records of a session, and that `save` writes what replays the same.
final class SessionRecordingTests: XCTestCase {
    func testRecordsInputsAsTypedOutputsErrorsAndComments() throws {
        // Coloured, as on a terminal: the transcript has no colour.
        let w = Workspace(style: OutputStyle(color: true))
        _ = w.run("# A cell.", lineNumber: 1)
        _ = w.run("view cell", lineNumber: 2)
        _ = w.run(lines: [#"label body in cell "Hello" \"#, "  lines=0"], lineNumber: 3)
        _ = w.run("", lineNumber: 5)
        _ = w.run("bdy.width == 10", lineNumber: 6)
        _ = w.run("frames", lineNumber: 7)
        XCTAssertEqual(w.recordedTranscript.text, """
        # A cell.
        > view cell
        > label body in cell "Hello" \\
        >   lines=0

        > bdy.width == 10
        error at 4:1: no view named 'bdy' (did you mean 'body'?)
          bdy.width == 10
          ^^^
        > frames
        view    x  y  width  height
        cell    0  0      0       0
          body  0  0     44      20

        """)
        XCTAssertTrue(Session(w.recordedTranscript).compare().passed)
    }

    func testAnErrorNamesItsLineInTheScriptOfTheTranscriptsInputs() throws {
        let w = Workspace()
        _ = w.run("view cell", lineNumber: 1)
        _ = w.run("record off", lineNumber: 2)
        _ = w.run("echo unrecorded", lineNumber: 3)
        _ = w.run("record on", lineNumber: 4)
        _ = w.run("cell.wdth = 3", lineNumber: 40, source: "script.trellis")
        let text = w.recordedTranscript.text
        XCTAssertEqual(text, """
        > view cell
        > cell.wdth = 3
        error at 2:6: 'wdth' is not a property of cell (did you mean 'width'?)
          cell.wdth = 3
               ^^^^

        """)
        XCTAssertTrue(try Session(parsing: text).compare().passed)
    }

    /// A session recorded at another width than a replay's starts with `columns N`, so its
    /// drawings replay the same; error line numbers count that line.
    func testASessionRecordedAtAnotherWidthStartsWithItsColumns() throws {
        let w = Workspace()
        w.terminalWidth = 120
        for (i, line) in ["view cell", "cell.width = 300", "cell.height = 40", "draw", "columns 60", "draw", "cell.wdth = 3"].enumerated() {
            _ = w.run(line, lineNumber: i + 1)
        }
        let text = w.recordedTranscript.text
        XCTAssertTrue(text.hasPrefix("> columns 120\n> view cell\n"), text)
        XCTAssertTrue(text.contains("error at 8:6: 'wdth' is not a property of cell"), text)
        let widths = text.split(separator: "\n").filter { $0.hasPrefix("┌") || $0.hasPrefix("+") }.map(\.count)
        XCTAssertEqual(widths.count, 2, text)
        XCTAssertNotEqual(widths.first, widths.last, "the two drawings are at different widths")
        XCTAssertTrue(try Session(parsing: text).compare().passed)
        // Without the first line, the replay draws at 80 columns and differs.
        let withoutColumns = String(text.dropFirst("> columns 120\n".count)).replacingOccurrences(of: "error at 8:", with: "error at 7:")
        XCTAssertFalse(try Session(parsing: withoutColumns).compare().passed)
    }

    func testRecordOffOnAndClear() {
        let w = Workspace()
        XCTAssertEqual(w.run("record").output, "recording is on (0 inputs so far); save FILE writes them")
        _ = w.run("view a")
        XCTAssertEqual(w.run("record off").output, "recording off (1 input so far; record on starts it again)")
        _ = w.run("view b")
        XCTAssertEqual(w.run("record").output, "recording is off (1 input so far); save FILE writes them")
        XCTAssertEqual(w.run("record on").output, "recording on (1 input so far)")
        _ = w.run("view c")
        XCTAssertEqual(w.recordedTranscript.text, "> view a\n> view c\n")
        XCTAssertEqual(w.run("record clear").output, "recording cleared; it is on")
        _ = w.run("view d")
        XCTAssertEqual(w.recordedTranscript.text, "> view d\n")
        XCTAssertEqual(w.run("record loud").error?.message, "expected on, off or clear, not 'loud'")
    }

    func testSavedSessionsReplayTheSame() throws {
        let directory = try temporaryDirectory()
        try "cell.width = 320\nbogus line\n".write(toFile: directory + "/part.trellis", atomically: true, encoding: .utf8)
        let w = Workspace()
        w.currentDirectory = directory
        let lines = [
            "view cell", "source part.trellis", "image photo in cell 64x64", "H:|-8-[photo]-8-|", "V:|-8-[photo]-8-|",
            "cell.height = 44", "frames", "check", "echo > a \"quoted\" echo", "help save", "photo.collapsed = true", "frames",
            "remove cel",
        ]
        for (number, line) in lines.enumerated() { _ = w.run(line, lineNumber: number + 1) }
        XCTAssertEqual(w.run("save s.session").output, "saved 13 inputs to s.session")
        let session = try Session.load(directory + "/s.session")
        XCTAssertEqual(session.transcript.commands.count, 13)
        let comparison = session.compare()
        XCTAssertTrue(comparison.passed, comparison.description)
        // The sourced file's lines are in the `source` line's output, not inputs of their own.
        XCTAssertTrue(session.transcript.text.contains("> source part.trellis\nerror at part.trellis:2:1: 'bogus' is not a command"))
    }

    func testSaveAndRecordAreNotPartOfTheSession() throws {
        let directory = try temporaryDirectory()
        let w = Workspace()
        w.currentDirectory = directory
        _ = w.run("view cell")
        _ = w.run("save one.session")
        _ = w.run("record")
        _ = w.run("save two.session")
        XCTAssertEqual(try String(contentsOfFile: directory + "/two.session", encoding: .utf8), "> view cell\n")
    }
}

/// A line that Ctrl-C stopped did not finish: the recording keeps it as a comment, never as a
/// command whose "(interrupted …)" output a replay would have to print.
final class SessionInterruptedRecordingTests: XCTestCase {
    func testAnInterruptedReloadIsRecordedAsACommentAndSaveSaysSo() throws {
        let w = Workspace()
        for line in ["view cell", #"label body in cell "x" lines=0"#, "H:|-6-[body]-6-|", "V:|-6-[body]-6-|",
                     "table data sentences 2000 seed=7", "table cell cell body.text=$text", "table sizing prototype"] {
            XCTAssertNil(w.run(line).error, line)
        }
        var asked = 0
        w.isInterrupted = { asked += 1; return asked == 2 }
        let reload = w.run("table reload")
        XCTAssertTrue(reload.output.contains("(interrupted"), reload.output)
        w.isInterrupted = { false }
        XCTAssertNil(w.run("echo after").error)
        let text = w.recordedTranscript.text
        XCTAssertTrue(text.contains("# interrupted by Ctrl-C, not recorded: table reload\n> echo after\nafter\n"), text)
        XCTAssertFalse(text.contains("> table reload"), text)
        XCTAssertFalse(text.contains("(interrupted:"), text)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-interrupt-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        w.currentDirectory = folder.path
        let saved = w.run("save s.session").output
        XCTAssertTrue(saved.contains("1 input stopped by Ctrl-C kept as comment"), saved)
    }
}

/// Piped input was kept whole for a `save` that never came (100 MB in, 470 MB held): the
/// recording stops at 16 MB, and `save` says why it cannot write the session.
final class RecordingLimitTests: XCTestCase {
    func testTheRecordingStopsAtItsLimitAndSaveSaysSo() throws {
        let w = Workspace()
        let text = String(repeating: "a", count: 60_000)
        let inputs = Recording.byteLimit / 120_000 + 2
        for _ in 0..<inputs { XCTAssertNil(w.run("echo " + text).error) }
        XCTAssertLessThanOrEqual(w.recording.bytes, Recording.byteLimit)
        let full = try XCTUnwrap(w.recording.fullAfter)
        XCTAssertLessThan(full, inputs)
        let directory = try temporaryDirectory()
        let save = w.run("save \(directory)/s.session")
        XCTAssertEqual(save.error?.message, "the recording stopped after \(full) inputs, at its limit of 16 MB, "
                       + "so the transcript would not replay; record clear starts a new one")
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/s.session"))
        XCTAssertTrue(w.run("record").output.hasPrefix("recording stopped after"))
        XCTAssertEqual(w.run("record clear").output, "recording cleared; it is on")
        _ = w.run("echo again")
        XCTAssertEqual(w.run("save \(directory)/s.session").output, "saved 1 input to \(directory)/s.session")
    }
}
