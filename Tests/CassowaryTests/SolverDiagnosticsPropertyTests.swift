// `constraintsDetermining` and `ambiguities()` on systems whose variables are all pinned by
// required equalities (so the optimum is unique whatever else is there), plus soft noise.
// (Every scenario of SolverPropertyTests also checks both: ambiguities() empty when the
// reference says the optimum is unique, and every alternative it offers really optimal;
// constraintsDetermining lists only constraints in the solver, connected to the variable.)

import Cassowary
import TestSupport
import XCTest

final class SolverDiagnosticsPropertyTests: XCTestCase {
    func testPinnedSystems() throws {
        var rng = SplitMix64(seed: 0x0D1A_6)
        var systems = 0
        for round in 0..<120 {
            let n = Gen.smallN(&rng)
            let flavor = Gen.flavor(&rng)
            // n required equalities with an invertible matrix (by the reference: feasible and
            // the optimum unique even without anything else pulling).
            var pins: [CSpec] = []
            var attempts = 0
            while pins.count < n, attempts < 200 {
                attempts += 1
                var s = Gen.spec(&rng, n: n, flavor: flavor)
                s.priority = 1000
                s.relation = .equal
                let trial = pins + [s]
                guard let ref = referenceConstraints(trial, n: n), ReferenceSolver.isFeasible(ref.constraints, n: n) else { continue }
                // Independent of the others: when its constant moves, the system stays
                // feasible (an implied plane would become inconsistent).
                var moved = s
                moved.constant += 1
                guard let r = referenceConstraints(pins + [moved], n: n), ReferenceSolver.isFeasible(r.constraints, n: n) else { continue }
                pins.append(s)
            }
            guard pins.count == n else { continue }
            var soft: [CSpec] = Gen.pulls(&rng, n: n)
            for _ in 0..<rng.int(0...4) {
                var s = Gen.spec(&rng, n: n, flavor: flavor)
                if s.isRequired { s.priority = 750 }
                soft.append(s)
            }
            let all = rng.shuffled(pins + soft)
            let vars = (0..<n).map { Variable("x\($0)") }
            let solver = Solver()
            var constraints: [Constraint] = []
            for s in all {
                let c = s.constraint(vars)
                constraints.append(c)
                try solver.add(c)
            }
            guard let ref = referenceConstraints(all, n: n), let outcome = ReferenceSolver.solve(ref.constraints, n: n, scale: ref.scale) else {
                XCTFail("harness: pinned system without optimum"); continue
            }
            systems += 1
            let code = SwiftPrinter.code(Scenario(n: n, ops: all.enumerated().map { .add(id: $0.offset, $0.element) }, origin: ""))
            XCTAssertTrue(outcome.unique, "harness: pinned system #\(round) should have a unique optimum")
            let found = solver.ambiguities()
            XCTAssertTrue(found.isEmpty, "pinned system #\(round): ambiguities() lists \(found.map(\.variable.name))\n\(code)")
            for (i, x) in vars.enumerated() {
                XCTAssertEqual(solver.value(of: x), outcome.point[i], accuracy: 1e-6 * max(1, abs(outcome.point[i])), "pinned system #\(round)\n\(code)")
                let why = solver.constraintsDetermining(x)
                XCTAssertFalse(why.isEmpty, "pinned system #\(round): nothing determines \(x)\n\(code)")
                // x is pinned by required equalities only, so what determines it is required
                // equalities only, and those alone pin it.
                let whySpecs = why.compactMap { c in constraints.firstIndex { $0 === c }.map { all[$0] } }
                XCTAssertEqual(whySpecs.count, why.count, "pinned system #\(round): constraintsDetermining(\(x)) lists constraints not in the solver")
                for (c, s) in zip(why, whySpecs) where !(s.isRequired && s.relation == .equal) {
                    XCTFail("pinned system #\(round): constraintsDetermining(\(x)) lists \(c), but x is pinned by required equalities\n\(code)")
                }
                let v = solver.value(of: x)
                for bound in [CSpec(terms: [TermSpec(v: i, k: 1)], constant: -(v.rounded(.down) - 1), relation: .lessOrEqual, priority: 1000),
                              CSpec(terms: [TermSpec(v: i, k: 1)], constant: -(v.rounded(.up) + 1), relation: .greaterOrEqual, priority: 1000)] {
                    if let r = referenceConstraints(whySpecs + [bound], n: n), ReferenceSolver.isFeasible(r.constraints, n: n) {
                        XCTFail("pinned system #\(round): constraintsDetermining(\(x)) = \(why) does not pin \(x) to \(v)\n\(code)")
                    }
                }
            }
        }
        XCTAssertGreaterThan(systems, 80)
        print("[property] pinned systems: \(systems)")
    }

    /// A variable that nothing constrains but one weak pull is determined by that pull; one that
    /// the solver never saw is determined by nothing; an edit variable is determined by its edit.
    func testDeterminingSmallCases() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), stranger = Variable("stranger")
        let pull = (x == 3).priority(5)
        try solver.add(pull)
        XCTAssertEqual(solver.constraintsDetermining(x).map(ObjectIdentifier.init), [ObjectIdentifier(pull)])
        XCTAssertTrue(solver.constraintsDetermining(stranger).isEmpty)
        let link = y == x + 1
        try solver.add(link)
        XCTAssertEqual(Set(solver.constraintsDetermining(y).map(ObjectIdentifier.init)), Set([pull, link].map(ObjectIdentifier.init)))
        try solver.addEditVariable(z, priority: 999)
        try solver.suggestValue(4, for: z)
        let why = solver.constraintsDetermining(z)
        XCTAssertEqual(why.count, 1)
        XCTAssertEqual(solver.value(of: z), 4)
    }
}
