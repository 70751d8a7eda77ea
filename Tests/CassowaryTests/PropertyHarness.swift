// The machinery of the property tests: scenarios (lists of solver operations on indexed
// variables), a replayer that runs a scenario on the real solver while keeping a model of what
// should be in it and checking every promised property after each step, a shrinker that cuts a
// failing scenario down, and a printer that writes a scenario as Swift code.

@testable import Cassowary
import Notation
import Foundation
import TestSupport
import XCTest

// MARK: Scenarios

struct TermSpec: Equatable {
    var v: Int
    var k: Double

    /// Terms of the same variable added together, zeros dropped, in order of first appearance.
    static func merged(_ terms: [TermSpec]) -> [TermSpec] {
        var out: [TermSpec] = []
        for t in terms {
            if let i = out.firstIndex(where: { $0.v == t.v }) { out[i].k += t.k } else { out.append(t) }
        }
        return out.filter { $0.k != 0 }
    }
}

/// A constraint over indexed variables: `Σ k·x[v] + constant (relation) 0 @priority`.
struct CSpec: Equatable {
    var terms: [TermSpec]
    var constant: Double
    var relation: Relation
    var priority: Double

    var isRequired: Bool { priority >= 1000 }

    func constraint(_ vars: [Variable]) -> Constraint {
        let expression = LinearExpression(terms: terms.map { LinearExpression.Term(vars[$0.v], $0.k) }, constant: constant)
        return Constraint(expression, relation, priority: Priority(priority) ?? .required)
    }

    /// `lhs - rhs` at the given values.
    func residual(_ x: [Double]) -> Double {
        terms.reduce(constant) { $0 + $1.k * x[$1.v] }
    }

    func violation(_ x: [Double]) -> Double {
        let r = residual(x)
        switch relation {
        case .equal: return abs(r)
        case .lessOrEqual: return max(0, r)
        case .greaterOrEqual: return max(0, -r)
        }
    }

    /// A weak `x == r` on a single variable (a pull that bounds the optimum).
    var pulledVariable: Int? {
        guard !isRequired, relation == .equal, terms.count == 1, terms[0].k != 0 else { return nil }
        return terms[0].v
    }
}

enum Op: Equatable {
    case add(id: Int, CSpec)
    case remove(id: Int)
    /// `Solver.replace` of constraint `id` (a required equality) by a new one, `newID`; where
    /// the solver declines, what a caller does instead: remove `id`, add the new one.
    case replace(id: Int, newID: Int, CSpec)
    case addEdit(v: Int, priority: Double)
    case suggest(v: Int, value: Double)
    case removeEdit(v: Int)
    /// `Solver.updateConstant` of live constraint `id`: it reads its terms with `constant`.
    /// A required one is refused exactly when the required constraints cannot hold with it.
    case update(id: Int, constant: Double)
    /// Remember the values here; at the end, if the same constraints and edits are in the
    /// solver again and the optimum is unique, the values must be the same.
    case mark
}

struct Scenario {
    var n: Int
    var ops: [Op]
    /// Where the scenario came from (the seed), for messages.
    var origin: String
}

struct Failure: Error, CustomStringConvertible {
    var step: Int
    var kind: String
    var message: String
    var description: String { "[\(kind)] at step \(step): \(message)" }
}

// MARK: Helpers on vectors

func objectiveVector(_ specs: [CSpec], _ x: [Double], levels: [Double]) -> [Double] {
    levels.map { level in specs.filter { $0.priority == level }.reduce(0) { $0 + $1.violation(x) } }
}

func levelsOf(_ specs: [CSpec]) -> [Double] {
    Array(Set(specs.filter { !$0.isRequired }.map(\.priority))).sorted(by: >)
}

func close(_ a: Double, _ b: Double, _ tol: Double = 1e-6) -> Bool {
    abs(a - b) <= tol * max(1, abs(a), abs(b))
}

/// Numbers for messages: up to 6 decimals, and tiny non-zeros in exponent form (so that a
/// 1e-5 difference does not print as 0).
func fmt(_ v: Double) -> String {
    if v != 0, abs(v) < 1e-4 { return "\(v)" }
    let rounded = (v * 1e6).rounded() / 1e6
    return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : "\(rounded)"
}
func fmt(_ v: [Double]) -> String { "[" + v.map { formatNumber($0) }.joined(separator: ", ") + "]" }

/// The constraints as integer reference constraints, with the common power-of-two factor they
/// were scaled by; nil when some number is not a small dyadic fraction.
func referenceConstraints(_ specs: [CSpec], n: Int) -> (constraints: [RefConstraint], scale: Int)? {
    // Bounds that keep every integer of the reference far from overflow (coefficients ≤ 1000,
    // constants ≤ 10⁵ after scaling; see ReferenceSolver).
    func fits(_ v: Double, _ f: Int, _ limit: Double) -> Bool {
        let w = v * Double(f)
        return w == w.rounded() && abs(w) <= limit
    }
    guard let scale = [1, 2, 4, 8].first(where: { f in
        specs.allSatisfy { s in fits(s.constant, f, 1e5) && s.terms.allSatisfy { fits($0.k, f, 1000) } }
    }) else { return nil }
    let constraints = specs.map { s -> RefConstraint in
        var a = [Int](repeating: 0, count: n)
        for t in s.terms { a[t.v] += Int(t.k * Double(scale)) }
        return RefConstraint(a: a, c: Int(s.constant * Double(scale)), relation: s.relation, priority: s.priority)
    }
    return (constraints, scale)
}

// MARK: Replaying a scenario

