import TableSim

extension RowsLoaded: Outcome {
    static let jsonKeys = [
        JSONKey("rows", "how many rows the table has now"),
        JSONKey("file", "the file they came from, or null"), JSONKey("generator", "the generator they came from, or null"),
        JSONKey("fields", "their fields, without the $"),
        JSONKey("issues", "malformed lines of the file, skipped (line, column or null, message)"),
        JSONKey("line", "a line of the file"), JSONKey("column", "where in the line, or null"), JSONKey("message", "what is wrong"),
        JSONKey("missing", "fields read by a template, a formula or an estimate that no row has (field, reader)"),
        JSONKey("field", "the field"), JSONKey("reader", "who reads it"),
    ]

    func text(_ printer: OutcomePrinter) -> String {
        let fieldList = fields.map { "$" + $0 }.joined(separator: " ")
        var lines: [String]
        switch source {
        case .file(let name):
            let rows = count == 1 ? "1 row" : "\(count) rows"
            lines = ["\(rows) from \(name)\(fields.isEmpty ? "" : ", fields: " + fieldList)" + (issues.isEmpty ? "" : "; about some lines:")]
            lines += issues.prefix(10).map { "  \(name):\($0.words)" }
            if issues.count > 10 { lines.append("  … and \(issues.count - 10) more") }
        case .generator(let kind):
            lines = ["\(count) \(kind.rawValue), fields: " + fieldList]
        }
        lines += missing.map { "warning: the data has no field $\($0.field), which \($0.reader) reads: it is empty in every row" }
        return lines.joined(separator: "\n")
    }

    func json(_ printer: OutcomePrinter) -> JSON {
        var file = JSON.null, generator = JSON.null
        switch source {
        case .file(let name): file = .string(name)
        case .generator(let kind): generator = .string(kind.rawValue)
        }
        return .object([
            ("rows", .number(Double(count))), ("file", file), ("generator", generator), ("fields", .array(fields.map(JSON.string))),
            ("issues", .array(issues.map { .object([("line", .number(Double($0.line))), ("column", $0.column.map { .number(Double($0)) } ?? .null),
                                                     ("message", .string($0.reason.words))]) })),
            ("missing", .array(missing.map { .object([("field", .string($0.field)), ("reader", .string($0.reader))]) })),
        ])
    }
}
