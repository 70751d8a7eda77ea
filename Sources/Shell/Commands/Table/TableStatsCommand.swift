/// `table stats [clear] [--solver]`: the counters, or counters and log started again.
struct TableStatsCommand: ShellCommand {
    enum Keyword: String, KeywordSet { case clear }
    static let solver = Command.Flag(name: "--solver")

    static let spec = CommandSpec(
        path: "table stats", group: .table, syntax: .optional(Keyword.clear.syntax), flags: [CommandTable.json, solver],
        summary: "counters (clear: start them and the log again; views, data, templates and heights kept)",
        details: ["--solver adds what the simulator itself costs: the solver's pivots and the bytes a row takes."],
        example: "table stats", setup: CommandTable.quotes + ["table reload"], table: .duringBatch)

    let clear: Bool
    let solverCost: Bool

    init(_ input: CommandInput) throws(SourceError) {
        clear = input.has(Keyword.clear)
        solverCost = input.has(Self.solver)
        if clear, let flag = input.invocation.flags[Self.solver.name] {
            throw input.error("table stats clear prints no counters to add the solver's to", at: flag)
        }
    }

    func run(in workspace: Workspace) -> TableStatistics {
        let table = workspace.table
        guard !clear else {
            table.resetStats()
            return .cleared
        }
        return .counters(table.stats, table.summary(trueHeightLimit: 20_000), solverCost: solverCost)
    }
}