struct PropertyStats {
    var scenarios = 0
    var steps = 0
    var referenceChecks = 0
    var uniqueOptima = 0
    var rejectedAdds = 0
    /// Checks where some variable can move over the optimal set, and how many of those
    /// variables `ambiguities()` did not list (it may miss some: documented).
    var ambiguousVariables = 0
    var ambiguousVariablesMissed = 0
    /// Required constraints off by more than 1e-6 but by less than 1e-11 of the system's size.
    var slightViolations = 0
    /// Replacements the solver made in place, and those it declined (then removed and added).
    var replacements = 0
    var replacementsDeclined = 0
    /// Constants changed in place, and required ones refused (which cannot hold).
    var updates = 0
    var updatesRefused = 0
    /// Required equalities without a subject that went in without phase one (the solver's
    /// `directEqualities`): how often the steps above took that way.
    var directEqualities = 0

    mutating func add(_ o: PropertyStats) {
        scenarios += o.scenarios; steps += o.steps; referenceChecks += o.referenceChecks
        uniqueOptima += o.uniqueOptima; rejectedAdds += o.rejectedAdds
        ambiguousVariables += o.ambiguousVariables; ambiguousVariablesMissed += o.ambiguousVariablesMissed
        slightViolations += o.slightViolations
        replacements += o.replacements; replacementsDeclined += o.replacementsDeclined
        updates += o.updates; updatesRefused += o.updatesRefused
        directEqualities += o.directEqualities
    }

    var summary: String {
        "\(scenarios) scenarios, \(steps) operations, \(referenceChecks) reference checks (\(uniqueOptima) unique optima), "
            + "\(rejectedAdds) rejected adds, ambiguous variables \(ambiguousVariables) (\(ambiguousVariablesMissed) not listed by ambiguities()), "
            + "\(slightViolations) rounding-size required violations, "
            + "\(replacements) replacements in place (\(replacementsDeclined) declined), "
            + "\(updates) constants changed (\(updatesRefused) refused), "
            + "\(directEqualities) required equalities without a subject put in directly"
    }
}

struct ReplayOptions {
    /// Check against the exact reference (tiny systems only).
    var reference = true
    /// Rebuild a fresh solver from the model and compare objectives (every `scratchEvery` steps).
    var scratchEvery = 1
    /// Check `ambiguities()` (soundness always; empty when unique).
    var ambiguities = true
    /// Check `constraintsDetermining` (mentions a connected variable).
    var determining = true
    /// Run the checks after the last operation only (adds are still checked as they happen).
    var checkOnlyAtEnd = false
    /// Solve afresh (the dual simplex's safety net) after every this many steps; 0: never.
    var solveAfreshEvery = 0
}

/// Runs the scenario on a real solver, keeping the model in step; returns the first property
/// that does not hold.
final class Replayer {
    let scenario: Scenario
    let options: ReplayOptions
    let vars: [Variable]
    let solver = Solver()
    /// Active constraints in insertion order.
    var active: [(id: Int, spec: CSpec, constraint: Constraint)] = []
    /// Active edits in insertion order: variable, priority, current suggested value.
    var edits: [(v: Int, priority: Double, value: Double)] = []
    var stats = PropertyStats()
    private var marked: (values: [Double], ids: [Int], edits: [String])? = nil
    /// For each required constraint, the required constraints that were in the solver when it
    /// was added (to tell whether it was redundant then).
    private var requiredAtAdd: [Int: [CSpec]] = [:]
    /// Every constraint object made so far, by id (re-adds reuse them).
    private var objects: [Int: (spec: CSpec, constraint: Constraint)] = [:]
    private var lastOutcome: ReferenceOutcome? = nil

    init(_ scenario: Scenario, options: ReplayOptions = ReplayOptions()) {
        self.scenario = scenario
        self.options = options
        vars = (0..<scenario.n).map { Variable("x\($0)") }
    }

    /// Active constraints plus each edit as `v == value @priority`.
    var effectiveSpecs: [CSpec] {
        active.map(\.spec) + edits.map { CSpec(terms: [TermSpec(v: $0.v, k: 1)], constant: -$0.value, relation: .equal, priority: $0.priority) }
    }

    var currentValues: [Double] { vars.map { solver.value(of: $0) } }

    /// The largest |value| seen so far times the largest |coefficient| (at least 1): the size
    /// that floating-point rounding in the tableau scales with.
    private(set) var magnitude: Double = 1

    private func noteMagnitude(_ x: [Double]) {
        let values = x.map(abs).max() ?? 0
        let coefficients = effectiveSpecs.flatMap { $0.terms.map { abs($0.k) } }.max() ?? 1
        let constants = effectiveSpecs.map { abs($0.constant) }.max() ?? 0
        magnitude = max(magnitude, max(values, constants) * max(1, coefficients))
    }

    /// Objectives agree: relatively (10⁻⁶), or within rounding of the system's size.
    private func agree(_ a: Double, _ b: Double) -> Bool {
        close(a, b) || abs(a - b) <= 1e-9 * magnitude * Double(max(1, effectiveSpecs.count))
    }

