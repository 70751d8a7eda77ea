// Random systems for the property tests: small integer coefficients and constants so that
// degeneracy (parallel planes, ties, redundant constraints) is common, and priorities from a
// small set so that levels collide.

import Cassowary

enum Gen {
    /// Priorities by weight: required often, the Auto Layout levels, and weak 1…10.
    static func priority(_ rng: inout SplitMix64, requiredWeight: Int = 35) -> Double {
        rng.weighted([
            (requiredWeight, 1000.0), (8, 999), (8, 998), (8, 751), (8, 750), (6, 500), (6, 250),
            (10, Double(rng.int(1...10))),
        ])
    }

    static func relation(_ rng: inout SplitMix64) -> Relation {
        rng.weighted([(30, .equal), (35, .lessOrEqual), (35, .greaterOrEqual)])
    }

    /// A random constraint over `n` variables.
    static func spec(_ rng: inout SplitMix64, n: Int, degenerate: Bool = false, requiredWeight: Int = 35) -> CSpec {
        let count = min(n, rng.weighted([(30, 1), (50, 2), (20, 3)]))
        let vs = Array(rng.shuffled(Array(0..<n)).prefix(count))
        let terms = vs.map { v -> TermSpec in
            let k = degenerate ? (rng.chance(0.5) ? 1.0 : -1.0) : Double(rng.pick([-3, -2, -1, 1, 2, 3]))
            return TermSpec(v: v, k: k)
        }
        let constant = degenerate ? Double(rng.pick([-20, -10, 0, 0, 10, 20])) : Double(rng.int(-50...50))
        return CSpec(terms: terms, constant: constant, relation: relation(&rng), priority: priority(&rng, requiredWeight: requiredWeight))
    }

    /// A weak `x == r` (priority 1…10) that makes the optimum bounded.
    static func pull(_ rng: inout SplitMix64, v: Int) -> CSpec {
        CSpec(terms: [TermSpec(v: v, k: 1)], constant: -Double(rng.int(-50...50)), relation: .equal,
              priority: Double(rng.int(1...10)))
    }

    /// Specs whose required part is feasible (by the reference), for tests that need every add
    /// to succeed whatever the order.
    static func feasibleSystem(_ rng: inout SplitMix64, n: Int, count: Int, degenerate: Bool) -> [CSpec] {
        var specs = (0..<n).map { pull(&rng, v: $0) }
        var attempts = 0
        while specs.count < n + count, attempts < 100 {
            attempts += 1
            let s = spec(&rng, n: n, degenerate: degenerate)
            if s.isRequired {
                let required = (specs + [s]).filter(\.isRequired)
                guard let ref = referenceConstraints(required, n: n), ReferenceSolver.isFeasible(ref.constraints, n: n) else { continue }
            }
            specs.append(s)
        }
        return specs
    }

    static func smallN(_ rng: inout SplitMix64) -> Int { rng.weighted([(10, 1), (45, 2), (45, 3)]) }

    // MARK: Scenarios

    /// Pulls (first, or last), then random adds.
    static func randomSystem(_ rng: inout SplitMix64) -> Scenario {
        let n = smallN(&rng)
        let degenerate = rng.chance(0.3)
        var ops: [Op] = []
        var id = 0
        let pulls = (0..<n).map { pull(&rng, v: $0) }
        let pullsFirst = rng.chance(0.7)
        if pullsFirst { for p in pulls { ops.append(.add(id: id, p)); id += 1 } }
        for _ in 0..<rng.int(1...7) {
            ops.append(.add(id: id, spec(&rng, n: n, degenerate: degenerate)))
            id += 1
        }
        if !pullsFirst { for p in pulls { ops.append(.add(id: id, p)); id += 1 } }
        return Scenario(n: n, ops: ops, origin: "")
    }

