/// Everything the solver refuses, as a value. The solver never traps on its input.
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable already has an edit constraint.
    case duplicateEditVariable(Variable)
    /// The variable has no edit constraint.
    case unknownEditVariable(Variable)
    /// Edit variables must be weaker than required: a required edit would make every suggestion
    /// a new hard fact.
    case requiredEditVariable(Variable)
    /// A coefficient, constant or suggested value that is NaN or infinite.
    case nonFiniteNumber(String)
    /// Required constraints that cannot all hold. `conflict` is minimal: it contains the
    /// rejected constraint, and taking any one constraint away lets the rest hold together.
    /// The solver is left as it was before the failed add.
    case unsatisfiable(Constraint, conflict: [Constraint])
    /// A constraint's priority cannot change between required and optional in place (UIKit
    /// refuses it too): remove it and add it again instead.
    case requiredPriorityChange(Constraint)

    public var description: String {
        switch self {
        case .duplicateConstraint(let c): return "the constraint \(c) is already in the solver"
        case .unknownConstraint(let c): return "the constraint \(c) is not in the solver"
        case .duplicateEditVariable(let v): return "\(v.name) is already an edit variable"
        case .unknownEditVariable(let v): return "\(v.name) is not an edit variable"
        case .requiredEditVariable(let v): return "an edit variable cannot be required (\(v.name)); use a priority below 1000"
        case .nonFiniteNumber(let what): return "\(what) is not a finite number"
        case .requiredPriorityChange(let c):
            return "the priority of \(c) cannot change between required and optional; remove it and add it again"
        case .unsatisfiable(let c, let conflict):
            let others = conflict.filter { $0 !== c }.map { "  \($0)" }.joined(separator: "\n")
            return "cannot satisfy \(c) together with:\n\(others)"
        }
    }
}
