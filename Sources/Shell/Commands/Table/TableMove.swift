import Layout

/// `table move R to TO`: a row moved, as moveRow(at:to:); it is row TO afterwards.
struct TableMove: ShellCommand {
    enum Keyword: String, KeywordSet { case to }
    static let from = Field.row("R")
    static let to = Field.row("TO")

    static let spec = CommandSpec(
        path: "table move", group: .table, syntax: .seq(from.syntax, Keyword.to.syntax, to.syntax),
        summary: "move a row (moveRow(at:to:)): it is row TO afterwards",
        example: "table move 0 to 3", setup: CommandTable.chat, table: .duringBatch)

    let from: Word
    let to: Word
    let context: LineContext

    init(_ input: CommandInput) throws(SourceError) {
        let from = try input.requiredWord(Self.from)
        let to = try input.requiredWord(Self.to)
        self.from = from
        self.to = to
        context = input.context
    }

    func run(in workspace: Workspace) throws(SourceError) -> RowChange {
        let from = try workspace.tableRow(self.from, context), to = try workspace.tableRow(self.to, context)
        guard from != to else { throw context.error("row \(from) is already there", at: self.to) }
        return RowChange(change: .moved(from: from, to: to), placement: workspace.placement(of: workspace.table.moveRow(from, to: to)))
    }
}
