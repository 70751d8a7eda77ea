import XCTest
@testable import Shell

/// The plain-variable forms of the language (`x >= 10`, `suggest`, `values`, `remove N`,
/// `why x`), run through the workspace as any line is.
final class PlainVariablesTests: XCTestCase {
    func testPipeExampleFromTheIssue() {
        let shell = Workspace()
        XCTAssertEqual(shell.run("x >= 10").output, "[1] x >= 10\nx = 10\nambiguous: x")
        XCTAssertEqual(shell.run("x == 5 @250", lineNumber: 2).output, "[2] x == 5 @250\nx = 10")
    }

    /// 'NaN' was read as a variable's name (fuzzing found `x == NaN` taken as two variables).
    func testNotANumberIsNotAName() {
        let shell = Workspace()
        for word in ["NaN", "inf", "Infinity"] {
            let reply = shell.run("x == 2 * \(word)")
            XCTAssertEqual(reply.error?.message, "'\(word)' is not a number Trellis takes (a layout's numbers are finite) and cannot name a variable")
            XCTAssertEqual(reply.error?.position.column, 10)
        }
        XCTAssertEqual(shell.run("suggest NaN 5").error?.message,
                       "'NaN' is not a number Trellis takes (a layout's numbers are finite) and cannot name a variable")
        XCTAssertEqual(shell.run("values").output, "")
        XCTAssertEqual(shell.run("nancy == 2").output, "[1] nancy == 2\nnancy = 2")
    }

    /// A review: plain variables took names of any length.
    func testAVariablesNameHasTheLimitOfEveryName() {
        let shell = Workspace()
        let long = String(repeating: "y", count: 257)
        XCTAssertEqual(shell.run("x == \(long) + 1").error?.message, "a name is at most 256 bytes long")
        XCTAssertEqual(shell.run("x == \(long) + 1").error?.position.column, 6)
        XCTAssertEqual(shell.run("suggest \(long) 4").error?.message, "a name is at most 256 bytes long")
        XCTAssertNil(shell.run("x == \(String(repeating: "y", count: 256)) + 1").error)
    }

    func testPrioritiesByNameAndNumber() {
        let shell = Workspace()
        _ = shell.run("w == 320 @required")
        _ = shell.run("w == 100 @high")
        XCTAssertEqual(shell.run("values").output, "w = 320")
        XCTAssertNotNil(shell.run("w == 1 @urgent").error)
        XCTAssertEqual(shell.run("w == 1 @requird").error?.message, "unknown priority 'requird' (did you mean 'required'?): 1 to 1000, or required, high, low, fitting")
    }

    func testSuggestAndRemove() {
        let shell = Workspace()
        _ = shell.run("half * 2 == w")
        _ = shell.run("half >= 10")
        XCTAssertEqual(shell.run("suggest w 400").output, "half = 200\nw    = 400")
        XCTAssertEqual(shell.run("suggest w 4").output, "half = 10\nw    = 20")
        XCTAssertEqual(shell.run("remove 2").output, "removed [2] half >= 10\nhalf = 2\nw    = 4")
        XCTAssertEqual(shell.run("constraints").output, "[1] half * 2 == w\nedit w @999")
    }

    func testConflictNamesTheOtherConstraint() {
        let shell = Workspace()
        _ = shell.run("x >= 10")
        let reply = shell.run("x <= 3", lineNumber: 2)
        XCTAssertEqual(reply.error?.message, "this required constraint cannot hold together with [1] x >= 10")
        XCTAssertEqual(reply.error?.position, SourcePosition(line: 2, column: 1))
        // Nothing changed, and numbering goes on.
        XCTAssertEqual(shell.run("values").output, "x = 10\nambiguous: x")
        XCTAssertEqual(shell.run("x <= 30").output, "[2] x <= 30\nx = 10\nambiguous: x")
    }

    func testBadLinesChangeNothing() {
        let shell = Workspace()
        let reply = shell.run("y = x*x")
        XCTAssertEqual(reply.error?.position.column, 6)
        XCTAssertEqual(shell.run("values").output, "")
        XCTAssertEqual(shell.run("x / 0 == 1").error?.message, "division by zero")
        XCTAssertEqual(shell.run("(x + 1 == 2").error?.message, "expected ')' to close the '(' at column 1")
        XCTAssertEqual(shell.run("x == ").error?.position.column, 6)
        XCTAssertEqual(shell.run("valus").error?.message,
                       "'valus' is not a command (did you mean 'values'?); type 'help' for the list")
        XCTAssertEqual(shell.run("remove 7").error?.message, "there is no constraint [7] (see 'constraints')")
    }

    func testWhyAndCheck() {
        let shell = Workspace()
        _ = shell.run("x >= 10")
        _ = shell.run("x == 5 @250")
        _ = shell.run("y == x + 1")
        XCTAssertEqual(shell.run("why y").output, "y = 11 because of:\n  [1] x >= 10\n  [3] y == x + 1")
        XCTAssertEqual(shell.run("check").output, "no conflicts; every variable is determined")
        _ = shell.run("z >= 0")
        XCTAssertEqual(shell.run("check").output, "ambiguous (more than one best solution):\n  z = 0, could also be 10")
        XCTAssertEqual(shell.run("why q").error?.message,
                       "no variable named 'q'; why takes VIEW.ATTRIBUTE, as why body.height, or a plain variable")
    }

    func testCommentsAndBlankLines() {
        let shell = Workspace()
        XCTAssertEqual(shell.run("   # just a comment").output, "")
        XCTAssertEqual(shell.run("").output, "")
        XCTAssertEqual(shell.run("x == 2 # two").output, "[1] x == 2\nx = 2")
        XCTAssertTrue(shell.run("quit").isQuit)
    }
}

/// repro/12: 2,000 chained lines printed every value at every line (38 MB). Past ten
/// variables an answer lists the values that changed, at most ten, and counts the rest.
final class PlainVariablesOutputBoundTests: XCTestCase {
    func testAnAnswerStaysShortHoweverManyVariablesThereAre() {
        let shell = Workspace()
        var largest = 0
        for i in 1...300 {
            let reply = shell.run("x\(i) == x\(i - 1) + 10")
            XCTAssertNil(reply.error)
            largest = max(largest, reply.output.split(separator: "\n").count)
        }
        XCTAssertLessThanOrEqual(largest, 2 + PlainVariables.shownValues + 1)
        // A new link in the chain: its own value (x0 is free at 0, so x300 is 3000).
        XCTAssertEqual(shell.run("x301 == x300 + 10").output,
                       "[301] x301 == x300 + 10\nx301 = 3010\nambiguous: x1, x0, x2, x3, x4, x5, x6, x7, x8, x9 and 292 more (check lists them)")
        // Moving the start of the chain moves every value: ten are shown, the rest counted.
        let moved = shell.run("x0 == 5").output.split(separator: "\n").map(String.init)
        XCTAssertEqual(moved.first, "[302] x0 == 5")
        XCTAssertEqual(Array(moved[1...3]), ["x1 = 15", "x0 = 5", "x2 = 25"])
        XCTAssertEqual(moved.last, "(292 more values changed; values lists all 302)")
        XCTAssertEqual(moved.count, 1 + 10 + 1)
        // values lists them all.
        XCTAssertEqual(shell.run("values").output.split(separator: "\n").count, 302)
        // Nothing changed: nothing listed.
        XCTAssertEqual(shell.run("x0 >= 1").output, "[303] x0 >= 1")
    }
}
