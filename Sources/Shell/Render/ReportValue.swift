/// A report as plain JSON-shaped values, keys in a fixed order, so the shell can print
/// `--json` for anything the table reports without knowing its types (and the same input
/// always prints the same text).
indirect enum ReportValue: Sendable, Equatable {
    case int(Int)
    case number(Double)
    case string(String)
    case bool(Bool)
    case null
    case array([ReportValue])
    case object([Field])

    /// One key and its value (a struct, so the enum stays Equatable).
    struct Field: Sendable, Equatable {
        let key: String
        let value: ReportValue
        init(_ key: String, _ value: ReportValue) {
            self.key = key
            self.value = value
        }
    }

    /// An object from key-value pairs, in order.
    static func object(_ pairs: KeyValuePairs<String, ReportValue>) -> ReportValue {
        .object(pairs.map { Field($0.key, $0.value) })
    }

    /// `.number`, or `.null` when absent.
    static func optional(_ value: Double?) -> ReportValue { value.map { .number($0) } ?? .null }
}

/// Something the table can report as ``ReportValue``.
protocol Reportable {
    var report: ReportValue { get }
}