    func run() -> Failure? {
        guard var failure = runSteps() else { return nil }
        // Tell apart failures in a solver that holds a required constraint that was redundant
        // when added, after a removal (bug 1 loses those; what follows may be its echo).
        let labelled = failure.kind.hasSuffix("-with-redundant-in-solver") || failure.kind.hasSuffix("-was-redundant")
        let removed = scenario.ops.prefix(failure.step + 1).contains { op in
            if case .remove = op { return true } else { return false }
        }
        let echoes: Set<String> = ["required-violated", "ambiguity-when-unique", "values-mismatch", "objective-mismatch",
                                   "scratch-mismatch", "scratch-values-mismatch", "conflict-feasible", "rejected-feasible",
                                   "add-remove-changed-values", "scratch-threw"]
        if !labelled, echoes.contains(failure.kind), removed,
           active.contains(where: { $0.spec.isRequired && wasRedundantWhenAdded($0.id, $0.spec) }) {
            failure.kind += "-with-redundant-in-solver"
        }
        return failure
    }

    private func runSteps() -> Failure? {
        stats.scenarios = 1
        defer { stats.directEqualities = solver.core.directEqualities }
        for (step, op) in scenario.ops.enumerated() {
            stats.steps += 1
            do {
                if let failure = try apply(op, step: step) { return failure }
                if options.solveAfreshEvery > 0, step % options.solveAfreshEvery == 0 { solver.core.solveAfresh() }
                if options.checkOnlyAtEnd, step != scenario.ops.count - 1 { continue }
                if let failure = check(step: step, after: op) { return failure }
            } catch {
                return Failure(step: step, kind: "unexpected-error", message: "\(op) threw \(error)")
            }
        }
        if let m = marked, m.ids == active.map(\.id).sorted(), m.edits == editKeys,
           options.reference, lastOutcome?.unique == true {
            let x = currentValues
            if !zip(x, m.values).allSatisfy({ close($0, $1) }) {
                return Failure(step: scenario.ops.count - 1, kind: "add-remove-changed-values",
                               message: "values were \(fmt(m.values)) at the mark; after adding and removing they are \(fmt(x)) (the optimum is unique)")
            }
        }
        return nil
    }

    private var editKeys: [String] {
        edits.map { "\($0.v)@\($0.priority)=\($0.value)" }.sorted()
    }

    private func isBounded(_ specs: [CSpec]) -> Bool {
        let pulled = Set(specs.compactMap(\.pulledVariable))
        return (0..<scenario.n).allSatisfy { pulled.contains($0) }
    }

    private func apply(_ op: Op, step: Int) throws -> Failure? {
        switch op {
        case .add(let id, let opSpec):
            guard !active.contains(where: { $0.id == id }) else { return nil }
            // An id added again after its removal re-adds the same constraint object.
            let (spec, c) = objects[id] ?? (opSpec, opSpec.constraint(vars))
            objects[id] = (spec, c)
            var feasibleByReference: Bool? = nil
            if spec.isRequired, options.reference,
               let ref = referenceConstraints(active.map(\.spec).filter(\.isRequired) + [spec], n: scenario.n) {
                feasibleByReference = ReferenceSolver.isFeasible(ref.constraints, n: scenario.n)
            }
            let before = currentValues
            do {
                try solver.add(c)
            } catch let error {
                guard case .unsatisfiable(let rejected, let conflict) = error else {
                    return Failure(step: step, kind: "unexpected-error", message: "add \(c) threw \(error)")
                }
                stats.rejectedAdds += 1
                if !spec.isRequired {
                    return Failure(step: step, kind: "rejected-soft", message: "non-required \(c) was rejected: \(error)")
                }
                if feasibleByReference == true {
                    return Failure(step: step, kind: "rejected-feasible",
                                   message: "\(c) was rejected but the required constraints can all hold (reference); conflict \(conflict)")
                }
                if let failure = checkConflict(c, spec: spec, rejected: rejected, conflict: conflict, step: step) { return failure }
                let after = currentValues
                if after != before {  // IEEE equality: -0 and 0 are the same value
                    let changes = zip(after, before).enumerated().filter { $0.element.0 != $0.element.1 }
                        .map { "x\($0.offset): \($0.element.1) → \($0.element.0)" }
                    let largest = zip(after, before).map { abs($0 - $1) / max(1, abs($1)) }.max() ?? 0
                    return Failure(step: step, kind: largest > 1e-9 ? "values-changed-after-failed-add" : "values-not-exactly-restored-after-failed-add",
                                   message: "failed add of \(c) changed values: \(changes.joined(separator: ", "))")
                }
                if solver.contains(c) {
                    return Failure(step: step, kind: "failed-add-kept", message: "\(c) is in the solver after it was rejected")
                }
                return nil
            }
            if feasibleByReference == false {
                // Tell apart the case where a redundant required constraint is in the solver
                // (bug 1 makes the solver forget those).
                let afterRedundant = active.contains { $0.spec.isRequired && wasRedundantWhenAdded($0.id, $0.spec) }
                return Failure(step: step, kind: afterRedundant ? "accepted-infeasible-with-redundant-in-solver" : "accepted-infeasible",
                               message: "\(c) was accepted but the required constraints cannot all hold (reference)")
            }
            if spec.isRequired { requiredAtAdd[id] = active.map(\.spec).filter(\.isRequired) }
            active.append((id, spec, c))
        case .remove(let id):
            guard let i = active.firstIndex(where: { $0.id == id }) else { return nil }
            try solver.remove(active[i].constraint)
            active.remove(at: i)
        case .replace(let id, let newID, let opSpec):
            return try replace(id, by: newID, opSpec, step: step)
        case .update(let id, let constant):
            return try update(id, to: constant, step: step)
        case .addEdit(let v, let priority):
            guard !edits.contains(where: { $0.v == v }) else { return nil }
            let current = solver.value(of: vars[v])
            try solver.addEditVariable(vars[v], priority: Priority(priority) ?? .defaultHigh)
            edits.append((v, priority, current))
            // "Makes the variable editable …, holding its current value": the current point
            // stays optimal with the edit satisfied, and any optimum must satisfy it too.
            let now = solver.value(of: vars[v])
            if !close(now, current, 1e-9) {
                return Failure(step: step, kind: "add-edit-moved-variable",
                               message: "addEditVariable(\(vars[v])) moved it from \(current) to \(now)")
            }
        case .suggest(let v, let value):
            guard let i = edits.firstIndex(where: { $0.v == v }) else { return nil }
            try solver.suggestValue(value, for: vars[v])
            edits[i].value = value
        case .removeEdit(let v):
            guard let i = edits.firstIndex(where: { $0.v == v }) else { return nil }
            try solver.removeEditVariable(vars[v])
            edits.remove(at: i)
        case .mark:
            marked = (currentValues, active.map(\.id).sorted(), editKeys)
        }
        return nil
    }