    /// Pulls, then a mix of adds and removes (in random order), sometimes removing everything
    /// that was added after the pulls.
    static func addRemoveMix(_ rng: inout SplitMix64) -> Scenario {
        let n = smallN(&rng)
        let degenerate = rng.chance(0.3)
        var ops: [Op] = []
        var id = 0
        for v in 0..<n { ops.append(.add(id: id, pull(&rng, v: v))); id += 1 }
        var live: [Int] = []
        for _ in 0..<rng.int(4...12) {
            if !live.isEmpty, rng.chance(0.35) {
                let victim = live.remove(at: rng.int(below: live.count))
                ops.append(.remove(id: victim))
            } else {
                ops.append(.add(id: id, spec(&rng, n: n, degenerate: degenerate)))
                live.append(id)
                id += 1
                if live.count > 7 { ops.append(.remove(id: live.removeFirst())) }
            }
        }
        if rng.chance(0.5) { for victim in rng.shuffled(live) { ops.append(.remove(id: victim)) } }
        return Scenario(n: n, ops: ops, origin: "")
    }

    static let editPriorities: [Double] = [999, 998, 751, 750, 500, 251, 250, 5]

    /// Pulls, a few constraints, one or two edit variables, then suggestions mixed with adds,
    /// removes and edit removals.
    static func editSession(_ rng: inout SplitMix64) -> Scenario {
        let n = rng.weighted([(30, 2), (70, 3)])
        let degenerate = rng.chance(0.3)
        var ops: [Op] = []
        var id = 0
        for v in 0..<n { ops.append(.add(id: id, pull(&rng, v: v))); id += 1 }
        var live: [Int] = []
        for _ in 0..<rng.int(1...4) {
            ops.append(.add(id: id, spec(&rng, n: n, degenerate: degenerate)))
            live.append(id)
            id += 1
        }
        var editing: [Int] = []
        func addEdit(_ rng: inout SplitMix64) {
            let candidates = (0..<n).filter { !editing.contains($0) }
            guard !candidates.isEmpty else { return }
            let v = rng.pick(candidates)
            ops.append(.addEdit(v: v, priority: rng.pick(editPriorities)))
            ops.append(.suggest(v: v, value: Double(rng.int(-60...60))))
            editing.append(v)
        }
        addEdit(&rng)
        if rng.chance(0.5) { addEdit(&rng) }
        for _ in 0..<rng.int(5...12) {
            let what = rng.weighted([(60, 0), (12, 1), (10, 2), (8, 3), (10, 4)])
            switch what {
            case 0 where !editing.isEmpty:
                let v = rng.pick(editing)
                ops.append(.suggest(v: v, value: rng.chance(0.2) ? Double(rng.int(-400...400)) / 4 : Double(rng.int(-60...60))))
            case 1:
                ops.append(.add(id: id, spec(&rng, n: n, degenerate: degenerate)))
                live.append(id)
                id += 1
            case 2 where !live.isEmpty:
                ops.append(.remove(id: live.remove(at: rng.int(below: live.count))))
            case 3 where !editing.isEmpty:
                let v = editing.remove(at: rng.int(below: editing.count))
                ops.append(.removeEdit(v: v))
            default:
                addEdit(&rng)
            }
        }
        return Scenario(n: n, ops: ops, origin: "")
    }

    /// A feasible system, then required constraints until one is infeasible by the reference,
    /// then more operations (removes, re-adds of the rejected constraint, adds).
    static func infeasibleAdd(_ rng: inout SplitMix64) -> Scenario {
        let n = smallN(&rng)
        let degenerate = rng.chance(0.4)
        let base = feasibleSystem(&rng, n: n, count: rng.int(2...6), degenerate: degenerate)
        var ops: [Op] = []
        var id = 0
        for s in base { ops.append(.add(id: id, s)); id += 1 }
        var required = base.filter(\.isRequired)
        // Make sure there is something required to conflict with.
        if required.count < 2 {
            for _ in 0..<4 {
                var s = spec(&rng, n: n, degenerate: degenerate)
                s.priority = 1000
                guard let ref = referenceConstraints(required + [s], n: n), ReferenceSolver.isFeasible(ref.constraints, n: n) else { continue }
                required.append(s)
                ops.append(.add(id: id, s)); id += 1
            }
        }
        var bad: CSpec? = nil
        for _ in 0..<200 {
            var s = spec(&rng, n: n, degenerate: degenerate)
            s.priority = 1000
            if let ref = referenceConstraints(required + [s], n: n), !ReferenceSolver.isFeasible(ref.constraints, n: n) {
                bad = s
                break
            }
        }
        guard let bad else { return Scenario(n: n, ops: ops, origin: "") }
        let badID = id
        ops.append(.add(id: badID, bad)); id += 1
        // Still usable: more adds and removes, then try the rejected constraint again.
        let addedIDs = Array(0..<badID)
        for _ in 0..<rng.int(1...4) {
            let removable = addedIDs.filter { $0 >= n }  // never a pull
            if rng.chance(0.5), !removable.isEmpty {
                ops.append(.remove(id: rng.pick(removable)))
            } else {
                ops.append(.add(id: id, spec(&rng, n: n, degenerate: degenerate))); id += 1
            }
        }
        ops.append(.add(id: id, bad))
        return Scenario(n: n, ops: ops, origin: "")
    }

