/// `stack spacing STACK after VIEW N|default`: custom spacing after an arranged view
/// (setCustomSpacing(_:after:)); `default` goes back to the stack's.
struct StackSpacing: ShellCommand {
    enum Keyword: String, KeywordSet { case after, `default` }
    static let stack = Field.name("STACK", .stacks)
    static let view = Field.name("VIEW", .views)
    static let spacing = Field.number("N", -10_000...10_000, "a spacing")

    static let spec = CommandSpec(
        path: "stack spacing", group: .build,
        syntax: .seq(stack.syntax, Keyword.after.syntax, view.syntax, .any(spacing.syntax, Keyword.default.syntax)),
        summary: "custom spacing after an arranged view (setCustomSpacing(_:after:)); default goes back to the stack's",
        example: "stack spacing row after title 20",
        setup: ["stack row width=320", "label title in row \"Title\"", "label body in row \"Body\"", "stack add row title body"])

    let stack: Word
    let view: Word
    /// Nil: `default`.
    let spacing: Double?
    let context: LineContext

    init(_ input: CommandInput) throws(SourceError) {
        let stack = try input.required(Self.stack)
        let view = try input.required(Self.view)
        self.stack = stack
        self.view = view
        spacing = input[Self.spacing]
        context = input.context
    }

    func run(in workspace: Workspace) throws(SourceError) -> CustomSpacing {
        try workspace.setCustomSpacing(spacing, in: stack, after: view, context)
    }
}
