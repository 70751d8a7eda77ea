import Layout

/// `measure "text" [font=F] [width=W] [lines=N] [wrap=word|char]`: a text's size on its
/// own, for layout by arithmetic (as cells were sized before Auto Layout).
struct Measure: ShellCommand {
    static let text = Field.text("\"text\"")
    static let font = Field.text("F", key: "font")
    static let width = Field.number("W", key: "width", 0.001...100_000, "a width to wrap at")
    static let lines = Field.integer("N", key: "lines", 0...100_000, "lines")
    static let wrap = Field.text("word|char", key: "wrap")

    static let spec = CommandSpec(
        path: "measure", group: .environment,
        syntax: .seq(text.syntax, .many(.any(font.syntax, width.syntax, lines.syntax, wrap.syntax))),
        summary: "a text's size on its own, for layout by arithmetic",
        details: ["lines=0 (the default) sets no limit; a font with a size takes quotes: font=\"mono 13\"."],
        example: "measure \"Hello world\" font=body width=100")

    let text: String
    let font: FontDescriptor?
    let width: Double?
    let lines: Int
    let wrapping: TextWrapping?
    /// Where an unknown font is pointed at: its `font=` word, or the verb.
    let fontWord: Word
    let context: LineContext

    init(_ input: CommandInput) throws(SourceError) {
        let text = try input.required(Self.text)
        self.text = text.text
        if let font = input[Self.font] {
            do { self.font = try FontDescriptor(parsing: font.text) } catch { throw input.error(error.reason.words, at: font) }
        } else {
            font = nil
        }
        if let wrap = input[Self.wrap] {
            guard let w = TextWrapping(rawValue: wrap.text) else { throw input.error("wrap is word or char, not '\(wrap.text)'", at: wrap) }
            wrapping = w
        } else {
            wrapping = nil
        }
        width = input[Self.width]
        lines = input[Self.lines] ?? 0
        fontWord = input.word(Self.font) ?? input.verbWord
        context = input.context
    }

    func run(in workspace: Workspace) throws(SourceError) -> MeasureResult {
        let scene = workspace.scene
        var label = Label(text: text, lines: lines, preferredMaxWidth: .legacy)
        if let font { label.font = font }
        if let wrapping { label.wrapping = wrapping }
        do { _ = try label.font.resolve(category: scene.category, in: scene.fonts) } catch {
            throw context.error(error.reason.words, at: fontWord)
        }
        let m = scene.measure(label, maxWidth: width)
        return MeasureResult(size: Size(width: m.size.width, height: m.size.height), lineCount: m.lineCount, isTruncated: m.isTruncated,
                             width: width, font: label.font.description, category: scene.category.name)
    }
}
