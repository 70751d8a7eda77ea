import Notation
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
    /// How the constraint holds its expression. One between a variable and a number or two
    /// variables (`x >= 0`, `a == b`: most of a layout's widths, heights and alignments) keeps
    /// them in the object itself, built by the operators without an array of terms: one
    /// allocation a constraint instead of two, and nothing for the solver to retain when it
    /// reads them.
    enum Form {
        /// Any expression, its terms in an array.
        case expression(LinearExpression)
        /// `variable + constant` (`x == 5` is `x + -5 == 0`).
        case variable(Variable, plus: Double)
        /// `first - second`.
        case difference(Variable, Variable)
    }

    let form: Form

    /// `lhs - rhs`: the constraint reads `expression relation 0`.
    public var expression: LinearExpression {
        switch form {
        case .expression(let expression):
            return expression
        case .variable(let variable, let constant):
            return LinearExpression(terms: [LinearExpression.Term(variable)], constant: constant)
        case .difference(let first, let second):
            return LinearExpression(terms: [LinearExpression.Term(first), LinearExpression.Term(second, -1)])
        }
    }
    public let relation: Relation
    @exclusivity(unchecked) public private(set) var priority: Priority
    /// A name for messages; the shell uses it for numbers and user-given names.
    public let name: String?

    public convenience init(_ expression: LinearExpression, _ relation: Relation, priority: Priority = .required, name: String? = nil) {
        self.init(.expression(expression), relation, priority: priority, name: name)
    }

    init(_ form: Form, _ relation: Relation, priority: Priority = .required, name: String? = nil) {
        self.form = form
        self.relation = relation
        self.priority = priority
        self.name = name
    }

    /// `variable relation constant`, as the operators make it (`x >= 5`).
    public convenience init(_ variable: Variable, _ relation: Relation, _ constant: Double,
                            priority: Priority = .required, name: String? = nil) {
        self.init(.variable(variable, plus: 0 - constant), relation, priority: priority, name: name)
    }

    /// `first relation second`, as the operators make it (`a == b`).
    public convenience init(_ first: Variable, _ relation: Relation, _ second: Variable,
                            priority: Priority = .required, name: String? = nil) {
        self.init(.difference(first, second), relation, priority: priority, name: name)
    }

    /// True when every coefficient and the constant are finite numbers.
    var isFinite: Bool {
        switch form {
        case .expression(let expression): return expression.isFinite
        case .variable(_, let constant): return constant.isFinite
        case .difference: return true
        }
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
        return Constraint(constraint.form, constraint.relation, priority: priority, name: constraint.name)
    }

    /// The same constraint under a name (a new constraint object).
    public func named(_ name: String) -> Constraint {
        Constraint(form, relation, priority: priority, name: name)
    }

    /// Whether `other` says the same as this one: the same relation, constant and terms (the
    /// same variables with the same coefficients, in the same order). Priority and name aside.
    public func says(theSameAs other: Constraint) -> Bool {
        guard relation == other.relation else { return false }
        let a = expression, b = other.expression
        guard a.constant == b.constant, a.terms.count == b.terms.count else { return false }
        return zip(a.terms, b.terms).allSatisfy { $0.variable === $1.variable && $0.coefficient == $1.coefficient }
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `x + 2*y == 10 @750` style: variables on the left, the constant moved to the right.
    public var description: String {
        let expression = self.expression
        let left = LinearExpression(terms: expression.terms, constant: 0)
        let right = formatConstraintNumber(-expression.constant)
        let lhs = expression.terms.isEmpty ? "0" : left.description
        let suffix = priority.isRequired ? "" : " @\(priority)"
        return "\(lhs) \(relation.rawValue) \(right)\(suffix)"
    }
}
