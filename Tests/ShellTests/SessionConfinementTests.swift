import Foundation
import XCTest
@testable import Shell

/// repro/05 and repro/06: a replayed transcript wrote a CI script outside its folder (keeping
/// its mode) and showed `/etc/passwd`. A replay reads and writes only in the transcript's
/// folder unless told otherwise.
final class SessionConfinementTests: XCTestCase {
    /// A folder with a `sub` folder in it, where the transcripts go.
    private func folder() throws -> String {
        let path = try temporaryDirectory()
        try FileManager.default.createDirectory(atPath: path + "/sub", withIntermediateDirectories: true)
        return path
    }

    private func replay(_ text: String, at path: String, allowingOutside: Bool = false) throws -> [String] {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        var session = try Session.load(path)
        session.allowsOutside = allowingOutside
        return session.run()
    }

    func testAReplayWritesAndReadsOnlyInItsFolder() throws {
        let root = try folder()
        try "#!/bin/sh\necho ci\n".write(toFile: root + "/run", atomically: true, encoding: .utf8)
        let outputs = try replay("> record clear\n> echo ;touch ./PWNED;exit 0\n> save ../run\n> source /etc/passwd\n"
                                 + "> table data file ../run\n> font x ../../../../etc/passwd\n", at: root + "/sub/t.session")
        for (index, word) in [(2, "../run"), (3, "/etc/passwd"), (4, "../run"), (5, "../../../../etc/passwd")] {
            XCTAssertTrue(outputs[index].contains("'\(word)' is outside the transcript's folder: a replayed session reads and writes only there"),
                          outputs[index])
        }
        XCTAssertEqual(try String(contentsOfFile: root + "/run", encoding: .utf8), "#!/bin/sh\necho ci\n")
    }

    /// A transcript that saved itself rewrote its own file on every replay (found by a review:
    /// `> save h3.session` inside h3.session), even with --allow-outside.
    func testAReplayDoesNotWriteOverItsOwnTranscript() throws {
        let root = try folder()
        let text = "> echo hi\nhi\n> save t.session\n> export svg ./sub/../t.session\n"
        for outside in [false, true] {
            let outputs = try replay(text, at: root + "/sub/t.session", allowingOutside: outside)
            XCTAssertTrue(outputs[1].hasPrefix("error at 2:6: 't.session' is the transcript being replayed: a replay does not write over it"), outputs[1])
            XCTAssertTrue(outputs[2].contains("is the transcript being replayed"), outputs[2])
            XCTAssertEqual(try String(contentsOfFile: root + "/sub/t.session", encoding: .utf8), text)
        }
        // Another file in the folder is fine.
        XCTAssertEqual(try replay("> echo hi\n> save other.session\n", at: root + "/sub/u.session")[1], "saved 1 input to other.session")
    }

    func testALinkThatPointsOutIsOutsideAndTheFolderItselfIsFine() throws {
        let root = try folder()
        try "view cell\n".write(toFile: root + "/outside.trellis", atomically: true, encoding: .utf8)
        try "view inner\n".write(toFile: root + "/sub/inside.trellis", atomically: true, encoding: .utf8)
        XCTAssertEqual(symlink(root + "/outside.trellis", root + "/sub/link.trellis"), 0)
        let outputs = try replay("> source link.trellis\n> source inside.trellis\n> reset\n> source ./inside.trellis\n> save kept.session\n"
                                 + "> save no/such.session\n", at: root + "/sub/t.session")
        XCTAssertTrue(outputs[0].contains("'link.trellis' is outside the transcript's folder"), outputs[0])
        XCTAssertEqual(outputs[1], "")
        XCTAssertEqual(outputs[3], "")
        XCTAssertTrue(outputs[4].hasPrefix("saved"), outputs[4])
        XCTAssertTrue(outputs[5].contains("no such file or directory"), outputs[5])
    }

    func testAllowingOutsideLiftsIt() throws {
        let root = try folder()
        let outputs = try replay("> view cell\n> save ../elsewhere.session\n", at: root + "/sub/t.session", allowingOutside: true)
        XCTAssertEqual(outputs[1], "saved 1 input to ../elsewhere.session")
        XCTAssertTrue(FileManager.default.fileExists(atPath: root + "/elsewhere.session"))
        // The shell itself is not confined.
        XCTAssertNil(Workspace().confinement)
    }
}
