/// `columns [N]`: the width that `draw`, `table draw` and `table chart` fill; alone, what it is.
struct Columns: ShellCommand {
    static let columns = Field.integer("N", 20...1000, "columns")

    static let spec = CommandSpec(
        path: "columns", group: .environment, syntax: .optional(columns.syntax),
        summary: "the width drawings fill (the terminal's at the start)",
        example: "columns 100")

    let columns: Int?

    init(_ input: CommandInput) { columns = input[Self.columns] }

    func run(in workspace: Workspace) -> Setting {
        if let columns { workspace.terminalWidth = columns }
        return Setting(name: "columns", value: .number(Double(workspace.terminalWidth)), wasSet: columns != nil,
                       usage: "columns N; the terminal's width at the start")
    }
}
