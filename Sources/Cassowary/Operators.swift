// Swift operators that build expressions and constraints: `2 * x + y - 10`, `x + 2 * y == 10`,
// `(x >= 5).priority(.defaultHigh)`.

// An operand that the result is built from is `consuming`: an expression built in steps
// (`a.left + a.width + 8`, then `b.left == that`) grows in its own array, in place, instead of
// allocating a new array at every step. New arrays have room for four terms, as many as a layout
// constraint has (`c.bottom >= a.bottom + 12`).
extension LinearExpression {
    /// A term list with room for four terms.
    @inline(__always)
    static func terms(_ first: Term) -> [Term] {
        var terms: [Term] = emptyArray(capacity: 4)
        terms.append(first)
        return terms
    }

    public static func + (lhs: consuming LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs.terms.append(contentsOf: rhs.terms)
        lhs.constant = lhs.constant + rhs.constant
        return lhs
    }
    public static func - (lhs: consuming LinearExpression, rhs: LinearExpression) -> LinearExpression {
        for term in rhs.terms { lhs.terms.append(Term(term.variable, -term.coefficient)) }
        lhs.constant = lhs.constant - rhs.constant
        return lhs
    }
    public static prefix func - (operand: consuming LinearExpression) -> LinearExpression { operand * -1 }
    public static func * (lhs: consuming LinearExpression, rhs: Double) -> LinearExpression {
        for i in lhs.terms.indices { lhs.terms[i].coefficient *= rhs }
        lhs.constant = lhs.constant * rhs
        return lhs
    }
    public static func * (lhs: Double, rhs: consuming LinearExpression) -> LinearExpression { rhs * lhs }
    public static func / (lhs: consuming LinearExpression, rhs: Double) -> LinearExpression { lhs * (1 / rhs) }

    public static func + (lhs: consuming LinearExpression, rhs: Double) -> LinearExpression {
        lhs.constant = lhs.constant + rhs
        return lhs
    }
    public static func + (lhs: Double, rhs: consuming LinearExpression) -> LinearExpression { rhs + lhs }
    public static func - (lhs: consuming LinearExpression, rhs: Double) -> LinearExpression { lhs + (-rhs) }
    public static func - (lhs: Double, rhs: consuming LinearExpression) -> LinearExpression { -rhs + lhs }

    // With a variable: the same terms, in the same order, and the same constant to the sign of
    // zero, as through `LinearExpression(variable)`.
    public static func + (lhs: consuming LinearExpression, rhs: Variable) -> LinearExpression {
        lhs.terms.append(Term(rhs, 1))
        lhs.constant = lhs.constant + 0
        return lhs
    }
    public static func + (lhs: Variable, rhs: consuming LinearExpression) -> LinearExpression {
        rhs.terms.insert(Term(lhs, 1), at: 0)
        rhs.constant = 0 + rhs.constant
        return rhs
    }
    public static func - (lhs: consuming LinearExpression, rhs: Variable) -> LinearExpression {
        lhs.terms.append(Term(rhs, -1))
        return lhs
    }
    public static func - (lhs: Variable, rhs: consuming LinearExpression) -> LinearExpression {
        for i in rhs.terms.indices { rhs.terms[i].coefficient = -rhs.terms[i].coefficient }
        rhs.terms.insert(Term(lhs, 1), at: 0)
        rhs.constant = 0 - rhs.constant
        return rhs
    }
}

extension Variable {
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) + rhs }
    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) - rhs }
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
    public static func == (lhs: consuming LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .equal) }
    public static func <= (lhs: consuming LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .lessOrEqual) }
    public static func >= (lhs: consuming LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .greaterOrEqual) }

    public static func == (lhs: consuming LinearExpression, rhs: Double) -> Constraint { lhs == LinearExpression(rhs) }
    public static func <= (lhs: consuming LinearExpression, rhs: Double) -> Constraint { lhs <= LinearExpression(rhs) }
    public static func >= (lhs: consuming LinearExpression, rhs: Double) -> Constraint { lhs >= LinearExpression(rhs) }
    public static func == (lhs: Double, rhs: consuming LinearExpression) -> Constraint { LinearExpression(lhs) == rhs }
    public static func <= (lhs: Double, rhs: consuming LinearExpression) -> Constraint { LinearExpression(lhs) <= rhs }
    public static func >= (lhs: Double, rhs: consuming LinearExpression) -> Constraint { LinearExpression(lhs) >= rhs }

    public static func == (lhs: consuming LinearExpression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }
    public static func <= (lhs: consuming LinearExpression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessOrEqual) }
    public static func >= (lhs: consuming LinearExpression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterOrEqual) }
    public static func == (lhs: Variable, rhs: consuming LinearExpression) -> Constraint { Constraint(lhs - rhs, .equal) }
    public static func <= (lhs: Variable, rhs: consuming LinearExpression) -> Constraint { Constraint(lhs - rhs, .lessOrEqual) }
    public static func >= (lhs: Variable, rhs: consuming LinearExpression) -> Constraint { Constraint(lhs - rhs, .greaterOrEqual) }
}

extension Variable {
    // Without an array of terms (see `Constraint.Form`); the same expression as through
    // `LinearExpression(lhs) - rhs`, to the sign of zero.
    public static func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(.difference(lhs, rhs), .equal) }
    public static func <= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(.difference(lhs, rhs), .lessOrEqual) }
    public static func >= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(.difference(lhs, rhs), .greaterOrEqual) }
    public static func == (lhs: Variable, rhs: Double) -> Constraint { Constraint(.variable(lhs, plus: 0 - rhs), .equal) }
    public static func <= (lhs: Variable, rhs: Double) -> Constraint { Constraint(.variable(lhs, plus: 0 - rhs), .lessOrEqual) }
    public static func >= (lhs: Variable, rhs: Double) -> Constraint { Constraint(.variable(lhs, plus: 0 - rhs), .greaterOrEqual) }
}
