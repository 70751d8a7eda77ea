// BUG 9, found by testLargeIncrementalSequences at CASSOWARY_PROPERTY_SCALE=10 (shrunk from
// 155 operations to 13). Property: every constraint `constraintsDetermining` lists mentions a
// variable connected to the one asked about. Removing `x9 + x10 - x3 == 0` left `x9 <= 0`
// alone with x9, but the merges of the removal left its slack in a row that x0's row mentions,
// with a coefficient of 1.7e-14, and it was listed for x0. A dependence under `nearZero` is
// now taken for noise, as a pivot takes it. (Since BUG 10's fix changed phase one's pivots,
// those 13 operations leave no noise behind; the test puts the same noise into a row itself.)

@testable import Cassowary
import XCTest

final class SolverDeterminingNoiseRegressionTests: XCTestCase {
    func testNoiseDecidesNothing() throws {
        let solver = Solver()
        let x = Variable("x"), z = Variable("z")
        let pin: Constraint = x == 10
        let alone: Constraint = z <= 0
        try solver.add(pin)
        try solver.add(alone)
        let row = try XCTUnwrap(solver.core.variableSymbols[ObjectIdentifier(x)])
        let slack = try XCTUnwrap(solver.core.records[ObjectIdentifier(alone)]).marker
        XCTAssertTrue(solver.core.tableau.isBasic(row))
        XCTAssertFalse(solver.core.tableau.isBasic(slack))
        XCTAssertEqual(solver.constraintsDetermining(x), [pin])

        // The rounding a removal left: 1.7e-14 of the slack of `z <= 0` in x's row.
        solver.core.tableau.link(row: row, col: slack, value: 1.7e-14)
        XCTAssertEqual(solver.constraintsDetermining(x), [pin])
        XCTAssertEqual(solver.constraintsDetermining(z), [alone])
        // Not noise: listed.
        solver.core.tableau.add(row: row, col: slack, value: 0.5)
        XCTAssertEqual(solver.constraintsDetermining(x), [pin, alone])
    }
}
