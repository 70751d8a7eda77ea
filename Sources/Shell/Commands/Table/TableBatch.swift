import Layout
import TableSim

/// `table batch begin|end`: changes laid out together in one frame, as performBatchUpdates.
struct TableBatch: ShellCommand {
    enum Keyword: String, KeywordSet { case begin, end }

    static let spec = CommandSpec(
        path: "table batch", group: .table, syntax: .choice(Keyword.allCases.map(\.syntax)),
        summary: "changes laid out together in one frame (performBatchUpdates)",
        details: ["Each change in a batch applies to the rows as the change before left them."],
        example: "table batch begin", setup: CommandTable.chat, table: .duringBatch)

    let step: Keyword
    /// The word of `begin` or `end`, for the error when the batch is not as it says.
    let word: Word
    let context: LineContext

    init(_ input: CommandInput) throws(SourceError) {
        guard let step = input.keyword(Keyword.self) else { throw input.usageError }
        self.step = step
        word = input.word(of: step) ?? input.verbWord
        context = input.context
    }

    func run(in workspace: Workspace) throws(SourceError) -> BatchStep {
        let table = workspace.table
        switch step {
        case .begin:
            guard !table.isInBatch else { throw context.error("a batch is open already: table batch end", at: word) }
            table.beginBatch()
            return .opened
        case .end:
            guard table.isInBatch else { throw context.error("no batch is open: table batch begin", at: word) }
            let before = table.jumps.count
            let report = table.endBatch()
            let changes = table.events.last { if case .batch = $0.kind { true } else { false } }
                .map { if case .batch(let n) = $0.kind { n } else { 0 } } ?? 0
            return .laidOut(changes: changes, frame: report.map { ChangeFrame(frame: $0, jumps: Array(table.jumps.dropFirst(before))) })
        }
    }
}
