/// `table memo [on|off]`: whether prototype cells remember heights by the rows' values.
struct TableMemo: ShellCommand {
    enum Choice: String, KeywordSet { case on, off }

    static let spec = CommandSpec(path: "table memo", group: .table, syntax: .optional(.choice(Choice.allCases.map(\.syntax))),
                                  summary: "prototype cells remember heights by the rows' values (on)", example: "table memo off",
                                  table: .layout)

    let choice: Choice?

    init(_ input: CommandInput) { choice = input.keyword(Choice.self) }

    func run(in workspace: Workspace) -> LayoutMemo {
        if let choice { workspace.table.layoutMemo = choice == .on }
        return LayoutMemo(isOn: workspace.table.layoutMemo, wasSet: choice != nil)
    }
}
