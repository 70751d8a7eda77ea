// BUG 6, found by testLargeIncrementalSequences at CASSOWARY_PROPERTY_SCALE=30 (shrunk by the
// review of this change to 47 operations): rounding noise taken for a cost made the primal
// simplex cycle for ever. Rows keep noise of about 1e-11 of the coefficients they were summed
// from; an error's cost at one level came out as -1.1e-9, past the 1e-9 `nearZero` the costs
// were read with, so it entered for that level although it cost +1 at a higher one, a slack
// sent it out again, and the pivot element of 2 scaled the noise back over the threshold each
// time round. Costs are now read with kiwi's 1e-8 (`costZero`), and `optimize()` bounds its
// pivots (a safety net that a sound run never reaches). Before the fix the last add never
// returned; with only the safety net it makes thousands of pivots.

import XCTest
@testable import Cassowary

final class SolverCyclingRegressionTests: XCTestCase {
    func testBug6_NoiseCostMakesThePrimalSimplexCycle() throws {
        let solver = Solver()
        let x1 = Variable("x1"), x2 = Variable("x2"), x3 = Variable("x3"), x4 = Variable("x4"), x5 = Variable("x5"), x6 = Variable("x6"), x7 = Variable("x7"), x9 = Variable("x9"), x10 = Variable("x10"), x13 = Variable("x13"), x15 = Variable("x15"), x16 = Variable("x16"), x17 = Variable("x17"), x19 = Variable("x19"), x20 = Variable("x20"), x21 = Variable("x21"), x23 = Variable("x23"), x25 = Variable("x25"), x26 = Variable("x26"), x27 = Variable("x27"), x29 = Variable("x29")
        try solver.add(Constraint(LinearExpression(terms: [.init(x3, 1)], constant: -8), .equal, priority: 2))
        try solver.add(Constraint(LinearExpression(terms: [.init(x25, 1)], constant: 13), .equal, priority: 7))
        try solver.add(Constraint(LinearExpression(terms: [.init(x20, 1)], constant: -26), .equal, priority: 4))
        try solver.add(Constraint(LinearExpression(terms: [.init(x27, 1)], constant: -37), .equal, priority: 2))
        try solver.add(Constraint(LinearExpression(terms: [.init(x19, 1)], constant: -43), .equal, priority: 5))
        try solver.add(Constraint(LinearExpression(terms: [.init(x7, 1)], constant: 29), .equal, priority: 1))
        try solver.add(Constraint(LinearExpression(terms: [.init(x26, 1)], constant: 42), .equal, priority: 5))
        try solver.add(Constraint(LinearExpression(terms: [.init(x3, 1), .init(x29, -1)], constant: -17.75), .greaterOrEqual, priority: 250))
        try solver.add(Constraint(LinearExpression(terms: [.init(x1, 1)], constant: -24), .equal, priority: 4))
        try solver.add(Constraint(LinearExpression(terms: [.init(x27, 2), .init(x13, -1)], constant: 12), .lessOrEqual))
        try solver.addEditVariable(x21, priority: 500)
        try solver.add(Constraint(LinearExpression(terms: [.init(x13, 1), .init(x20, -1)], constant: -4.75), .greaterOrEqual))
        try solver.add(Constraint(LinearExpression(terms: [.init(x29, 1), .init(x13, -1)], constant: 73), .equal))
        try solver.removeEditVariable(x21)
        let c34 = Constraint(LinearExpression(terms: [.init(x1, -1)], constant: 24), .equal, priority: 4)
        try solver.add(c34)
        try solver.add(Constraint(LinearExpression(terms: [.init(x9, 1)], constant: -21), .equal, priority: 7))
        try solver.add(Constraint(LinearExpression(terms: [.init(x26, 100), .init(x5, 1)], constant: 3103), .equal))
        try solver.add(Constraint(LinearExpression(terms: [.init(x1, 1)], constant: 3), .greaterOrEqual, priority: 999))
        try solver.add(Constraint(LinearExpression(terms: [.init(x20, 1)], constant: -10), .equal, priority: 4))
        let c48 = Constraint(LinearExpression(terms: [.init(x10, 1), .init(x25, 1), .init(x9, -2)], constant: 0), .equal)
        try solver.add(c48)
        try solver.add(Constraint(LinearExpression(terms: [.init(x25, 1)], constant: -31), .lessOrEqual, priority: 500))
        try solver.add(Constraint(LinearExpression(terms: [.init(x26, -2), .init(x27, -100), .init(x16, -1)], constant: -687), .lessOrEqual))
        try solver.add(Constraint(LinearExpression(terms: [.init(x5, 1)], constant: 7), .equal, priority: 5))
        try solver.add(Constraint(LinearExpression(terms: [.init(x20, 1)], constant: -100), .lessOrEqual, priority: 750))
        try solver.add(Constraint(LinearExpression(terms: [.init(x15, 1)], constant: -9), .equal, priority: 9))
        try solver.add(Constraint(LinearExpression(terms: [.init(x2, 3), .init(x4, 3)], constant: -23), .equal))
        try solver.add(Constraint(LinearExpression(terms: [.init(x2, 2), .init(x26, -1)], constant: 35), .lessOrEqual))
        try solver.add(Constraint(LinearExpression(terms: [.init(x16, 2), .init(x7, -1)], constant: -54), .equal))
        try solver.add(Constraint(LinearExpression(terms: [.init(x29, 1), .init(x25, -1)], constant: -8.25), .greaterOrEqual))
        let c65 = Constraint(LinearExpression(terms: [.init(x15, 2), .init(x10, -1)], constant: -73), .greaterOrEqual, priority: 500)
        try solver.add(c65)
        try solver.add(Constraint(LinearExpression(terms: [.init(x20, 1), .init(x19, 1), .init(x16, -2)], constant: 0), .equal, priority: 999))
        let c69 = Constraint(LinearExpression(terms: [.init(x2, 2), .init(x23, -1)], constant: -32), .equal, priority: 999)
        try solver.add(c69)
        try solver.remove(c34)
        try solver.add(Constraint(LinearExpression(terms: [.init(x26, 1), .init(x7, -1)], constant: 38), .equal, priority: 750))
        try solver.add(Constraint(LinearExpression(terms: [.init(x23, 1)], constant: -29), .equal, priority: 10))
        try solver.add(Constraint(LinearExpression(terms: [.init(x9, 1), .init(x19, -1)], constant: -83), .equal, priority: 998))
        try solver.add(Constraint(LinearExpression(terms: [.init(x6, 1)], constant: -42), .equal, priority: 3))
        try solver.remove(c65)
        try solver.remove(c69)
        try solver.add(Constraint(LinearExpression(terms: [.init(x5, 1), .init(x25, -0.25)], constant: -3471), .greaterOrEqual, priority: 999))
        try solver.add(Constraint(LinearExpression(terms: [.init(x17, 1), .init(x1, -1)], constant: -5.25), .greaterOrEqual, priority: 999))
        try solver.add(Constraint(LinearExpression(terms: [.init(x10, 1), .init(x27, -1)], constant: -6.5), .greaterOrEqual, priority: 998))
        try solver.add(Constraint(LinearExpression(terms: [.init(x6, 2), .init(x26, -1)], constant: 92), .lessOrEqual, priority: 500))
        try solver.add(Constraint(LinearExpression(terms: [.init(x15, 1), .init(x4, -1)], constant: 50), .equal))
        try solver.add(Constraint(LinearExpression(terms: [.init(x29, -2), .init(x16, -2), .init(x17, 2)], constant: 3093), .equal, priority: 10))
        try solver.remove(c48)
        let pivots = solver.statistics.pivots
        try solver.add(Constraint(LinearExpression(terms: [.init(x1, 1), .init(x29, -1)], constant: -8), .greaterOrEqual, priority: 250))
        XCTAssertLessThan(solver.statistics.pivots - pivots, 50)
    }
}
