import Layout
import Notation
import TableSim

/// The words of `table sizing manual FORMULA`: a `heightForRowAt` written as arithmetic.
///
///     formula  := sum [ '?' formula ':' formula ]        (the left a field: $name or !$name)
///     sum      := product { ('+' | '-') product }
///     product  := unary { ('*' | '/') unary }
///     unary    := { '-' | '+' } primary
///     primary  := number | $name | $name.length | !$name | width | separator
///               | max(formula, …) | min(formula, …) | lineHeight(LABEL) | textHeight(LABEL, formula)
///               | '(' formula ')'
///
/// Every name is checked as it is read (a label of the cell, a field of the data) and refused
/// with a caret under it.
struct HeightFormulaGrammar {
    /// Says why a label or a field cannot be used (nil: it can).
    typealias Check = (String) -> String?

    /// Where the formula's text starts in its line (1-based), for carets.
    let line: Int
    let column: Int
    let checkLabel: Check
    let checkField: Check

    static let maximumNesting = 64
    static let maximumTokens = 1_000

    private struct Token {
        enum Kind: Equatable {
            case number(Double), name(String), field(String), symbol(Character)
        }
        var kind: Kind
        var offset: Int
        var length: Int
    }

    func parse(_ text: String) throws(SourceError) -> HeightFormula {
        var cursor = Cursor(tokens: try tokens(text), end: text.count, grammar: self)
        guard !cursor.tokens.isEmpty else { throw error("a formula is arithmetic, as 8 + textHeight(body, width - 16) + 8", 0, 1) }
        let formula = try cursor.formula(depth: 0)
        if let extra = cursor.current {
            throw error("unexpected '\(cursor.text(extra))' after the formula", extra.offset, extra.length)
        }
        return formula
    }

    fileprivate func error(_ message: String, _ offset: Int, _ length: Int) -> SourceError {
        SourceError(message, at: SourcePosition(line: line, column: column + offset), length: max(1, length))
    }

    private func tokens(_ text: String) throws(SourceError) -> [Token] {
        let chars = Array(text)
        var out: [Token] = []
        var i = 0
        func isNameCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
        while i < chars.count {
            let c = chars[i], start = i
            if c == " " || c == "\t" { i += 1; continue }
            guard out.count < Self.maximumTokens else {
                throw error("a formula has at most \(grouped(Self.maximumTokens)) words and signs", i, chars.count - i)
            }
            if c.isASCII, c.isNumber || (c == "." && i + 1 < chars.count && chars[i + 1].isASCII && chars[i + 1].isNumber) {
                while i < chars.count, chars[i].isASCII, chars[i].isNumber || chars[i] == "." { i += 1 }
                let literal = String(chars[start..<i])
                guard let value = Double(literal), value.isFinite, value <= 1e6 else {
                    throw error("'\(literal)' is not a number from 0 to 1,000,000", start, i - start)
                }
                out.append(Token(kind: .number(value), offset: start, length: i - start))
            } else if c.isLetter || c == "_" {
                while i < chars.count, isNameCharacter(chars[i]) { i += 1 }
                out.append(Token(kind: .name(String(chars[start..<i])), offset: start, length: i - start))
            } else if c == "$" {
                i += 1
                guard i < chars.count, chars[i].isLetter || chars[i] == "_" else {
                    throw error("a field is $ then a name of letters, digits and '_' (as $text)", start, 1)
                }
                while i < chars.count, isNameCharacter(chars[i]) { i += 1 }
                out.append(Token(kind: .field(String(chars[(start + 1)..<i])), offset: start, length: i - start))
            } else if "+-*/(),?:!.".contains(c) {
                out.append(Token(kind: .symbol(c), offset: start, length: 1))
                i += 1
            } else {
                throw error("'\(c)' has no place in a formula: numbers, $fields, width, separator, + - * / ( ), max, min, "
                            + "lineHeight, textHeight and $f ? a : b", start, 1)
            }
        }
        return out
    }

    private struct Cursor {
        let tokens: [Token]
        let end: Int
        let grammar: HeightFormulaGrammar
        var index = 0

        var current: Token? { index < tokens.count ? tokens[index] : nil }

        func text(_ token: Token) -> String {
            switch token.kind {
            case .number(let n): return formatNumber(n)
            case .name(let s): return s
            case .field(let s): return "$" + s
            case .symbol(let c): return String(c)
            }
        }

        mutating func accept(_ symbol: Character) -> Bool {
            guard current?.kind == .symbol(symbol) else { return false }
            index += 1
            return true
        }

        func error(_ message: String) -> SourceError {
            guard let token = current else { return grammar.error(message, end, 1) }
            return grammar.error(message, token.offset, token.length)
        }

        mutating func expect(_ symbol: Character, _ message: String) throws(SourceError) {
            guard accept(symbol) else { throw error(message) }
        }

        mutating func formula(depth: Int) throws(SourceError) -> HeightFormula {
            let start = current
            let condition = try sum(depth: depth)
            guard let question = current, question.kind == .symbol("?") else { return condition }
            index += 1
            let field: String, negated: Bool
            switch condition {
            case .field(let name, length: false): (field, negated) = (name, false)
            case .choice(let name, true, .number(1), .number(0)): (field, negated) = (name, true)
            default:
                throw grammar.error("a choice asks a field: $name ? a : b or !$name ? a : b",
                                    start?.offset ?? 0, (question.offset - (start?.offset ?? 0)))
            }
            let then = try sum(depth: depth)
            try expect(":", "a choice is $name ? a : b: expected ':' here")
            let otherwise = try formula(depth: depth + 1)
            return .choice(field: field, negated: negated, then: then, otherwise: otherwise)
        }

