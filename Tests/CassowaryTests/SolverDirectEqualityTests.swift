import XCTest
@testable import Cassowary

/// Required equalities whose rows, written in the tableau's parameters, have no subject (every
/// symbol in them is a slack or an error): where one of those symbols can take the row at once,
/// the add makes no artificial variable (`addEqualityDirectly(certain:)`); elsewhere phase one
/// decides, and refuses what cannot hold.
final class SolverDirectEqualityTests: XCTestCase {
    /// The independent cell of the benchmarks (a root and a label pinned 6 pt inside it, the
    /// root 320 wide): the trailing and bottom pins and the root's width mention only symbols
    /// that have rows (`width >= 0`, `height >= 0`, the label's hugging and compression).
    func testACellsPinsAndWidthGoInWithoutPhaseOne() throws {
        let solver = Solver()
        let cLeft = Variable("c.left"), cTop = Variable("c.top"), cWidth = Variable("c.width"), cHeight = Variable("c.height")
        let bLeft = Variable("b.left"), bTop = Variable("b.top"), bWidth = Variable("b.width"), bHeight = Variable("b.height")
        let baseline = Variable("b.firstBaseline")
        try solver.add(cLeft == 0)
        try solver.add(cTop == 0)
        for v in [cWidth, cHeight, bWidth, bHeight] { try solver.add(v >= 0) }
        try solver.add((bWidth <= 294).priority(250))
        try solver.add((bWidth >= 294).priority(750))
        try solver.add((bHeight <= 60).priority(250))
        try solver.add((bHeight >= 60).priority(750))
        try solver.add(baseline == bTop + 0.5 * bHeight + 14.2)
        try solver.add(bLeft == cLeft + 6)
        XCTAssertEqual(solver.core.directEqualities, 0)
        try solver.add(cLeft + cWidth == bLeft + bWidth + 6)
        try solver.add(bTop == cTop + 6)
        try solver.add(cTop + cHeight == bTop + bHeight + 6)
        XCTAssertEqual(solver.core.directEqualities, 2, "the trailing and bottom pins")
        // The width pushes the label's compression row below zero: the add is sure to hold (one
        // variable, bounded by `width >= 0` only), so the dual simplex puts that row right.
        try solver.add(cWidth == 320)
        XCTAssertEqual(solver.core.directEqualities, 3, "and the root's width")
        XCTAssertEqual(solver.core.snapshotsTaken, 0)
        XCTAssertEqual(solver.value(of: bWidth), 308, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: bHeight), 60, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: cHeight), 72, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: baseline), 6 + 30 + 14.2, accuracy: 1e-9)
        // An edit after it re-solves from that tableau.
        try solver.add((cWidth == 200).priority(500))
        XCTAssertEqual(solver.value(of: bWidth), 308, accuracy: 1e-9)
    }

    /// The symbol the row would give its value to sits in another row that it would push
    /// below zero, and the add is not sure to hold (two variables): phase one decides. Here it
    /// can hold, at x + y = 5 within both bounds.
    func testAnEqualityThatWouldPushARowBelowZeroGoesThroughPhaseOne() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x >= 0)
        try solver.add(y >= 0)
        try solver.add(x <= 3)
        try solver.add(y <= 3)
        try solver.add(x + y == 5)
        XCTAssertEqual(solver.core.directEqualities, 0)
        XCTAssertEqual(solver.value(of: x) + solver.value(of: y), 5, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(solver.value(of: x), 3 + 1e-9)
        XCTAssertLessThanOrEqual(solver.value(of: y), 3 + 1e-9)
        XCTAssertGreaterThanOrEqual(min(solver.value(of: x), solver.value(of: y)), 2 - 1e-9)
    }

    /// What cannot hold is refused by phase one, as before, and leaves the solver as it was.
    func testAnEqualityThatCannotHoldIsRefused() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x >= 0)
        try solver.add(y >= 0)
        try solver.add(x + y <= 10)
        try solver.add((x == 4).priority(500))
        XCTAssertThrowsError(try solver.add(x - y == 20))
        XCTAssertThrowsError(try solver.add(x + y == -5))
        XCTAssertEqual(solver.core.directEqualities, 0)
        XCTAssertEqual(solver.value(of: x), 4, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 0, accuracy: 1e-9)
        // And what can, goes in directly: y takes the row at 2.
        try solver.add(x - y == 2)
        XCTAssertEqual(solver.core.directEqualities, 1)
        XCTAssertEqual(solver.value(of: x) - solver.value(of: y), 2, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: x), 4, accuracy: 1e-9)
    }
}
