/// `fix N`: one of the fixes the last `check` (or the last log explanation) verified by
/// solving, made by running its lines; the transcript records those lines, not `fix N`.
struct Fix: ShellCommand {
    static let number = Field.integer("N", 1...1_000, "a fix's number")

    static let spec = CommandSpec(
        path: "fix", group: .explain, syntax: number.syntax,
        summary: "make fix N of those check or a log's explanation verified, by running its lines",
        details: ["check (and import log, paste) list changes that leave no constraint broken, each tried on a",
                  "copy of the scene: fix N runs the lines that make it, as if typed, and a recording keeps",
                  "those lines (a replay runs them, not fix N). Fixes are numbered by the last check or log."],
        example: "fix 1", setup: ["view cell width=320", "view a in cell", "H:|[a]|", "a.width == 400", "check"], isRecorded: false)

    let number: Int
    let word: Word
    let context: LineContext

    init(_ input: CommandInput) throws(SourceError) {
        number = try input.required(Self.number)
        word = try input.requiredWord(Self.number)
        context = input.context
    }

    func run(in workspace: Workspace) throws(SourceError) -> FixApplied { try workspace.applyFix(number, at: word, context) }
}

/// The lines a fix runs.
struct FixLines: Equatable {
    /// The lines, as typed; empty when no line can make it (a relation changed in a log).
    var lines: [String]
    /// Why no line makes it, when none does.
    var cannot: String? = nil
}

/// `fix N`: the lines run, each with its answer.
struct FixApplied {
    var number: Int
    var ran: [(line: String, output: String, failed: Bool)]
}
