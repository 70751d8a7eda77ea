import Cassowary

extension SolverError {
    /// What the solver refused, as the plain-variables mode says it (constraints in their
    /// notation, `x + 10 == y`; variables by name).
    var words: String {
        switch self {
        case .duplicateConstraint(let c): return "the constraint \(c) is already in the solver"
        case .unknownConstraint(let c): return "the constraint \(c) is not in the solver"
        case .duplicateEditVariable(let v): return "\(v.name) is already an edit variable"
        case .unknownEditVariable(let v): return "\(v.name) is not an edit variable"
        case .requiredEditVariable(let v): return "an edit variable cannot be required (\(v.name)); use a priority below 1000"
        case .nonFiniteNumber(let input): return "\(input.words) is not a finite number"
        case .requiredPriorityChange(let c):
            return "the priority of \(c) cannot change between required and optional; remove it and add it again"
        case .unsatisfiable(let c, let conflict):
            let others = conflict.filter { $0 !== c }.map { "  \($0)" }.joined(separator: "\n")
            return "cannot satisfy \(c) together with:\n\(others)"
        }
    }
}

extension SolverError.NonFiniteInput {
    /// Where the number was given: `the value suggested for w`.
    var words: String {
        switch self {
        case .constraint(let c): return "a coefficient or constant of \(c)"
        case .suggestedValue(let v): return "the value suggested for \(v.name)"
        case .newConstant(let c): return "the new constant of \(c)"
        }
    }
}