    /// 20–40 variables, pulls, then 120–160 random operations.
    static func largeSession(_ rng: inout SplitMix64) -> Scenario {
        let n = rng.int(20...40)
        var ops: [Op] = []
        var id = 0
        for v in 0..<n { ops.append(.add(id: id, pull(&rng, v: v))); id += 1 }
        var live: [Int] = []
        var editing: [Int] = []
        for _ in 0..<rng.int(120...160) {
            let what = rng.weighted([(50, 0), (18, 1), (6, 2), (20, 3), (4, 4), (2, 5)])
            switch what {
            case 0:
                ops.append(.add(id: id, layoutSpec(&rng, n: n)))
                live.append(id); id += 1
            case 1 where !live.isEmpty:
                ops.append(.remove(id: live.remove(at: rng.int(below: live.count))))
            case 2 where editing.count < n:
                let candidates = (0..<n).filter { !editing.contains($0) }
                let v = rng.pick(candidates)
                ops.append(.addEdit(v: v, priority: rng.pick(editPriorities)))
                editing.append(v)
            case 3 where !editing.isEmpty:
                ops.append(.suggest(v: rng.pick(editing), value: Double(rng.int(-200...200))))
            case 4 where !editing.isEmpty:
                ops.append(.removeEdit(v: editing.remove(at: rng.int(below: editing.count))))
            case 5:
                // Remove a pull now and then (makes variables free; values still must satisfy
                // the required constraints and match a fresh solve's objective).
                if rng.chance(0.3) { ops.append(.remove(id: rng.int(below: n))) }
            default:
                ops.append(.add(id: id, layoutSpec(&rng, n: n)))
                live.append(id); id += 1
            }
        }
        return Scenario(n: n, ops: ops, origin: "")
    }

    /// Layout-like constraints: offsets, widths, centring, bounds, and plain random ones.
    static func layoutSpec(_ rng: inout SplitMix64, n: Int) -> CSpec {
        let i = rng.int(below: n)
        var j = rng.int(below: n)
        if j == i { j = (i + 1) % n }
        var k = rng.int(below: n)
        if k == i || k == j { k = (max(i, j) + 1) % n }
        let c = Double(rng.int(-100...100))
        let p = priority(&rng, requiredWeight: 30)
        switch rng.int(below: 6) {
        case 0: return CSpec(terms: [.init(v: j, k: 1), .init(v: i, k: -1)], constant: -abs(c) / 4, relation: .greaterOrEqual, priority: p)
        case 1: return CSpec(terms: [.init(v: j, k: 1), .init(v: i, k: -1)], constant: -c, relation: .equal, priority: p)
        case 2 where k != i && k != j:
            return CSpec(terms: [.init(v: i, k: 1), .init(v: j, k: 1), .init(v: k, k: -2)], constant: 0, relation: .equal, priority: p)
        case 3: return CSpec(terms: [.init(v: i, k: 1)], constant: -c, relation: rng.chance(0.5) ? .lessOrEqual : .greaterOrEqual, priority: p)
        case 4: return CSpec(terms: [.init(v: i, k: 2), .init(v: j, k: -1)], constant: c, relation: relation(&rng), priority: p)
        default: return spec(&rng, n: n, requiredWeight: 25)
        }
    }
}
