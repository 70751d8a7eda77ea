import Cassowary
import Layout

/// Parses linear expressions and constraints over named variables:
/// `x + 2*y == 10`, `x >= 5 @750`, `w == 320 @required`, `(a + b) / 2 <= c - 4`.
public struct LinearParser {
    /// Gives the variable for a name (creating it when the caller wants to).
    public typealias Resolve = (String, Token) throws(SourceError) -> Variable

    public init() {}

    /// A constraint: `expression relation expression [@priority]`, to the end of the line.
    public func constraint(_ cursor: inout TokenCursor, resolve: Resolve) throws(SourceError) -> Constraint {
        let lhs = try expression(&cursor, resolve: resolve)
        guard case .symbol(let op)? = cursor.current?.kind, ["==", "=", ">=", "<="].contains(op) else {
            throw cursor.error("expected '==', '>=' or '<=' here")
        }
        _ = cursor.advance()
        let relation: Relation = op == ">=" ? .greaterOrEqual : op == "<=" ? .lessOrEqual : .equal
        let rhs = try expression(&cursor, resolve: resolve)
        var priority = Priority.required
        if cursor.accept("@") {
            priority = try self.priority(&cursor)
        }
        if let extra = cursor.current {
            throw cursor.error("unexpected '\(extra.text)' after the constraint", at: extra)
        }
        let combined = (lhs - rhs).simplified
        let numbers = combined.terms.map(\.coefficient) + [combined.constant]
        guard numbers.allSatisfy(LayoutNumbers.accepts) else {
            let whole = cursor.tokens.first.map { first -> (Int, Int) in
                let last = cursor.tokens[cursor.tokens.count - 1]
                return (first.column, last.column + last.length - first.column)
            } ?? (1, 1)
            throw SourceError(LayoutNumbers.combinedRefusal,
                              at: SourcePosition(line: cursor.line, column: whole.0), length: whole.1)
        }
        return Constraint(combined, relation, priority: priority)
    }

    /// A priority after `@`: a number in 1…1000 or a name (`required`, `high`, `low`, `fitting`, …).
    public func priority(_ cursor: inout TokenCursor) throws(SourceError) -> Priority {
        guard let token = cursor.advance() else { throw cursor.error("expected a priority after '@'") }
        switch token.kind {
        case .number(let n):
            guard let p = Priority(n) else { throw cursor.error(ValueWords.priorityRefusal(token.text), at: token) }
            return p
        case .identifier(let name):
            guard let p = ValueWords.priority(name) else { throw cursor.error(ValueWords.priorityRefusal(name), at: token) }
            return p
        default:
            throw cursor.error("expected a priority (1…1000 or required, high, low, fitting)", at: token)
        }
    }

    /// How deep parentheses may nest: the parser recurses once a level, and a line of 10,000
    /// `(` must not exhaust the stack.
    public static let maximumNesting = 64

    public func expression(_ cursor: inout TokenCursor, resolve: Resolve) throws(SourceError) -> LinearExpression {
        try expression(&cursor, resolve: resolve, depth: 0)
    }

    private func expression(_ cursor: inout TokenCursor, resolve: Resolve, depth: Int) throws(SourceError) -> LinearExpression {
        var result = try term(&cursor, resolve: resolve, depth: depth)
        while true {
            if cursor.accept("+") {
                result = result + (try term(&cursor, resolve: resolve, depth: depth))
            } else if cursor.accept("-") {
                result = result - (try term(&cursor, resolve: resolve, depth: depth))
            } else {
                return result
            }
        }
    }

    private func term(_ cursor: inout TokenCursor, resolve: Resolve, depth: Int) throws(SourceError) -> LinearExpression {
        var result = try factor(&cursor, resolve: resolve, depth: depth)
        while true {
            let operatorToken = cursor.current
            if cursor.accept("*") {
                let right = try factor(&cursor, resolve: resolve, depth: depth)
                if right.terms.isEmpty {
                    result = result * right.constant
                } else if result.terms.isEmpty {
                    result = right * result.constant
                } else {
                    throw nonLinear(operatorToken, cursor)
                }
            } else if cursor.accept("/") {
                let divisorStart = cursor.current
                let right = try factor(&cursor, resolve: resolve, depth: depth)
                guard right.terms.isEmpty else { throw nonLinear(operatorToken, cursor) }
                guard right.constant != 0 else {
                    throw divisorStart.map { cursor.error("division by zero", at: $0) } ?? cursor.error("division by zero")
                }
                result = result / right.constant
            } else {
                return result
            }
        }
    }

    private func nonLinear(_ token: Token?, _ cursor: TokenCursor) -> SourceError {
        let message = "the product of two variables is not linear: a constraint multiplies variables by numbers only"
        return token.map { cursor.error(message, at: $0) } ?? cursor.error(message)
    }

    /// A number, a variable, a signed factor or a parenthesised expression. Signs are
    /// counted in a loop (100,000 unary minus signs are a line, not 100,000 calls).
    private func factor(_ cursor: inout TokenCursor, resolve: Resolve, depth: Int) throws(SourceError) -> LinearExpression {
        var negative = false
        while let token = cursor.current, token.kind == .symbol("-") || token.kind == .symbol("+") {
            if token.kind == .symbol("-") { negative.toggle() }
            _ = cursor.advance()
        }
        guard let token = cursor.current else { throw cursor.error("expected a number or a variable") }
        let value: LinearExpression
        switch token.kind {
        case .number(let n):
            _ = cursor.advance()
            value = LinearExpression(n)
        case .identifier(let name):
            _ = cursor.advance()
            value = LinearExpression(try resolve(name, token))
        case .symbol("("):
            guard depth < Self.maximumNesting else {
                throw cursor.error("parentheses nest at most \(Self.maximumNesting) deep", at: token)
            }
            _ = cursor.advance()
            let inner = try expression(&cursor, resolve: resolve, depth: depth + 1)
            guard cursor.accept(")") else { throw cursor.error("expected ')' to close the '(' at column \(token.column)") }
            value = inner
        default:
            throw cursor.error("expected a number or a variable, not '\(token.text)'", at: token)
        }
        return negative ? -value : value
    }
}
