/// `table chart`: the estimate error along the table, and each frame's cost.
struct TableChart: ShellCommand {
    static let spec = CommandSpec(path: "table chart", group: .table, summary: "estimate error along the table, and each frame's cost",
                                  example: "table chart", setup: CommandTable.quotes + ["table sizing estimated", "table reload"],
                                  table: .layout)

    init(_ input: CommandInput) {}

    func run(in workspace: Workspace) -> EstimateChart {
        let table = workspace.table
        // As many columns as the drawing has room for, beside its scale.
        let columns = max(20, min(workspace.terminalWidth - 12, 100))
        return EstimateChart(buckets: table.estimateErrors(buckets: columns), rowCount: table.rowCount,
                             frames: Array(table.recentFrames.suffix(columns)))
    }
}
