import Notation
/// The right-hand side of a binding: a field (`$text`, `!$photo`), a string that mentions
/// fields (`"$username · $timestamp"`) or a literal.
public enum BindingValue: Sendable, Equatable, CustomStringConvertible {
    /// `$name`, or `!$name` (its truth, negated).
    case field(String, negated: Bool)
    /// Text with `$name` parts replaced by the fields' text.
    case interpolated([Part])
    case literal(FieldValue)
    /// `$name ? A : B` (`!$name ? A : B`): A when the field is true, else B, as the
    /// optional-photo-by-constants technique sets a width to 64 or 0.
    case conditional(String, negated: Bool, then: FieldValue, otherwise: FieldValue)

    public enum Part: Sendable, Equatable {
        case text(String)
        case field(String)
        /// A number field plus a whole number (`$row+1`, `$likes-1`): the sum, as text.
        case offsetField(String, Int)
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
                case .offsetField(let name, let offset):
                    let v = row.value(of: name)
                    out += v.number.map { FieldValue.text(of: $0 + Double(offset)) } ?? v.text
                }
            }
            return .string(out)
        case .literal(let v):
            return v
        case .conditional(let name, let negated, let then, let otherwise):
            return row.value(of: name).isTruthy != negated ? then : otherwise
        }
    }

    /// The fields it reads.
    public var fields: [String] {
        switch self {
        case .field(let name, _): return [name]
        case .interpolated(let parts):
            return parts.compactMap { part -> String? in
                switch part {
                case .field(let n), .offsetField(let n, _): return n
                case .text: return nil
                }
            }
        case .literal: return []
        case .conditional(let name, _, _, _): return [name]
        }
    }

    public var description: String {
        switch self {
        case .field(let name, let negated): return (negated ? "!$" : "$") + name
        case .interpolated(let parts):
            return "\"" + parts.map { part -> String in
                switch part {
                case .text(let t): return t
                case .field(let n): return "$" + n
                case .offsetField(let n, let offset): return "$" + n + (offset < 0 ? "-" : "+") + String(offset.magnitude)
                }
            }.joined() + "\""
        case .literal(let v): return v.text
        case .conditional(let name, let negated, let then, let otherwise):
            return (negated ? "!$" : "$") + name + " ? " + then.description + " : " + otherwise.description
        }
    }
}
