// Tests of the test oracle itself: hand-computed optima, and a brute-force grid search that
// the reference's optimum must never lose to.

import Cassowary
import TestSupport
import XCTest

final class ReferenceSolverTests: XCTestCase {
    private func k(_ a: [Int], _ c: Int, _ r: Relation, _ p: Double = 1000) -> RefConstraint {
        RefConstraint(a: a, c: c, relation: r, priority: p)
    }

    func testHandComputedOptima() throws {
        // x >= 10, x == 5 @250.
        var o = try XCTUnwrap(ReferenceSolver.solve([k([1], -10, .greaterOrEqual), k([1], -5, .equal, 250)], n: 1))
        XCTAssertEqual(o.objective, [5]); XCTAssertEqual(o.point, [10]); XCTAssertTrue(o.unique)

        // A tie at one level: every x in 0…10 is optimal.
        o = try XCTUnwrap(ReferenceSolver.solve([k([1], 0, .equal, 5), k([1], -10, .equal, 5)], n: 1))
        XCTAssertEqual(o.objective, [10]); XCTAssertFalse(o.unique); XCTAssertEqual(o.ranges[0], 0...10)

        // Lexicographic: one 751 against three 750s.
        o = try XCTUnwrap(ReferenceSolver.solve([k([1], 0, .equal, 751)] + Array(repeating: k([1], -10, .equal, 750), count: 3), n: 1))
        XCTAssertEqual(o.levels, [751, 750]); XCTAssertEqual(o.objective, [0, 30]); XCTAssertEqual(o.point, [0])

        // Infeasible.
        XCTAssertNil(ReferenceSolver.solve([k([1], -1, .greaterOrEqual), k([1], 0, .lessOrEqual)], n: 1))
        XCTAssertFalse(ReferenceSolver.isFeasible([k([1], -1, .greaterOrEqual), k([1], 0, .lessOrEqual)], n: 1))

        // A segment of optima in 2-D: x + y == 10, x == 3 @5, y == 3 @5.
        o = try XCTUnwrap(ReferenceSolver.solve([k([1, 1], -10, .equal), k([1, 0], -3, .equal, 5), k([0, 1], -3, .equal, 5)], n: 2))
        XCTAssertEqual(o.objective, [4]); XCTAssertFalse(o.unique)
        XCTAssertEqual(o.ranges[0], 3...7); XCTAssertEqual(o.ranges[1], 3...7)

        // 3-D, pinned: x + y + z == 6, x - y == 0, 2z == 4, plus pulls.
        o = try XCTUnwrap(ReferenceSolver.solve([
            k([1, 1, 1], -6, .equal), k([1, -1, 0], 0, .equal), k([0, 0, 2], -4, .equal),
            k([1, 0, 0], 0, .equal, 1), k([0, 1, 0], 0, .equal, 1), k([0, 0, 1], 0, .equal, 1),
        ], n: 3))
        XCTAssertEqual(o.point, [2, 2, 2]); XCTAssertTrue(o.unique); XCTAssertEqual(o.objective, [6])

        // A constraint without variables: 0 == 5 cannot hold, 0 <= 5 always does.
        XCTAssertFalse(ReferenceSolver.isFeasible([k([0], 5, .equal)], n: 1))
        XCTAssertTrue(ReferenceSolver.isFeasible([k([0], -5, .lessOrEqual)], n: 1))

        // Scaling: 0.5x == 1.25 becomes 4x == 10 at scale 8… as integers with the common factor.
        let specs = [CSpec(terms: [TermSpec(v: 0, k: 0.5)], constant: -1.25, relation: .equal, priority: 1000),
                     CSpec(terms: [TermSpec(v: 0, k: 1)], constant: 0, relation: .equal, priority: 3)]
        let ref = try XCTUnwrap(referenceConstraints(specs, n: 1))
        XCTAssertEqual(ref.scale, 4)
        o = try XCTUnwrap(ReferenceSolver.solve(ref.constraints, n: 1, scale: ref.scale))
        XCTAssertEqual(o.point, [2.5]); XCTAssertEqual(o.objective, [2.5])
    }

    /// No point of an integer grid is lexicographically better than the reference's optimum,
    /// and the optimum's objective is what its point evaluates to.
    func testNoGridPointBeatsTheReference() {
        var rng = SplitMix64(seed: 0x6121D)
        var compared = 0
        for _ in 0..<25 {
            let n = rng.weighted([(40, 1), (60, 2)])
            let specs = Gen.feasibleSystem(&rng, n: n, count: rng.int(1...5), degenerate: rng.chance(0.3))
            guard let ref = referenceConstraints(specs, n: n), let o = ReferenceSolver.solve(ref.constraints, n: n, scale: ref.scale) else {
                XCTFail("feasible system without optimum"); continue
            }
            let levels = levelsOf(specs)
            XCTAssertEqual(o.levels, levels)
            let own = objectiveVector(specs, o.point, levels: levels)
            XCTAssertTrue(zip(own, o.objective).allSatisfy { close($0, $1, 1e-12) }, "\(own) vs \(o.objective)")
            func lexLess(_ a: [Double], _ b: [Double]) -> Bool {
                for (x, y) in zip(a, b) {
                    if x < y - 1e-9 { return true }
                    if x > y + 1e-9 { return false }
                }
                return false
            }
            let range = -70...70
            var point = [Double](repeating: 0, count: n)
            func visit(_ i: Int) {
                if i == n {
                    let feasible = specs.filter(\.isRequired).allSatisfy { s in
                        let r = s.residual(point)
                        switch s.relation {
                        case .equal: return r == 0
                        case .lessOrEqual: return r <= 0
                        case .greaterOrEqual: return r >= 0
                        }
                    }
                    guard feasible else { return }
                    compared += 1
                    let obj = objectiveVector(specs, point, levels: levels)
                    if lexLess(obj, o.objective) {
                        XCTFail("grid point \(point) has objective \(obj), better than the reference's \(o.objective) at \(o.point)")
                    }
                    return
                }
                for v in stride(from: range.lowerBound, through: range.upperBound, by: n == 1 ? 1 : 2) {
                    point[i] = Double(v) / (n == 1 ? 4 : 1)
                    visit(i + 1)
                }
            }
            visit(0)
        }
        XCTAssertGreaterThan(compared, 1000)
    }
}
