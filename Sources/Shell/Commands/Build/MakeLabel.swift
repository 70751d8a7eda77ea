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

    let given: ViewParts.Given
    let text: Word?

    init(_ input: CommandInput) throws(SourceError) {
        given = try ViewParts.Given(input, settings: Self.setting)
        text = input[Self.text]
    }

    func run(in workspace: Workspace) throws(SourceError) -> ViewMade {
        try workspace.makeView(given.name, kind: .label(Label(text: text?.text ?? "")), parent: given.parent, text: text, settings: given.settings, given.context)
    }
}
