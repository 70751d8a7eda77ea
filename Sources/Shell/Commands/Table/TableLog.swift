/// `table log [N]`: the last events (40 unless told).
struct TableLog: ShellCommand {
    static let count = Field.integer("N", 1...1_000_000, "how many events")

    static let spec = CommandSpec(path: "table log", group: .table, syntax: .optional(count.syntax), flags: [CommandTable.json],
                                  summary: "the last events (40 unless told)", example: "table log 5",
                                  setup: CommandTable.quotes + ["table reload"], table: .duringBatch)

    let count: Int

    init(_ input: CommandInput) { count = input[Self.count] ?? 40 }

    func run(in workspace: Workspace) -> TableEvents { TableEvents(events: Array(workspace.table.events.suffix(count))) }
}
