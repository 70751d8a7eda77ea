import Notation
/// The value of one field of a row: what a file or a generator gives, as a JSON value is.
public enum FieldValue: Sendable, Hashable, CustomStringConvertible {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// Whether a `when` rule or a boolean binding reads it as true: false for `null`, `false`,
    /// 0, the empty string and the strings `false`, `no`, `0` (as CSV files write them).
    public var isTruthy: Bool {
        switch self {
        case .null: return false
        case .bool(let b): return b
        case .number(let n): return n != 0 && !n.isNaN
        case .string(let s):
            switch s.lowercased() {
            case "", "false", "no", "0", "null", "nil": return false
            default: return true
            }
        }
    }

    /// The value as a label shows it: numbers without a trailing `.0`, `null` as nothing.
    public var text: String {
        switch self {
        case .string(let s): return s
        case .number(let n): return Self.text(of: n)
        case .bool(let b): return b ? "true" : "false"
        case .null: return ""
        }
    }

    /// The value as a number, if it is one (or a string that reads as one).
    public var number: Double? {
        switch self {
        case .number(let n): return n
        case .string(let s): return Double(s.trimmingBlanks())
        case .bool(let b): return b ? 1 : 0
        case .null: return nil
        }
    }

    public var description: String {
        switch self {
        case .string(let s): return "\"\(s)\""
        default: return text.isEmpty ? "null" : text
        }
    }
}

extension FieldValue {
    /// A number field's text: whole numbers without `.0`, others with every digit they have
    /// (a row's data is shown as it is, not rounded for display).
    static func text(of n: Double) -> String {
        if n.isFinite, n == n.rounded(), abs(n) < 1e15 { return String(Int(n)) }
        return String(n)
    }
}
