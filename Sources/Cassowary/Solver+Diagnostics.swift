// Explanations: the minimal set of required constraints behind a conflict, the constraints
// that decide a value, and the variables the constraints leave free.

/// A variable that can take another value without making any priority level worse.
public struct Ambiguity: Sendable {
    public let variable: Variable
    /// Its value now.
    public let value: Double
    /// Another value it can take in an equally good solution (all levels equally satisfied).
    public let alternativeValue: Double
}

extension SolverCore {
    /// The error for a required constraint that cannot hold, with a minimal conflicting set.
    /// `candidates` are symbols of a certificate: the constraints they belong to usually are
    /// the conflict already; a deletion filter makes the set minimal.
    mutating func unsatisfiable(_ constraint: Constraint, candidates: [Int32]) -> SolverError {
        guard explainsConflicts else { return .unsatisfiable(constraint, conflict: [constraint]) }
        var seen = Set<ObjectIdentifier>()
        var suspects: [Constraint] = []
        for s in markersBehind(candidates) {
            let info = tableau.symbols[Int(s)]
            guard info.kind == .slack || info.kind == .dummy, info.owner >= 0, Int(info.owner) < slots.count,
                  let owner = slots[Int(info.owner)], owner !== constraint, owner.priority.isRequired,
                  seen.insert(ObjectIdentifier(owner)).inserted else { continue }
            suspects.append(owner)
        }
        if isFeasible(suspects + [constraint]) {
            // The certificate fell short (rounding): start from every required constraint.
            suspects = constraints.filter { $0.priority.isRequired }
        }
        return conflict(for: constraint, among: suspects, reportingAs: constraint)
    }

    /// A deletion filter: drops each suspect whose absence leaves `probe` still infeasible, so
    /// that what remains is minimal. The answer names `original` where the probe stood.
    func conflict(for probe: Constraint, among candidates: [Constraint], reportingAs original: Constraint) -> SolverError {
        var suspects = candidates
        var i = 0
        while i < suspects.count {
            var trial = suspects
            trial.remove(at: i)
            if isFeasible(trial + [probe]) { i += 1 } else { suspects = trial }
        }
        suspects.sort { (records[ObjectIdentifier($0)]?.sequence ?? 0) < (records[ObjectIdentifier($1)]?.sequence ?? 0) }
        return .unsatisfiable(original, conflict: suspects + [original])
    }

    /// Whether the constraints, all taken as required and with the constants now in force,
    /// can hold together.
    func isFeasible(_ constraints: [Constraint]) -> Bool {
        var solver = SolverCore()
        solver.explainsConflicts = false
        for c in constraints {
            let expression = c.expression
            let constant = records[ObjectIdentifier(c)]?.constant ?? expression.constant
            let hard = Constraint(LinearExpression(terms: expression.terms, constant: constant), c.relation, priority: .required)
            do { try solver.add(hard) } catch { return false }
        }
        return true
    }

    /// The constraints that decide the value of `variable` at the optimum (Auto Layout's
    /// `constraintsAffectingLayout`): those whose slack, error or marker its value depends on.
    /// Empty for a variable nothing determines.
    ///
    /// A dependence under `nearZero` is rounding noise, as it is to a pivot: a removal can
    /// leave 1.7e-14 of an unrelated constraint's slack in a row (BUG 9), and a constraint that
    /// moves a value by less than a billionth of its own change decides nothing a layout shows.
    mutating func constraintsDetermining(_ variable: Variable) -> [Constraint] {
        guard let s = variableSymbols[ObjectIdentifier(variable)], tableau.isBasic(s) else { return [] }
        scratch.reset(symbolCount: tableau.symbols.count)
        scratch.addRow(s, factor: 1, of: tableau)
        scratch.expand(minimumRank: 0, in: tableau, aggregates: true)
        var seen = Set<ObjectIdentifier>()
        var found: [(Int, Constraint)] = []
        for (symbol, coefficient) in scratch.nonZeroTerms where abs(coefficient) >= nearZero {
            let info = tableau.symbols[Int(symbol)]
            guard info.kind != .external, info.owner >= 0, Int(info.owner) < slots.count,
                  let owner = slots[Int(info.owner)], seen.insert(ObjectIdentifier(owner)).inserted,
                  let record = records[ObjectIdentifier(owner)] else { continue }
            found.append((record.sequence, owner))
        }
        return found.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// The variables that can move while every priority level stays as satisfied as it is,
    /// each with another value it can take. A direction blocked only by a degenerate vertex
    /// (a step of zero) is not explored, so this can miss ambiguity hidden behind one.
    mutating func ambiguities() -> [Ambiguity] {
        // The directions to try: parametric externals (in the order of their variables), then
        // parametric slacks and errors that cost nothing and can grow. One pass over the
        // symbols; the rest only when there is a direction (a shell asks after every line).
        guard tableau.parametricDirections > 0 else { return [] }
        var freeExternals: [(owner: Int32, symbol: Int32)] = []
        var freeDirections: [(symbol: Int32, step: Double)] = []
        for index in tableau.symbols.indices {
            let info = tableau.symbols[index]
            guard !info.isBasic else { continue }
            let s = Int32(index)
            if info.kind == .external {
                freeExternals.append((info.owner, s))
                continue
            }
            guard info.kind == .slack || info.kind == .error, info.colCount > 0, costSign(s) == 0 else { continue }
            let step = maximumStep(s)
            if step > 1e-7 { freeDirections.append((s, min(step, 10))) }
        }
        freeDirections = freeExternals.sorted { $0.owner < $1.owner }.map { ($0.symbol, 10) } + freeDirections
        guard !freeDirections.isEmpty else { return [] }
        let basicExternals = variables.indices
            .compactMap { variableSymbols[ObjectIdentifier(variables[$0])] }
            .filter { tableau.isBasic($0) }
            .sorted { tableau.symbols[Int($0)].rank < tableau.symbols[Int($1)].rank }
        var found: [Int32: Double] = [:]
        for direction in freeDirections {
            var delta: [Int32: Double] = [direction.symbol: 1]
            for b in basicExternals {
                var sum = 0.0
                for (c, v) in tableau.terms(of: b) {
                    if let d = delta[c] { sum += v * d }
                }
                if abs(sum) > nearZero { delta[b] = sum }
            }
            for (s, d) in delta where tableau.kind(s) == .external && found[s] == nil {
                found[s] = evaluate(s) + d * direction.step
            }
        }
        return variables.compactMap { variable in
            guard let s = variableSymbols[ObjectIdentifier(variable)], let alternative = found[s] else { return nil }
            return Ambiguity(variable: variable, value: evaluate(s), alternativeValue: alternative)
        }
    }

    /// How far a parametric restricted symbol can grow before a restricted row reaches zero.
    private mutating func maximumStep(_ s: Int32) -> Double {
        var step = Double.infinity
        var n = tableau.symbols[Int(s)].colHead
        while n != -1 {
            let node = tableau.nodes[Int(n)]
            if node.value < -nearZero, tableau.symbols[Int(node.row)].isRestricted {
                step = min(step, tableau.constant(node.row) / -node.value)
            }
            n = node.colNext
        }
        return step
    }
}
