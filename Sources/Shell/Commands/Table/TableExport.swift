import Layout

/// `table export svg FILE`: the charts of `table chart` as an SVG file.
struct TableExport: ShellCommand {
    enum Format: String, KeywordSet { case svg }
    static let file = Field.path("FILE")

    static let spec = CommandSpec(path: "table export", group: .table, syntax: .seq(Format.svg.syntax, file.syntax),
                                  summary: "the chart as an SVG file", example: "table export svg chart.svg",
                                  setup: CommandTable.quotes + ["table sizing estimated", "table reload"], table: .layout)

    let file: Word
    let context: LineContext

    init(_ input: CommandInput) throws(SourceError) {
        let file = try input.required(Self.file)
        self.file = file
        context = input.context
    }

    func run(in workspace: Workspace) throws(SourceError) -> FileWritten { try workspace.tableExport(file, context) }
}
