import Layout

/// `label NAME [in PARENT] ["text"] [key=value …]`: a label, measured with real font metrics.
struct MakeLabel: ShellCommand {
    static let text = Field.text("\"text\"")
    static let setting = ViewParts.setting(.label)

    static let spec = CommandSpec(
        path: "label", group: .build,
        syntax: .seq(ViewParts.name.syntax, ViewParts.parentPart, .optional(text.syntax), .many(setting.syntax)),
        summary: "a label whose text is measured with real font metrics",
        details: ["A font with a size takes quotes: font=\"mono 13\". lines=0 wraps without a limit."],
        example: "label body in cell \"Some long text\" lines=0 font=body", setup: ["view cell width=320"])

    let name: Word
    let parent: Word?
    let text: Word?
    let settings: [Word]
    let context: LineContext

    init(_ input: CommandInput) throws(SourceError) {
        name = try input.required(ViewParts.name)
        parent = input[ViewParts.parent]
        text = input[Self.text]
        settings = input.all(Self.setting)
        context = input.context
    }

    func run(in workspace: Workspace) throws(SourceError) -> ViewMade {
        try workspace.makeView(name, kind: .label(Label(text: text?.text ?? "")), parent: parent, text: text, settings: settings, context)
    }
}
