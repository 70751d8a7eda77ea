import Notation
import TableSim

/// The table simulator's reports (a tree of values) written for people (`key: value` lines,
/// nested objects indented) or for programs (JSON).
enum ReportText {
    static func json(_ value: ReportValue) -> JSON {
        switch value {
        case .int(let i): return .number(Double(i))
        case .number(let n): return .number(n)
        case .string(let s): return .string(s)
        case .bool(let b): return .bool(b)
        case .null: return .null
        case .array(let items): return .array(items.map(json))
        case .object(let fields): return .object(fields.map { ($0.key, json($0.value)) })
        }
    }

    /// A report for people: `key: value` lines, nested objects indented.
    static func human(_ value: ReportValue, indent: String = "") -> String {
        guard case .object(let fields) = value else { return indent + scalar(value) }
        return fields.map { field -> String in
            switch field.value {
            case .object: return indent + field.key + ":\n" + human(field.value, indent: indent + "  ")
            case .array(let items) where items.contains(where: { if case .object = $0 { return true }; return false }):
                return indent + field.key + ":\n" + items.map { human($0, indent: indent + "  ") }.joined(separator: "\n")
            default: return indent + field.key + ": " + scalar(field.value)
            }
        }.joined(separator: "\n")
    }

    private static func scalar(_ value: ReportValue) -> String {
        switch value {
        case .int(let i): return String(i)
        case .number(let n): return show(n)
        case .string(let s): return s
        case .bool(let b): return b ? "yes" : "no"
        case .null: return "-"
        case .array(let items): return items.map(scalar).joined(separator: ", ")
        case .object: return human(value)
        }
    }
}
