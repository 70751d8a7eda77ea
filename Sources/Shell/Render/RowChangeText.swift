import TableSim

/// A change to the table's data written for people (what changed, then the frame and its
/// jumps, or that the batch holds it) and for programs.
extension RowChange: Outcome {
    static let jsonKeys = ChangeFrame.keys(adding: [
        JSONKey("change", "insert, delete, move or update"),
        JSONKey("at", "insert: the row the rows were inserted before (the row count: at the end)"),
        JSONKey("count", "insert: how many rows (in a jump's rows, how many)"),
        JSONKey("file", "insert: the file the rows came from, as typed, or null for the data source's next rows"),
        JSONKey("first", "delete: the first row deleted (in a jump's rows, the first)"),
        JSONKey("last", "delete: the last row deleted"),
        JSONKey("from", "move: the row moved (in a jump: where a row moved from; for clamped, the offset asked for)"),
        JSONKey("to", "move: the row it is afterwards (in a jump: where a row moved to; for clamped, where the offset was held)"),
        JSONKey("row", "update: the row changed (in a jump: a row)"),
        JSONKey("fields", "update: the fields set, without $"),
        JSONKey("reloaded", "update: whether the row was sized again (reloadRows)"),
        JSONKey("inBatch", "whether the open batch holds the change until table batch end"),
    ])

    func text(_ printer: OutcomePrinter) -> String {
        let what: String
        switch change {
        case .inserted(let at, let count, _): what = "inserted \(count == 1 ? "1 row" : "\(count) rows") at \(at)"
        case .deleted(let first, let last): what = first == last ? "deleted row \(first)" : "deleted rows \(first)-\(last)"
        case .moved(let from, let to): what = "moved row \(from) to \(to)"
        case .updated(let row, let fields, let reloaded):
            what = "row \(row): \(fields.map { "$" + $0 }.joined(separator: " ")) changed" + (reloaded ? ", reloaded" : "")
        }
        var text: String
        switch placement {
        case .frame(let frame): text = what + "\n" + frame.text(printer)
        case .inBatch: text = what + " (in the batch)"
        case .noFrame: text = what
        }
        if case .updated(let row, _, false) = change, placement != .inBatch {
            text += "\n(not reloaded: the row keeps its height; table invalidate row \(row) reloads it, as reloadRows)"
        }
        return text
    }

    func json(_ printer: OutcomePrinter) -> JSON {
        var fields: [(String, JSON)]
        switch change {
        case .inserted(let at, let count, let file):
            fields = [("change", .string("insert")), ("at", .number(Double(at))), ("count", .number(Double(count))),
                      ("file", file.map(JSON.string) ?? .null)]
        case .deleted(let first, let last):
            fields = [("change", .string("delete")), ("first", .number(Double(first))), ("last", .number(Double(last)))]
        case .moved(let from, let to):
            fields = [("change", .string("move")), ("from", .number(Double(from))), ("to", .number(Double(to)))]
        case .updated(let row, let names, let reloaded):
            fields = [("change", .string("update")), ("row", .number(Double(row))), ("fields", .array(names.map(JSON.string))),
                      ("reloaded", .bool(reloaded))]
        }
        let frame: ChangeFrame? = if case .frame(let f) = placement { f } else { nil }
        return .object(fields + ChangeFrame.jsonFields(frame) + [("inBatch", .bool(placement == .inBatch))])
    }
}
