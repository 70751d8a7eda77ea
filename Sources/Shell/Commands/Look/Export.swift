import Layout

/// `export svg|xib FILE [VIEW]`: the picture as an SVG file, or a root as a XIB document.
struct Export: ShellCommand {
    enum Format: String, KeywordSet { case svg, xib }
    static let file = Field.path("FILE")
    static let view = Field.name("VIEW", .views)

    static let spec = CommandSpec(
        path: "export", group: .look,
        syntax: .seq(.choice(Format.allCases.map(\.syntax)), file.syntax, .optional(view.syntax)),
        summary: "the picture as an SVG file, for a browser; or a root as a XIB document Xcode opens",
        details: ["export xib FILE [ROOT] writes the views, constraints and properties, with Trellis's frames",
                  "saved where Xcode saves them, and says what a XIB cannot hold (open reads it back)."],
        example: "export svg cell.svg", setup: ["view cell width=320 height=44"], readsLayout: true)

    let format: Format
    let file: Word
    let view: Word?
    let context: LineContext

    init(_ input: CommandInput) throws(SourceError) {
        format = input.keyword(Format.self) ?? .svg
        file = try input.required(Self.file)
        view = input[Self.view]
        context = input.context
    }

    func run(in workspace: Workspace) throws(SourceError) -> FileWritten {
        switch format {
        case .svg: return try workspace.exportSVG(file, view: view, context)
        case .xib: return try workspace.exportXIB(file, root: view, context)
        }
    }
}
