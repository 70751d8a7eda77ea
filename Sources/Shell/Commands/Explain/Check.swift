/// `check`: broken constraints and ambiguous attributes.
struct Check: ShellCommand {
    static let spec = CommandSpec(path: "check", group: .explain, summary: "broken constraints and ambiguous attributes",
                                  example: "check", readsLayout: true)

    init(_ input: CommandInput) {}

    func run(in workspace: Workspace) -> CheckResult { workspace.check() }
}
