// Swift operators that build expressions and constraints: `2 * x + y - 10`, `x + 2 * y == 10`,
// `(x >= 5).priority(.defaultHigh)`.

extension LinearExpression {
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        if rhs.terms.isEmpty { return LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs.constant) }
        if lhs.terms.isEmpty { return LinearExpression(terms: rhs.terms, constant: lhs.constant + rhs.constant) }
        return LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        if rhs.terms.isEmpty { return LinearExpression(terms: lhs.terms, constant: lhs.constant - rhs.constant) }
        var terms: [Term] = []
        terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
        terms.append(contentsOf: lhs.terms)
        for term in rhs.terms { terms.append(Term(term.variable, -term.coefficient)) }
        return LinearExpression(terms: terms, constant: lhs.constant - rhs.constant)
    }
    public static prefix func - (operand: LinearExpression) -> LinearExpression { operand * -1 }
    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(
            terms: lhs.terms.map { Term($0.variable, $0.coefficient * rhs) },
            constant: lhs.constant * rhs)
    }
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs * lhs }
    public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs * (1 / rhs) }

    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
    }
    public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs + lhs }
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + (-rhs) }
    public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { -rhs + lhs }

    // With a variable: one new array (the same terms, in the same order, and the same constant
    // to the sign of zero, as through `LinearExpression(variable)`).
    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        LinearExpression(terms: appending(lhs.terms, Term(rhs, 1)), constant: lhs.constant + 0)
    }
    public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(terms: prepending(Term(lhs, 1), rhs.terms, sign: 1), constant: 0 + rhs.constant)
    }
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        LinearExpression(terms: appending(lhs.terms, Term(rhs, -1)), constant: lhs.constant)
    }
    public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(terms: prepending(Term(lhs, 1), rhs.terms, sign: -1), constant: 0 - rhs.constant)
    }

    private static func appending(_ terms: [Term], _ term: Term) -> [Term] {
        var out: [Term] = []
        out.reserveCapacity(terms.count + 1)
        out.append(contentsOf: terms)
        out.append(term)
        return out
    }

    private static func prepending(_ term: Term, _ terms: [Term], sign: Double) -> [Term] {
        var out: [Term] = []
        out.reserveCapacity(terms.count + 1)
        out.append(term)
        if sign == 1 {
            out.append(contentsOf: terms)
        } else {
            for t in terms { out.append(Term(t.variable, -t.coefficient)) }
        }
        return out
    }
}

extension Variable {
    // Built directly: one array, where going through two one-term expressions makes three.
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression(terms: [LinearExpression.Term(lhs, 1), LinearExpression.Term(rhs, 1)])
    }
    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression(terms: [LinearExpression.Term(lhs, 1), LinearExpression.Term(rhs, -1)])
    }
    public static func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }
    public static func + (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression(rhs) + lhs }
    public static func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - rhs }
    public static func - (lhs: Double, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
    public static func * (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) * rhs }
    public static func * (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression(rhs) * lhs }
    public static func / (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) / rhs }
    public static prefix func - (operand: Variable) -> LinearExpression { -LinearExpression(operand) }
}

// MARK: Constraints

extension LinearExpression {
    public static func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .equal) }
    public static func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .lessOrEqual) }
    public static func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .greaterOrEqual) }

    public static func == (lhs: LinearExpression, rhs: Double) -> Constraint { lhs == LinearExpression(rhs) }
    public static func <= (lhs: LinearExpression, rhs: Double) -> Constraint { lhs <= LinearExpression(rhs) }
    public static func >= (lhs: LinearExpression, rhs: Double) -> Constraint { lhs >= LinearExpression(rhs) }
    public static func == (lhs: Double, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) == rhs }
    public static func <= (lhs: Double, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) <= rhs }
    public static func >= (lhs: Double, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) >= rhs }

    public static func == (lhs: LinearExpression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }
    public static func <= (lhs: LinearExpression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessOrEqual) }
    public static func >= (lhs: LinearExpression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterOrEqual) }
    public static func == (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .equal) }
    public static func <= (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .lessOrEqual) }
    public static func >= (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .greaterOrEqual) }
}

extension Variable {
    public static func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }
    public static func <= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessOrEqual) }
    public static func >= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterOrEqual) }
    public static func == (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) == LinearExpression(rhs) }
    public static func <= (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) <= LinearExpression(rhs) }
    public static func >= (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) >= LinearExpression(rhs) }
}