    /// A replacement holds the same constraints as a removal and an add: it is accepted exactly
    /// when the new set can hold (by the reference), and declined leaves the old one in.
    private func replace(_ id: Int, by newID: Int, _ opSpec: CSpec, step: Int) throws -> Failure? {
        guard let i = active.firstIndex(where: { $0.id == id }), !active.contains(where: { $0.id == newID }) else { return nil }
        let old = active[i]
        let (spec, c) = objects[newID] ?? (opSpec, opSpec.constraint(vars))
        objects[newID] = (spec, c)
        let others = active.filter { $0.id != id }.map(\.spec).filter(\.isRequired)
        var feasibleByReference: Bool? = nil
        if spec.isRequired, options.reference, let ref = referenceConstraints(others + [spec], n: scenario.n) {
            feasibleByReference = ReferenceSolver.isFeasible(ref.constraints, n: scenario.n)
        }
        if solver.replace(old.constraint, with: c) {
            stats.replacements += 1
            if feasibleByReference == false {
                return Failure(step: step, kind: "replace-accepted-infeasible",
                               message: "\(old.constraint) replaced by \(c), but the required constraints cannot all hold (reference)")
            }
            if solver.contains(old.constraint) || !solver.contains(c) {
                return Failure(step: step, kind: "replace-bad-membership", message: "after replacing \(old.constraint) by \(c)")
            }
            active.remove(at: i)
            if spec.isRequired { requiredAtAdd[newID] = others }
            active.append((newID, spec, c))
            return nil
        }
        stats.replacementsDeclined += 1
        if !solver.contains(old.constraint) || solver.contains(c) {
            return Failure(step: step, kind: "replace-declined-changed", message: "declining to replace \(old.constraint) by \(c) changed the constraints")
        }
        try solver.remove(old.constraint)
        active.remove(at: i)
        do {
            try solver.add(c)
        } catch {
            if feasibleByReference == true {
                return Failure(step: step, kind: "rejected-feasible", message: "\(c) was rejected after a declined replacement: \(error)")
            }
            return nil
        }
        if spec.isRequired { requiredAtAdd[newID] = others }
        active.append((newID, spec, c))
        return nil
    }

    /// A constant changed in place is refused exactly when the required constraints cannot
    /// hold with it (by the reference), and a refusal leaves the old constant in force.
    private func update(_ id: Int, to constant: Double, step: Int) throws -> Failure? {
        guard let i = active.firstIndex(where: { $0.id == id }) else { return nil }
        let (old, c) = (active[i].spec, active[i].constraint)
        var spec = old
        spec.constant = constant
        let others = active.filter { $0.id != id }.map(\.spec).filter(\.isRequired)
        var feasibleByReference: Bool? = nil
        if spec.isRequired, options.reference, let ref = referenceConstraints(others + [spec], n: scenario.n) {
            feasibleByReference = ReferenceSolver.isFeasible(ref.constraints, n: scenario.n)
        }
        do {
            try solver.updateConstant(of: c, to: constant)
        } catch let error {
            guard case .unsatisfiable = error, spec.isRequired else {
                return Failure(step: step, kind: "unexpected-error", message: "updating \(c) to \(constant) threw \(error)")
            }
            stats.updatesRefused += 1
            if feasibleByReference == true {
                return Failure(step: step, kind: "update-rejected-feasible",
                               message: "\(c) with constant \(constant) was refused but the required constraints can all hold (reference)")
            }
            if solver.constant(of: c) != old.constant {
                return Failure(step: step, kind: "update-refused-changed", message: "refusing \(constant) for \(c) left \(String(describing: solver.constant(of: c)))")
            }
            return nil
        }
        stats.updates += 1
        // The mark compares the same constraints; with another constant they are not.
        marked = nil
        if feasibleByReference == false {
            return Failure(step: step, kind: "update-accepted-infeasible",
                           message: "\(c) took constant \(constant), but the required constraints cannot all hold with it (reference)")
        }
        active[i].spec = spec
        if spec.isRequired { requiredAtAdd[id] = others }
        return nil
    }

