// Random systems for the property tests: small integer coefficients and constants so that
// degeneracy (parallel planes, ties, redundant constraints) is common, and priorities from a
// small set so that levels collide.

import Cassowary
import TestSupport

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

    /// How numbers are drawn.
    enum Flavor: CaseIterable {
        /// Coefficients −3…3, constants −50…50.
        case plain
        /// Coefficients ±1, constants from {−20, −10, 0, 10, 20}: parallel planes, ties.
        case degenerate
        /// Coefficients and constants with halves and quarters.
        case fractional
        /// Coefficients from ¼ to 100, constants to ±5000 (layout-sized numbers).
        case wide
    }

    static func flavor(_ rng: inout SplitMix64) -> Flavor {
        rng.weighted([(45, .plain), (25, .degenerate), (15, .fractional), (15, .wide)])
    }

    /// A random constraint over `n` variables. With `pool`, sometimes a variation of an earlier
    /// constraint instead: a copy, the same plane with another relation or priority, the
    /// negation, or a multiple (which also multiplies its violation).
    static func spec(_ rng: inout SplitMix64, n: Int, flavor: Flavor = .plain, requiredWeight: Int = 35, pool: [CSpec] = []) -> CSpec {
        if !pool.isEmpty, rng.chance(0.2) {
            var s = rng.pick(pool)
            switch rng.int(below: 5) {
            case 0: break
            case 1: s.relation = relation(&rng)
            case 2: s.priority = priority(&rng, requiredWeight: requiredWeight)
            case 3:
                s.terms = s.terms.map { TermSpec(v: $0.v, k: -$0.k) }
                s.constant = -s.constant
                s.relation = s.relation == .equal ? .equal : (s.relation == .lessOrEqual ? .greaterOrEqual : .lessOrEqual)
            default:
                let f = rng.pick([2.0, 3.0, -1.0])
                s.terms = s.terms.map { TermSpec(v: $0.v, k: $0.k * f) }
                s.constant *= f
                if f < 0, s.relation != .equal { s.relation = s.relation == .lessOrEqual ? .greaterOrEqual : .lessOrEqual }
            }
            return s
        }
        let count = min(n, rng.weighted([(30, 1), (50, 2), (20, 3)]))
        let vs = Array(rng.shuffled(Array(0..<n)).prefix(count))
        let terms = vs.map { v -> TermSpec in
            let k: Double
            switch flavor {
            case .plain: k = Double(rng.pick([-3, -2, -1, 1, 2, 3]))
            case .degenerate: k = rng.chance(0.5) ? 1 : -1
            case .fractional: k = rng.pick([-1.5, -1, -0.5, -0.25, 0.25, 0.5, 1, 1.5, 2])
            case .wide: k = rng.pick([-100, -16, -2, -1, -0.25, 0.25, 1, 2, 16, 100])
            }
            return TermSpec(v: v, k: k)
        }
        let constant: Double
        switch flavor {
        case .plain: constant = Double(rng.int(-50...50))
        case .degenerate: constant = Double(rng.pick([-20, -10, 0, 0, 10, 20]))
        case .fractional: constant = Double(rng.int(-200...200)) / 4
        case .wide: constant = Double(rng.int(-5000...5000))
        }
        var result = CSpec(terms: terms, constant: constant, relation: relation(&rng), priority: priority(&rng, requiredWeight: requiredWeight))
        if rng.chance(0.05) { result.terms = oddTerms(&rng, result.terms, n: n) }
        return result
    }

    /// The same linear form written oddly: a term split in two, a zero coefficient, a variable
    /// added and taken away again.
    static func oddTerms(_ rng: inout SplitMix64, _ terms: [TermSpec], n: Int) -> [TermSpec] {
        var out = terms
        switch rng.int(below: 3) {
        case 0:
            if let t = terms.first { out[0].k = t.k - 1; out.append(TermSpec(v: t.v, k: 1)) }
        case 1:
            out.append(TermSpec(v: rng.int(below: n), k: 0))
        default:
            let v = rng.int(below: n)
            out.append(TermSpec(v: v, k: 2))
            out.append(TermSpec(v: v, k: -2))
        }
        return rng.shuffled(out)
    }

    static func spec(_ rng: inout SplitMix64, n: Int, degenerate: Bool, requiredWeight: Int = 35) -> CSpec {
        spec(&rng, n: n, flavor: degenerate ? .degenerate : .plain, requiredWeight: requiredWeight)
    }

    /// A weak `x == r` (priority 1…10) that makes the optimum bounded.
    static func pull(_ rng: inout SplitMix64, v: Int) -> CSpec {
        CSpec(terms: [TermSpec(v: v, k: 1)], constant: -Double(rng.int(-50...50)), relation: .equal,
              priority: Double(rng.int(1...10)))
    }

    /// Specs whose required part is feasible (by the reference), for tests that need every add
    /// to succeed whatever the order.
    static func feasibleSystem(_ rng: inout SplitMix64, n: Int, count: Int, degenerate: Bool) -> [CSpec] {
        feasibleSystem(&rng, n: n, count: count, flavor: degenerate ? .degenerate : flavor(&rng))
    }

    static func feasibleSystem(_ rng: inout SplitMix64, n: Int, count: Int, flavor: Flavor) -> [CSpec] {
        var specs = pulls(&rng, n: n)
        var attempts = 0
        let target = specs.count + count
        while specs.count < target, attempts < 100 {
            attempts += 1
            let s = spec(&rng, n: n, flavor: flavor, pool: Array(specs.dropFirst(n)))
            if s.isRequired {
                let required = (specs + [s]).filter(\.isRequired)
                guard let ref = referenceConstraints(required, n: n), ReferenceSolver.isFeasible(ref.constraints, n: n) else { continue }
            }
            specs.append(s)
        }
        return specs
    }

    /// A weak pull on every variable; sometimes a second one on the same variable at the same
    /// priority, pulling elsewhere (a tie: the optimum is then often not unique).
    static func pulls(_ rng: inout SplitMix64, n: Int) -> [CSpec] {
        var out: [CSpec] = []
        for v in 0..<n {
            let p = pull(&rng, v: v)
            out.append(p)
            if rng.chance(0.15) {
                var q = pull(&rng, v: v)
                q.priority = p.priority
                out.append(q)
            }
        }
        return out
    }

    static func smallN(_ rng: inout SplitMix64) -> Int { rng.weighted([(10, 1), (45, 2), (45, 3)]) }

    // MARK: Scenarios

    /// Keeps ids, the live constraints and the pool of earlier specs while a scenario is built.
    struct Builder {
        var n: Int
        var flavor: Flavor
        var ops: [Op] = []
        var nextID = 0
        var pullIDs: [Int] = []
        var live: [Int] = []
        var pool: [CSpec] = []
        var editing: [Int] = []

        init(n: Int, flavor: Flavor) {
            self.n = n
            self.flavor = flavor
        }

        @discardableResult
        mutating func add(_ s: CSpec, live isLive: Bool = true) -> Int {
            let id = nextID
            nextID += 1
            ops.append(.add(id: id, s))
            if isLive { live.append(id) }
            pool.append(s)
            specByID[id] = s
            return id
        }

        mutating func addPulls(_ rng: inout SplitMix64) {
            for p in Gen.pulls(&rng, n: n) { pullIDs.append(add(p, live: false)) }
        }

        mutating func addRandom(_ rng: inout SplitMix64, requiredWeight: Int = 35) {
            add(Gen.spec(&rng, n: n, flavor: flavor, requiredWeight: requiredWeight, pool: pool))
        }

        var removed: [(id: Int, spec: CSpec)] = []
        var specByID: [Int: CSpec] = [:]

        mutating func removeRandom(_ rng: inout SplitMix64) {
            guard !live.isEmpty else { return }
            let id = live.remove(at: rng.int(below: live.count))
            ops.append(.remove(id: id))
            if let s = specByID[id] { removed.append((id, s)) }
        }

        /// Adds a removed constraint again (the same object).
        mutating func readdRandom(_ rng: inout SplitMix64) {
            guard !removed.isEmpty else { return }
            let (id, s) = removed.remove(at: rng.int(below: removed.count))
            ops.append(.add(id: id, s))
            live.append(id)
        }

        /// A required constraint implied by required ones in the pool: a combination of two
        /// equalities, a copy of an equality scaled, or an inequality with a looser constant.
        mutating func addRedundant(_ rng: inout SplitMix64) {
            let required = pool.filter(\.isRequired)
            guard let first = required.randomElement(using: &rng) else { return }
            var s = first
            if first.relation == .equal, let second = required.filter({ $0.relation == .equal }).randomElement(using: &rng) {
                let a = rng.pick([1.0, -1, 2]), b = rng.pick([1.0, -1, 2, 0])
                s.terms = first.terms.map { TermSpec(v: $0.v, k: $0.k * a) } + second.terms.map { TermSpec(v: $0.v, k: $0.k * b) }
                s.constant = first.constant * a + second.constant * b
                s.terms = TermSpec.merged(s.terms)
            } else if first.relation != .equal {
                // expr <= 0 implies expr <= slack for slack >= 0 (expr - slack <= 0).
                s.constant += (first.relation == .lessOrEqual ? -1 : 1) * Double(rng.int(0...5))
            }
            s.priority = 1000
            add(s)
        }

        mutating func addEdit(_ rng: inout SplitMix64, suggest: Bool = true) {
            let candidates = (0..<n).filter { !editing.contains($0) }
            guard !candidates.isEmpty else { return }
            let v = rng.pick(candidates)
            ops.append(.addEdit(v: v, priority: rng.pick(Gen.editPriorities)))
            if suggest { ops.append(.suggest(v: v, value: Double(rng.int(-60...60)))) }
            editing.append(v)
        }

        mutating func suggestRandom(_ rng: inout SplitMix64, range: ClosedRange<Int> = -60...60) {
            guard !editing.isEmpty else { return }
            let v = rng.pick(editing)
            ops.append(.suggest(v: v, value: rng.chance(0.2) ? Double(rng.int(range.lowerBound * 4...range.upperBound * 4)) / 4 : Double(rng.int(range))))
        }

        mutating func removeEditRandom(_ rng: inout SplitMix64) {
            guard !editing.isEmpty else { return }
            ops.append(.removeEdit(v: editing.remove(at: rng.int(below: editing.count))))
        }

        /// A required equality added.
        mutating func addRequiredEquality(_ rng: inout SplitMix64) {
            var s = Gen.spec(&rng, n: n, flavor: flavor, pool: pool)
            s.relation = .equal
            s.priority = 1000
            add(s)
        }

        /// A live required equality replaced by another: mostly itself with one term or its
        /// constant changed (as a stack moves its far edge to a new last view), else any.
        mutating func replaceRandom(_ rng: inout SplitMix64) {
            let candidates = live.filter { specByID[$0].map { $0.isRequired && $0.relation == .equal } ?? false }
            guard let id = candidates.randomElement(using: &rng), let old = specByID[id] else {
                return addRequiredEquality(&rng)
            }
            var s = old
            switch rng.int(below: 5) {
            case 0:
                s = Gen.spec(&rng, n: n, flavor: flavor, pool: pool)
            case 1 where !s.terms.isEmpty:
                s.terms[rng.int(below: s.terms.count)].v = rng.int(below: n)
            case 2:
                s.terms.append(TermSpec(v: rng.int(below: n), k: Double(rng.pick([-2, -1, 1, 2]))))
            case 3 where s.terms.count > 1:
                s.terms.remove(at: rng.int(below: s.terms.count))
            default:
                s.constant += Double(rng.pick([-8, -1, 1, 8]))
            }
            s.terms = TermSpec.merged(s.terms)
            if s.terms.isEmpty { s.terms = [TermSpec(v: rng.int(below: n), k: 1)] }
            s.relation = .equal
            s.priority = 1000
            let newID = nextID
            nextID += 1
            ops.append(.replace(id: id, newID: newID, s))
            live.removeAll { $0 == id }
            live.append(newID)
            pool.append(s)
            specByID[newID] = s
            removed.append((id, old))
        }

        /// A required bound of one variable (`2·x ≥ 7`, `x == -3`): what the solver keeps
        /// apart to tell an add that is sure to hold.
        mutating func addRequiredBound(_ rng: inout SplitMix64) {
            let term = TermSpec(v: rng.int(below: n), k: Double(rng.pick([-2, -1, 1, 1, 2])))
            add(CSpec(terms: [term], constant: Double(rng.int(-30...30)), relation: Gen.relation(&rng), priority: 1000))
        }

        /// A live constraint's constant changed in place: a small step or a new value.
        mutating func updateRandom(_ rng: inout SplitMix64) {
            guard let id = live.randomElement(using: &rng), let s = specByID[id] else { return addRequiredBound(&rng) }
            let constant = rng.chance(0.5) ? s.constant + Double(rng.pick([-20, -8, -1, 1, 8, 20])) : Double(rng.int(-40...40))
            ops.append(.update(id: id, constant: constant))
        }

        var scenario: Scenario { Scenario(n: n, ops: ops, origin: "") }
    }

    /// Pulls (first, or last), then random adds.
    static func randomSystem(_ rng: inout SplitMix64) -> Scenario {
        var b = Builder(n: smallN(&rng), flavor: flavor(&rng))
        let pullsFirst = rng.chance(0.7)
        if pullsFirst { b.addPulls(&rng) }
        for _ in 0..<rng.int(1...7) { b.addRandom(&rng) }
        if !pullsFirst { b.addPulls(&rng) }
        return b.scenario
    }

    /// Pulls, then a mix of adds and removes (in random order), sometimes removing everything
    /// that was added after the pulls.
    static func addRemoveMix(_ rng: inout SplitMix64) -> Scenario {
        var b = Builder(n: smallN(&rng), flavor: flavor(&rng))
        b.addPulls(&rng)
        for _ in 0..<rng.int(4...12) {
            switch rng.weighted([(30, 0), (10, 1), (8, 2), (52, 3)]) {
            case 0: b.removeRandom(&rng)
            case 1: b.readdRandom(&rng)
            case 2: b.addRedundant(&rng)
            default: b.addRandom(&rng)
            }
            if b.live.count > 7 { b.removeRandom(&rng) }
        }
        if rng.chance(0.5) {
            for victim in rng.shuffled(b.live) { b.ops.append(.remove(id: victim)) }
            b.live = []
        }
        return b.scenario
    }

    /// No pulls up front: constraints and edits introduce variables (the solver's lazy rows
    /// for new variables), removals come early (a marker only in such rows), and each
    /// variable's pull arrives at a random moment. The reference checks start once every
    /// variable has its pull; required constraints and fresh solves are checked throughout.
    static func lazyMix(_ rng: inout SplitMix64) -> Scenario {
        let n = rng.weighted([(40, 2), (60, 3)])
        var b = Builder(n: n, flavor: flavor(&rng))
        var pending = rng.shuffled(Gen.pulls(&rng, n: n))
        for _ in 0..<rng.int(6...14) {
            switch rng.weighted([(35, 0), (20, 1), (12, 2), (12, 3), (8, 4), (5, 5), (8, 6)]) {
            case 0: b.addRandom(&rng)
            case 1: b.removeRandom(&rng)
            case 2: if let p = pending.popLast() { b.pullIDs.append(b.add(p, live: false)) }
            case 3: b.addEdit(&rng, suggest: rng.chance(0.7))
            case 4: b.suggestRandom(&rng)
            case 5: b.removeEditRandom(&rng)
            default: b.readdRandom(&rng)
            }
        }
        for p in pending { b.pullIDs.append(b.add(p, live: false)) }
        // A few more operations with everything bounded.
        for _ in 0..<rng.int(1...4) {
            switch rng.int(below: 4) {
            case 0: b.removeRandom(&rng)
            case 1: b.suggestRandom(&rng)
            case 2: b.removeEditRandom(&rng)
            default: b.addRandom(&rng)
            }
        }
        return b.scenario
    }

    /// Pulls and a few constraints, then required equalities replaced in place by others,
    /// mixed with adds, removes and re-adds of what was replaced.
    static func replaceMix(_ rng: inout SplitMix64) -> Scenario {
        var b = Builder(n: rng.weighted([(40, 2), (60, 3)]), flavor: flavor(&rng))
        b.addPulls(&rng)
        for _ in 0..<rng.int(1...4) { b.addRandom(&rng) }
        b.addRequiredEquality(&rng)
        for _ in 0..<rng.int(4...10) {
            switch rng.weighted([(50, 0), (15, 1), (12, 2), (13, 3), (10, 4)]) {
            case 0: b.replaceRandom(&rng)
            case 1: b.addRandom(&rng)
            case 2: b.removeRandom(&rng)
            case 3: b.addRequiredEquality(&rng)
            default: b.readdRandom(&rng)
            }
        }
        return b.scenario
    }

    /// Pulls, required bounds of one variable and other constraints, then constants changed
    /// in place mixed with more bounds, adds, removes and re-adds: an add after a bound's
    /// constant changed must see the constant in force.
    static func updateMix(_ rng: inout SplitMix64) -> Scenario {
        var b = Builder(n: rng.weighted([(40, 2), (60, 3)]), flavor: flavor(&rng))
        b.addPulls(&rng)
        for _ in 0..<rng.int(1...3) { b.addRequiredBound(&rng) }
        for _ in 0..<rng.int(0...3) { b.addRandom(&rng) }
        for _ in 0..<rng.int(4...10) {
            switch rng.weighted([(40, 0), (25, 1), (15, 2), (10, 3), (10, 4)]) {
            case 0: b.updateRandom(&rng)
            case 1: b.addRequiredBound(&rng)
            case 2: b.addRandom(&rng)
            case 3: b.removeRandom(&rng)
            default: b.readdRandom(&rng)
            }
        }
        return b.scenario
    }

    /// Every variable bounded first, as a view's size is (required `x >= 0`, sometimes
    /// `x <= c`, a soft pair at an intrinsic value), so that each has a row before any
    /// equality mentions it; then required equalities over them (`x == y`, `x ± y == c`,
    /// `x == c`, `a·x + b·y == c`), some of which cannot hold, mixed with removes, re-adds,
    /// suggestions and other adds: rows without a subject, which go in directly where a symbol
    /// can take them (`addEqualityDirectly`) and through phase one elsewhere.
    static func pinnedMix(_ rng: inout SplitMix64) -> Scenario {
        var b = Builder(n: rng.weighted([(40, 2), (60, 3)]), flavor: flavor(&rng))
        if rng.chance(0.7) { b.addPulls(&rng) }
        func bound(_ v: Int, _ constant: Double, _ relation: Relation, _ priority: Double) -> CSpec {
            CSpec(terms: [TermSpec(v: v, k: 1)], constant: -constant, relation: relation, priority: priority)
        }
        for v in 0..<b.n {
            b.add(bound(v, 0, .greaterOrEqual, 1000))
            if rng.chance(0.3) { b.add(bound(v, Double(rng.int(10...80)), .lessOrEqual, 1000)) }
            if rng.chance(0.7) {
                let intrinsic = Double(rng.int(5...60))
                b.add(bound(v, intrinsic, .lessOrEqual, rng.pick([250, 251])))
                b.add(bound(v, intrinsic, .greaterOrEqual, rng.pick([750, 751])))
            }
        }
        if b.pullIDs.isEmpty { b.addPulls(&rng) }
        for _ in 0..<rng.int(3...9) {
            switch rng.weighted([(50, 0), (12, 1), (10, 2), (10, 3), (10, 4), (8, 5)]) {
            case 0:
                let i = rng.int(below: b.n), j = (i + 1 + rng.int(below: max(1, b.n - 1))) % b.n
                let c = Double(rng.int(-10...60))
                var terms: [TermSpec]
                var constant = -c
                switch rng.int(below: 5) {
                case 0: terms = [TermSpec(v: i, k: 1), TermSpec(v: j, k: -1)]; constant = 0
                case 1: terms = [TermSpec(v: i, k: 1), TermSpec(v: j, k: 1)]
                case 2: terms = [TermSpec(v: i, k: 1), TermSpec(v: j, k: -1)]
                case 3: terms = [TermSpec(v: i, k: 1)]
                default: terms = [TermSpec(v: i, k: rng.pick([1, 2, -1, 0.5])), TermSpec(v: j, k: rng.pick([1, -2, 0.5]))]
                }
                if i == j { terms = [TermSpec(v: i, k: 1)] }
                b.add(CSpec(terms: TermSpec.merged(terms), constant: constant, relation: .equal, priority: 1000))
            case 1: b.removeRandom(&rng)
            case 2: b.readdRandom(&rng)
            case 3: b.addEdit(&rng, suggest: true)
            case 4: b.suggestRandom(&rng)
            default: b.addRandom(&rng)
            }
        }
        return b.scenario
    }

    static let editPriorities: [Double] = [999, 998, 751, 750, 500, 251, 250, 5]

    /// Pulls, a few constraints, one or two edit variables, then suggestions mixed with adds,
    /// removes and edit removals.
    static func editSession(_ rng: inout SplitMix64) -> Scenario {
        var b = Builder(n: rng.weighted([(30, 2), (70, 3)]), flavor: flavor(&rng))
        // Sometimes the edit comes first, on a variable nothing mentions yet.
        if rng.chance(0.15) { b.addEdit(&rng) }
        b.addPulls(&rng)
        for _ in 0..<rng.int(1...4) { b.addRandom(&rng) }
        b.addEdit(&rng)
        if rng.chance(0.5) { b.addEdit(&rng) }
        for _ in 0..<rng.int(5...12) {
            switch rng.weighted([(55, 0), (12, 1), (10, 2), (8, 3), (10, 4), (3, 5), (3, 6)]) {
            case 0: b.suggestRandom(&rng)
            case 1: b.addRandom(&rng)
            case 2: b.removeRandom(&rng)
            case 3: b.removeEditRandom(&rng)
            case 5: b.readdRandom(&rng)
            case 6: b.addRedundant(&rng)
            default: b.addEdit(&rng)
            }
        }
        return b.scenario
    }

    /// A feasible system, then required constraints until one is infeasible by the reference,
    /// then more operations (removes, re-adds of the rejected constraint, adds).
    static func infeasibleAdd(_ rng: inout SplitMix64) -> Scenario {
        let n = smallN(&rng)
        let flavor = rng.chance(0.4) ? Flavor.degenerate : flavor(&rng)
        var b = Builder(n: n, flavor: flavor)
        let base = feasibleSystem(&rng, n: n, count: rng.int(2...6), flavor: flavor)
        for s in base { b.add(s, live: s.pulledVariable == nil) }
        var required = base.filter(\.isRequired)
        // Make sure there is something required to conflict with.
        if required.count < 2 {
            for _ in 0..<4 {
                var s = spec(&rng, n: n, flavor: flavor, pool: b.pool)
                s.priority = 1000
                guard let ref = referenceConstraints(required + [s], n: n), ReferenceSolver.isFeasible(ref.constraints, n: n) else { continue }
                required.append(s)
                b.add(s)
            }
        }
        var bad: CSpec? = nil
        for _ in 0..<200 {
            var s = spec(&rng, n: n, flavor: flavor, pool: b.pool)
            s.priority = 1000
            if let ref = referenceConstraints(required + [s], n: n), !ReferenceSolver.isFeasible(ref.constraints, n: n) {
                bad = s
                break
            }
        }
        guard let bad else { return b.scenario }
        let badID = b.add(bad, live: false)
        // Still usable: more adds and removes, then try the rejected constraint again (the
        // same object: a failed add must leave no trace of it).
        for _ in 0..<rng.int(1...4) {
            if rng.chance(0.5) { b.removeRandom(&rng) } else { b.addRandom(&rng) }
        }
        b.ops.append(.add(id: badID, bad))
        return b.scenario
    }

    /// 20–40 variables, pulls, then 120–160 random operations.
    static func largeSession(_ rng: inout SplitMix64) -> Scenario {
        var b = Builder(n: rng.int(20...40), flavor: .plain)
        // Half the variables get their pull up front, the others at random moments (so that
        // constraints introduce new variables and the solver's lazy rows come into play).
        var late = rng.shuffled(Gen.pulls(&rng, n: b.n))
        for _ in 0..<(late.count / 2) { b.pullIDs.append(b.add(late.removeLast(), live: false)) }
        for _ in 0..<rng.int(120...160) {
            if !late.isEmpty, rng.chance(0.15) { b.pullIDs.append(b.add(late.removeLast(), live: false)) }
            switch rng.weighted([(44, 0), (18, 1), (6, 2), (20, 3), (4, 4), (2, 5), (3, 6), (3, 7)]) {
            case 0: b.add(layoutSpec(&rng, n: b.n, pool: b.pool))
            case 6: b.readdRandom(&rng)
            case 7: b.addRedundant(&rng)
            case 1: b.removeRandom(&rng)
            case 2: b.addEdit(&rng, suggest: false)
            case 3: b.suggestRandom(&rng, range: -200...200)
            case 4: b.removeEditRandom(&rng)
            default:
                // Remove a pull now and then (makes variables free; values still must satisfy
                // the required constraints and match a fresh solve's objective).
                if rng.chance(0.3), !b.pullIDs.isEmpty { b.ops.append(.remove(id: rng.pick(b.pullIDs))) }
            }
        }
        for p in late { b.pullIDs.append(b.add(p, live: false)) }
        return b.scenario
    }

    /// 8–15 variables tied by ratio constraints (`a·x − b·y (+c) rel 0` with multipliers from
    /// ¼ to 100), mostly required: magnitudes grow along chains, which is where floating-point
    /// garbage in the tableau shows.
    static func ratioChains(_ rng: inout SplitMix64) -> Scenario {
        var b = Builder(n: rng.int(8...15), flavor: .wide)
        var late = rng.shuffled(Gen.pulls(&rng, n: b.n))
        for _ in 0..<(late.count / 2) { b.pullIDs.append(b.add(late.removeLast(), live: false)) }
        let multipliers: [Double] = [1, 1, 2, 0.5, 0.25, 3, 16, 100]
        for _ in 0..<rng.int(30...60) {
            if !late.isEmpty, rng.chance(0.1) { b.pullIDs.append(b.add(late.removeLast(), live: false)) }
            switch rng.weighted([(60, 0), (15, 1), (5, 2), (10, 3), (5, 4), (5, 5)]) {
            case 0:
                let i = rng.int(below: b.n)
                var j = rng.int(below: b.n)
                if j == i { j = (i + 1) % b.n }
                let c = rng.chance(0.5) ? 0 : Double(rng.int(-1000...1000))
                b.add(CSpec(terms: [.init(v: i, k: rng.pick(multipliers)), .init(v: j, k: -rng.pick(multipliers))],
                            constant: c, relation: relation(&rng), priority: priority(&rng, requiredWeight: 60)))
            case 1: b.removeRandom(&rng)
            case 2: b.addEdit(&rng, suggest: false)
            case 3: b.suggestRandom(&rng, range: -1000...1000)
            case 4: b.addRedundant(&rng)
            default:
                let i = rng.int(below: b.n)
                b.add(CSpec(terms: [.init(v: i, k: rng.pick(multipliers))], constant: Double(rng.int(-1000...1000)),
                            relation: rng.chance(0.5) ? .lessOrEqual : .greaterOrEqual, priority: priority(&rng, requiredWeight: 60)))
            }
        }
        for p in late { b.pullIDs.append(b.add(p, live: false)) }
        return b.scenario
    }

    /// Layout-like constraints: offsets, widths, centring, bounds, and plain random ones.
    static func layoutSpec(_ rng: inout SplitMix64, n: Int, pool: [CSpec] = []) -> CSpec {
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
        default: return spec(&rng, n: n, flavor: rng.chance(0.5) ? .plain : .wide, requiredWeight: 25, pool: pool)
        }
    }
}
