import XCTest
@testable import Shell

/// `Session.update`: the expected output rewritten in place, and nothing else.
final class SessionUpdateTests: XCTestCase {
    private let stale = """
    # Sizes, the old way.
    > view cell
    > cell.width = 320
    > cell.height = 44
    > frames
    view  x  y  width  height
    cell  0  0    300      44
    > echo took 3.5 ms
    took 1(~) ms
    > echo 12345
    [0-9]+ (re)
    > cel.width = 1
    > echo > done

    """

    private let fresh = """
    # Sizes, the old way.
    > view cell
    > cell.width = 320
    > cell.height = 44
    > frames
    view  x  y  width  height
    cell  0  0    320      44
    > echo took 3.5 ms
    took 1(~) ms
    > echo 12345
    [0-9]+ (re)
    > cel.width = 1
    error at 7:1: no view or constraint named 'cel' (did you mean 'cell'?)
      cel.width = 1
      ^^^
    > echo > done
    \\> done

    """

    func testRewritesOnlyTheOutputsThatDiffer() throws {
        let path = try temporaryDirectory() + "/sizes.session"
        try stale.write(toFile: path, atomically: true, encoding: .utf8)
        let comparison = try Session.load(path).update()
        XCTAssertFalse(comparison.passed)
        XCTAssertEqual(comparison.differences.map(\.inputLine), [5, 12, 13])
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), fresh)
        // Now it passes, and a second update changes nothing.
        XCTAssertTrue(try Session.load(path).compare().passed)
        XCTAssertTrue(try Session.load(path).update().passed)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), fresh)
    }

    /// New output above an error moves its input down the file, not in the script of inputs.
    func testOutputAddedAboveAnErrorDoesNotChangeIt() throws {
        let path = try temporaryDirectory() + "/moved.session"
        try "> frames\n> bogus\n".write(toFile: path, atomically: true, encoding: .utf8)
        try Session.load(path).update()
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), """
        > frames
        no views yet (make one with: view cell)
        > bogus
        error at 2:1: 'bogus' is not a command; type 'help' for the list
          bogus
          ^^^^^

        """)
        XCTAssertTrue(try Session.load(path).compare().passed)
    }

    func testAPassingFileIsNotWritten() throws {
        let path = try temporaryDirectory() + "/fresh.session"
        try fresh.write(toFile: path, atomically: true, encoding: .utf8)
        var before = stat(), after = stat()
        stat(path, &before)
        XCTAssertTrue(try Session.load(path).update().passed)
        stat(path, &after)
        // Not even replaced by a copy of itself: the same file (inode) and time.
        XCTAssertEqual(before.st_ino, after.st_ino)
        XCTAssertEqual(before.st_mtim.tv_nsec, after.st_mtim.tv_nsec)
    }

    func testASessionWithoutAFileCannotBeUpdated() throws {
        XCTAssertThrowsError(try Session(parsing: stale).update()) { error in
            XCTAssertEqual((error as? TranscriptError)?.message, "this session has no file to update")
        }
    }

    func testNewOutputIsMaskedAndEscaped() throws {
        let session = try Session(parsing: "> echo frame took 16.7 ms\n> echo x (re)\n> echo # not a comment\n")
        XCTAssertEqual(session.compare().updated.text, """
        > echo frame took 16.7 ms
        frame took 16.7(~) ms
        > echo x (re)
        x \\(re\\) (re)
        > echo # not a comment

        """)
    }
}
