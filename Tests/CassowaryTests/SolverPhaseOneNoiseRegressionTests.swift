// BUG 10, found by testRatioChains at CASSOWARY_PROPERTY_SCALE=10 (shrunk from 60 operations
// to these 20). The last add, `100*x12 == 0`, goes through phase one. Its objective row held
// -100 for one error and -2e-9, rounding left in a row of coefficients near 1e4, for another;
// under Bland's rule the lower index entered, the noise, and the artificial left its row through
// a pivot element of -2e-9: values of 1e16 after, x12 at 1997.5 against its required 0, and
// `0.5*x12 - 100*x0 >= 0` short by 2. Phase one now enters the steepest symbol (as `optimize()`
// does, Bland's rule after 32 degenerate pivots) and stops once the artificial is down to zero;
// the artificial then leaves through a term only when that term is more than rounding beside
// the row's largest coefficient (BUG 7's reproduction needs the second part under the first).

import Cassowary
import XCTest

final class SolverPhaseOneNoiseRegressionTests: XCTestCase {
    func testPhaseOneNeverEntersANoiseCost() throws {
        let solver = Solver()
        let x0 = Variable("x0"), x2 = Variable("x2"), x4 = Variable("x4"), x5 = Variable("x5"), x6 = Variable("x6"), x7 = Variable("x7"), x10 = Variable("x10"), x12 = Variable("x12")
        try solver.add(Constraint(LinearExpression(terms: [.init(x10, 1)], constant: 0), .equal, priority: 9))  // x10 == 0 @9
        try solver.add(Constraint(LinearExpression(terms: [.init(x6, 16), .init(x10, -3)], constant: 0), .lessOrEqual))  // 16*x6 - 3*x10 <= 0
        try solver.add(Constraint(LinearExpression(terms: [.init(x0, 1), .init(x7, -2)], constant: 10), .lessOrEqual, priority: 998))  // x0 - 2*x7 <= -10 @998
        try solver.add(Constraint(LinearExpression(terms: [.init(x6, 16), .init(x10, -3)], constant: 0), .lessOrEqual))  // 16*x6 - 3*x10 <= 0
        try solver.add(Constraint(LinearExpression(terms: [.init(x4, 16), .init(x5, -0.5)], constant: 0), .equal))  // 16*x4 - 0.5*x5 == 0
        try solver.add(Constraint(LinearExpression(terms: [.init(x10, 16), .init(x4, -3)], constant: 0), .greaterOrEqual))  // 16*x10 - 3*x4 >= 0
        let c21 = Constraint(LinearExpression(terms: [.init(x5, -100)], constant: 0), .equal)  // -100*x5 == 0
        try solver.add(c21)
        try solver.add(Constraint(LinearExpression(terms: [.init(x5, 100), .init(x6, -100)], constant: 0), .greaterOrEqual))  // 100*x5 - 100*x6 >= 0
        try solver.remove(c21)
        try solver.add(Constraint(LinearExpression(terms: [.init(x7, 16), .init(x0, -16)], constant: 0), .lessOrEqual))  // 16*x7 - 16*x0 <= 0
        try solver.add(Constraint(LinearExpression(terms: [.init(x4, 0.25), .init(x2, -3)], constant: -30), .greaterOrEqual))  // 0.25*x4 - 3*x2 >= 30
        let c31 = Constraint(LinearExpression(terms: [.init(x10, -1)], constant: -1), .equal)  // -x10 == 1
        try solver.add(c31)
        try solver.add(Constraint(LinearExpression(terms: [.init(x2, 1)], constant: 0), .lessOrEqual, priority: 751))  // x2 <= 0 @751
        try solver.add(Constraint(LinearExpression(terms: [.init(x7, 1), .init(x2, -1)], constant: 0), .lessOrEqual))  // x7 - x2 <= 0
        try solver.add(Constraint(LinearExpression(terms: [.init(x12, 1), .init(x6, -0.25)], constant: 0), .lessOrEqual, priority: 250))  // x12 - 0.25*x6 <= 0 @250
        try solver.add(Constraint(LinearExpression(terms: [.init(x12, 1)], constant: -1), .equal, priority: 9))  // x12 == 1 @9
        try solver.add(Constraint(LinearExpression(terms: [.init(x12, 0.5), .init(x0, -100)], constant: 0), .greaterOrEqual))  // 0.5*x12 - 100*x0 >= 0
        try solver.remove(c31)
        try solver.add(Constraint(LinearExpression(terms: [.init(x5, -1)], constant: 0), .greaterOrEqual, priority: 750))  // -x5 >= 0 @750
        try solver.add(Constraint(LinearExpression(terms: [.init(x12, 100)], constant: 0), .equal))  // 100*x12 == 0
        // Required: 100*x12 == 0 and 0.5*x12 - 100*x0 >= 0 hold.
        XCTAssertEqual(solver.value(of: x12), 0, accuracy: 1e-6)
        XCTAssertGreaterThanOrEqual(0.5 * solver.value(of: x12) - 100 * solver.value(of: x0), -1e-6)
        // The same values as a fresh solver given the same constraints (the optimum is unique
        // for these; x6 is left out, it is not).
        let fresh = Solver()
        for c in solver.constraints { try fresh.add(Constraint(c.expression, c.relation, priority: c.priority)) }
        for v in [x0, x2, x4, x5, x7, x10, x12] {
            XCTAssertEqual(solver.value(of: v), fresh.value(of: v), accuracy: 1e-6, v.name)
        }
        XCTAssertEqual(solver.value(of: x5), 3840, accuracy: 1e-6)
    }
}
