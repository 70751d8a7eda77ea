import Layout

/// `why VIEW.ATTRIBUTE`: the constraints that decide a value.
struct Why: ShellCommand {
    static let subject = Field.name("VIEW.ATTRIBUTE", .views)

    static let spec = CommandSpec(
        path: "why", group: .explain, syntax: subject.syntax,
        summary: "the constraints that decide a value (of a plain variable too: why x)",
        example: "why body.height", setup: ["view cell width=320", "label body in cell \"Hi\"", "V:|-6-[body]-6-|"], readsLayout: true)

    let subject: Word
    let context: LineContext

    init(_ input: CommandInput) throws(SourceError) {
        let subject = try input.required(Self.subject)
        self.subject = subject
        context = input.context
    }

    func run(in workspace: Workspace) throws(SourceError) -> WhyResult { try workspace.why(subject, context) }
}
