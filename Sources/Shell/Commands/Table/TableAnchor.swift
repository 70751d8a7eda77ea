import Layout
import TableSim

/// `table anchor [uikit|top|bottom|row R]`: what stays put on screen when rows above change.
struct TableAnchor: ShellCommand {
    enum Keyword: String, KeywordSet { case uikit, top, bottom, row }
    static let row = Field.row("R")

    static let spec = CommandSpec(
        path: "table anchor", group: .table,
        syntax: .optional(.any(.choice([Keyword.uikit, .top, .bottom].map(\.syntax)), .seq(Keyword.row.syntax, row.syntax))),
        summary: "what stays put on screen when rows above change; alone, what it is",
        details: ["uikit (the default): a data change keeps the offset, so rows inserted above move the screen;",
                  "estimates replaced while scrolling are corrected. top: the first row on screen stays put.",
                  "row R: that row stays put (it follows inserts and moves). bottom: the content's end stays",
                  "at the bottom while it is there (a chat), as top elsewhere."],
        example: "table anchor bottom", table: .duringBatch)

    let keyword: Keyword?
    let row: Word?
    let context: LineContext

    init(_ input: CommandInput) {
        keyword = input.keyword(Keyword.self)
        row = input.word(Self.row)
        context = input.context
    }

    func run(in workspace: Workspace) throws(SourceError) -> Setting {
        let table = workspace.table
        let anchor: ScrollAnchor?
        switch keyword {
        case .uikit: anchor = .uikit
        case .top: anchor = .top
        case .bottom: anchor = .bottom
        case .row: anchor = try row.map { word throws(SourceError) in .row(try workspace.tableRow(word, context)) }
        case nil: anchor = nil
        }
        if let anchor { table.setAnchor(anchor) }
        return Setting(name: "table anchor", label: "anchor", value: .word(table.anchor.description), wasSet: anchor != nil,
                       usage: "table anchor uikit|top|bottom|row R")
    }
}