    private func checkConflict(_ c: Constraint, spec addedSpec: CSpec, rejected: Constraint, conflict: [Constraint], step: Int) -> Failure? {
        guard rejected === c else {
            return Failure(step: step, kind: "conflict-bad-members", message: "rejected constraint is \(rejected), not the one added (\(c))")
        }
        guard conflict.contains(where: { $0 === c }) else {
            return Failure(step: step, kind: "conflict-bad-members", message: "conflict \(conflict) does not contain the rejected \(c)")
        }
        var specs: [CSpec] = []
        var members: [Constraint] = []
        for k in conflict {
            if k === c { continue }
            members.append(k)
            guard let entry = active.first(where: { $0.constraint === k }), entry.spec.isRequired else {
                return Failure(step: step, kind: "conflict-bad-members", message: "conflict member \(k) is not a required constraint in the solver")
            }
            specs.append(entry.spec)
        }
        specs.append(addedSpec)
        members.append(c)
        guard options.reference, let ref = referenceConstraints(specs, n: scenario.n) else {
            // Without the reference, use fresh solvers (a different code path: plain adds).
            if Replayer.feasibleByFreshSolver(specs, vars) {
                return Failure(step: step, kind: "conflict-feasible", message: "conflict \(conflict) can hold together (fresh solver)")
            }
            for i in specs.indices {
                var rest = specs
                rest.remove(at: i)
                if !Replayer.feasibleByFreshSolver(rest, vars) {
                    return Failure(step: step, kind: "conflict-not-minimal", message: "conflict \(conflict) minus \(members[i]) still cannot hold (fresh solver)")
                }
            }
            return nil
        }
        if ReferenceSolver.isFeasible(ref.constraints, n: scenario.n) {
            return Failure(step: step, kind: "conflict-feasible", message: "conflict \(conflict) can hold together (reference)")
        }
        for i in ref.constraints.indices {
            var rest = ref.constraints
            rest.remove(at: i)
            if !ReferenceSolver.isFeasible(rest, n: scenario.n) {
                return Failure(step: step, kind: "conflict-not-minimal", message: "conflict \(conflict) minus \(members[i]) still cannot hold (reference)")
            }
        }
        return nil
    }

    /// Whether the required constraint was implied by the required ones before it: moving it
    /// (its constant by ±1/8 for an equality; past its bound for an inequality) is infeasible.
    private func wasRedundantWhenAdded(_ id: Int, _ spec: CSpec) -> Bool {
        guard let before = requiredAtAdd[id] else { return false }
        var moved: [CSpec] = []
        switch spec.relation {
        case .equal:
            for d in [0.125, -0.125] { var m = spec; m.constant += d; moved.append(m) }
        case .lessOrEqual:
            var m = spec; m.relation = .greaterOrEqual; m.constant -= 0.125; moved.append(m)
        case .greaterOrEqual:
            var m = spec; m.relation = .lessOrEqual; m.constant += 0.125; moved.append(m)
        }
        return moved.allSatisfy { m in
            if scenario.n <= 3, let ref = referenceConstraints(before + [m], n: scenario.n) {
                return !ReferenceSolver.isFeasible(ref.constraints, n: scenario.n)
            }
            return !Replayer.feasibleByFreshSolver(before + [m], vars)
        }
    }

    static func feasibleByFreshSolver(_ specs: [CSpec], _ vars: [Variable]) -> Bool {
        let s = Solver()
        for spec in specs {
            var hard = spec
            hard.priority = 1000
            do { try s.add(hard.constraint(vars)) } catch { return false }
        }
        return true
    }

