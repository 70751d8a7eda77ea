@testable import Cassowary
import TestSupport
import XCTest

/// The safety nets of turn3/06: the watch for a basis met again, and the fresh solve that
/// answers when the dual simplex stops at its bound.
final class SolverFreshSolveTests: XCTestCase {
    /// Constants and priorities changed in place, and a suggestion, survive a fresh solve: the
    /// values (a unique optimum) and the constants and priorities read back are the same, and
    /// later changes work on the new tableau.
    func testAFreshSolveKeepsWhatChangedInPlace() throws {
        let x = Variable("x"), y = Variable("y"), w = Variable("w")
        let solver = Solver()
        let left = x >= 10
        let gap = y == x + 20
        let wide = (w == 300).priority(Priority(250))
        let narrow = (w == 100).priority(Priority(500))
        for c in [left, gap, wide, narrow, y <= w] { try solver.add(c) }
        try solver.updateConstant(of: gap, to: -35)        // y == x + 35
        try solver.updatePriority(of: wide, to: Priority(750))
        try solver.addEditVariable(x, priority: Priority(999))
        try solver.suggestValue(40, for: x)
        let before = [x, y, w].map { solver.value(of: $0) }
        XCTAssertEqual(before, [40, 75, 300])
        solver.core.solveAfresh()
        XCTAssertEqual([x, y, w].map { solver.value(of: $0) }, before)
        XCTAssertEqual(solver.constant(of: gap), -35)
        XCTAssertEqual(solver.priority(of: wide), Priority(750))
        XCTAssertEqual(solver.statistics.freshSolves, 1)
        XCTAssertEqual(solver.statistics.constraintsAdded, 5, "the fresh solve's own adds are not the caller's")
        try solver.suggestValue(50, for: x)
        XCTAssertEqual(solver.value(of: y), 85)
        try solver.remove(wide)
        XCTAssertEqual(solver.value(of: w), 100)
        XCTAssertTrue(solver.core.cachedValuesAreCurrent())
        XCTAssertTrue(solver.core.requiredUsesAreCounted())
    }

    /// A basis met a second time in one call stops it: the first time turns on Bland's rule.
    func testABasisMetAgainStopsTheCall() {
        var budget = PivotBudget(symbolCount: 10)
        // Pivots that do not come back to a basis: never stopped by the watch.
        for s in 0..<Int32(PivotBudget.pivotsBeforeWatching + 20) {
            XCTAssertTrue(budget.allowsAnotherPivot())
            budget.notePivot(entering: 1_000 + s, leaving: 2_000 + s, leavingConstant: 1)
        }
        XCTAssertFalse(budget.usesBlandsRule)
        // Two symbols swapping in and out: the basis comes back every two pivots.
        budget.notePivot(entering: 7, leaving: 8, leavingConstant: 1)
        budget.notePivot(entering: 8, leaving: 7, leavingConstant: 1)
        XCTAssertTrue(budget.usesBlandsRule)
        XCTAssertTrue(budget.allowsAnotherPivot())
        budget.notePivot(entering: 7, leaving: 8, leavingConstant: 1)
        budget.notePivot(entering: 8, leaving: 7, leavingConstant: 1)
        XCTAssertFalse(budget.allowsAnotherPivot())
    }
}
