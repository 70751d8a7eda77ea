// BUG 8, found by testLargeIncrementalSequences at CASSOWARY_PROPERTY_SCALE=10 (shrunk by the
// shrinker from 159 operations to these 30). Removing a required equality pivots its marker
// into a row that mentions it; the marker's only entry in the chosen row was rounding noise
// (4e-14), and dividing by it wrote coefficients of 1e14 into every row it reached: the last
// removal left `-x20 >= 4` at x20 = 0. The marker now leaves only through a coefficient of at
// least `nearZero`, as every other pivot does. (It showed once the primal simplex entered the
// steepest symbol rather than the lowest: another pivot order left the noise where the removal
// would find it.)

import Cassowary
import XCTest

final class SolverMarkerNoiseRegressionTests: XCTestCase {
    func testMarkerNeverLeavesThroughNoise() throws {
        let solver = Solver()
        let x0 = Variable("x0"), x1 = Variable("x1"), x6 = Variable("x6"), x14 = Variable("x14"), x15 = Variable("x15"), x16 = Variable("x16"), x18 = Variable("x18"), x19 = Variable("x19"), x20 = Variable("x20"), x21 = Variable("x21"), x24 = Variable("x24"), x25 = Variable("x25"), x26 = Variable("x26"), x27 = Variable("x27"), x30 = Variable("x30"), x31 = Variable("x31")
        try solver.add(Constraint(LinearExpression(terms: [.init(x15, 1)], constant: 0), .equal, priority: 10))  // x15 == 0 @10
        try solver.add(Constraint(LinearExpression(terms: [.init(x14, 1)], constant: 0), .equal, priority: 5))  // x14 == 0 @5
        try solver.add(Constraint(LinearExpression(terms: [.init(x0, 1)], constant: 10), .greaterOrEqual, priority: 2))  // x0 >= -10 @2
        try solver.add(Constraint(LinearExpression(terms: [.init(x26, 3), .init(x1, -3)], constant: 150), .equal))  // 3*x26 - 3*x1 == -150
        try solver.add(Constraint(LinearExpression(terms: [.init(x1, 16), .init(x6, 1), .init(x15, 0.25)], constant: -940), .greaterOrEqual))  // 16*x1 + x6 + 0.25*x15 >= 940
        try solver.add(Constraint(LinearExpression(terms: [.init(x25, 1)], constant: 0), .equal, priority: 8))  // x25 == 0 @8
        try solver.add(Constraint(LinearExpression(terms: [.init(x26, 1), .init(x1, -1)], constant: 50), .equal))  // x26 - x1 == -50
        try solver.add(Constraint(LinearExpression(terms: [.init(x14, 2), .init(x27, -1)], constant: 0), .equal))  // 2*x14 - x27 == 0
        let c28 = Constraint(LinearExpression(terms: [.init(x6, 1)], constant: 0), .equal, priority: 750)  // x6 == 0 @750
        try solver.add(c28)
        try solver.add(Constraint(LinearExpression(terms: [.init(x14, 1), .init(x30, -1)], constant: 0), .greaterOrEqual))  // x14 - x30 >= 0
        try solver.add(Constraint(LinearExpression(terms: [.init(x31, 2), .init(x26, -1)], constant: 0), .equal, priority: 500))  // 2*x31 - x26 == 0 @500
        try solver.add(Constraint(LinearExpression(terms: [.init(x20, -1)], constant: -4), .greaterOrEqual))  // -x20 >= 4
        let c61 = Constraint(LinearExpression(terms: [.init(x24, 1), .init(x31, -1)], constant: 50), .equal)  // x24 - x31 == -50
        try solver.add(c61)
        try solver.add(Constraint(LinearExpression(terms: [.init(x21, -2)], constant: -304), .equal))  // -2*x21 == 304
        try solver.add(Constraint(LinearExpression(terms: [.init(x25, 2), .init(x26, -1)], constant: -1), .greaterOrEqual))  // 2*x25 - x26 >= 1
        try solver.add(Constraint(LinearExpression(terms: [.init(x27, 1), .init(x25, 1), .init(x15, -2)], constant: 0), .equal))  // x27 + x25 - 2*x15 == 0
        try solver.add(Constraint(LinearExpression(terms: [.init(x0, 1), .init(x16, -1)], constant: 0), .equal))  // x0 - x16 == 0
        try solver.remove(c28)
        try solver.add(Constraint(LinearExpression(terms: [.init(x19, 1)], constant: 0), .greaterOrEqual, priority: 9))  // x19 >= 0 @9
        try solver.add(Constraint(LinearExpression(terms: [.init(x31, 1), .init(x30, -1)], constant: 0), .equal))  // x31 - x30 == 0
        try solver.add(Constraint(LinearExpression(terms: [.init(x19, 1), .init(x30, -1)], constant: 0), .equal, priority: 750))  // x19 - x30 == 0 @750
        try solver.add(Constraint(LinearExpression(terms: [.init(x21, 1), .init(x19, 1), .init(x1, -2)], constant: 0), .equal))  // x21 + x19 - 2*x1 == 0
        try solver.add(Constraint(LinearExpression(terms: [.init(x20, 1), .init(x26, 1), .init(x24, -2)], constant: 0), .equal, priority: 750))  // x20 + x26 - 2*x24 == 0 @750
        try solver.add(c28)
        try solver.add(Constraint(LinearExpression(terms: [.init(x20, 1)], constant: 0), .equal, priority: 9))  // x20 == 0 @9
        try solver.add(Constraint(LinearExpression(terms: [.init(x16, 2), .init(x31, -1)], constant: 0), .equal))  // 2*x16 - x31 == 0
        try solver.add(Constraint(LinearExpression(terms: [.init(x18, 1)], constant: 0), .lessOrEqual))  // x18 <= 0
        try solver.add(Constraint(LinearExpression(terms: [.init(x18, 1), .init(x1, -1)], constant: 0), .equal))  // x18 - x1 == 0
        try solver.addEditVariable(x26, priority: 998)
        try solver.remove(c61)
        // -x20 >= 4, required, added at the start and never removed.
        XCTAssertLessThanOrEqual(solver.value(of: x20), -4 + 1e-6)
        XCTAssertEqual(solver.value(of: x20), -4, accuracy: 1e-6)
        // 3*x26 - 3*x1 == -150 and x18 - x1 == 0 (required) still hold.
        XCTAssertEqual(3 * solver.value(of: x26) - 3 * solver.value(of: x1), -150, accuracy: 1e-6)
        XCTAssertEqual(solver.value(of: x18), solver.value(of: x1), accuracy: 1e-6)
    }
}
