// Minimal reproductions of solver bugs found by the property tests (shrunk by hand from the
// shrinker's output). They FAIL until the solver is fixed: XCTExpectFailure does not exist in
// swift-corelibs-xctest on Linux, so they are kept failing on purpose, in this one class, to be
// the proof. Each names the property it breaks and the property test that found it.

import Cassowary
import XCTest

final class SolverKnownBugsTests: XCTestCase {
    /// BUG 1 — a duplicate required equality stops holding when the original is removed.
    ///
    /// Property: every required constraint holds. Found by testSuggestionsMatchFreshSolves and
    /// testInfeasibleRequiredAdds (shrunk). The second `x == 20` is redundant when added; the
    /// solver keeps it as a basic dummy row `d2 = d1`. Removing the first pivots its marker
    /// into the row of the weak pull's error (a restricted row where the marker's coefficient
    /// is negative is preferred over the dummy row), and dropping that row leaves d2 free:
    /// the second `x == 20` is no longer enforced and x falls back to the weak pull's 0.
    func testBug1_DuplicateRequiredEqualityIsLostWhenTheOriginalIsRemoved() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 0).priority(1))
        let original = x == 20
        try solver.add(original)
        let duplicate = x == 20  // a second, identical required constraint (another object)
        try solver.add(duplicate)
        try solver.remove(original)
        XCTAssertTrue(solver.contains(duplicate))
        XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-6, "required x == 20 is still in the solver")  // gets 0
    }

    /// BUG 1, a scaled copy: `2x + 2y == 40` after `x + y == 20` (redundant), then remove the
    /// first.
    func testBug1_ScaledRedundantRequiredEqualityIsLostWhenTheOriginalIsRemoved() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add((x == 0).priority(1))
        try solver.add((y == 0).priority(1))
        let original = x + y == 20
        try solver.add(original)
        try solver.add(2 * x + 2 * y == 40)
        try solver.remove(original)
        XCTAssertEqual(solver.value(of: x) + solver.value(of: y), 20, accuracy: 1e-6)  // gets 0
    }

    /// BUG 1, implied by a combination (found by testLargeIncrementalSequences, shrunk):
    /// `x + y + z - 2w == 59` is implied by `x == 59` and `y + z - 2w == 0`; removing
    /// `x == 59` must leave it holding (x is then 59 again, not the 998 pull's 0).
    func testBug1_RedundantCombinationIsLostWhenAnIngredientIsRemoved() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w")
        let first = x == 59
        try solver.add(first)
        try solver.add(y + z - 2 * w == 0)
        try solver.add((x == 0).priority(998))
        let implied = x - y - z + 2 * w == 59
        try solver.add(implied)
        try solver.remove(first)
        let residual = solver.value(of: x) - solver.value(of: y) - solver.value(of: z) + 2 * solver.value(of: w) - 59
        XCTAssertEqual(residual, 0, accuracy: 1e-6, "required \(implied) is still in the solver")  // off by -59
    }

    /// BUG 1, consequence: once the duplicate is lost, a contradicting required constraint is
    /// accepted without error (found by testInfeasibleRequiredAdds, shrunk). Here x1 == 0 is
    /// still required (the duplicate), so x1 == 1 must throw `.unsatisfiable`.
    func testBug1_LostDuplicateLetsAContradictionIn() throws {
        let solver = Solver()
        let x0 = Variable("x0"), x1 = Variable("x1")
        try solver.add((x0 == 0).priority(500))
        let original = -x1 == 0
        try solver.add(original)
        try solver.add(x0 - x1 >= 0)
        try solver.add(-x1 == 0)  // duplicate of the original
        try solver.remove(original)
        let contradiction = x1 == 1
        XCTAssertThrowsError(try solver.add(contradiction), "x1 == 1 contradicts the required -x1 == 0 still in the solver") { error in
            guard case .unsatisfiable = error as? SolverError else { return XCTFail("\(error)") }
        }
    }

    /// BUG 2 (minor) — a failed required add does not leave the values exactly as they were.
    ///
    /// Property: "a failed required add … leaves the solver's values exactly as before"
    /// (SolverError.unsatisfiable: "The solver is left as it was before the failed add").
    /// Found by testInfeasibleRequiredAdds / testAddThenRemoveRestoresValues. Phase one pivots
    /// and then undoes its pivots in reverse; the undo is exact in real arithmetic, not in
    /// floating point, so values move by an ulp (here y: -8.333333333333332 → -8.333333333333334).
    func testBug2_FailedAddChangesValuesInTheLastBits() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(-y - x >= 0)
        try solver.add(x - 2 * y == 25)
        try solver.add(x >= 0)
        let before = [solver.value(of: x), solver.value(of: y)]
        XCTAssertThrowsError(try solver.add(x - y == 0))
        let after = [solver.value(of: x), solver.value(of: y)]
        XCTAssertEqual(after, before, "values must be exactly as before the failed add")
    }
}
