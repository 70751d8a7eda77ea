/// `reset`: nothing again, settings included.
struct Reset: ShellCommand {
    static let spec = CommandSpec(path: "reset", group: .session, summary: "start again with nothing", example: "reset")

    init(_ input: CommandInput) {}

    func run(in workspace: Workspace) -> Done {
        workspace.reset()
        return Done()
    }
}
