/// `views`: the view trees.
struct Views: ShellCommand {
    static let spec = CommandSpec(path: "views", group: .look, summary: "the view trees", example: "views",
                                  setup: ["view cell width=320 height=44"], readsLayout: true)

    init(_ input: CommandInput) {}

    func run(in workspace: Workspace) -> ViewsResult { workspace.views() }
}
