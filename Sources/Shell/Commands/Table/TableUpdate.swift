import Layout
import TableSim

/// `table update row R field=value … [reload]`: a row's fields changed; with reload, the row
/// sized again, as reloadRows.
struct TableUpdate: ShellCommand {
    enum Keyword: String, KeywordSet { case row, reload }
    static let row = Field.row("R")
    static let field = Field.setting("field=value", .words([]))

    static let spec = CommandSpec(
        path: "table update", group: .table,
        syntax: .seq(Keyword.row.syntax, row.syntax, .repeated(field.syntax), .opt(Keyword.reload.syntax)),
        summary: "change a row's fields; reload also sizes it again (reloadRows)",
        details: ["Without reload, as an app that sets the cell's content but does not reload the row: the cell",
                  "shows the new data at the old height, and table verify names the row."],
        example: "table update row 2 text=\"A much longer message now.\" reload", setup: CommandTable.chat, table: .duringBatch)

    /// `name=value`: the name with its place in the line, the value typed as a data file's.
    struct Assignment {
        var name: Word
        var value: FieldValue
    }

    let row: Word
    let assignments: [Assignment]
    let reload: Bool
    let context: LineContext

    init(_ input: CommandInput) throws(SourceError) {
        let row = try input.requiredWord(Self.row)
        self.row = row
        context = input.context
        reload = input.has(Keyword.reload)
        var assignments: [Assignment] = []
        for word in input.all(Self.field) {
            guard let equals = word.text.firstIndex(of: "="), equals != word.text.startIndex else {
                throw input.error("a field is set as name=value, as text=\"Hello\"", at: word)
            }
            let name = String(word.text[..<equals])
            let value = String(word.text[word.text.index(after: equals)...])
            assignments.append(Assignment(name: Word(text: name, column: word.column, length: name.count, isQuoted: false),
                                          value: Self.fieldValue(value, quoted: word.text.contains("\"") || word.isQuoted)))
        }
        self.assignments = assignments
    }

    func run(in workspace: Workspace) throws(SourceError) -> RowChange {
        let r = try workspace.tableRow(row, context)
        var fields: [String: FieldValue] = [:]
        for assignment in assignments {
            let name = assignment.name.text
            guard name != "id", name != "index", name != "row" else {
                throw context.error("$\(name) is the row's \(name == "id" ? "identity" : "place"): it cannot be set", at: assignment.name)
            }
            guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                throw context.error("'\(name)' is not a field name: letters, digits and _", at: assignment.name)
            }
            if fields[name] != nil { throw context.error("$\(name) is given twice", at: assignment.name) }
            try workspace.checkFieldExists(name, in: assignment.name, context)
            fields[name] = assignment.value
        }
        let report = workspace.table.updateRow(r, fields: fields, reload: reload)
        return RowChange(change: .updated(row: r, fields: fields.keys.sorted(), reloaded: reload), placement: workspace.placement(of: report))
    }

    /// A typed value as a data file would give it: a number, true, false, null, or text
    /// (always text when quoted).
    static func fieldValue(_ text: String, quoted: Bool) -> FieldValue {
        if quoted { return .string(text) }
        switch text {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        default: break
        }
        if let n = Double(text), n.isFinite { return .number(n) }
        return .string(text)
    }
}