    private func check(step: Int, after op: Op) -> Failure? {
        // 0. The values the solver kept from the last step's reads are still its values: a
        //    change forgets the cached values of the rows it touches and of those read from them.
        if !solver.core.cachedValuesAreCurrent() {
            return Failure(step: step, kind: "stale-cached-value",
                           message: "a value read before \(op) stayed cached but differs from a fresh evaluation")
        }
        if !solver.core.requiredUsesAreCounted() {
            return Failure(step: step, kind: "required-uses-miscounted",
                           message: "after \(op), a variable's count of required terms is not the one its constraints give")
        }
        if !solver.core.parametricDirectionsAreCounted() {
            return Failure(step: step, kind: "directions-miscounted",
                           message: "after \(op), the count of parametric externals, slacks and errors is not theirs")
        }
        if !solver.core.costsAreKept() {
            return Failure(step: step, kind: "costs-not-kept",
                           message: "after \(op), what a symbol costs through the rows of errors is not what its column adds up to")
        }
        let x = currentValues
        let specs = effectiveSpecs
        noteMagnitude(x)
        // 1. Every required constraint holds: within 1e-6 while its terms are layout-sized
        //    (|k·x| summed up to 10⁴), relative 10⁻¹⁰ of their size beyond (double rounding in
        //    a tableau grows with the magnitudes; see the report on numerical precision).
        for entry in active where entry.spec.isRequired {
            let r = entry.spec.residual(x)
            let size = entry.spec.terms.reduce(abs(entry.spec.constant)) { $0 + abs($1.k * x[$1.v]) }
            let tolerance = 1e-6 * max(1, size / 1e4)
            let bad: Bool
            switch entry.spec.relation {
            case .equal: bad = abs(r) > tolerance
            case .lessOrEqual: bad = r > tolerance
            case .greaterOrEqual: bad = r < -tolerance
            }
            if bad {
                let redundant = wasRedundantWhenAdded(entry.id, entry.spec)
                // Off by a rounding-sized amount of the whole system's size (values elsewhere in
                // the millions): counted, not failed (see the report on numerical precision).
                if !redundant, abs(r) <= 1e-11 * self.magnitude, !PropertySettings.current.strict {
                    stats.slightViolations += 1
                    continue
                }
                let slight = abs(r) <= 1e-11 * self.magnitude
                return Failure(step: step, kind: redundant ? "required-violated-was-redundant" : (slight ? "required-violated-slightly" : "required-violated"),
                               message: "\(entry.constraint) is off by \(r) at \(fmt(x))"
                                   + (redundant ? " (it was implied by the required constraints in the solver when it was added)" : ""))
            }
        }
        // The solver's own bookkeeping: its constraint list (insertion order, edits excluded)
        // and its edit variables.
        if solver.constraints.map(ObjectIdentifier.init) != active.map({ ObjectIdentifier($0.constraint) }) {
            return Failure(step: step, kind: "constraints-list-mismatch",
                           message: "solver.constraints is \(solver.constraints), expected \(active.map(\.constraint))")
        }
        for (i, variable) in vars.enumerated() where solver.hasEditVariable(variable) != edits.contains(where: { $0.v == i }) {
            return Failure(step: step, kind: "edit-list-mismatch", message: "hasEditVariable(\(variable)) is \(solver.hasEditVariable(variable))")
        }
        let levels = levelsOf(specs)
        let mine = objectiveVector(specs, x, levels: levels)
        var outcome: ReferenceOutcome? = nil
        lastOutcome = nil
        // 2. The objective vector is the reference's; the values too when the optimum is unique.
        if options.reference, isBounded(specs), let ref = referenceConstraints(specs, n: scenario.n) {
            guard let o = ReferenceSolver.solve(ref.constraints, n: scenario.n, scale: ref.scale) else {
                return Failure(step: step, kind: "reference-infeasible", message: "the reference finds the required constraints infeasible but the solver holds them")
            }
            outcome = o
            lastOutcome = o
            stats.referenceChecks += 1
            if o.unique { stats.uniqueOptima += 1 }
            if o.levels != levels { return Failure(step: step, kind: "harness", message: "levels differ") }
            if !zip(mine, o.objective).allSatisfy({ agree($0, $1) }) {
                return Failure(step: step, kind: "objective-mismatch",
                               message: "objective \(fmt(mine)) at \(fmt(x)); optimum is \(fmt(o.objective)) at \(fmt(o.point)) (levels \(fmt(levels)))")
            }
            if o.unique, !zip(x, o.point).allSatisfy({ close($0, $1) }) {
                return Failure(step: step, kind: "values-mismatch",
                               message: "values \(fmt(x)); the unique optimum is \(fmt(o.point))")
            }
        }
        // 3. A fresh solver with the same constraints (edits as constraints) is as good.
        if options.scratchEvery > 0, step % options.scratchEvery == 0 || step == scenario.ops.count - 1 {
            let fresh = Solver()
            for spec in specs {
                do { try fresh.add(spec.constraint(vars)) } catch {
                    return Failure(step: step, kind: "scratch-threw", message: "a fresh solver rejects \(spec.constraint(vars)): \(error)")
                }
            }
            let y = vars.map { fresh.value(of: $0) }
            let theirs = objectiveVector(specs, y, levels: levels)
            if !zip(mine, theirs).allSatisfy({ agree($0, $1) }) {
                return Failure(step: step, kind: "scratch-mismatch",
                               message: "incremental objective \(fmt(mine)) at \(fmt(x)); a fresh solver reaches \(fmt(theirs)) at \(fmt(y)) (levels \(fmt(levels)))")
            }
            if let o = outcome, o.unique, !zip(y, o.point).allSatisfy({ close($0, $1) }) {
                return Failure(step: step, kind: "scratch-values-mismatch",
                               message: "a fresh solver gives \(fmt(y)); the unique optimum is \(fmt(o.point))")
            }
        }
        // 4. ambiguities(): empty with a unique optimum; every alternative really is optimal.
        if options.ambiguities, let o = outcome {
            let found = solver.ambiguities()
            for (i, range) in o.ranges.enumerated() where range.upperBound - range.lowerBound > 1e-6 {
                stats.ambiguousVariables += 1
                if !found.contains(where: { $0.variable === vars[i] }) { stats.ambiguousVariablesMissed += 1 }
            }
            if o.unique, !found.isEmpty {
                return Failure(step: step, kind: "ambiguity-when-unique",
                               message: "the optimum \(fmt(o.point)) is unique but ambiguities() lists \(found.map { "\($0.variable)=\(fmt($0.value))→\(fmt($0.alternativeValue))" })")
            }
            for a in found {
                guard let i = vars.firstIndex(of: a.variable) else { continue }
                let range = o.ranges[i]
                let inRange = a.alternativeValue >= range.lowerBound - 1e-6 && a.alternativeValue <= range.upperBound + 1e-6
                if !inRange || range.upperBound - range.lowerBound < 1e-9 {
                    return Failure(step: step, kind: "ambiguity-unsound",
                                   message: "ambiguities() says \(a.variable) can be \(fmt(a.alternativeValue)) (now \(fmt(a.value))), but over the optimal set it ranges over \(fmt(range.lowerBound))…\(fmt(range.upperBound))")
                }
            }
        }
        // 5. constraintsDetermining: every constraint it lists mentions a variable connected to
        //    the target (edit constraints count as mentioning their variable).
        let periodic = options.scratchEvery <= 1 || step % options.scratchEvery == 0 || step == scenario.ops.count - 1
        if options.determining, periodic {
            var component = [Int](0..<scenario.n)
            func find(_ i: Int) -> Int { var i = i; while component[i] != i { i = component[i] }; return i }
            for s in specs {
                let vs = s.terms.map(\.v)
                for v in vs.dropFirst() { component[find(v)] = find(vs[0]) }
            }
            for (i, variable) in vars.enumerated() {
                for c in solver.constraintsDetermining(variable) {
                    let mentioned = c.expression.terms.compactMap { t in vars.firstIndex(of: t.variable) }
                    if !mentioned.contains(where: { find($0) == find(i) }) {
                        return Failure(step: step, kind: "determining-unrelated",
                                       message: "constraintsDetermining(\(variable)) lists \(c), which mentions no variable connected to it")
                    }
                    let known = active.contains { $0.constraint === c } || c.name?.hasPrefix("edit ") == true
                    if !known {
                        return Failure(step: step, kind: "determining-unknown",
                                       message: "constraintsDetermining(\(variable)) lists \(c), which is not in the solver")
                    }
                }
            }
        }
        return nil
    }
}

