import Layout
import TableSim

/// `table verify [all | row R | rows R-R,…] [--json]`: every row's height beside a fresh
/// layout's. A difference (or a verification stopped by Ctrl-C) fails the line, with the rows
/// that differ and why under the message; with `--json` the report goes out whole, for a
/// program to read, and the line succeeds.
struct TableVerify: ShellCommand {
    enum Keyword: String, KeywordSet { case all, row, rows }
    static let row = Field.path("R")
    static let rows = Field.path("R-R,…")

    static let spec = CommandSpec(
        path: "table verify", group: .table,
        syntax: .optional(.any(Keyword.all.syntax, .seq(Keyword.row.syntax, row.syntax), .seq(Keyword.rows.syntax, rows.syntax))),
        flags: [CommandTable.json], summary: "every height beside a fresh layout's, and why they differ",
        example: "table verify all", setup: CommandTable.quotes + ["table sizing prototype", "table reload"], table: .layout)

    /// The rows asked for, as typed (nil: every row), and whether ranges were allowed.
    let list: (word: Word, rangesAllowed: Bool)?
    let failsOnDifference: Bool
    let context: LineContext

    init(_ input: CommandInput) {
        list = input.word(Self.row).map { ($0, false) } ?? input.word(Self.rows).map { ($0, true) }
        failsOnDifference = !input.has(CommandTable.json)
        context = input.context
    }

    func run(in workspace: Workspace) throws(SourceError) -> TableVerification {
        // The words first (their shape the grammar checked): a bad row list is refused for
        // what it says, whatever the table's state.
        let selected = try list.map { (word, rangesAllowed) throws(SourceError) in
            try RowRange.parse(word, rangesAllowed: rangesAllowed, context)
        }
        let table = workspace.table
        let verb = context.words[1]
        guard table.rowCount > 0 else { throw context.error("nothing to verify: the table has no rows yet (table data …)", at: verb) }
        if !table.hasLoaded { throw context.error("the table has not laid out its rows yet: table reload first", at: verb) }
        if table.lastReloadWasCancelled {
            throw context.error("the last reload was interrupted (Ctrl-C) before it asked every row: table reload to finish it", at: verb)
        }
        if table.isReloadDue {
            throw context.error("the data, the templates or the sizing changed since the last reload: table reload first", at: verb)
        }
        var ranges = selected == nil ? [0..<table.rowCount] : []
        for range in selected ?? [] {
            guard range.upper < table.rowCount else {
                throw context.error("there is no row \(range.upper): the rows are 0 to \(table.rowCount - 1)", at: range.word)
            }
            ranges.append(range.lower..<(range.upper + 1))
        }
        let result = table.verify(rows: ranges)
        if failsOnDifference, !result.differing.isEmpty || result.unchecked > 0 {
            let (summary, lines) = VerificationText.lines(result)
            throw context.error(summary, at: verb, notes: lines)
        }
        return result
    }
}
