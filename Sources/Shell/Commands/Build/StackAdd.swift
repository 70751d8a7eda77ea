/// `stack add STACK VIEW…`: arrange subviews at the stack's end (addArrangedSubview).
struct StackAdd: ShellCommand {
    static let stack = Field.name("STACK", .stacks)
    static let view = Field.name("VIEW", .views)

    static let spec = CommandSpec(
        path: "stack add", group: .build, syntax: .seq(stack.syntax, .repeated(view.syntax)),
        summary: "arrange subviews of a stack, at its end, in order (addArrangedSubview)",
        details: ["Each view must be a subview of the stack already; one arranged already moves to the end."],
        example: "stack add row title body",
        setup: ["stack row width=320", "label title in row \"Title\"", "label body in row \"Body\""])

    let stack: Word
    let views: [Word]
    let context: LineContext

    init(_ input: CommandInput) throws(SourceError) {
        stack = try input.required(Self.stack)
        views = input.all(Self.view)
        context = input.context
    }

    func run(in workspace: Workspace) throws(SourceError) -> StackArrangementMade {
        try workspace.arrange(views, in: stack, at: nil, indexWord: nil, context)
    }
}
