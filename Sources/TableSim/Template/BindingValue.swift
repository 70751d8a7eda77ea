/// The right-hand side of a binding: a field (`$text`, `!$photo`), a string that mentions
/// fields (`"$username · $timestamp"`) or a literal.
public enum BindingValue: Sendable, Equatable, CustomStringConvertible {
    /// `$name`, or `!$name` (its truth, negated).
    case field(String, negated: Bool)
    /// Text with `$name` parts replaced by the fields' text.
    case interpolated([Part])
    case literal(FieldValue)

    public enum Part: Sendable, Equatable {
        case text(String)
        case field(String)
    }

    /// The value for `row`.
    public func value(for row: Row) -> FieldValue {
        switch self {
        case .field(let name, let negated):
            let v = row.value(of: name)
            return negated ? .bool(!v.isTruthy) : v
        case .interpolated(let parts):
            var out = ""
            for part in parts {
                switch part {
                case .text(let t): out += t
                case .field(let name): out += row.value(of: name).text
                }
            }
            return .string(out)
        case .literal(let v):
            return v
        }
    }

    /// The fields it reads.
    public var fields: [String] {
        switch self {
        case .field(let name, _): return [name]
        case .interpolated(let parts):
            return parts.compactMap { if case .field(let n) = $0 { return n } else { return nil } }
        case .literal: return []
        }
    }

    /// Parses `$name`, `!$name`, `"text with $fields"`, `true`, `false`, a number, or any
    /// other word as a literal string. `offset` is where `text` starts in the line, for errors.
    public init(parsing text: String, offset: Int = 0) throws(TemplateError) {
        let trimmed = text.trimmingBlanks()
        if trimmed.hasPrefix("!") {
            let rest = String(trimmed.dropFirst())
            guard rest.hasPrefix("$"), let name = Self.fieldName(rest.dropFirst()) else {
                throw .syntax("'!' negates a field: write !$name", offset: offset)
            }
            self = .field(name, negated: true)
        } else if trimmed.hasPrefix("$") {
            guard let name = Self.fieldName(trimmed.dropFirst()) else {
                throw .syntax("a field is $ then a name of letters, digits and '_' (as $text)", offset: offset)
            }
            self = .field(name, negated: false)
        } else if trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") {
            self = .interpolated(Self.parts(of: String(trimmed.dropFirst().dropLast())))
        } else if trimmed == "true" || trimmed == "false" {
            self = .literal(.bool(trimmed == "true"))
        } else if let n = Double(trimmed), n.isFinite {
            self = .literal(.number(n))
        } else if trimmed.contains("$") {
            self = .interpolated(Self.parts(of: trimmed))
        } else {
            self = .literal(.string(trimmed))
        }
    }

    static func fieldName(_ s: Substring) -> String? {
        guard let first = s.first, first.isLetter || first == "_",
              s.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(s)
    }

    /// `"$a · $b"` → field a, text " · ", field b. A `$` not followed by a name stays text.
    static func parts(of text: String) -> [Part] {
        var parts: [Part] = []
        var literal = ""
        var chars = Array(text)[...]
        while let c = chars.first {
            chars = chars.dropFirst()
            guard c == "$", let next = chars.first, next.isLetter || next == "_" else {
                literal.append(c)
                continue
            }
            var name = ""
            while let n = chars.first, n.isLetter || n.isNumber || n == "_" {
                name.append(n)
                chars = chars.dropFirst()
            }
            if !literal.isEmpty { parts.append(.text(literal)); literal = "" }
            parts.append(.field(name))
        }
        if !literal.isEmpty { parts.append(.text(literal)) }
        return parts
    }

    public var description: String {
        switch self {
        case .field(let name, let negated): return (negated ? "!$" : "$") + name
        case .interpolated(let parts):
            return "\"" + parts.map { part -> String in
                switch part {
                case .text(let t): return t
                case .field(let n): return "$" + n
                }
            }.joined() + "\""
        case .literal(let v): return v.text
        }
    }
}
