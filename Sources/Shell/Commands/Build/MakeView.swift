import Layout

/// `view NAME [in PARENT] [key=value …]`: a plain view.
struct MakeView: ShellCommand {
    static let setting = ViewParts.setting()

    static let spec = CommandSpec(
        path: "view", group: .build, syntax: .seq(ViewParts.name.syntax, ViewParts.parentPart, .many(setting.syntax)),
        summary: "a plain view; a root (at 0,0, its size free until set) when no parent is named",
        details: ["key=value sets a property as NAME.prop = value does (width=320, hidden=true)."],
        example: "view cell width=320")

    let given: ViewParts.Given

    init(_ input: CommandInput) throws(SourceError) {
        given = try ViewParts.Given(input, settings: Self.setting)
    }

    func run(in workspace: Workspace) throws(SourceError) -> ViewMade {
        try workspace.makeView(given.name, kind: .plain, parent: given.parent, text: nil, settings: given.settings, given.context)
    }
}
