import Layout
import TableSim

/// `table invalidate all | row R | rows R,R-R,…`: cached heights forgotten, as an app that
/// invalidates its height cache; the rows on screen are asked again.
struct TableInvalidate: ShellCommand {
    enum Keyword: String, KeywordSet { case all, row, rows }
    static let row = Field.row("R")
    static let rows = Field.path("R,R-R,…")

    static let spec = CommandSpec(
        path: "table invalidate", group: .table,
        syntax: .any(Keyword.all.syntax, .seq(Keyword.row.syntax, row.syntax), .seq(Keyword.rows.syntax, rows.syntax)),
        summary: "forget cached heights", example: "table invalidate rows 3,7-9,12", setup: CommandTable.quotes + ["table reload"],
        table: .layout)

    enum Target {
        case all
        case row(Word)
        case rows(Word)
    }

    let target: Target
    let context: LineContext

    init(_ input: CommandInput) throws(SourceError) {
        context = input.context
        if let word = input.word(Self.row) {
            target = .row(word)
        } else if let word = input.word(Self.rows) {
            target = .rows(word)
        } else {
            target = .all
        }
    }

    func run(in workspace: Workspace) throws(SourceError) -> TableFrames {
        let table = workspace.table
        let which: Invalidation
        switch target {
        case .all: which = .all
        case .row(let word): which = .row(try workspace.tableRow(word, context))
        case .rows(let word):
            var rows: [Int] = []
            for range in try RowRange.parse(word, rangesAllowed: true, context) {
                guard range.upper < table.rowCount else {
                    let has = table.rowCount == 0 ? "the table has no rows yet (table data …)" : "the rows are 0 to \(table.rowCount - 1)"
                    throw context.error("there is no row \(range.upper): \(has)", at: range.word)
                }
                rows += range.lower...range.upper
            }
            which = .rows(rows)
        }
        let start = table.contentOffset
        return TableFrames(frames: [table.invalidate(which)], shape: .single, start: start)
    }
}
