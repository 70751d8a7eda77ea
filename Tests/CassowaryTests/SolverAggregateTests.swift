// Aggregates (Solver+Aggregates.swift) stand for many dummy markers in the rows that a row full
// of markers is substituted into. These tests run the same operations on a solver that makes
// aggregates and on one that never does, on rows of views filling a container (where a row
// mentions the markers of every equality), and require the same values, the same conflicts and
// the same explanations; and a tableau that stays linear in size.

@testable import Cassowary
import TestSupport
import XCTest

/// A row of `n` views filling a container, as workload (d)'s "fill equally", with gaps and
/// offsets that the tests change: `L0 == cl + gap0`, `L(i+1) == L(i) + W(i) + gap(i+1)`,
/// `L(n-1) + W(n-1) + gap(n) == cl + cw`, `W(i) == W0 + offset(i)`, `W(i) >= 1`, and
/// `W0 == 100` at priority 1; `cw` is an edit variable at 999.
private struct FillingRow {
    let cl = Variable("cl"), cw = Variable("cw")
    let lefts: [Variable]
    let widths: [Variable]
    /// Every constraint, in the order they are first added.
    let constraints: [Constraint]
    /// Indices in `constraints` of the links (`gaps`) and of the `W(i) == W0` equalities.
    let links: [Int]
    let equalities: [Int]

    init(n: Int) {
        lefts = (0..<n).map { Variable("L\($0)") }
        widths = (0..<n).map { Variable("W\($0)") }
        var all: [Constraint] = [(cl == 0).named("cl")]
        var links: [Int] = [], equalities: [Int] = []
        func add(_ c: Constraint, to list: inout [Int]) {
            list.append(all.count)
            all.append(c)
        }
        add((lefts[0] == cl + 8).named("gap0"), to: &links)
        for i in 0..<(n - 1) {
            add((lefts[i + 1] == lefts[i] + widths[i] + 8).named("gap\(i + 1)"), to: &links)
        }
        add((lefts[n - 1] + widths[n - 1] + 8 == cl + cw).named("gap\(n)"), to: &links)
        for i in 1..<n { add((widths[i] == widths[0]).named("same\(i)"), to: &equalities) }
        for i in 0..<n { all.append((widths[i] >= 1).named("min\(i)")) }
        all.append((widths[0] == 100).priority(1).named("pull"))
        constraints = all
        self.links = links
        self.equalities = equalities
    }

    var variables: [Variable] { [cl, cw] + lefts + widths }
}

/// The same operations on two solvers, one that makes aggregates and one that never does.
private struct Twins {
    let aggregating = Solver()
    let plain = Solver()

    init(threshold: Int) {
        aggregating.core.aggregationThreshold = threshold
        plain.core.aggregationThreshold = .max
    }

    func both(_ body: (Solver) throws -> Void) rethrows {
        try body(aggregating)
        try body(plain)
    }
}

final class SolverAggregateTests: XCTestCase {
    /// The nodes in use: the sum of every row's length.
    private func liveNodes(_ solver: Solver) -> Int {
        solver.core.tableau.symbols.reduce(0) { $0 + Int($1.rowCount) }
    }

    private func build(_ row: FillingRow, _ twins: Twins) throws {
        try twins.both { solver in
            for c in row.constraints { try solver.add(c) }
            try solver.addEditVariable(row.cw, priority: 999)
        }
    }

    private func assertSameValues(_ row: FillingRow, _ twins: Twins, _ what: String,
                                  file: StaticString = #filePath, line: UInt = #line) {
        for v in row.variables {
            let a = twins.aggregating.value(of: v), b = twins.plain.value(of: v)
            XCTAssertEqual(a, b, accuracy: 1e-7 * max(1, abs(b)), "\(what): \(v.name)", file: file, line: line)
        }
    }

    /// The values of a new solver given the constraints in force (with their constants now),
    /// and the value the edit variable holds as a constraint at 999.
    private func freshValues(of solver: Solver, _ row: FillingRow) throws -> [Double] {
        let fresh = Solver()
        for c in solver.constraints {
            let constant = solver.constant(of: c) ?? c.expression.constant
            try fresh.add(Constraint(LinearExpression(terms: c.expression.terms, constant: constant), c.relation,
                                     priority: solver.priority(of: c) ?? c.priority))
        }
        let held = try XCTUnwrap(solver.core.edits[ObjectIdentifier(row.cw)]).constant
        try fresh.add((row.cw == held).priority(999))
        return row.variables.map { fresh.value(of: $0) }
    }

