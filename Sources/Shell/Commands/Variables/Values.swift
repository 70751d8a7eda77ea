/// `values`: the plain variables' solved values, every one, and the ambiguous ones.
struct Values: ShellCommand {
    static let spec = CommandSpec(path: "values", group: .variables, summary: "the plain variables' solved values",
                                  example: "values", setup: ["x >= 10"])

    init(_ input: CommandInput) {}

    func run(in workspace: Workspace) -> PlainValues { workspace.variables.allValues() }
}
