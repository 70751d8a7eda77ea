/// How the two sides of a constraint relate.
public enum Relation: String, Sendable, CaseIterable {
    case lessOrEqual = "<="
    case equal = "=="
    case greaterOrEqual = ">="
}

/// A linear constraint `expression (<= | == | >=) 0` with an Auto Layout priority.
///
/// Constraints are reference objects, as kiwi's are: the solver knows a constraint by its
/// identity, so adding the same constraint twice is a ``SolverError/duplicateConstraint(_:)``.
/// Build them with the operators (`x + 2 * y == 10`) and ``priority(_:)``.
///
/// Immutable to everyone who holds one strongly. (`priority` is a `var` for ``priority(_:)``
/// only, which changes it on an object nothing else references strongly: no other access can
/// overlap, hence `@unchecked Sendable` and no dynamic exclusivity checks on it. A weak or
/// unowned reference to such a temporary sees the new priority.)
public final class Constraint: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// `lhs - rhs`: the constraint reads `expression relation 0`.
    public let expression: LinearExpression
    public let relation: Relation
    @exclusivity(unchecked) public private(set) var priority: Priority
    /// A name for messages; the shell uses it for numbers and user-given names.
    public let name: String?

    public init(_ expression: LinearExpression, _ relation: Relation, priority: Priority = .required, name: String? = nil) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.name = name
    }

    /// The same constraint at another priority: a new constraint object, unless nothing else
    /// holds this one strongly (`(x >= 5).priority(.defaultHigh)`), which then takes the
    /// priority itself (no object is made and thrown away).
    public consuming func priority(_ priority: Priority) -> Constraint {
        var constraint = self
        if isKnownUniquelyReferenced(&constraint) {
            constraint.priority = priority
            return constraint
        }
        return Constraint(constraint.expression, constraint.relation, priority: priority, name: constraint.name)
    }

    /// The same constraint under a name (a new constraint object).
    public func named(_ name: String) -> Constraint {
        Constraint(expression, relation, priority: priority, name: name)
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `x + 2*y == 10 @750` style: variables on the left, the constant moved to the right.
    public var description: String {
        let left = LinearExpression(terms: expression.terms, constant: 0)
        let right = formatConstraintNumber(-expression.constant)
        let lhs = expression.terms.isEmpty ? "0" : left.description
        let suffix = priority.isRequired ? "" : " @\(priority)"
        return "\(lhs) \(relation.rawValue) \(right)\(suffix)"
    }
}
