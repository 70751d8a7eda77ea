import Layout
import SourceCode

/// `export svg|html|xib|swift|objc FILE [VIEW] [style=…] [class=NAME]`: the picture as an SVG
/// file, the live page as a file of its own, a root as a XIB document, or a root as UIKit code.
struct Export: ShellCommand {
    enum Format: String, KeywordSet { case svg, html, xib, swift, objc }
    static let file = Field.path("FILE")
    static let view = Field.name("VIEW", .views)
    static let style = Field<CodeExportOptions.Style>.choice(key: "style")
    static let className = Field.name("NAME", key: "class")

    static let spec = CommandSpec(
        path: "export", group: .look,
        syntax: .seq(.choice(Format.allCases.map(\.syntax)), file.syntax, .optional(view.syntax),
                     .many(.any(style.syntax, className.syntax))),
        summary: "the picture as an SVG file (html: the live page, whole in one file); a root as a XIB document Xcode opens, or as UIKit code",
        details: ["export html FILE writes the page live on serves, as it is now (the scene, the table, the last",
                  "lines), in one file that needs no server: to attach to a pull request or a lesson.","export xib FILE [ROOT] writes the views, constraints and properties, with Trellis's frames",
                  "saved where Xcode saves them, and says what a XIB cannot hold (open reads it back).",
                  "export swift|objc FILE [ROOT] [style=anchors|vfl|snapkit] [class=NAME] writes a UIView",
                  "subclass (a UITableViewCell subclass for a root a table cell was captured from) that",
                  "makes the views, sets their properties and activates the constraints: with anchors,",
                  "Visual Format lines where chains allow, or SnapKit (Masonry in Objective-C); what a",
                  "style cannot say is written with anchors, and what UIKit cannot say is a comment."],
        example: "export svg cell.svg", setup: ["view cell width=320 height=44"], readsLayout: true)

    let format: Format
    let file: Word
    let view: Word?
    let styleChoice: CodeExportOptions.Style?
    let className: Word?
    let context: LineContext

    init(_ input: CommandInput) throws(SourceError) {
        format = input.keyword(Format.self) ?? .svg
        file = try input.required(Self.file)
        view = input[Self.view]
        styleChoice = input[Self.style]
        className = input[Self.className]
        context = input.context
        let settingWords = [input.word(Self.style), input.word(Self.className)].compactMap { $0 }
        if format == .html, let view {
            throw context.error("export html writes the whole scene (and table): it takes no view", at: view)
        }
        if format == .svg || format == .html || format == .xib, let word = settingWords.first {
            throw context.error("\(word.text.prefix { $0 != "=" })= is for export swift and export objc, not \(format.rawValue)", at: word)
        }
    }

    func run(in workspace: Workspace) throws(SourceError) -> FileWritten {
        switch format {
        case .svg: return try workspace.exportSVG(file, view: view, context)
        case .html:
            try workspace.write(LivePageDocument(mode: .saved, state: workspace.liveState()).html, to: file, context)
            return FileWritten(file: file.text)
        case .xib: return try workspace.exportXIB(file, root: view, context)
        case .swift, .objc:
            let options = CodeExportOptions(language: format == .swift ? .swift : .objc, style: styleChoice ?? .anchors,
                                            className: className?.text)
            return try workspace.exportCode(file, root: view, options: options, classWord: className, context)
        }
    }
}
