import Layout

/// `table size [WxH]`: the viewport, width and height changed together in one frame, as a
/// rotation does; alone, what it is.
struct TableSize: ShellCommand {
    static let size = Field.size("WxH", 1...10_000, "a table's size")

    static let spec = CommandSpec(path: "table size", group: .table, syntax: .optional(size.syntax),
                                  summary: "the viewport (a rotation when the width changes); alone, what it is",
                                  example: "table size 568x320", table: .layout, answers: ["asked alone", "set"])

    let size: Size?

    init(_ input: CommandInput) { size = input[Self.size] }

    func run(in workspace: Workspace) -> Either<Setting, TableFrames> {
        let table = workspace.table
        guard let size else {
            return .first(Setting(name: "table size", value: .size(table.viewport), wasSet: false, usage: "table size WxH"))
        }
        let start = table.contentOffset
        return .second(TableFrames(frames: table.viewport == size ? [] : [table.resize(to: size)], shape: .single, start: start))
    }
}