// MARK: Shrinking

enum Shrinker {
    /// Cuts ops and simplifies numbers while the scenario still fails with the same kind.
    static func shrink(_ scenario: Scenario, options: ReplayOptions, failure: Failure, budget: Int = PropertySettings.current.shrinkBudget) -> (Scenario, Failure) {
        var best = scenario
        var bestFailure = failure
        var budget = budget
        func stillFails(_ s: Scenario) -> Failure? {
            guard budget > 0 else { return nil }
            budget -= 1
            if let f = Replayer(s, options: options).run(), f.kind == failure.kind { return f }
            return nil
        }
        // Drop everything after the failing step.
        var truncated = best
        truncated.ops = Array(best.ops.prefix(bestFailure.step + 1))
        if let f = stillFails(truncated) { best = truncated; bestFailure = f }

        var changed = true
        while changed && budget > 0 {
            changed = false
            // Remove chunks of operations, large first.
            var chunk = max(1, best.ops.count / 2)
            while chunk >= 1 {
                var i = 0
                while i < best.ops.count {
                    var candidate = best
                    candidate.ops.removeSubrange(i..<min(i + chunk, best.ops.count))
                    if let f = stillFails(candidate) {
                        best = candidate; bestFailure = f; changed = true
                    } else {
                        i += chunk
                    }
                }
                chunk /= 2
            }
            // Simplify numbers.
            for i in best.ops.indices {
                for candidateOp in simplerOps(best.ops[i]) {
                    var candidate = best
                    candidate.ops[i] = candidateOp
                    if let f = stillFails(candidate) {
                        best = candidate; bestFailure = f; changed = true
                        break
                    }
                }
            }
        }
        return (best, bestFailure)
    }

    private static func simplerOps(_ op: Op) -> [Op] {
        var out: [Op] = []
        switch op {
        case .add(let id, let spec):
            if spec.terms.count > 1 {
                for j in spec.terms.indices {
                    var s = spec
                    s.terms.remove(at: j)
                    out.append(.add(id: id, s))
                }
            }
            for c in simplerNumbers(spec.constant) {
                var s = spec
                s.constant = c
                out.append(.add(id: id, s))
            }
            for j in spec.terms.indices where abs(spec.terms[j].k) != 1 {
                var s = spec
                s.terms[j].k = spec.terms[j].k < 0 ? -1 : 1
                out.append(.add(id: id, s))
            }
            if !spec.isRequired, spec.pulledVariable == nil {
                var s = spec
                s.priority = 1000
                out.append(.add(id: id, s))
            }
        case .suggest(let v, let value):
            out = simplerNumbers(value).map { .suggest(v: v, value: $0) }
        default:
            break
        }
        return out
    }

    private static func simplerNumbers(_ v: Double) -> [Double] {
        guard v != 0 else { return [] }
        var out: [Double] = [0]
        let half = (v / 2).rounded(.towardZero)
        if half != v && half != 0 { out.append(half) }
        let tens = (v / 10).rounded() * 10
        if tens != v && tens != 0 && !out.contains(tens) { out.append(tens) }
        return out
    }
}

// MARK: Printing a scenario as Swift

enum SwiftPrinter {
    static func number(_ v: Double) -> String { formatNumber(v) }

    static func code(_ scenario: Scenario) -> String {
        var used = Set<Int>()
        for op in scenario.ops {
            switch op {
            case .add(_, let s), .replace(_, _, let s): s.terms.forEach { used.insert($0.v) }
            case .addEdit(let v, _), .suggest(let v, _), .removeEdit(let v): used.insert(v)
            case .remove, .update, .mark: break
            }
        }
        let names = used.sorted().map { "x\($0)" }
        var lines = ["let solver = Solver()"]
        if !names.isEmpty {
            lines.append("let " + names.map { "\($0) = Variable(\"\($0)\")" }.joined(separator: ", "))
        }
        let removed = Set(scenario.ops.compactMap { op -> Int? in
            switch op {
            case .remove(let id), .replace(let id, _, _), .update(let id, _): return id
            default: return nil
            }
        })
        var declared = Set<Int>()
        for op in scenario.ops {
            switch op {
            case .add(let id, _) where declared.contains(id):
                lines.append("try solver.add(c\(id))")
            case .add(let id, let s):
                declared.insert(id)
                let terms = s.terms.map { ".init(x\($0.v), \(number($0.k)))" }.joined(separator: ", ")
                let priority = s.isRequired ? "" : ", priority: \(number(s.priority))"
                let make = "Constraint(LinearExpression(terms: [\(terms)], constant: \(number(s.constant))), .\(s.relation)\(priority))"
                let comment = "  // \(s.constraint((0..<64).map { Variable("x\($0)") }).description)"
                if removed.contains(id) {
                    lines.append("let c\(id) = \(make)\(comment)")
                    lines.append("try solver.add(c\(id))")
                } else {
                    lines.append("try solver.add(\(make))\(comment)")
                }
            case .remove(let id):
                lines.append("try solver.remove(c\(id))")
            case .replace(let id, let newID, let s):
                declared.insert(newID)
                let terms = s.terms.map { ".init(x\($0.v), \(number($0.k)))" }.joined(separator: ", ")
                lines.append("let c\(newID) = Constraint(LinearExpression(terms: [\(terms)], constant: \(number(s.constant))), .\(s.relation))")
                lines.append("if !solver.replace(c\(id), with: c\(newID)) { try solver.remove(c\(id)); try solver.add(c\(newID)) }")
            case .addEdit(let v, let p):
                lines.append("try solver.addEditVariable(x\(v), priority: \(number(p)))")
            case .suggest(let v, let value):
                lines.append("try solver.suggestValue(\(number(value)), for: x\(v))")
            case .removeEdit(let v):
                lines.append("try solver.removeEditVariable(x\(v))")
            case .update(let id, let constant):
                lines.append("try solver.updateConstant(of: c\(id), to: \(number(constant)))")
            case .mark:
                lines.append("let marked = [" + used.sorted().map { "solver.value(of: x\($0))" }.joined(separator: ", ") + "]")
            }
        }
        return lines.joined(separator: "\n")
    }
}

