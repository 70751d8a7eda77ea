import XCTest
@testable import Shell

/// Expected output lines that mask what cannot be the same twice.
final class SessionPatternTests: XCTestCase {
    func testLiteral() {
        XCTAssertTrue(OutputPattern("cell  0  0  320  44").matches("cell  0  0  320  44"))
        XCTAssertFalse(OutputPattern("cell  0  0  320  44").matches("cell  0  0  320  45"))
        XCTAssertFalse(OutputPattern("a").matches("a "))
    }

    /// An input added above an expected error moves its line number only: the error still
    /// matches; its column, message and caret must not change.
    func testAnExpectedErrorMatchesAtAnyLine() {
        let p = OutputPattern("error at 11:6: 'wdth' is not an attribute (did you mean 'width'?)")
        XCTAssertTrue(p.matches("error at 12:6: 'wdth' is not an attribute (did you mean 'width'?)"))
        XCTAssertFalse(p.matches("error at 12:7: 'wdth' is not an attribute (did you mean 'width'?)"), "the column counts")
        XCTAssertFalse(p.matches("error at 12:6: 'wdth' is not a view"), "the message counts")
        XCTAssertFalse(OutputPattern("error at x.trellis:3:1: no").matches("error at x.trellis:4:1: no"), "a sourced file's line counts")
        XCTAssertFalse(OutputPattern("an error at 3:1").matches("an error at 4:1"))
        // Replayed after an input was added above: the transcript still passes, as it was.
        let session = try? Session(parsing: "> view cell\n> cell.wdth = 3\nerror at 2:6: 'wdth' is not a property of cell (did you mean 'width'?)\n  cell.wdth = 3\n       ^^^^\n")
        XCTAssertEqual(session?.compare().passed, true)
        let moved = try? Session(parsing: "> view cell\n> view other\n> cell.wdth = 3\nerror at 2:6: 'wdth' is not a property of cell (did you mean 'width'?)\n  cell.wdth = 3\n       ^^^^\n")
        XCTAssertEqual(moved?.compare().passed, true)
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

    /// What `timing on` prints: every figure that depends on the wall clock is masked, and
    /// names that hold a time (`over16.7ms`) and the rest of the line are kept.
    func testTimingFiguresOfTheTableAreMasked() {
        let cases = [
            ("frame 1: offset 0, rows 0–8, 9 appeared, 13 height requests, 10.8896 ms",
             "frame 1: offset 0, rows 0–8, 9 appeared, 13 height requests, 10.8896(~) ms"),
            ("3 frames: offset 0 → 300, 4 rows appeared, slowest frame 0.49 ms, 0 over 16.7 ms, 2 over 8.3 ms",
             "3 frames: offset 0 → 300, 4 rows appeared, slowest frame 0.49(~) ms, 0(~) over 16.7(~) ms, 2(~) over 8.3(~) ms"),
            ("  over16.7ms: 0", "  over16.7ms: 0(~)"),
            ("  longestMs: 10.8896", "  longestMs: 10.8896(~)"),
            ("  frames: 4", "  frames: 4"),
            ("corrections: 0", "corrections: 0"),
            ("      \"longestMs\": 11.74226,", "      \"longestMs\": 11.74226(~),"),
            ("      \"over8.3ms\": 1,", "      \"over8.3ms\": 1(~),"),
            ("      \"corrections\": 0,", "      \"corrections\": 0,"),
            ("status: 3", "status: 3"),
            ("rows: 100", "rows: 100"),
        ]
        for (actual, written) in cases {
            XCTAssertEqual(OutputPattern.expected(forActual: actual), written)
        }
        // Other timings match; other counts of rows do not.
        let late = OutputPattern(cases[1].1)
        XCTAssertTrue(late.matches("3 frames: offset 0 → 300, 4 rows appeared, slowest frame 20.1 ms, 1 over 16.7 ms, 3 over 8.3 ms"))
        XCTAssertFalse(late.matches("3 frames: offset 0 → 300, 5 rows appeared, slowest frame 20.1 ms, 1 over 16.7 ms, 3 over 8.3 ms"))
        XCTAssertTrue(OutputPattern("  over8.3ms: 1(~)").matches("  over8.3ms: 0"))
        XCTAssertFalse(OutputPattern("  over8.3ms: 1(~)").matches("  over16.7ms: 0"))
    }
}
