// Swift operators that build expressions and constraints: `2 * x + y - 10`, `x + 2 * y == 10`,
// `(x >= 5).priority(.defaultHigh)`.

extension Expression {
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        if rhs.terms.isEmpty { return Expression(terms: lhs.terms, constant: lhs.constant + rhs.constant) }
        if lhs.terms.isEmpty { return Expression(terms: rhs.terms, constant: lhs.constant + rhs.constant) }
        return Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }
    public static func - (lhs: Expression, rhs: Expression) -> Expression {
        if rhs.terms.isEmpty { return Expression(terms: lhs.terms, constant: lhs.constant - rhs.constant) }
        var terms: [Term] = []
        terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
        terms.append(contentsOf: lhs.terms)
        for term in rhs.terms { terms.append(Term(term.variable, -term.coefficient)) }
        return Expression(terms: terms, constant: lhs.constant - rhs.constant)
    }
    public static prefix func - (operand: Expression) -> Expression { operand * -1 }
    public static func * (lhs: Expression, rhs: Double) -> Expression {
        Expression(
            terms: lhs.terms.map { Term($0.variable, $0.coefficient * rhs) },
            constant: lhs.constant * rhs)
    }
    public static func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
    public static func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }

    public static func + (lhs: Expression, rhs: Double) -> Expression {
        Expression(terms: lhs.terms, constant: lhs.constant + rhs)
    }
    public static func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
    public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + (-rhs) }
    public static func - (lhs: Double, rhs: Expression) -> Expression { -rhs + lhs }

    public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
    public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
    public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
    public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
}

extension Variable {
    public static func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
    public static func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
    public static func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
    public static func + (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) + lhs }
    public static func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }
    public static func - (lhs: Double, rhs: Variable) -> Expression { lhs - Expression(rhs) }
    public static func * (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) * rhs }
    public static func * (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) * lhs }
    public static func / (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) / rhs }
    public static prefix func - (operand: Variable) -> Expression { -Expression(operand) }
}

// MARK: Constraints

extension Expression {
    public static func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
    public static func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessOrEqual) }
    public static func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterOrEqual) }

    public static func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(rhs) }
    public static func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(rhs) }
    public static func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(rhs) }
    public static func == (lhs: Double, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
    public static func <= (lhs: Double, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
    public static func >= (lhs: Double, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }

    public static func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }
    public static func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }
    public static func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }
    public static func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
    public static func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
    public static func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }
}

extension Variable {
    public static func == (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
    public static func <= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
    public static func >= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }
    public static func == (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) == Expression(rhs) }
    public static func <= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) <= Expression(rhs) }
    public static func >= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) >= Expression(rhs) }
}
