/// `timing [on|off]`: frames measured with the monotonic clock.
struct Timing: ShellCommand {
    enum Choice: String, KeywordSet { case on, off }

    static let spec = CommandSpec(
        path: "timing", group: .table, syntax: .optional(.choice(Choice.allCases.map(\.syntax))),
        summary: "measure each table frame against the 16.7 and 8.3 ms budgets", example: "timing on")

    let choice: Choice?

    init(_ input: CommandInput) { choice = input.keyword(Choice.self) }

    func run(in workspace: Workspace) -> Setting {
        if let choice {
            workspace.timing = choice == .on
            workspace.tableView?.clock = workspace.timing ? { monotonicNanoseconds() } : nil
        }
        return Setting(name: "timing", value: .onOff(workspace.timing), wasSet: choice != nil, usage: "timing on|off")
    }
}
