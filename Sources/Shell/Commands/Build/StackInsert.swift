import Layout

/// `stack insert STACK VIEW at INDEX`: arrange one subview at an index (insertArrangedSubview(_:at:)).
struct StackInsert: ShellCommand {
    enum Keyword: String, KeywordSet { case at }
    static let stack = Field.name("STACK", .stacks)
    static let view = Field.name("VIEW", .views)
    static let index = Field.integer("INDEX", 0...SceneLimits.viewsInTree, "an index")

    static let spec = CommandSpec(
        path: "stack insert", group: .build, syntax: .seq(stack.syntax, view.syntax, Keyword.at.syntax, index.syntax),
        summary: "arrange one subview at an index (insertArrangedSubview(_:at:))",
        example: "stack insert row body at 0",
        setup: ["stack row width=320", "label title in row \"Title\"", "label body in row \"Body\"", "stack add row title"])

    let stack: Word
    let view: Word
    let index: Int
    let indexWord: Word?
    let context: LineContext

    init(_ input: CommandInput) throws(SourceError) {
        let stack = try input.required(Self.stack)
        let view = try input.required(Self.view)
        let index = try input.required(Self.index)
        self.stack = stack
        self.view = view
        self.index = index
        indexWord = input.word(Self.index)
        context = input.context
    }

    func run(in workspace: Workspace) throws(SourceError) -> StackArrangementMade {
        try workspace.arrange([view], in: stack, at: index, indexWord: indexWord, context)
    }
}
