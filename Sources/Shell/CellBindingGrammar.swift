import Notation
import TableSim

/// The words of `table cell` that tie a row's fields to a cell: bindings
/// (`body.text=$text`, `photo.collapsed=!$hasMedia`, `meta.text="$username · $time"`) and rules
/// (`when=$hasMedia`, `when=$kind==photo`). The table simulator takes the values; how they are
/// written is the language's.
enum CellBindingGrammar {
    /// Why a binding or a rule does not read: a message and the character offset in the text
    /// given, for the caret.
    struct Failure: Error, Equatable {
        var message: String
        var offset: Int
    }

    /// `NAME.PROPERTY = VALUE` (blanks around `=` optional).
    static func binding(_ text: String) throws(Failure) -> Binding {
        guard let equals = text.firstIndex(of: "=") else {
            throw Failure(message: "a binding is NAME.PROPERTY = VALUE, as body.text = $text", offset: 0)
        }
        let lhs = text[..<equals].trimmingBlanks()
        let valueOffset = text.distance(from: text.startIndex, to: equals) + 1
        guard let dot = lhs.lastIndex(of: "."), dot != lhs.startIndex else {
            throw Failure(message: "the left of a binding is NAME.PROPERTY, as body.text", offset: 0)
        }
        let name = String(lhs[..<dot]), propertyName = String(lhs[lhs.index(after: dot)...])
        guard let property = Binding.Property(rawValue: propertyName) else {
            let known = Binding.Property.allCases.map(\.rawValue).joined(separator: ", ")
            throw Failure(message: "'\(propertyName)' cannot be bound; a binding sets \(known)", offset: name.count + 1)
        }
        return Binding(target: name, property: property,
                       value: try value(String(text[text.index(after: equals)...]), offset: valueOffset))
    }

    /// `$name`, `!$name`, `$name == value` or `$name != value`.
    static func rule(_ text: String) throws(Failure) -> RowRule {
        let trimmed = text.trimmingBlanks()
        for op in ["==", "!="] {
            guard let range = firstRange(of: op, in: trimmed) else { continue }
            let lhs = trimmed[..<range.lowerBound].trimmingBlanks()
            var rhs = trimmed[range.upperBound...].trimmingBlanks()
            if rhs.count >= 2, rhs.hasPrefix("\""), rhs.hasSuffix("\"") { rhs = String(rhs.dropFirst().dropLast()) }
            guard lhs.hasPrefix("$"), let name = fieldName(lhs.dropFirst()) else {
                throw Failure(message: "a rule compares a field: $name \(op) value", offset: 0)
            }
            return RowRule(field: name, equals: rhs, negated: op == "!=")
        }
        guard case .field(let name, let negated) = try value(trimmed, offset: 0) else {
            throw Failure(message: "a rule is $name, !$name, $name == value or $name != value", offset: 0)
        }
        return RowRule(field: name, negated: negated)
    }

