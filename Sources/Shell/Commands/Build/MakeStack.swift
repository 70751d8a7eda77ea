import Layout

/// `stack NAME [in PARENT] [key=value …]`: a stack view, which makes the constraints of the
/// subviews it arranges.
struct MakeStack: ShellCommand {
    static let setting = ViewParts.setting(.stack)

    static let spec = CommandSpec(
        path: "stack", group: .build, syntax: .seq(ViewParts.name.syntax, ViewParts.parentPart, .many(setting.syntax)),
        summary: "a stack view (UIStackView): it makes the constraints of the subviews it arranges",
        details: ["axis=horizontal|vertical  distribution=fill|fillEqually|fillProportionally|equalSpacing|equalCentering",
                  "alignment=fill|leading|top|center|trailing|bottom|firstBaseline|lastBaseline  spacing=N  baselineRelative=true",
                  "marginsRelative=true arranges inside the stack's margins (margins=…; UIView's default is 8 on each edge).",
                  "Make views in it with 'in NAME', then arrange them with stack add; they change later as NAME.axis = vertical.",
                  "A hidden arranged view leaves the arrangement (UISV-hiding); constraints NAME lists the stack's own."],
        example: "stack row in cell axis=vertical spacing=8", setup: ["view cell width=320"])

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
        try workspace.makeView(name, kind: .stack(StackArrangement()), parent: parent, text: nil, settings: settings, context)
    }
}
