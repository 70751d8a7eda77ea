import TestSupport
import XCTest
@testable import Shell

/// The `(re)` masks' matcher against Swift's own regular expressions (a backtracking engine,
/// the oracle for patterns small enough for it), and on the patterns that made the old one
/// backtrack for minutes (repro/07).
final class LinearRegexTests: XCTestCase {
    /// A random pattern over a few letters from the supported syntax.
    private func pattern(_ rng: inout SplitMix64, depth: Int = 0) -> String {
        var out = ""
        for _ in 0..<rng.int(1...3) {
            var atom: String
            switch rng.int(below: depth < 3 ? 7 : 5) {
            case 0, 1: atom = rng.pick(["a", "b", "c"])
            case 2: atom = rng.pick([".", "\\d", "[ab]", "[^a]", "[a-c]", "\\w", "\\."])
            case 3: atom = rng.pick(["1", "x"])
            case 4: atom = rng.pick(["\\(", "-"])
            case 5: atom = "(" + pattern(&rng, depth: depth + 1) + ")"
            default: atom = "(?:" + pattern(&rng, depth: depth + 1) + "|" + pattern(&rng, depth: depth + 1) + ")"
            }
            if rng.chance(0.4) { atom += rng.pick(["*", "+", "?", "{2}", "{1,2}", "{0,}", "*?"]) }
            out += atom
        }
        return out
    }

    func testAgreesWithSwiftsRegexOnRandomPatternsAndLines() throws {
        var rng = SplitMix64(seed: 2026)
        for scenario in 0..<400 {
            let source = pattern(&rng)
            let linear = try LinearRegex(source)
            let oracle = try Regex(source)
            for _ in 0..<12 {
                let line = String((0..<rng.int(0...6)).map { _ in rng.pick(Array("abc1x.(-")) })
                XCTAssertEqual(linear.wholeMatch(line), line.wholeMatch(of: oracle) != nil,
                               "scenario \(scenario): /\(source)/ against '\(line)'")
            }
        }
    }

    func testPatternsThatMadeABacktrackingEngineHangAnswerAtOnce() throws {
        let line = String(repeating: "a", count: 30) + "!"
        XCTAssertFalse(try LinearRegex("(a+)+b").wholeMatch(line))
        XCTAssertFalse(try LinearRegex("(a|a)*b").wholeMatch(line))
        XCTAssertFalse(try LinearRegex("(a*)*b").wholeMatch(String(repeating: "a", count: 5_000)))
        XCTAssertTrue(try LinearRegex("(a+)+!").wholeMatch(line))
    }

    func testWhatItRefusesItSays() {
        func failure(_ pattern: String) -> String? {
            do { _ = try LinearRegex(pattern); return nil } catch { return error.message }
        }
        XCTAssertEqual(failure("(a)\\1"), "'\\1' (a back-reference, a boundary or an unknown escape) is not supported in (re) lines")
        XCTAssertEqual(failure("a(?=b)"), "'(?' other than '(?:' (look-arounds, named groups, options) is not supported in (re) lines")
        XCTAssertEqual(failure("(a"), "a '(' is not closed")
        XCTAssertEqual(failure("a)"), "unbalanced ')' at character 2")
        XCTAssertEqual(failure("[ab"), "a '[' is not closed")
        XCTAssertEqual(failure("*a"), "'*' repeats nothing at character 1")
        XCTAssertEqual(failure(String(repeating: "(", count: 100)), "groups nest at most 64 deep")
        XCTAssertEqual(failure("(a{1000}){1000}"), "the expression is too large (more than 20000 states)")
        XCTAssertNil(failure("^frame [0-9]+: offset -?[0-9]+(?:\\.[0-9]+)? ms$"))
    }

    /// A transcript's `(re)` line that cannot be matched is reported, not taken as a mismatch.
    func testAnUnusableMaskIsReportedWithTheReason() {
        XCTAssertEqual(OutputPattern("x\\1 (re)").problem,
                       "this (re) line is not a regular expression Trellis can match: '\\1' (a back-reference, a boundary or an unknown escape) is not supported in (re) lines")
        XCTAssertTrue(OutputPattern("frame 1(~): 0.5(~) ms").matches("frame 12: 0.73 ms"))
    }
}
