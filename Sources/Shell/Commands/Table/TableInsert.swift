import Layout
import TableSim

/// `table insert R|end N` and `table insert R|end from FILE`: rows inserted, as insertRows.
struct TableInsert: ShellCommand {
    enum Keyword: String, KeywordSet { case end, from }
    static let position = Field.integer("R", 0...100_000_000, "a row to insert before")
    static let file = Field.path("FILE")
    static let count = Field.integer("N", 1...1_000_000, "how many rows to insert")

    static let spec = CommandSpec(
        path: "table insert", group: .table,
        syntax: .seq(.any(Keyword.end.syntax, position.syntax), .any(.seq(Keyword.from.syntax, file.syntax), count.syntax)),
        summary: "insert rows before row R (or at the end): N more from the data source, or a file's rows",
        details: ["N rows continue the source: a generator's next rows, or a file's rows again from its first",
                  "(with ids of their own, ID#1, …). from FILE inserts the file's rows (CSV, TSV, JSON lines, text).",
                  "As insertRows: the rows get estimates (or are asked their heights), cells on screen stay, and",
                  "the anchor (table anchor) decides what stays put on screen."],
        example: "table insert 0 5", setup: CommandTable.chat, table: .duringBatch)

    /// Before a row (its word, for the error when the table has fewer rows), or at the end.
    enum Place {
        case end
        case before(Int, Word)
    }

    /// The rows inserted.
    enum Rows {
        case file(Word)
        /// The data source's next rows; the word of N, when given, for the error when the
        /// source cannot continue.
        case continuing(Int, Word?)
    }

    let place: Place
    let rows: Rows
    let context: LineContext
    let verbWord: Word

    init(_ input: CommandInput) throws(SourceError) {
        context = input.context
        verbWord = input.verbWord
        if input.has(Keyword.end) {
            place = .end
        } else if let r = input[Self.position], let word = input.word(Self.position) {
            place = .before(r, word)
        } else {
            throw input.usageError
        }
        rows = input.word(Self.file).map(Rows.file) ?? .continuing(input[Self.count] ?? 1, input.word(Self.count))
    }

    func run(in workspace: Workspace) throws(SourceError) -> RowChange {
        let table = workspace.table
        let position: Int
        switch place {
        case .end:
            position = table.rowCount
        case .before(let r, let word):
            guard r <= table.rowCount else {
                throw context.error("rows are inserted before rows 0 to \(table.rowCount - 1), or at \(table.rowCount) (end)", at: word)
            }
            position = r
        }
        switch rows {
        case .file(let file):
            // An insert takes all of a file or nothing: a line that cannot be read is refused.
            let parsed = try workspace.rowsOfFile(file, context, policy: .refuse).rows
            guard parsed.count > 0 else { throw context.error("'\(file.text)' has no rows", at: file) }
            let report = table.insertRows(parsed.rows, at: position)
            return RowChange(change: .inserted(at: position, count: parsed.count, file: file.text), placement: workspace.placement(of: report))
        case .continuing(let count, let word):
            guard table.canContinueData else {
                throw context.error("the table's data has no rows to continue from: table insert R from FILE", at: word ?? verbWord)
            }
            let report = table.insertRows(continuing: count, at: position)
            return RowChange(change: .inserted(at: position, count: count, file: nil), placement: workspace.placement(of: report))
        }
    }
}
