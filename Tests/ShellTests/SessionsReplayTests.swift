import Foundation
import Testing
import XCTest
@testable import Shell

/// The package's own sessions (`Sessions/*.session`), replayed through the public API.
final class SessionsReplayTests: XCTestCase {
    /// `Sessions/`, found from this file's place in the package, not the working directory.
    static let folder: String = {
        var path = "\(#filePath)"
        for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        return path + "/Sessions"
    }()

    /// `Sessions/*.session` and `Sessions/logs/*.session` (the console logs explained).
    static func sessionFiles() throws -> [String] {
        var files: [String] = []
        for sub in ["", "/logs"] {
            files += try FileManager.default.contentsOfDirectory(atPath: folder + sub)
                .filter { $0.hasSuffix(".session") }.sorted().map { folder + sub + "/" + $0 }
        }
        return files
    }

    func testEverySessionReplays() throws {
        let files = try Self.sessionFiles()
        XCTAssertGreaterThanOrEqual(files.count, 6, "the sessions are in \(Self.folder)")
        for file in files {
            let comparison = try Session.load(file).compare()
            XCTAssertTrue(comparison.passed, comparison.description)
        }
    }

    /// Typing a session's comments and inputs into the shell and saving gives back the file
    /// (without its `save` and `record` lines, which are never part of a session). Lines are
    /// numbered as the shell numbers what is typed: comments and blank lines count.
    func testRecordingEverySessionGivesItBack() throws {
        for file in try Self.sessionFiles() {
            let transcript = try Session.load(file).transcript
            let workspace = Workspace()
            // As a replay has it: the transcript's folder is where its files are (ib/TableViewCell.xib).
            workspace.currentDirectory = Self.folder
            var typed = 0
            var kept: [Transcript.Element] = []
            for element in transcript.elements {
                switch element {
                case .comment(let text):
                    typed += 1
                    _ = workspace.run(text, lineNumber: typed)
                case .blank:
                    typed += 1
                    _ = workspace.run("", lineNumber: typed)
                case .command(let command):
                    _ = workspace.run(lines: command.input, lineNumber: typed + 1)
                    typed += command.input.count
                    let verb = command.line.split(separator: " ").first
                    if verb == "save" || verb == "record" { continue }
                }
                kept.append(element)
            }
            XCTAssertEqual(workspace.recordedTranscript.text, Transcript(kept).text, file)
        }
    }

    /// What a user's own test looks like: one line, and the report as the failure message.
    func testOneLineInAUsersTest() throws {
        try Session.replay("../../Sessions/programmatic-vfl-cell.session", relativeTo: #filePath)
    }

    /// A broken expected line makes the replay fail, with a diff that points at that line.
    func testABrokenLineIsFoundAndShown() throws {
        let original = Self.folder + "/programmatic-vfl-cell.session"
        let lines = try String(contentsOfFile: original, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = lines.firstIndex(where: { $0.hasPrefix("cell ") && $0.hasSuffix("73") }) else {
            return XCTFail("the session no longer has the 73 pt cell this test breaks")
        }
        var broken = lines
        broken[index] = broken[index].dropLast(2) + "74"
        let path = try temporaryDirectory() + "/broken.session"
        try broken.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)

        let comparison = try Session.load(path).compare()
        XCTAssertEqual(comparison.differences.map(\.line), [index + 1])
        XCTAssertTrue(comparison.description.hasPrefix("\(path):\(index + 1): the output of line"))
        XCTAssertTrue(comparison.diff.contains("\n-\(broken[index])\n+\(lines[index])\n"), comparison.diff)
        XCTAssertThrowsError(try Session.replay(path))
    }
}

/// The same in Swift Testing: a thrown `SessionMismatch` fails the test with the diff.
@Test(arguments: try SessionsReplayTests.sessionFiles().map { String($0.dropFirst(SessionsReplayTests.folder.count + 1)) })
func sessionReplays(_ name: String) throws {
    try Session.replay(SessionsReplayTests.folder + "/" + name)
}
