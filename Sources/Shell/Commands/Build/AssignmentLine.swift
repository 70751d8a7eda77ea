/// `NAME.prop = value`: a property of a view or a constraint, a line recognised by its shape.
struct AssignmentLine: ShellCommand {
    static let spec = CommandSpec(
        path: "", form: .assignment, shape: "NAME.prop = value", group: .build,
        summary: PropertyTable.summary,
        example: "photo.collapsed = true", setup: ["view cell width=320", "image photo in cell 64x64"])

    let assignment: LineContext.Assignment
    let context: LineContext

    init(_ input: CommandInput) throws(SourceError) {
        context = input.context
        guard let assignment = input.invocation.assignment else { throw context.error("expected NAME.prop = value") }
        self.assignment = assignment
    }

    func run(in workspace: Workspace) throws(SourceError) -> PropertySet { try workspace.assign(assignment, context) }
}
