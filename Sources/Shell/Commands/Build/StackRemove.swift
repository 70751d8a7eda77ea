/// `stack remove STACK VIEW…`: stop arranging views (removeArrangedSubview); each stays a subview.
struct StackRemove: ShellCommand {
    static let stack = Field.name("STACK", .stacks)
    static let view = Field.name("VIEW", .views)

    static let spec = CommandSpec(
        path: "stack remove", group: .build, syntax: .seq(stack.syntax, .repeated(view.syntax)),
        summary: "stop arranging views (removeArrangedSubview): each stays a subview, with no constraints",
        example: "stack remove row body",
        setup: ["stack row width=320", "label title in row \"Title\"", "label body in row \"Body\"", "stack add row title body"])

    let stack: Word
    let views: [Word]
    let context: LineContext

    init(_ input: CommandInput) throws(SourceError) {
        stack = try input.required(Self.stack)
        views = input.all(Self.view)
        context = input.context
    }

    func run(in workspace: Workspace) throws(SourceError) -> StackArrangementMade {
        try workspace.unarrange(views, from: stack, context)
    }
}
