// Lexicographic stress: a constraint of priority p is never given up for any number of
// constraints of lower priority, however many and however large their coefficients.

import Cassowary
import TestSupport
import XCTest

final class SolverLexicographicTests: XCTestCase {
    /// One 751 against a thousand 750s pulling the other way, the 751 added first, last, or in
    /// the middle.
    func testOne751BeatsAThousand750() throws {
        for position in [0, 1000] {
            let solver = Solver()
            let x = Variable("x")
            for i in 0...1000 {
                if i == position { try solver.add((x == 0).priority(751)) }
                if i < 1000 { try solver.add((x == 10).priority(750)) }
            }
            XCTAssertEqual(solver.value(of: x), 0, accuracy: 1e-6, "751 inserted at \(position)")
        }
    }

    /// The same with larger coefficients on the weak side: their violations are 100 times
    /// larger per unit of x, and the strong side's is a hundred times smaller.
    func testStrongSmallCoefficientBeatsManyLargeCoefficients() throws {
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<200 { try solver.add((100 * x == 1000).priority(750)) }
        try solver.add((0.01 * x == 0).priority(751))
        XCTAssertEqual(solver.value(of: x), 0, accuracy: 1e-6)
    }

    /// An inequality at 751 caps x against many 750s that push it up.
    func testInequality751CapsMany750() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add((x == 0).priority(1))
        for i in 0..<300 { try solver.add((x + Double(i % 3) * y >= 20).priority(750)) }
        try solver.add((y == 0).priority(999))
        try solver.add((x <= 10).priority(751))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-6)
        XCTAssertEqual(solver.value(of: y), 0, accuracy: 1e-6)
    }

    /// An edit at 999 against 500 constraints at 998, then suggestions.
    func testEdit999BeatsMany998() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addEditVariable(x, priority: 999)
        try solver.suggestValue(5, for: x)
        for _ in 0..<250 {
            try solver.add((x == 1).priority(998))
            try solver.add((x - y == 3).priority(998))
        }
        try solver.add((y == 100).priority(997))
        XCTAssertEqual(solver.value(of: x), 5, accuracy: 1e-6)
        XCTAssertEqual(solver.value(of: y), 2, accuracy: 1e-6)
        for value in [-40.0, 0, 17.5, 1000] {
            try solver.suggestValue(value, for: x)
            XCTAssertEqual(solver.value(of: x), value, accuracy: 1e-6)
            XCTAssertEqual(solver.value(of: y), value - 3, accuracy: 1e-6)
        }
        // Without the edit the 998s decide.
        try solver.removeEditVariable(x)
        XCTAssertEqual(solver.value(of: x), 1, accuracy: 1e-6)
        XCTAssertEqual(solver.value(of: y), -2, accuracy: 1e-6)
    }

    /// Fractional priorities order as their values: 750.5 beats any number of 750.
    func testFractionalPriorityLevels() throws {
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<100 { try solver.add((x == 10).priority(750)) }
        try solver.add(Constraint(LinearExpression(x) - 3, .equal, priority: try XCTUnwrap(Priority(750.5))))
        XCTAssertEqual(solver.value(of: x), 3, accuracy: 1e-6)
        try solver.add(Constraint(LinearExpression(x) - 7, .equal, priority: try XCTUnwrap(Priority(750.25))))
        XCTAssertEqual(solver.value(of: x), 3, accuracy: 1e-6)
    }

    /// A chain of levels, inserted in random orders: level i pulls x to 10·i; the top one wins;
    /// removing the top hands x to the next level, and so on down.
    func testChainOfLevelsInRandomOrders() throws {
        let priorities: [Double] = [999, 998, 751, 750, 501, 500, 251, 250, 10, 2, 1]
        var rng = SplitMix64(seed: 6)
        for round in 0..<20 {
            let solver = Solver()
            let x = Variable("x"), y = Variable("y")
            var constraints: [Constraint] = []
            for (i, p) in priorities.enumerated() {
                constraints.append(Constraint(LinearExpression(x) - Double(10 * i), .equal, priority: try XCTUnwrap(Priority(p))))
                // And the same levels on x + y, pulling apart, so a second variable takes part.
                constraints.append(Constraint(x + y - Double(100 - i), .equal, priority: try XCTUnwrap(Priority(p))))
            }
            for c in rng.shuffled(constraints) { try solver.add(c) }
            for (i, _) in priorities.enumerated() {
                XCTAssertEqual(solver.value(of: x), Double(10 * i), accuracy: 1e-6, "round \(round), top level \(i)")
                XCTAssertEqual(solver.value(of: y), Double(100 - i - 10 * i), accuracy: 1e-6, "round \(round), top level \(i)")
                if i + 1 < priorities.count {
                    try solver.remove(constraints[2 * i])
                    try solver.remove(constraints[2 * i + 1])
                }
            }
        }
    }

    /// Within a level violations are summed: two 750s at 10 beat one 750 at 0.
    func testViolationsWithinALevelAreSummed() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 0).priority(750))
        try solver.add((x == 10).priority(750))
        try solver.add((x == 10).priority(750))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-6)
        // And a coefficient scales the violation: |3x - 3| at 500 beats |x - 5| + |x - 6| at 500.
        let y = Variable("y")
        try solver.add((3 * y == 3).priority(500))
        try solver.add((y == 5).priority(500))
        try solver.add((y == 6).priority(500))
        XCTAssertEqual(solver.value(of: y), 1, accuracy: 1e-6)
    }

    /// Random lexicographic stress against the reference: one or two strong constraints and
    /// many copies (some scaled up) of weaker ones at the adjacent level pulling elsewhere,
    /// inserted in random order.
    func testRandomStrongVersusManyWeak() {
        var options = ReplayOptions()
        options.checkOnlyAtEnd = true
        runProperty("lexicographic-stress", count: 40, options: options) { rng, _ in
            let n = rng.weighted([(30, 1), (40, 2), (30, 3)])
            var b = Gen.Builder(n: n, flavor: .plain)
            b.addPulls(&rng)
            let pairs: [(Double, Double)] = [(751, 750), (999, 998), (251, 250), (2, 1), (1000, 999)]
            var body: [CSpec] = []
            for _ in 0..<rng.int(1...2) {
                let (high, low) = rng.pick(pairs)
                var strong = Gen.spec(&rng, n: n)
                strong.priority = high
                if high == 1000 {
                    // Keep the required part feasible.
                    guard let ref = referenceConstraints((body + [strong]).filter(\.isRequired), n: n),
                          ReferenceSolver.isFeasible(ref.constraints, n: n) else { continue }
                }
                body.append(strong)
                var weak = Gen.spec(&rng, n: n)
                weak.priority = low
                for _ in 0..<rng.int(5...40) {
                    var copy = weak
                    let f = rng.pick([1.0, 1, 2, 10])
                    copy.terms = copy.terms.map { TermSpec(v: $0.v, k: $0.k * f) }
                    copy.constant *= f
                    body.append(copy)
                }
            }
            for s in rng.shuffled(body) { b.add(s) }
            return b.scenario
        }
    }
}
