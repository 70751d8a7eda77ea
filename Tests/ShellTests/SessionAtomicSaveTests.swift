import Foundation
import XCTest
@testable import Shell

/// `save` and `--update` write a file whole or not at all.
final class SessionAtomicSaveTests: XCTestCase {
    func testAFailedWriteLeavesTheOldFileWholeAndNoTemporaryFile() throws {
        let directory = try temporaryDirectory()
        let path = directory + "/cell.session"
        try "> echo old\nold\n".write(toFile: path, atomically: false, encoding: .utf8)
        let text = String(repeating: "> echo new\nnew\n", count: 10_000)
        XCTAssertThrowsError(try AtomicFile.writeWhole(text, to: path, failAfter: text.utf8.count / 2)) { error in
            XCTAssertEqual("\(error)", "cannot write '\(path)': stopped after 75000 of 150000 bytes")
        }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "> echo old\nold\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), ["cell.session"])

        try AtomicFile.writeWhole(text, to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), text)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), ["cell.session"])
    }

    func testKeepsPermissionsAndFollowsALink() throws {
        let directory = try temporaryDirectory()
        let path = directory + "/cell.session", link = directory + "/link.session"
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0o600)
        symlink(path, link)
        try AtomicFile.writeWhole("new\n", to: link)
        var info = stat()
        XCTAssertEqual(stat(path, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o600)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "new\n")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), path)
    }

    /// repro/15: a link planted at the temporary file's name (it was `.NAME.tmp-PID`, easy to
    /// guess) made `save` write into the file it pointed to. The name is now random and the file
    /// is created with O_EXCL and O_NOFOLLOW.
    func testALinkPlantedAtTheOldTemporaryNameIsNotWrittenThrough() throws {
        let directory = try temporaryDirectory()
        let victim = directory + "/victim.txt", path = directory + "/out.session"
        try "precious\n".write(toFile: victim, atomically: false, encoding: .utf8)
        XCTAssertEqual(symlink(victim, directory + "/.out.session.tmp-\(getpid())"), 0)
        try AtomicFile.writeWhole("> echo x\nx\n", to: path)
        XCTAssertEqual(try String(contentsOfFile: victim, encoding: .utf8), "precious\n")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "> echo x\nx\n")
        XCTAssertNil(try? FileManager.default.destinationOfSymbolicLink(atPath: path))
    }

    /// A save killed before its rename left its temporary file behind; the next save of the
    /// same file removes those of processes that no longer run, and nothing else.
    func testTheNextSaveRemovesWhatAKilledSaveLeft() throws {
        let directory = try temporaryDirectory()
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let dead = finished.processIdentifier
        let leftover = directory + "/.out.session.tmp-\(dead)-0123456789abcdef"
        let living = directory + "/.out.session.tmp-1-0123456789abcdef"     // init runs
        let other = directory + "/.other.session.tmp-\(dead)-0123456789abcdef"
        for path in [leftover, living, other] { try "partial".write(toFile: path, atomically: false, encoding: .utf8) }
        try AtomicFile.writeWhole("> echo x\nx\n", to: directory + "/out.session")
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: directory))
        XCTAssertEqual(names, ["out.session", ".out.session.tmp-1-0123456789abcdef", ".other.session.tmp-\(dead)-0123456789abcdef"])
    }

    /// A review: a name of 230 bytes, which the system takes, failed ('File name too long')
    /// because the temporary name added 31 bytes to it.
    func testANameAsLongAsTheSystemTakesCanBeSaved() throws {
        let directory = try temporaryDirectory()
        let name = String(repeating: "n", count: 250) + ".svg"
        try AtomicFile.writeWhole("<svg/>\n", to: directory + "/" + name)
        XCTAssertEqual(try String(contentsOfFile: directory + "/" + name, encoding: .utf8), "<svg/>\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), [name])
    }

    func testRefusesFoldersAndMissingFolders() throws {
        let directory = try temporaryDirectory()
        XCTAssertThrowsError(try AtomicFile.writeWhole("x", to: directory)) { error in
            XCTAssertEqual("\(error)", "cannot write '\(directory)': it is not a regular file")
        }
        XCTAssertThrowsError(try AtomicFile.writeWhole("x", to: directory + "/no/such.session")) { error in
            XCTAssertEqual("\(error)", "cannot write '\(directory)/no/such.session': no such file or directory")
        }
    }

    func testTheSaveVerbSaysWhyItCannotWrite() throws {
        let directory = try temporaryDirectory()
        let w = Workspace()
        w.currentDirectory = directory
        XCTAssertEqual(w.run("save a.session").error?.message, "nothing recorded yet")
        _ = w.run("view cell")
        let reply = w.run("save no/such.session", lineNumber: 3)
        XCTAssertEqual(reply.output, """
        error at 3:6: cannot write 'no/such.session': no such file or directory
          save no/such.session
               ^^^^^^^^^^^^^^^
        """)
        XCTAssertEqual(w.run("save").error?.message, "missing FILE; usage: save FILE")
        XCTAssertEqual(w.run("save a.session").output, "saved 1 input to a.session")
        XCTAssertEqual(try String(contentsOfFile: directory + "/a.session", encoding: .utf8), "> view cell\n")
    }
}
