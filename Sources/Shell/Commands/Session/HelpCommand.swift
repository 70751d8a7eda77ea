import Layout

/// `help [VERB [SUBVERB …]]`: the overview, or one command's page.
struct HelpCommand: ShellCommand {
    static let verb = Field.text("VERB", .commands)
    static let subverb = Field.name("SUBVERB", .subverbs)

    static let spec = CommandSpec(path: "help", group: .session, syntax: .opt(verb.syntax, .many(subverb.syntax)),
                                  summary: "this list, or one command (help table sizing: one of the table's)", example: "help fit")

    let verb: Word?
    let subverbs: [Word]
    let context: LineContext

    init(_ input: CommandInput) {
        verb = input[Self.verb]
        subverbs = input.all(Self.subverb)
        context = input.context
    }

    func run(in workspace: Workspace) throws(SourceError) -> HelpTopic { try Help.topic(verb, subverbs, context) }
}
