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

    let given: ViewParts.Given

    init(_ input: CommandInput) throws(SourceError) {
        given = try ViewParts.Given(input, settings: Self.setting)
    }

    func run(in workspace: Workspace) throws(SourceError) -> ViewMade {
        try workspace.makeView(given.name, kind: .stack(StackArrangement()), parent: given.parent, text: nil, settings: given.settings, given.context)
    }
}
