import Layout
import TableSim

/// `table data KIND N [seed=S]` or `table data file PATH [skip|refuse]`: the table's rows.
struct TableData: ShellCommand {
    enum Keyword: String, KeywordSet { case file }
    static let path = Field.path("PATH")
    static let count = Field.integer("N", 0...10_000_000, "the number of rows")
    static let seed = Field.seed("S", key: "seed")

    static let spec = CommandSpec(
        path: "table data", group: .table,
        syntax: .any(.seq(Keyword.file.syntax, path.syntax, .opt(.choice(MalformedLinePolicy.allCases.map(\.syntax)))),
                     .seq(.choice(GeneratedRows.Kind.allCases.map { .keyword($0.rawValue) }), count.syntax, .optional(seed.syntax))),
        summary: "rows from a seeded generator, or from a file: one a line, CSV, TSV or JSON lines",
        details: ["file PATH skip (the default) reports malformed lines and goes on; refuse stops at the first."],
        example: "table data messages 1000 seed=3", table: .data)

    enum Request {
        case file(Word, MalformedLinePolicy)
        case generated(GeneratedRows.Kind, count: Int, seed: UInt64)
    }

    let request: Request
    let context: LineContext

    init(_ input: CommandInput) throws(SourceError) {
        context = input.context
        if let file = input[Self.path] {
            request = .file(file, input.keyword(MalformedLinePolicy.self) ?? .skip)
        } else if let kind = input.keyword(GeneratedRows.Kind.self), let count = input[Self.count] {
            request = .generated(kind, count: count, seed: input[Self.seed] ?? 1)
        } else {
            throw input.usageError
        }
    }

    func run(in workspace: Workspace) throws(SourceError) -> RowsLoaded {
        let table = workspace.table
        switch request {
        case .file(let file, let policy):
            let parsed = try workspace.rowsOfFile(file, context, policy: policy)
            table.setData(parsed.rows)
            return RowsLoaded(count: parsed.rows.count, source: .file(file.text), fields: parsed.rows.fieldNames, issues: parsed.issues,
                              missing: workspace.fieldsTemplatesMiss())
        case .generated(let kind, let count, let seed):
            let rows = GeneratedRows(kind, count: count, seed: seed)
            table.setData(rows)
            return RowsLoaded(count: count, source: .generator(kind), fields: rows.fieldNames, issues: [], missing: workspace.fieldsTemplatesMiss())
        }
    }
}

extension GeneratedRows.Kind: KeywordSet {}
extension MalformedLinePolicy: KeywordSet {}
