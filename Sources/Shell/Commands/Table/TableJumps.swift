/// `table jumps [N]`: the last N times the offset or the screen moved without a scroll.
struct TableJumps: ShellCommand {
    static let count = Field.integer("N", 1...10_000, "how many jumps")

    static let spec = CommandSpec(
        path: "table jumps", group: .table, syntax: .optional(count.syntax),
        summary: "each time the offset or the screen moved without a scroll, and the rows that did it (20 unless told)",
        example: "table jumps", setup: CommandTable.chat + ["table insert 0 3"], table: .duringBatch)

    let count: Int

    init(_ input: CommandInput) { count = input[Self.count] ?? 20 }

    func run(in workspace: Workspace) -> JumpHistory {
        let table = workspace.table, stats = table.stats
        return JumpHistory(jumps: Array(table.jumps.suffix(count)), corrections: stats.corrections, totalCorrection: stats.totalCorrection,
                           screenJumps: stats.screenJumps, totalScreenJump: stats.totalScreenJump)
    }
}