    func testFillingRowStaysLinearInSize() throws {
        var sizes: [Int: (aggregating: Int, plain: Int)] = [:]
        for n in [20, 40] {
            let row = FillingRow(n: n)
            let twins = Twins(threshold: 3)
            try build(row, twins)
            try twins.both { try $0.suggestValue(Double(8 * (n + 1) + 30 * n), for: row.cw) }
            assertSameValues(row, twins, "n = \(n)")
            XCTAssertEqual(twins.aggregating.value(of: row.widths[n / 2]), 30, accuracy: 1e-9)
            XCTAssertFalse(twins.aggregating.core.aggregates.isEmpty, "a row of \(n) views makes aggregates")
            sizes[n] = (liveNodes(twins.aggregating), liveNodes(twins.plain))
        }
        // Twice the views: about twice the nodes with aggregates, about four times without.
        let (a20, p20) = try XCTUnwrap(sizes[20]), (a40, p40) = try XCTUnwrap(sizes[40])
        XCTAssertLessThan(Double(a40) / Double(a20), 2.5, "aggregating: \(a20) nodes at 20 views, \(a40) at 40")
        XCTAssertGreaterThan(Double(p40) / Double(p20), 3.0, "plain: \(p20) nodes at 20 views, \(p40) at 40")
        XCTAssertLessThan(a40, 20 * 40)
    }

    /// Removing an equality whose marker aggregates hold writes that marker into the rows that
    /// reach it, one term a row, and not the aggregates themselves: the tableau stays the size
    /// it was. Writing the aggregates back instead (as removal once did) put every marker they
    /// hold into every row that mentions them, and removing one view of 17 in nested stacks
    /// took 10 s (turn3/05b).
    func testRemovingHeldMarkerKeepsTableauSize() throws {
        let n = 60
        let row = FillingRow(n: n)
        let twins = Twins(threshold: 3)
        try build(row, twins)
        try twins.both { try $0.suggestValue(Double(8 * (n + 1) + 30 * n), for: row.cw) }
        let core = twins.aggregating.core
        let held = row.equalities.filter { i in
            guard let record = core.records[ObjectIdentifier(row.constraints[i])] else { return false }
            return core.tableau.kind(record.marker) == .dummy && !core.tableau.isBasic(record.marker)
                && core.tableau.symbols[Int(record.marker)].colCount > 0
        }
        let victim = try XCTUnwrap(held.last, "no equality of the row has a parametric marker")
        let before = liveNodes(twins.aggregating)
        try twins.both { try $0.remove(row.constraints[victim]) }
        let after = liveNodes(twins.aggregating)
        XCTAssertLessThan(after, 2 * before, "\(before) nodes before the removal, \(after) after")
        assertSameValues(row, twins, "one equality removed")
        try twins.both { try $0.suggestValue(Double(8 * (n + 1) + 20 * n), for: row.cw) }
        assertSameValues(row, twins, "resized after the removal")
    }

    /// Removing several constraints at once (one optimisation after the last) leaves the values
    /// of removing them one at a time, and every required constraint left holds. (A fresh
    /// solver is no oracle here: with equalities gone the optimum is seldom unique.)
    func testRemovingSeveralAtOnceMatchesOneAtATime() throws {
        var rng = SplitMix64(seed: 0xBA7C4)
        for round in 0..<20 {
            let n = 5 + rng.int(below: 20)
            let row = FillingRow(n: n)
            let batch = Solver(), single = Solver()
            for solver in [batch, single] {
                for c in row.constraints { try solver.add(c) }
                try solver.addEditVariable(row.cw, priority: 999)
                try solver.suggestValue(Double(8 * (n + 1) + 30 * n), for: row.cw)
            }
            // Some equalities and some minimums, in a random order.
            let candidates = row.equalities + row.constraints.indices.filter { row.constraints[$0].name?.hasPrefix("min") == true }
            let chosen = candidates.filter { _ in rng.int(below: 3) == 0 }.shuffled(using: &rng).map { row.constraints[$0] }
            try batch.remove(chosen)
            for c in chosen { try single.remove(c) }
            for v in row.variables {
                XCTAssertEqual(batch.value(of: v), single.value(of: v), accuracy: 1e-7, "round \(round): \(v.name)")
            }
            for c in batch.constraints where c.priority.isRequired {
                let e = c.expression
                let x = e.terms.reduce(e.constant) { $0 + $1.coefficient * batch.value(of: $1.variable) }
                switch c.relation {
                case .equal: XCTAssertEqual(x, 0, accuracy: 1e-7, "round \(round): \(c)")
                case .greaterOrEqual: XCTAssertGreaterThanOrEqual(x, -1e-7, "round \(round): \(c)")
                case .lessOrEqual: XCTAssertLessThanOrEqual(x, 1e-7, "round \(round): \(c)")
                }
            }
        }
        // Nothing is removed when one of them is unknown.
        let row = FillingRow(n: 4), solver = Solver()
        for c in row.constraints { try solver.add(c) }
        let stranger = Constraint(LinearExpression(row.cl), .equal)
        XCTAssertThrowsError(try solver.remove([row.constraints[1], stranger]))
        XCTAssertTrue(solver.contains(row.constraints[1]))
    }

