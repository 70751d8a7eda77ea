import Layout

/// `constraints [VIEW] [--all]`: the constraints, with their state and origin.
struct Constraints: ShellCommand {
    static let view = Field.name("VIEW", .views)
    static let all = Command.Flag(name: "--all")

    static let spec = CommandSpec(
        path: "constraints", group: .look, syntax: .optional(view.syntax), flags: [all],
        summary: "constraints with names, priorities, state (active, inactive, broken) and origin",
        example: "constraints body", setup: ["view cell width=320", "label body in cell \"Hi\"", "H:|-6-[body]-6-|"], readsLayout: true)

    let view: Word?
    let all: Bool
    let context: LineContext

    init(_ input: CommandInput) {
        view = input[Self.view]
        all = input.has(Self.all)
        context = input.context
    }

    func run(in workspace: Workspace) throws(SourceError) -> ConstraintsResult {
        try workspace.constraints(of: view, all: all, context)
    }
}
