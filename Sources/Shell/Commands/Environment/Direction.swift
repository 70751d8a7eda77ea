import Layout

/// `direction [ltr|rtl]`: which way leading and trailing go; alone, which it is.
struct Direction: ShellCommand {
    enum Choice: String, KeywordSet { case ltr, rtl }

    static let spec = CommandSpec(
        path: "direction", group: .environment, syntax: .optional(.choice(Choice.allCases.map(\.syntax))),
        summary: "which way leading and trailing go; without a word, the current",
        example: "direction rtl")

    let choice: Choice?

    init(_ input: CommandInput) { choice = input.keyword(Choice.self) }

    func run(in workspace: Workspace) -> Setting {
        if let choice { workspace.scene.setDirection(choice == .rtl ? .rightToLeft : .leftToRight) }
        return Setting(name: "direction", value: .word(workspace.scene.direction.rawValue), wasSet: choice != nil,
                       usage: "direction ltr|rtl")
    }
}
