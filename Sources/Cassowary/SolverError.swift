/// Everything the solver refuses, as a value. The solver never traps on its input; a program
/// that shows a refusal to a person words it itself.
public enum SolverError: Error, Equatable, Sendable {
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
    /// A coefficient, constant or suggested value that is NaN or infinite, and where it was given.
    case nonFiniteNumber(NonFiniteInput)
    /// Required constraints that cannot all hold. `conflict` is minimal: it contains the
    /// rejected constraint, and taking any one constraint away lets the rest hold together.
    /// The solver is left as it was before the failed add.
    case unsatisfiable(Constraint, conflict: [Constraint])
    /// A constraint's priority cannot change between required and optional in place (UIKit
    /// refuses it too): remove it and add it again instead.
    case requiredPriorityChange(Constraint)

    /// Where a number that is NaN or infinite was given.
    public enum NonFiniteInput: Equatable, Sendable {
        /// A coefficient or the constant of a constraint being added.
        case constraint(Constraint)
        /// The value suggested for an edit variable.
        case suggestedValue(Variable)
        /// The new constant of a constraint in the solver.
        case newConstant(Constraint)
    }
}
