// BUG 6, found by testLargeIncrementalSequences at CASSOWARY_PROPERTY_SCALE=30 (a candidate of
// its shrinker, not shrunk further): rounding noise taken for a cost made the primal simplex
// cycle for ever. Rows keep noise of about 1e-11 of the coefficients they were summed from; with
// coefficients in the hundreds, error 24's cost at level 998 came out as -4.8e-9, above the
// 1e-9 `nearZero` the costs were read with. So it entered (that level looked improvable), then
// error 77 entered for level 750 and sent it out, and again. Costs are now read with kiwi's
// 1e-8 (`costZero`), and `optimize()` has a bound on its pivots (a safety net that a sound run
// never reaches). The operations below are the candidate as the harness printed it; the last
// add is the one that cycled (before the fix: no end; with only the safety net: thousands of
// pivots).

import XCTest
@testable import Cassowary

final class SolverCyclingRegressionTests: XCTestCase {
    func testBug6_NoiseCostMakesThePrimalSimplexCycle() throws {
        let solver = Solver()
        let x0 = Variable("x0"), x1 = Variable("x1"), x2 = Variable("x2"), x4 = Variable("x4"), x5 = Variable("x5"), x6 = Variable("x6"), x7 = Variable("x7"), x8 = Variable("x8"), x9 = Variable("x9"), x10 = Variable("x10"), x11 = Variable("x11"), x12 = Variable("x12"), x13 = Variable("x13"), x14 = Variable("x14"), x15 = Variable("x15"), x16 = Variable("x16"), x17 = Variable("x17"), x18 = Variable("x18"), x19 = Variable("x19"), x20 = Variable("x20"), x21 = Variable("x21"), x22 = Variable("x22"), x23 = Variable("x23"), x24 = Variable("x24"), x25 = Variable("x25"), x26 = Variable("x26"), x27 = Variable("x27"), x28 = Variable("x28"), x29 = Variable("x29")
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x27, 2), .init(x13, -1)], constant: 12), .lessOrEqual))  // 2*x27 - x13 <= -12
        _ = try? solver.addEditVariable(x21, priority: 500)
        let c22 = Constraint(LinearExpression(terms: [.init(x24, 1), .init(x25, -1)], constant: 2), .equal)  // x24 - x25 == -2
        _ = try? solver.add(c22)
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x13, 1), .init(x20, -1)], constant: -4.75), .greaterOrEqual))  // x13 - x20 >= 4.75
        let c24 = Constraint(LinearExpression(terms: [.init(x29, 1), .init(x17, -1)], constant: -91), .equal, priority: 999)  // x29 - x17 == 91 @999
        _ = try? solver.add(c24)
        _ = try? solver.suggestValue(-98, for: x21)
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x18, 1)], constant: -48), .equal, priority: 3))  // x18 == 48 @3
        _ = try? solver.remove(c22)
        let c26 = Constraint(LinearExpression(terms: [.init(x10, 1)], constant: 16), .equal, priority: 9)  // x10 == -16 @9
        _ = try? solver.add(c26)
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x4, 1)], constant: -14), .equal, priority: 4))  // x4 == 14 @4
        let c34 = Constraint(LinearExpression(terms: [.init(x1, -1)], constant: 24), .equal, priority: 4)  // -x1 == -24 @4
        _ = try? solver.add(c34)
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x9, 1)], constant: -21), .equal, priority: 7))  // x9 == 21 @7
        _ = try? solver.addEditVariable(x0, priority: 250)
        _ = try? solver.suggestValue(-198, for: x0)
        let c36 = Constraint(LinearExpression(terms: [.init(x11, 2), .init(x17, -1)], constant: -44), .greaterOrEqual, priority: 750)  // 2*x11 - x17 >= 44 @750
        _ = try? solver.add(c36)
        let c37 = Constraint(LinearExpression(terms: [.init(x27, 2), .init(x13, -1)], constant: 10), .lessOrEqual)  // 2*x27 - x13 <= -10
        _ = try? solver.add(c37)
        _ = try? solver.suggestValue(-40.25, for: x0)
        let c38 = Constraint(LinearExpression(terms: [.init(x26, 100), .init(x5, 1)], constant: 3103), .equal)  // 100*x26 + x5 == -3103
        _ = try? solver.add(c38)
        _ = try? solver.remove(c36)
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x12, 1), .init(x29, 1), .init(x21, -2)], constant: 0), .equal))  // x12 + x29 - 2*x21 == 0
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x24, 1)], constant: -2), .equal, priority: 8))  // x24 == 2 @8
        let c41 = Constraint(LinearExpression(terms: [.init(x13, -16), .init(x27, -16), .init(x24, -100)], constant: -1012), .lessOrEqual, priority: 999)  // -16*x13 - 16*x27 - 100*x24 <= 1012 @999
        _ = try? solver.add(c41)
        _ = try? solver.suggestValue(-192, for: x0)
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x18, 1)], constant: -25), .equal, priority: 3))  // x18 == 25 @3
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x1, 1)], constant: 3), .greaterOrEqual, priority: 999))  // x1 >= -3 @999
        let c44 = Constraint(LinearExpression(terms: [.init(x2, 1), .init(x22, -1)], constant: -18), .greaterOrEqual, priority: 751)  // x2 - x22 >= 18 @751
        _ = try? solver.add(c44)
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x8, 1)], constant: 60), .lessOrEqual, priority: 750))  // x8 <= -60 @750
        _ = try? solver.suggestValue(96, for: x0)
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x0, 1)], constant: -2), .equal, priority: 10))  // x0 == 2 @10
        _ = try? solver.removeEditVariable(x0)
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x20, 1)], constant: -10), .equal, priority: 4))  // x20 == 10 @4
        let c48 = Constraint(LinearExpression(terms: [.init(x10, 1), .init(x25, 1), .init(x9, -2)], constant: 0), .equal)  // x10 + x25 - 2*x9 == 0
        _ = try? solver.add(c48)
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x25, 1)], constant: -31), .lessOrEqual, priority: 500))  // x25 <= 31 @500
        _ = try? solver.add(c36)
        let c50 = Constraint(LinearExpression(terms: [.init(x26, -2), .init(x27, -100), .init(x16, -1)], constant: -687), .lessOrEqual)  // -2*x26 - 100*x27 - x16 <= 687
        _ = try? solver.add(c50)
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x5, 1)], constant: 7), .equal, priority: 5))  // x5 == -7 @5
        _ = try? solver.addEditVariable(x21, priority: 500)
        let c52 = Constraint(LinearExpression(terms: [.init(x20, 1)], constant: -100), .lessOrEqual, priority: 750)  // x20 <= 100 @750
        _ = try? solver.add(c52)
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x15, 1)], constant: -9), .equal, priority: 9))  // x15 == 9 @9
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x12, 1), .init(x17, -1)], constant: -60), .equal))  // x12 - x17 == 60
        let c55 = Constraint(LinearExpression(terms: [.init(x0, 2), .init(x12, -1)], constant: -95), .equal, priority: 5)  // 2*x0 - x12 == 95 @5
        _ = try? solver.add(c55)
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x1, 2), .init(x14, -1)], constant: -3), .equal, priority: 750))  // 2*x1 - x14 == 3 @750
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x29, 1)], constant: 15), .equal, priority: 7))  // x29 == -15 @7
        _ = try? solver.removeEditVariable(x21)
        let c58 = Constraint(LinearExpression(terms: [.init(x0, 3), .init(x29, -3)], constant: 20), .equal, priority: 998)  // 3*x0 - 3*x29 == -20 @998
        _ = try? solver.add(c58)
        _ = try? solver.remove(c41)
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x11, -16)], constant: -3428), .lessOrEqual, priority: 751))  // -16*x11 <= 3428 @751
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x2, 3), .init(x4, 3)], constant: -23), .equal))  // 3*x2 + 3*x4 == 23
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x2, 2), .init(x26, -1)], constant: 35), .lessOrEqual))  // 2*x2 - x26 <= -35
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x16, 2), .init(x7, -1)], constant: -54), .equal))  // 2*x16 - x7 == 54
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x14, 1)], constant: -46), .equal, priority: 3))  // x14 == 46 @3
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x29, 1), .init(x25, -1)], constant: -8.25), .greaterOrEqual))  // x29 - x25 >= 8.25
        let c65 = Constraint(LinearExpression(terms: [.init(x15, 2), .init(x10, -1)], constant: -73), .greaterOrEqual, priority: 500)  // 2*x15 - x10 >= 73 @500
        _ = try? solver.add(c65)
        let c66 = Constraint(LinearExpression(terms: [.init(x20, 1), .init(x19, 1), .init(x16, -2)], constant: 0), .equal, priority: 999)  // x20 + x19 - 2*x16 == 0 @999
        _ = try? solver.add(c66)
        _ = try? solver.remove(c26)
        let c67 = Constraint(LinearExpression(terms: [.init(x24, 1), .init(x25, -1)], constant: 2), .equal, priority: 999)  // x24 - x25 == -2 @999
        _ = try? solver.add(c67)
        let c68 = Constraint(LinearExpression(terms: [.init(x25, 1)], constant: -65), .lessOrEqual)  // x25 <= 65
        _ = try? solver.add(c68)
        let c69 = Constraint(LinearExpression(terms: [.init(x2, 2), .init(x23, -1)], constant: -32), .equal, priority: 999)  // 2*x2 - x23 == 32 @999
        _ = try? solver.add(c69)
        _ = try? solver.remove(c34)
        let c29 = Constraint(LinearExpression(terms: [.init(x26, 1), .init(x7, -1)], constant: 38), .equal, priority: 750)  // x26 - x7 == -38 @750
        _ = try? solver.add(c29)
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x2, -16), .init(x4, 2)], constant: 127), .greaterOrEqual, priority: 750))  // -16*x2 + 2*x4 >= -127 @750
        _ = try? solver.remove(c44)
        _ = try? solver.addEditVariable(x15, priority: 750)
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x24, 1)], constant: -82), .lessOrEqual, priority: 750))  // x24 <= 82 @750
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x23, 1)], constant: -29), .equal, priority: 10))  // x23 == 29 @10
        _ = try? solver.addEditVariable(x1, priority: 5)
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x22, 1)], constant: -25), .greaterOrEqual, priority: 9))  // x22 >= 25 @9
        _ = try? solver.addEditVariable(x28, priority: 5)
        _ = try? solver.remove(c50)
        let c74 = Constraint(LinearExpression(terms: [.init(x27, 2), .init(x28, -1)], constant: -4), .greaterOrEqual)  // 2*x27 - x28 >= 4
        _ = try? solver.add(c74)
        _ = try? solver.suggestValue(-61, for: x1)
        _ = try? solver.remove(c74)
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x9, 1), .init(x19, -1)], constant: -83), .equal, priority: 998))  // x9 - x19 == 83 @998
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x6, 1)], constant: -42), .equal, priority: 3))  // x6 == 42 @3
        _ = try? solver.suggestValue(186, for: x15)
        _ = try? solver.suggestValue(-44.25, for: x1)
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x28, 1)], constant: -26), .equal, priority: 10))  // x28 == 26 @10
        _ = try? solver.remove(c52)
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x16, 1)], constant: -28), .lessOrEqual, priority: 999))  // x16 <= 28 @999
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x2, 1)], constant: 7), .equal, priority: 5))  // x2 == -7 @5
        _ = try? solver.remove(c24)
        _ = try? solver.remove(c37)
        let c80 = Constraint(LinearExpression(terms: [.init(x15, 2), .init(x6, -1)], constant: 13), .greaterOrEqual, priority: 998)  // 2*x15 - x6 >= -13 @998
        _ = try? solver.add(c80)
        _ = try? solver.remove(c55)
        _ = try? solver.remove(c65)
        let c81 = Constraint(LinearExpression(terms: [.init(x26, 2), .init(x0, -1)], constant: -99), .greaterOrEqual, priority: 750)  // 2*x26 - x0 >= 99 @750
        _ = try? solver.add(c81)
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x2, 1), .init(x27, -0.25), .init(x2, -101)], constant: -635), .greaterOrEqual, priority: 500))  // x2 - 0.25*x27 - 101*x2 >= 635 @500
        _ = try? solver.suggestValue(33, for: x1)
        _ = try? solver.remove(c69)
        _ = try? solver.suggestValue(-64, for: x15)
        _ = try? solver.suggestValue(178, for: x15)
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x5, 1), .init(x25, -0.25)], constant: -3471), .greaterOrEqual, priority: 999))  // x5 - 0.25*x25 >= 3471 @999
        _ = try? solver.remove(c67)
        _ = try? solver.remove(c58)
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x18, 1), .init(x29, -1)], constant: 73), .equal, priority: 751))  // x18 - x29 == -73 @751
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x17, 1), .init(x1, -1)], constant: -5.25), .greaterOrEqual, priority: 999))  // x17 - x1 >= 5.25 @999
        _ = try? solver.remove(c81)
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x10, 1), .init(x27, -1)], constant: -6.5), .greaterOrEqual, priority: 998))  // x10 - x27 >= 6.5 @998
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x6, 2), .init(x26, -1)], constant: 92), .lessOrEqual, priority: 500))  // 2*x6 - x26 <= -92 @500
        _ = try? solver.remove(c80)
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x15, 1), .init(x4, -1)], constant: 50), .equal))  // x15 - x4 == -50
        _ = try? solver.suggestValue(3, for: x28)
        let c88 = Constraint(LinearExpression(terms: [.init(x10, 1)], constant: 43), .greaterOrEqual)  // x10 >= -43
        _ = try? solver.add(c88)
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x23, 1), .init(x9, -1)], constant: 63), .equal, priority: 750))  // x23 - x9 == -63 @750
        _ = try? solver.removeEditVariable(x28)
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x29, -2), .init(x16, -2), .init(x17, 2)], constant: 3093), .equal, priority: 10))  // -2*x29 - 2*x16 + 2*x17 == -3093 @10
        _ = try? solver.suggestValue(-44, for: x1)
        _ = try? solver.suggestValue(120, for: x15)
        _ = try? solver.remove(c48)
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x1, 1), .init(x29, -1)], constant: -8), .greaterOrEqual, priority: 250))  // x1 - x29 >= 8 @250
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x25, 2), .init(x28, -1)], constant: -7), .greaterOrEqual))  // 2*x25 - x28 >= 7
        _ = try? solver.removeEditVariable(x1)
        _ = try? solver.add(c41)
        _ = try? solver.add(Constraint(LinearExpression(terms: [.init(x11, 1), .init(x16, -1)], constant: 2), .equal, priority: 9))  // x11 - x16 == -2 @9
        _ = try? solver.suggestValue(-55.25, for: x15)
        let c94 = Constraint(LinearExpression(terms: [.init(x16, -0.25), .init(x19, 16), .init(x23, 16)], constant: 1052), .equal)  // -0.25*x16 + 16*x19 + 16*x23 == -1052
        let before = solver.statistics.pivots
        try solver.add(c94)
        XCTAssertLessThan(solver.statistics.pivots - before, 50)
        // The required constraints hold.
        for c in solver.constraints where c.priority.isRequired {
            let value = c.expression.terms.reduce(c.expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
            switch c.relation {
            case .equal: XCTAssertEqual(value, 0, accuracy: 1e-6, "\(c)")
            case .lessOrEqual: XCTAssertLessThanOrEqual(value, 1e-6, "\(c)")
            case .greaterOrEqual: XCTAssertGreaterThanOrEqual(value, -1e-6, "\(c)")
            }
        }
    }
}
