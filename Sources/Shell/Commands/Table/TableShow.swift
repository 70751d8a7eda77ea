/// `table show`: the rows on screen.
struct TableShow: ShellCommand {
    static let spec = CommandSpec(path: "table show", group: .table, summary: "the rows on screen", example: "table show",
                                  setup: CommandTable.quotes + ["table reload"], table: .duringBatch)

    init(_ input: CommandInput) {}

    func run(in workspace: Workspace) -> VisibleRows {
        let table = workspace.table
        return VisibleRows(rows: table.visibleRows, summary: table.summary(),
                           reloadIsDue: table.rowCount > 0 && !table.templates.isEmpty && table.isReloadDue)
    }
}
