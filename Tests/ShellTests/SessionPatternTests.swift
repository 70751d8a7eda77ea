import XCTest
@testable import Shell

/// Expected output lines that mask what cannot be the same twice.
final class SessionPatternTests: XCTestCase {
    func testLiteral() {
        XCTAssertTrue(OutputPattern("cell  0  0  320  44").matches("cell  0  0  320  44"))
        XCTAssertFalse(OutputPattern("cell  0  0  320  44").matches("cell  0  0  320  45"))
        XCTAssertFalse(OutputPattern("a").matches("a "))
    }

    func testRegularExpression() {
        let p = OutputPattern("solved in [0-9.]+ ms (re)")
        XCTAssertTrue(p.matches("solved in 0.41 ms"))
        XCTAssertFalse(p.matches("solved in 0.41 ms!"), "the whole line must match")
        XCTAssertNil(p.problem)
        XCTAssertNotNil(OutputPattern("([ (re)").problem)
    }

    func testGlob() {
        let p = OutputPattern("frame * took ?? ms (glob)")
        XCTAssertTrue(p.matches("frame 12 took 16 ms"))
        XCTAssertFalse(p.matches("frame 12 took 160 ms"))
        XCTAssertTrue(OutputPattern("a\\*b (glob)").matches("a*b"))
        XCTAssertFalse(OutputPattern("a\\*b (glob)").matches("axxb"))
        XCTAssertTrue(OutputPattern("* (glob)").matches(""))
    }

    func testApproximateFigures() {
        let p = OutputPattern("layout 0.41(~) ms, 3 solves")
        XCTAssertTrue(p.matches("layout 12.5 ms, 3 solves"))
        XCTAssertTrue(p.matches("layout 7 ms, 3 solves"))
        XCTAssertFalse(p.matches("layout 7 ms, 4 solves"), "only the masked figure may change")
        XCTAssertFalse(p.matches("layout fast ms, 3 solves"))
    }

    func testActualLinesAreWrittenSoThatTheyMatchThemselves() {
        XCTAssertEqual(OutputPattern.expected(forActual: "cell  0  0  320  44"), "cell  0  0  320  44")
        XCTAssertEqual(OutputPattern.expected(forActual: "sized in 0.41 ms and 12µs"), "sized in 0.41(~) ms and 12(~)µs")
        for line in ["a literal (re)", "a literal (glob)", "keep (~) as is", "x(~) [a] \\ $ 1.5 ms (re)", "^.*+?{}|()[]", ""] {
            let written = OutputPattern.expected(forActual: line)
            XCTAssertTrue(OutputPattern(written).matches(line), "\(line) → \(written)")
            XCTAssertNil(OutputPattern(written).problem)
        }
        XCTAssertFalse(OutputPattern(OutputPattern.expected(forActual: "a literal (re)")).matches("a literal x"))
    }
}