    /// `$name`, `!$name`, `"text with $fields"`, `true`, `false`, a number, or any other word as
    /// a literal string. `offset` is where `text` starts, for errors.
    static func value(_ text: String, offset: Int) throws(Failure) -> BindingValue {
        let trimmed = text.trimmingBlanks()
        if let conditional = try conditional(trimmed, offset: offset) { return conditional }
        if trimmed.hasPrefix("!") {
            let rest = String(trimmed.dropFirst())
            guard rest.hasPrefix("$"), let name = fieldName(rest.dropFirst()) else {
                throw Failure(message: "'!' negates a field: write !$name", offset: offset)
            }
            return .field(name, negated: true)
        }
        if trimmed.hasPrefix("$") {
            if let name = fieldName(trimmed.dropFirst()) { return .field(name, negated: false) }
            // A field and more text ("$text (row $row)", its quotes gone): the text with fields.
            if let next = trimmed.dropFirst().first, next.isLetter || next == "_" { return .interpolated(parts(of: trimmed)) }
            throw Failure(message: "a field is $ then a name of letters, digits and '_' (as $text)", offset: offset)
        }
        if trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") {
            return .interpolated(parts(of: String(trimmed.dropFirst().dropLast())))
        }
        if trimmed == "true" || trimmed == "false" { return .literal(.bool(trimmed == "true")) }
        if let n = decimalNumber(trimmed) { return .literal(.number(n)) }
        if trimmed.contains("$") { return .interpolated(parts(of: trimmed)) }
        return .literal(.string(trimmed))
    }

    /// `$name ? A : B` or `!$name ? A : B`, A and B literals (a number, true, false, a word or
    /// a quoted text); nil when the text has no `?` outside quotes.
    private static func conditional(_ text: String, offset: Int) throws(Failure) -> BindingValue? {
        var inQuotes = false
        var question: String.Index?, colon: String.Index?
        for i in text.indices {
            switch text[i] {
            case "\"": inQuotes.toggle()
            case "?" where !inQuotes && question == nil: question = i
            case ":" where !inQuotes && question != nil && colon == nil: colon = i
            default: break
            }
        }
        guard let question else { return nil }
        let conditionText = text[..<question].trimmingBlanks()
        guard let colon else {
            throw Failure(message: "a choice is $name ? A : B, as $hasPhoto ? 64 : 0 (the ': B' is missing)",
                          offset: offset + text.distance(from: text.startIndex, to: question))
        }
        let negated = conditionText.hasPrefix("!")
        let field = negated ? conditionText.dropFirst() : Substring(conditionText)
        guard field.hasPrefix("$"), let name = fieldName(field.dropFirst()) else {
            throw Failure(message: "a choice asks a field: $name ? A : B or !$name ? A : B", offset: offset)
        }
        func literal(_ part: Substring, at start: String.Index) throws(Failure) -> FieldValue {
            let t = part.trimmingBlanks()
            let at = offset + text.distance(from: text.startIndex, to: start)
            if t.isEmpty { throw Failure(message: "a choice needs a value on each side of ':', as $hasPhoto ? 64 : 0", offset: at) }
            if t.count >= 2, t.hasPrefix("\""), t.hasSuffix("\"") { return .string(String(t.dropFirst().dropLast())) }
            if t.contains("$") { throw Failure(message: "the values of a choice are written out, not fields: $name ? 64 : 0", offset: at) }
            if t == "true" || t == "false" { return .bool(t == "true") }
            if let n = decimalNumber(t) { return .number(n) }
            return .string(t)
        }
        let after = text.index(after: question)
        return .conditional(name, negated: negated, then: try literal(text[after..<colon], at: after),
                            otherwise: try literal(text[text.index(after: colon)...], at: text.index(after: colon)))
    }

    /// Where `needle` first stands in `text`.
    private static func firstRange(of needle: String, in text: String) -> Range<String.Index>? {
        var i = text.startIndex
        while i < text.endIndex {
            if text[i...].hasPrefix(needle) { return i..<text.index(i, offsetBy: needle.count) }
            i = text.index(after: i)
        }
        return nil
    }

    /// A field's name: a letter or `_`, then letters, digits and `_`.
    static func fieldName(_ s: Substring) -> String? {
        guard let first = s.first, first.isLetter || first == "_",
              s.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(s)
    }

    /// `"$a · $b"` → field a, text " · ", field b. A `$` not followed by a name stays text.
    /// A field followed by `+N` or `-N` (a whole number, 1 to 1,000,000) is that field's number
    /// plus N: `"Line $row+1"`.
    static func parts(of text: String) -> [BindingValue.Part] {
        var parts: [BindingValue.Part] = []
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
            if let sign = chars.first, sign == "+" || sign == "-" {
                let digits = chars.dropFirst().prefix { $0.isASCII && $0.isNumber }
                let next = chars.dropFirst(1 + digits.count).first
                if !digits.isEmpty, digits.count <= 7, let n = Int(String(digits)), n <= 1_000_000,
                   !(next.map { $0.isLetter || $0 == "_" || $0 == "." } ?? false) {
                    parts.append(.offsetField(name, sign == "-" ? -n : n))
                    chars = chars.dropFirst(1 + digits.count)
                    continue
                }
            }
            parts.append(.field(name))
        }
        if !literal.isEmpty { parts.append(.text(literal)) }
        return parts
    }
}