// MARK: Running a batch

/// `runProperty`, then 60 scenarios of the same generator with a fresh solve every two steps
/// (named NAME-fresh); returns the first run's failures and statistics.
@discardableResult
func runPropertyAlsoAfresh(
    _ name: String, count: Int, file: StaticString = #filePath, line: UInt = #line,
    make: (inout SplitMix64, Int) -> Scenario
) -> (failures: [Failure], stats: PropertyStats) {
    let result = runProperty(name, count: count, file: file, line: line, make: make)
    var options = ReplayOptions()
    options.solveAfreshEvery = 2
    runProperty(name + "-fresh", count: 60, options: options, file: file, line: line, make: make)
    return result
}

/// Runs scenarios; on the first failure shrinks it and reports it with the Swift reproduction.
/// Returns the number of scenarios run and the failures (already reported through XCTFail).
@discardableResult
func runProperty(
    _ name: String, count: Int, options: ReplayOptions = ReplayOptions(),
    maxReported: Int = 4, shrink: Bool = true,
    file: StaticString = #filePath, line: UInt = #line,
    make: (inout SplitMix64, Int) -> Scenario
) -> (failures: [Failure], stats: PropertyStats) {
    var failures: [Failure] = []
    var totals = PropertyStats()
    var reportedKinds = Set<String>()
    let settings = PropertySettings.current
    for i in 0..<(count * settings.scale) {
        let seed = UInt64(0xC0FFEE) &+ UInt64(i) &* 0x9E37_79B9
        var rng = SplitMix64(seed: seed ^ UInt64(truncatingIfNeeded: name.hashValueStable))
        var scenario = make(&rng, i)
        scenario.origin = "\(name) #\(i)"
        let replayer = Replayer(scenario, options: options)
        let failure = replayer.run()
        totals.add(replayer.stats)
        guard let failure, !settings.ignoredKinds.contains(failure.kind) else { continue }
        failures.append(failure)
        guard reportedKinds.count < maxReported, reportedKinds.insert(failure.kind).inserted else { continue }
        var text = "\(scenario.origin): \(failure)"
        if shrink {
            let (small, smallFailure) = Shrinker.shrink(scenario, options: options, failure: failure)
            text += "\nshrunk (\(small.ops.count) ops): \(smallFailure)\n" + SwiftPrinter.code(small)
        } else {
            text += "\n" + SwiftPrinter.code(scenario)
        }
        XCTFail(text, file: file, line: line)
    }
    if !failures.isEmpty {
        let kinds = Dictionary(grouping: failures, by: \.kind).map { "\($0.key)×\($0.value.count)" }.sorted()
        XCTFail("\(name): \(failures.count) of \(count * settings.scale) scenarios failed: \(kinds.joined(separator: ", "))", file: file, line: line)
    }
    print("[property] \(name): \(totals.summary), \(failures.count) failing")
    return (failures, totals)
}

/// Knobs for long exploratory runs (the defaults are what CI runs):
/// `CASSOWARY_PROPERTY_SCALE=20` runs twenty times as many scenarios (new seeds after the usual
/// ones); `CASSOWARY_PROPERTY_IGNORE=kind,kind` does not count failures of those kinds (to look
/// for new bugs past known ones); see also `strict` and `shrinkBudget`.
struct PropertySettings {
    var scale = 1
    var ignoredKinds: Set<String> = []
    /// `CASSOWARY_PROPERTY_STRICT=1`: rounding-size required violations fail too.
    var strict = false
    /// `CASSOWARY_PROPERTY_SHRINK_BUDGET=3000`: replays the shrinker may spend per failure.
    var shrinkBudget = 250

    static let current: PropertySettings = {
        var s = PropertySettings()
        let env = ProcessInfo.processInfo.environment
        if let text = env["CASSOWARY_PROPERTY_SCALE"], let k = Int(text), k > 0 { s.scale = k }
        if env["CASSOWARY_PROPERTY_STRICT"] == "1" { s.strict = true }
        if let text = env["CASSOWARY_PROPERTY_SHRINK_BUDGET"], let k = Int(text), k > 0 { s.shrinkBudget = k }
        if let text = env["CASSOWARY_PROPERTY_IGNORE"] {
            s.ignoredKinds = Set(text.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) })
        }
        return s
    }()
}

extension String {
    /// A hash that is the same in every run (`hashValue` is randomly seeded per process).
    var hashValueStable: UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for b in utf8 { h = (h ^ UInt64(b)) &* 0x100_0000_01B3 }
        return h
    }
}
