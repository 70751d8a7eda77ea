import TableSim

/// `table precompute [threads=N]`: every height worked out ahead of time.
struct TablePrecompute: ShellCommand {
    static let threads = Field.integer("N", key: "threads", 1...64, "threads")

    static let spec = CommandSpec(path: "table precompute", group: .table, syntax: .optional(threads.syntax),
                                  summary: "all heights ahead of time", example: "table precompute threads=2",
                                  setup: CommandTable.quotes, table: .layout)

    let threads: Int

    init(_ input: CommandInput) { threads = input[Self.threads] ?? 1 }

    func run(in workspace: Workspace) -> PrecomputeReport { workspace.table.precomputeHeights(threads: threads) }
}
