/// `x >= 10`, `x == 5 @250`, `x + 2*y == 10`: a constraint over plain names (no dots), for the
/// solver on its own, numbered for `remove N`. The line is recognised by its shape and read whole.
struct PlainConstraint: ShellCommand {
    static let spec = CommandSpec(
        path: "", form: .plainConstraint, shape: "x >= 10 | x == 5 @250 | x + 2*y == 10", group: .variables,
        summary: "a constraint over plain names (no dots), for the solver on its own; numbered for remove N",
        example: "x >= 10")

    /// The whole line, as written (a comment is left out of the answer, not of the parse).
    let line: String
    let lineNumber: Int

    init(_ input: CommandInput) {
        line = input.context.line
        lineNumber = input.context.lineNumber
    }

    func run(in workspace: Workspace) throws(SourceError) -> PlainConstraintChange {
        try workspace.variables.add(line, lineNumber: lineNumber)
    }
}
