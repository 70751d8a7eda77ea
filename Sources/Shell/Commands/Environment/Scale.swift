/// `scale [1|2|3]`: the screen scale frames are rounded to; alone, which it is.
struct Scale: ShellCommand {
    enum Choice: String, KeywordSet {
        case one = "1", two = "2", three = "3"
    }

    static let spec = CommandSpec(
        path: "scale", group: .environment, syntax: .optional(.choice(Choice.allCases.map(\.syntax))),
        summary: "the screen scale frames are rounded to; without a number, the current",
        example: "scale 2")

    let choice: Choice?
    let verb: Word
    let context: LineContext

    init(_ input: CommandInput) {
        choice = input.keyword(Choice.self)
        verb = input.verbWord
        context = input.context
    }

    func run(in workspace: Workspace) throws(SourceError) -> Setting {
        let scale: Double? = switch choice {
        case nil: nil
        case .one: 1
        case .two: 2
        case .three: 3
        }
        if let scale {
            do { try workspace.scene.setScale(scale) } catch { throw context.error("the screen scale is 1, 2 or 3", at: verb) }
        }
        return Setting(name: "scale", value: .number(workspace.scene.scale), wasSet: scale != nil, usage: "scale 1|2|3")
    }
}
