import Cassowary
import Notation

/// A token of the Trellis language, with where it stands in its line.
public struct Token: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case identifier(String)
        case number(Double)
        case string(String)
        /// Operators and punctuation: `==` `>=` `<=` `=` `+` `-` `*` `/` `(` `)` `@` `.` `,` `:` `$` `!` `[` `]` `|`
        case symbol(String)
    }

    public var kind: Kind
    /// 1-based column of the first character.
    public var column: Int
    /// Length in characters.
    public var length: Int

    public var text: String {
        switch kind {
        case .identifier(let s), .symbol(let s): return s
        case .number(let n): return formatNumber(n)
        case .string(let s): return "\"\(s)\""
        }
    }
}


/// Splits one line into tokens. `#` outside a string starts a comment.
public struct Lexer {
    public let line: Int

    public init(line: Int = 1) { self.line = line }

    public func tokens(_ text: String) throws(SourceError) -> [Token] {
        let chars = Array(text)
        var out: [Token] = []
        var i = 0
        func position(_ index: Int) -> SourcePosition { SourcePosition(line: line, column: index + 1) }
        while i < chars.count {
            let c = chars[i]
            if c == " " || c == "\t" || c == "\r" { i += 1; continue }
            if c == "#" { break }
            let start = i
            if c.isLetter || c == "_" {
                while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "_" { i += 1 }
                out.append(Token(kind: .identifier(String(chars[start..<i])), column: start + 1, length: i - start))
            } else if c.isASCII, c.isNumber || (c == "." && i + 1 < chars.count && chars[i + 1].isASCII && chars[i + 1].isNumber) {
                while i < chars.count, chars[i].isASCII, chars[i].isNumber || chars[i] == "." { i += 1 }
                if i < chars.count, chars[i] == "e" || chars[i] == "E" {
                    var j = i + 1
                    if j < chars.count, chars[j] == "+" || chars[j] == "-" { j += 1 }
                    if j < chars.count, chars[j].isASCII, chars[j].isNumber {
                        i = j
                        while i < chars.count, chars[i].isASCII, chars[i].isNumber { i += 1 }
                    }
                }
                let literal = String(chars[start..<i])
                guard let value = Double(literal), value.isFinite else {
                    throw SourceError("'\(literal)' is not a number", at: position(start), length: i - start)
                }
                guard LayoutNumbers.accepts(value) else {
                    throw SourceError(LayoutNumbers.refusal(literal), at: position(start), length: i - start)
                }
                out.append(Token(kind: .number(value), column: start + 1, length: i - start))
            } else if c == "\"" {
                i += 1
                var value = ""
                var closed = false
                while i < chars.count {
                    let d = chars[i]
                    if d == "\\", i + 1 < chars.count {
                        let e = chars[i + 1]
                        value.append(e == "n" ? "\n" : e == "t" ? "\t" : e)
                        i += 2
                        continue
                    }
                    i += 1
                    if d == "\"" { closed = true; break }
                    value.append(d)
                }
                guard closed else { throw SourceError("this string has no closing quote", at: position(start), length: i - start) }
                out.append(Token(kind: .string(value), column: start + 1, length: i - start))
            } else {
                let two = i + 1 < chars.count ? String(chars[i...i + 1]) : ""
                if ["==", ">=", "<=", "=>", "=<"].contains(two) {
                    guard two != "=>", two != "=<" else {
                        let fix = two == "=>" ? ">=" : "<="
                        throw SourceError("write '\(fix)', not '\(two)'", at: position(i), length: 2)
                    }
                    out.append(Token(kind: .symbol(two), column: i + 1, length: 2))
                    i += 2
                } else if "=+-*/()@.,:$![]|<>".contains(c) {
                    if c == "<" || c == ">" {
                        throw SourceError("strict '\(c)' is not a constraint relation: use '\(c)='", at: position(i))
                    }
                    out.append(Token(kind: .symbol(String(c)), column: i + 1, length: 1))
                    i += 1
                } else {
                    throw SourceError("unexpected character '\(c)'", at: position(i))
                }
            }
        }
        return out
    }
}
