import Layout

/// `table delete R[-R]`: a row or a range of rows deleted, as deleteRows.
struct TableDelete: ShellCommand {
    static let rows = Field.path("R[-R]")

    static let spec = CommandSpec(
        path: "table delete", group: .table, syntax: rows.syntax, summary: "delete a row or a range of rows (deleteRows)",
        details: ["Their cells go back to the pools; the anchor decides what stays put on screen."],
        example: "table delete 0-2", setup: CommandTable.chat, table: .duringBatch)

    let rows: Word
    let context: LineContext

    init(_ input: CommandInput) throws(SourceError) {
        let word = try input.requiredWord(Self.rows)
        rows = word
        context = input.context
    }

    func run(in workspace: Workspace) throws(SourceError) -> RowChange {
        let ranges = try RowRange.parse(rows, rangesAllowed: true, context)
        guard ranges.count == 1, let range = ranges.first else {
            throw context.error("one row or one range, as table delete 3 or table delete 3-7", at: rows)
        }
        try workspace.existingRow(range.upper, range.word, context)
        let report = workspace.table.deleteRows(range.lower..<(range.upper + 1))
        return RowChange(change: .deleted(first: range.lower, last: range.upper), placement: workspace.placement(of: report))
    }
}