    /// Random gap and offset changes (constants of required equalities, whose markers live in
    /// aggregates), suggestions, removals and re-adds of equalities, priority changes and
    /// refused contradictions: both solvers agree after every step, and with a fresh solve.
    func testRandomOperationsAgreeWithAndWithoutAggregates() throws {
        var rng = SplitMix64(seed: 0xA66_0001)
        var aggregatesSeen = 0, refused = 0, removed = 0, updated = 0
        for round in 0..<24 {
            let n = rng.int(3...12)
            let row = FillingRow(n: n)
            let twins = Twins(threshold: rng.pick([2, 3]))
            try build(row, twins)
            var out: Set<Int> = []  // indices of constraints taken out
            for step in 0..<30 {
                let what = "round \(round) (n \(n)) step \(step)"
                switch rng.int(below: 6) {
                case 0:
                    let value = Double(8 * (n + 1) + n * rng.int(5...80))
                    try twins.both { try $0.suggestValue(value, for: row.cw) }
                case 1:
                    let i = rng.pick(row.links + row.equalities)
                    guard !out.contains(i) else { continue }
                    let constant = Double(rng.int(-12...12))
                    try twins.both { try $0.updateConstant(of: row.constraints[i], to: constant) }
                    updated += 1
                case 2:
                    let i = rng.pick(row.equalities + row.links)
                    if out.contains(i) {
                        try twins.both { try $0.add(row.constraints[i]) }
                        out.remove(i)
                    } else {
                        try twins.both { try $0.remove(row.constraints[i]) }
                        out.insert(i)
                        removed += 1
                    }
                case 3:
                    // W(j) - W(k) == 5 against W(j) == W0 and W(k) == W0: refused by both, with
                    // the same minimal conflict.
                    let j = rng.int(1...(n - 1)), k = rng.int(0...(n - 1))
                    guard j != k else { continue }
                    let bad = row.widths[j] - row.widths[k] == 5
                    var conflicts: [[String]] = []
                    twins.both { solver in
                        do {
                            try solver.add(bad)
                            conflicts.append(["added"])
                            try? solver.remove(bad)
                        } catch let error as SolverError {
                            if case .unsatisfiable(_, let conflict) = error { conflicts.append(conflict.map(\.description)) }
                        } catch {
                            XCTFail("\(what): \(error)")
                        }
                    }
                    XCTAssertEqual(conflicts.count, 2, what)
                    XCTAssertEqual(conflicts.first, conflicts.last, "\(what): conflicts differ")
                    if conflicts.first != ["added"] { refused += 1 }
                case 4:
                    let pull = row.constraints[row.constraints.count - 1]
                    let p = try XCTUnwrap(Priority(Double(rng.pick([1, 2, 250, 998]))))
                    try twins.both { try $0.updatePriority(of: pull, to: p) }
                default:
                    let v = rng.pick(row.variables)
                    let a = twins.aggregating.constraintsDetermining(v).map(\.description)
                    let b = twins.plain.constraintsDetermining(v).map(\.description)
                    XCTAssertEqual(a, b, "\(what): why \(v.name)")
                }
                aggregatesSeen = max(aggregatesSeen, twins.aggregating.core.aggregates.count)
                assertSameValues(row, twins, what)
                if step % 5 == 4 {
                    let fresh = try freshValues(of: twins.aggregating, row)
                    for (v, expected) in zip(row.variables, fresh) {
                        // Only where the fresh optimum pins the value: with equalities removed
                        // a row can be ambiguous, and then any optimal value is right.
                        guard twins.aggregating.ambiguities().allSatisfy({ $0.variable !== v }) else { continue }
                        XCTAssertEqual(twins.aggregating.value(of: v), expected, accuracy: 1e-6 * max(1, abs(expected)),
                                       "\(what): \(v.name) against a fresh solve")
                    }
                }
            }
        }
        XCTAssertGreaterThan(aggregatesSeen, 0)
        XCTAssertGreaterThan(refused, 10)
        XCTAssertGreaterThan(removed, 20)
        XCTAssertGreaterThan(updated, 20)
    }

    /// Removing every equality whose marker an aggregate holds, then adding them back, leaves
    /// no aggregate holding a marker that is gone, and the same values.
    func testRemovingHeldMarkersLeavesNoStaleSymbol() throws {
        let row = FillingRow(n: 10)
        let twins = Twins(threshold: 3)
        try build(row, twins)
        try twins.both { try $0.suggestValue(8 * 11 + 10 * 42, for: row.cw) }
        XCTAssertFalse(twins.aggregating.core.aggregates.isEmpty)
        for i in row.equalities { try twins.both { try $0.remove(row.constraints[i]) } }
        assertSameValues(row, twins, "equalities removed")
        for i in row.equalities { try twins.both { try $0.add(row.constraints[i]) } }
        assertSameValues(row, twins, "equalities back")
        XCTAssertEqual(twins.aggregating.value(of: row.widths[7]), 42, accuracy: 1e-9)
        // No aggregate is left holding a marker that is gone.
        let core = twins.aggregating.core
        for aggregate in core.aggregates {
            for (symbol, _) in core.tableau.terms(of: aggregate) {
                let info = core.tableau.symbols[Int(symbol)]
                let owner = Int(info.owner)
                XCTAssertTrue(info.kind == .aggregate || (info.kind == .dummy && owner >= 0 && owner < core.slots.count
                    && core.slots[owner] != nil), "aggregate \(aggregate) holds a stale symbol \(symbol)")
            }
        }
    }
}
