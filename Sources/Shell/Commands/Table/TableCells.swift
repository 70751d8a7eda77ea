/// `table cells`: the cell templates.
struct TableCells: ShellCommand {
    static let spec = CommandSpec(path: "table cells", group: .table, summary: "the cell templates", example: "table cells",
                                  setup: CommandTable.quotes, table: .layout)

    init(_ input: CommandInput) {}

    func run(in workspace: Workspace) -> CellTemplates {
        CellTemplates(templates: workspace.table.templates.map { template in
            CellTemplates.Template(reuseIdentifier: template.reuseIdentifier, root: template.root, rule: template.rule.map(\.description),
                                   bindings: template.bindings.map(\.description))
        })
    }
}
