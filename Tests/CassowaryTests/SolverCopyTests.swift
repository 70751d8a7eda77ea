import TestSupport
import XCTest
@testable import Cassowary

/// `Solver.copy()`: an independent solver in the same state, which answers every later change
/// exactly as the original would (the same pivots, so the same vertex where the optimum is a tie).
final class SolverCopyTests: XCTestCase {
    func testACopyAnswersAsTheOriginalAndNeitherSeesTheOthersChanges() throws {
        for seed in UInt64(1)...40 {
            var rng = SplitMix64(seed: seed)
            let vars = (0..<6).map { Variable("v\($0)") }
            let solver = Solver()
            var added: [Constraint] = []
            func randomConstraint() -> Constraint {
                let a = rng.pick(vars), b = rng.pick(vars)
                let k = Double(rng.int(-50...50))
                let priority = rng.pick([Priority.required, 999, 750, 250, 50])
                switch rng.int(0...2) {
                case 0: return (a - b == k).priority(priority)
                case 1: return (a + b >= k).priority(priority)
                default: return (2 * a <= k + b).priority(priority)
                }
            }
            for _ in 0..<12 {
                let c = randomConstraint()
                if solver.addIfSatisfiable(c) { added.append(c) }
            }
            try solver.addEditVariable(vars[0], priority: 500)
            let copy = solver.copy()
            let before = vars.map { copy.value(of: $0) }
            XCTAssertEqual(before, vars.map { solver.value(of: $0) }, "seed \(seed)")
            // The same changes to both: the same values, bit for bit.
            for step in 0..<10 {
                let c = randomConstraint()
                let addedToOriginal = solver.addIfSatisfiable(c)
                XCTAssertEqual(addedToOriginal, copy.addIfSatisfiable(c), "seed \(seed) step \(step)")
                try solver.suggestValue(Double(step * 7), for: vars[0])
                try copy.suggestValue(Double(step * 7), for: vars[0])
                if let victim = added.popLast() {
                    try solver.remove(victim)
                    try copy.remove(victim)
                }
                XCTAssertEqual(vars.map { solver.value(of: $0) }, vars.map { copy.value(of: $0) }, "seed \(seed) step \(step)")
            }
            // A change to one alone leaves the other as it was.
            let settled = vars.map { copy.value(of: $0) }
            for c in solver.constraints { try solver.remove(c) }
            try solver.suggestValue(-1000, for: vars[0])
            XCTAssertEqual(vars.map { copy.value(of: $0) }, settled, "seed \(seed)")
            XCTAssertFalse(copy.constraints.isEmpty)
            XCTAssertTrue(solver.constraints.isEmpty)
        }
    }
}
