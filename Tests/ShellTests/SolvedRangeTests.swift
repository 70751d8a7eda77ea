import XCTest
@testable import Shell

/// turn3/10: multipliers each in range chained a height to 1e308, then a table's content height
/// to inf and its offset to nan. A constraint that solves its views beyond ±10,000,000 is
/// refused, with a caret, and the scene stays as it was.
final class SolvedRangeTests: XCTestCase {
    func testAConstraintThatSolvesBeyondTheRangeIsRefused() {
        let w = Workspace()
        for line in ["view cell", "view h0 in cell", "h0.height == 10000000", "view h1 in cell"] {
            XCTAssertNil(w.run(line).error, line)
        }
        let reply = w.run("h1.height == 10000000 * h0.height")
        let error = reply.error
        XCTAssertNotNil(error)
        XCTAssertTrue(error?.message.contains("it would make h1.height 100000000000000.0, beyond ±10,000,000") == true, "\(String(describing: error))")
        XCTAssertEqual(w.run("constraints").output.contains("10000000 * h0.height"), false)
        // The next constraint takes the number the refused one would have had.
        XCTAssertNil(w.run("h1.height == 5").error)
        XCTAssertTrue(w.run("constraints").output.contains("c2"), w.run("constraints").output)
        // In range, the same shape is taken.
        XCTAssertNil(w.run("view h2 in cell").error)
        XCTAssertNil(w.run("h2.height == 2 * h1.height").error)
    }
}
