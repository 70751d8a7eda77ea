import Layout

/// `view NAME [in PARENT] [key=value …]`: a plain view.
struct MakeView: ShellCommand {
    static let setting = ViewParts.setting()

    static let spec = CommandSpec(
        path: "view", group: .build, syntax: .seq(ViewParts.name.syntax, ViewParts.parentPart, .many(setting.syntax)),
        summary: "a plain view; a root (at 0,0, its size free until set) when no parent is named",
        details: ["key=value sets a property as NAME.prop = value does (width=320, hidden=true)."],
        example: "view cell width=320")

    let name: Word
    let parent: Word?
    let settings: [Word]
    let context: LineContext

    init(_ input: CommandInput) throws(SourceError) {
        name = try input.required(ViewParts.name)
        parent = input[ViewParts.parent]
        settings = input.all(Self.setting)
        context = input.context
    }

    func run(in workspace: Workspace) throws(SourceError) -> ViewMade {
        try workspace.makeView(name, kind: .plain, parent: parent, text: nil, settings: settings, context)
    }
}
