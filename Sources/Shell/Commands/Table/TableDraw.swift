import Layout

/// `table draw [R]`: the cells on screen drawn as boxes, or one of them.
struct TableDraw: ShellCommand {
    static let row = Field.row("R")

    static let spec = CommandSpec(path: "table draw", group: .table, syntax: .optional(row.syntax),
                                  summary: "the cells on screen drawn as boxes (or one of them)", example: "table draw 0",
                                  setup: CommandTable.quotes + ["table reload"], table: .layout)

    let row: Word?
    let context: LineContext

    init(_ input: CommandInput) {
        row = input.word(Self.row)
        context = input.context
    }

    func run(in workspace: Workspace) throws(SourceError) -> Picture {
        let table = workspace.table
        guard let word = row else { return Picture(drawing: workspace.screenDrawing(), columns: nil) }
        let row = try workspace.tableRow(word, context)
        guard let snapshot = table.cellSnapshot(row: row) else {
            if table.visibleRows.contains(where: { $0.row == row }) {
                throw context.error("row \(row) has no cell: no template claims it (table cells)", at: word)
            }
            throw context.error("row \(row) is not on screen (table show lists the rows on screen)", at: word)
        }
        return Picture(drawing: Drawing(snapshot), columns: nil)
    }
}