        mutating func sum(depth: Int) throws(SourceError) -> HeightFormula {
            var result = try product(depth: depth)
            while true {
                if accept("+") {
                    result = .binary(.add, result, try product(depth: depth))
                } else if accept("-") {
                    result = .binary(.subtract, result, try product(depth: depth))
                } else {
                    return result
                }
            }
        }

        mutating func product(depth: Int) throws(SourceError) -> HeightFormula {
            var result = try unary(depth: depth)
            while true {
                if accept("*") {
                    result = .binary(.multiply, result, try unary(depth: depth))
                } else if accept("/") {
                    let divisor = current
                    let right = try unary(depth: depth)
                    if case .number(0) = right, let divisor { throw grammar.error("division by zero", divisor.offset, divisor.length) }
                    result = .binary(.divide, result, right)
                } else {
                    return result
                }
            }
        }

        mutating func unary(depth: Int) throws(SourceError) -> HeightFormula {
            var negative = false
            while let token = current, token.kind == .symbol("-") || token.kind == .symbol("+") {
                if token.kind == .symbol("-") { negative.toggle() }
                index += 1
            }
            let value = try primary(depth: depth)
            return negative ? .negate(value) : value
        }

        mutating func primary(depth: Int) throws(SourceError) -> HeightFormula {
            guard let token = current else { throw error("expected a number, a $field, width, or a measurement here") }
            guard depth < HeightFormulaGrammar.maximumNesting else {
                throw error("a formula nests at most \(HeightFormulaGrammar.maximumNesting) deep")
            }
            index += 1
            switch token.kind {
            case .number(let n):
                return .number(n)
            case .field(let name):
                if let why = grammar.checkField(name) { throw grammar.error(why, token.offset, token.length) }
                guard accept(".") else { return .field(name, length: false) }
                guard case .name("length")? = current?.kind else { throw error("after '$\(name).' comes length: $\(name).length") }
                index += 1
                return .field(name, length: true)
            case .symbol("!"):
                guard let next = current, case .field(let name) = next.kind else { throw error("'!' negates a field: write !$name") }
                if let why = grammar.checkField(name) { throw grammar.error(why, next.offset, next.length) }
                index += 1
                return .choice(field: name, negated: true, then: .number(1), otherwise: .number(0))
            case .symbol("("):
                let inner = try formula(depth: depth + 1)
                try expect(")", "expected ')' to close the '(' at column \(grammar.column + token.offset)")
                return inner
            case .name("width"): return .width
            case .name("separator"): return .separator
            case .name(let name) where ["max", "min", "lineHeight", "textHeight"].contains(name):
                return try function(name, token, depth: depth)
            case .name(let name):
                let known = ["width", "separator", "max", "min", "lineHeight", "textHeight"]
                let hint = closestName(to: name, in: known).map { " (did you mean '\($0)'?)" } ?? ""
                let field = grammar.checkField(name) == nil ? " (a field is written $\(name))" : ""
                throw grammar.error("'\(name)' is not a word of a formula\(hint)\(field); a formula knows width, separator, "
                                    + "max, min, lineHeight, textHeight and $fields", token.offset, token.length)
            case .symbol(let c):
                index -= 1
                throw error("expected a number, a $field, width, or a measurement, not '\(c)'")
            }
        }

        mutating func function(_ name: String, _ token: Token, depth: Int) throws(SourceError) -> HeightFormula {
            try expect("(", "\(name) takes its arguments in parentheses: \(usage(name))")
            switch name {
            case "lineHeight", "textHeight":
                guard let labelToken = current, case .name(let label) = labelToken.kind else {
                    throw error("\(name) measures a label of the cell, named as it is: \(usage(name))")
                }
                if let why = grammar.checkLabel(label) { throw grammar.error(why, labelToken.offset, labelToken.length) }
                index += 1
                if name == "lineHeight" {
                    try expect(")", "lineHeight measures one label, on one line: \(usage(name))")
                    return .lineHeight(label: label)
                }
                try expect(",", "textHeight needs the width to wrap at: \(usage(name))")
                let width = try formula(depth: depth + 1)
                try expect(")", "expected ')' to close textHeight(: \(usage(name))")
                return .textHeight(label: label, width: width)
            default:
                var items = [try formula(depth: depth + 1)]
                while accept(",") { items.append(try formula(depth: depth + 1)) }
                try expect(")", "expected ',' or ')' in \(name)(…)")
                guard items.count >= 2 else {
                    throw grammar.error("\(name) takes two values or more: \(usage(name))", token.offset, token.length)
                }
                return .extreme(largest: name == "max", items)
            }
        }

        func usage(_ name: String) -> String {
            switch name {
            case "lineHeight": return "lineHeight(LABEL)"
            case "textHeight": return "textHeight(LABEL, WIDTH)"
            default: return "\(name)(a, b, …)"
            }
        }
    }
}
