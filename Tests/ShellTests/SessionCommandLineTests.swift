import Foundation
import XCTest

/// `trellis replay` as a person runs it, and `trellis [FILE…]` as it ran before `replay`.
final class SessionCommandLineTests: XCTestCase {
    private struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    /// The built binary, next to the test bundle.
    private func trellis() throws -> String {
        var directory = CommandLine.arguments[0]
        while let slash = directory.lastIndex(of: "/") {
            directory = String(directory[..<slash])
            let candidate = directory + "/trellis"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            if directory.hasSuffix(".build") { break }
        }
        throw XCTSkip("the trellis binary was not found next to the tests")
    }

    private func run(_ arguments: [String], input: String = "") throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try trellis())
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
                   errors: String(decoding: err, as: UTF8.self))
    }

    private let good = """
    # A root 320 wide.
    > view cell width=320
    > frames
    view  x  y  width  height
    cell  0  0    320       0

    """

    /// `--junit FILE`: a test case a transcript, the diff in each failure, for CI systems.
    func testReplayWritesAJUnitReport() throws {
        let directory = try temporaryDirectory()
        try good.write(toFile: directory + "/good.session", atomically: true, encoding: .utf8)
        try "> echo <a & b>\nsomething else\n".write(toFile: directory + "/bad.session", atomically: true, encoding: .utf8)
        let report = directory + "/report.xml"
        let result = try run(["replay", "--junit", report, directory])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.output.hasSuffix("2 transcripts: 1 passed, 1 failed\nJUnit report: \(report)\n"), result.output)
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        XCTAssertTrue(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"trellis replay\" tests=\"2\" failures=\"1\" errors=\"0\">"), xml)
        XCTAssertTrue(xml.contains("<testcase classname=\"\(directory)\" name=\"good.session\" file=\"\(directory)/good.session\" assertions=\"2\"/>"), xml)
        XCTAssertTrue(xml.contains("<failure message=\"1 output differs\" type=\"transcript\">"), xml)
        XCTAssertTrue(xml.contains("+&lt;a &amp; b&gt;"), xml)
        XCTAssertEqual(try run(["replay", "--junit", report, "--update", directory]).status, 64)
    }

    func testReplayPassesFailsWithADiffAndUpdates() throws {
        let directory = try temporaryDirectory()
        let path = directory + "/cell.session"
        try good.write(toFile: path, atomically: true, encoding: .utf8)
        let passing = try run(["replay", path])
        XCTAssertEqual(passing.status, 0)
        XCTAssertEqual(passing.output, "ok    \(path) (2 inputs)\n1 transcript: 1 passed, 0 failed\n")

        try good.replacingOccurrences(of: "320       0", with: "320      44").write(toFile: path, atomically: true, encoding: .utf8)
        let failing = try run(["replay", path])
        XCTAssertEqual(failing.status, 1)
        XCTAssertEqual(failing.output, """
        FAIL  \(path)
        \(path):5: the output of line 3 differs (> frames)
        --- \(path)
        +++ \(path) (replayed)
        @@ -2,4 +2,4 @@ > frames
         > view cell width=320
         > frames
         view  x  y  width  height
        -cell  0  0    320      44
        +cell  0  0    320       0
        1 transcript: 0 passed, 1 failed

        """)

        let updating = try run(["replay", "--update", path])
        XCTAssertEqual(updating.status, 0)
        XCTAssertEqual(updating.output, "updated \(path) (1 output changed)\n1 of 1 transcripts updated\n")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), good)
        XCTAssertEqual(try run(["replay", "--update", path]).output, "no transcript changed\n")
    }

    func testATranscriptThatCannotBeReadSaysWhyWithTheLine() throws {
        let path = try temporaryDirectory() + "/bad.session"
        try "# intro\nview cell\n".write(toFile: path, atomically: true, encoding: .utf8)
        let result = try run(["replay", path, path + ".missing"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.errors, """
        trellis: \(path):2: output with no input above it (an input line starts with '> '; a comment ends an output; \
        output that starts with '#' is written '\\#…')
          view cell
        trellis: \(path).missing: cannot read the file (no such file or directory)

        """)
        XCTAssertEqual(result.output, "2 transcripts: 0 passed, 0 failed, 2 could not be read\n")
    }

    func testAFolderStandsForItsSessions() throws {
        let directory = try temporaryDirectory()
        try good.write(toFile: directory + "/b.session", atomically: true, encoding: .utf8)
        try good.write(toFile: directory + "/a.session", atomically: true, encoding: .utf8)
        try "not a session".write(toFile: directory + "/notes.txt", atomically: true, encoding: .utf8)
        let result = try run(["replay", directory])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.output, """
        ok    \(directory)/a.session (2 inputs)
        ok    \(directory)/b.session (2 inputs)
        2 transcripts: 2 passed, 0 failed

        """)
        let empty = try temporaryDirectory() + "/empty"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let none = try run(["replay", empty])
        XCTAssertEqual(none.status, 1)
        XCTAssertEqual(none.errors, "trellis: \(empty): no .session files in this folder\n")
    }

    /// `trellis`, `trellis FILE…` and `trellis -i FILE` behave as before `replay` existed.
    /// A save killed by SIGKILL at any moment leaves the old file whole or the new one whole,
    /// never a part; the next save removes the temporary file a killed one left behind.
    func testASaveKilledAtAnyMomentLeavesAWholeFile() throws {
        let directory = try temporaryDirectory()
        let target = directory + "/kept.session"
        let old = "> echo old\nold\n"
        let line = "echo " + String(repeating: "x", count: 60_000)
        let script = directory + "/save.trellis"
        try (Array(repeating: line, count: 100) + ["save \(target)"]).joined(separator: "\n")
            .write(toFile: script, atomically: true, encoding: .utf8)
        let whole = Array(repeating: "> \(line)\n\(line.dropFirst(5))\n", count: 100).joined()
        var outcomes = Set<String>()
        for attempt in 0..<12 {
            try old.write(toFile: target, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try trellis())
            process.arguments = [script]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(useconds_t(attempt * 15_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let text = try String(contentsOfFile: target, encoding: .utf8)
            XCTAssertTrue(text == old || text == whole, "attempt \(attempt): \(text.utf8.count) bytes, neither file whole")
            outcomes.insert(text == old ? "old" : "new")
        }
        // Whatever the kills left, a save that finishes leaves the target and nothing else.
        XCTAssertEqual(try run([script]).status, 0)
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), whole)
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: directory)), ["kept.session", "save.trellis"])
        XCTAssertFalse(outcomes.isEmpty)
    }

    /// The shell and replay print through the terminal guard: a file name or a data file's
    /// header with escape sequences comes out written out, not obeyed.
    func testFileNamesAndFieldsReachTheTerminalEscaped() throws {
        let directory = try temporaryDirectory()
        try "text\tna\u{1B}]0;PWNED\u{7}me\na\tb\n".write(toFile: directory + "/h.tsv", atomically: true, encoding: .utf8)
        // A file name holding a control character is refused (issue 31: a NUL in one named
        // another file than the one checked); the refusal shows the name written out.
        let script = "view v width=10 height=10\ntable data file \(directory)/h.tsv\nexport svg \(directory)/e\u{1B}[1m.svg\n"
        let shell = try run([], input: script)
        XCTAssertNotEqual(shell.status, 0, shell.errors)
        let all = shell.output + shell.errors
        XCTAssertFalse(all.contains("\u{1B}") || all.contains("\u{7}"), all)
        XCTAssertTrue(all.contains("a file's name holds no control character (U+1B)"), all)
        XCTAssertTrue(all.contains("e\\e[1m.svg"), all)
        XCTAssertTrue(all.contains("$na\\e]0;PWNED\\u{7}me"), all)

        try "> echo hi\u{1B}[2J\nwrong\n".write(toFile: directory + "/x.session", atomically: true, encoding: .utf8)
        let replay = try run(["replay", directory + "/x.session"])
        XCTAssertEqual(replay.status, 1)
        XCTAssertFalse(replay.output.contains("\u{1B}"), replay.output)
        XCTAssertTrue(replay.output.contains("differs (> echo hi\\e[2J)"), replay.output)
        try "> echo hi\n".write(toFile: directory + "/y\u{1B}[2J.session", atomically: true, encoding: .utf8)
        let named = try run(["replay", directory + "/y\u{1B}[2J.session"])
        XCTAssertEqual(named.status, 1)
        XCTAssertFalse((named.output + named.errors).contains("\u{1B}"), named.output + named.errors)
        XCTAssertTrue(named.errors.contains("y\\e[2J.session"), named.errors)
    }

    /// A review: `--time-limit -1` was called a missing value.
    func testANegativeTimeLimitIsRefusedWithTheRange() throws {
        let refused = try run(["replay", "--time-limit", "-1", "x.session"])
        XCTAssertNotEqual(refused.status, 0)
        XCTAssertTrue(refused.errors.contains("--time-limit is a whole number of seconds from 0 (no limit) to 86400"), refused.errors)
    }

    func testTheShellIsStillTheDefault() throws {
        let directory = try temporaryDirectory()
        let script = directory + "/cell.trellis"
        try "view cell width=320\nframes\n".write(toFile: script, atomically: true, encoding: .utf8)
        let file = try run([script])
        XCTAssertEqual(file.status, 0)
        XCTAssertEqual(file.output, "view  x  y  width  height\ncell  0  0    320       0\n")

        let interactive = try run(["-i", script], input: "echo and then stdin\n")
        XCTAssertEqual(interactive.output, "view  x  y  width  height\ncell  0  0    320       0\nand then stdin\n")

        let piped = try run([], input: "view a\nbogus\necho never\n")
        XCTAssertEqual(piped.status, 1)
        XCTAssertEqual(piped.errors, "error at 2:1: 'bogus' is not a command; type 'help' for the list\n  bogus\n  ^^^^^\n")

        // A script is streamed a line at a time: continuations join, errors name the file and
        // the first line of the input, and a FIFO or a folder is refused without waiting.
        let continued = directory + "/continued.trellis"
        try "view cell \\\n  width=320\nbogus\n".write(toFile: continued, atomically: true, encoding: .utf8)
        let streamed = try run([continued])
        XCTAssertEqual(streamed.status, 1)
        XCTAssertEqual(streamed.errors, "error at \(continued):3:1: 'bogus' is not a command; type 'help' for the list\n  bogus\n  ^^^^^\n")
        XCTAssertEqual(mkfifo(directory + "/fifo", 0o600), 0)
        XCTAssertEqual(try run([directory + "/fifo"]).errors,
                       "trellis: cannot read '\(directory)/fifo': it is not a regular file (a device, a pipe or a socket)\n")
        XCTAssertEqual(try run([directory]).errors, "trellis: cannot read '\(directory)': it is a folder\n")

        // A line of 2 MB from a pipe: 1 MB of it is kept, and it is refused without being run
        // (a 70 MB line once took 1.3 GB and was said to have 67,108,864 bytes).
        let huge = try run(["--keep-going"], input: "view " + String(repeating: "x", count: 2 << 20) + "\necho after\n")
        XCTAssertEqual(huge.status, 1)
        XCTAssertTrue(huge.errors.hasPrefix("error at 1:65537: a line is at most 65,536 bytes; this one has more than 1,048,576 "
                                            + "(the rest of it was read and dropped)\n"), String(huge.errors.prefix(300)))
        XCTAssertEqual(huge.output, "after\n")

        // An input still continuing at the end of a pipe is run, as at the end of a script (it
        // was dropped from a pipe).
        XCTAssertEqual(try run([], input: "echo last \\").output.trimmingCharacters(in: .whitespacesAndNewlines), "last")

        let failing = try run(["--keep-going", script, directory + "/missing.trellis"])
        XCTAssertEqual(failing.status, 1)
        XCTAssertEqual(failing.errors, "trellis: cannot read '\(directory)/missing.trellis': no such file or directory\n")
    }
}
