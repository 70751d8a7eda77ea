/// `json [on|off]`: whether the session answers each line with a line of JSON.
struct JSONMode: ShellCommand {
    enum Choice: String, KeywordSet { case on, off }

    static let spec = CommandSpec(
        path: "json", group: .session, syntax: .optional(.choice(Choice.allCases.map(\.syntax))),
        summary: "answer every line with one line of JSON (on), or as text (off); alone, which it is",
        details: ["Each line's object has the keys line, input, outcome (the answer as the command's --json prints it),",
                  "text (instead of outcome, for a command that answers text), notes and error (message, line, column,",
                  "length, notes). trellis --json starts a session this way."],
        example: "json on")

    let choice: Choice?

    init(_ input: CommandInput) throws(SourceError) {
        choice = input.keyword(Choice.self)
    }

    func run(in workspace: Workspace) throws(SourceError) -> Setting {
        if let choice { workspace.answersInJSON = choice == .on }
        return Setting(name: "json", value: .onOff(workspace.answersInJSON), wasSet: choice != nil, usage: "json on|off")
    }
}
