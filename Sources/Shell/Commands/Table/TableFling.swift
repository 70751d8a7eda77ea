/// `table fling V`: let go at a velocity; the scroll decelerates as UIScrollView's does.
struct TableFling: ShellCommand {
    static let velocity = Field.number("V", -1e7...1e7, "a velocity (points a second)")

    static let spec = CommandSpec(path: "table fling", group: .table, syntax: velocity.syntax,
                                  summary: "let go at V points a second (negative upwards)", example: "table fling 3000",
                                  setup: CommandTable.quotes + ["table reload"], table: .placing)

    let velocity: Double

    init(_ input: CommandInput) { velocity = input[Self.velocity] ?? 0 }

    func run(in workspace: Workspace) -> TableFrames {
        let start = workspace.table.contentOffset
        return TableFrames(frames: workspace.table.fling(velocity: velocity), shape: .summed, start: start)
    }
}
