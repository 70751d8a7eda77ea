import Layout

/// The verbs of the command line (`trellis replay`, `explain`, `ib`): help lists them with the
/// shell's, and typed in the shell they say where they run.
protocol CommandLineVerb: ShellCommand where Answer == Done {
    /// Where to run it instead.
    static var instead: String { get }
    /// The refusal, under the verb.
    var refusal: SourceError { get }
    init(refusal: SourceError)
}

extension CommandLineVerb {
    init(_ input: CommandInput) { self.init(refusal: input.error(Self.instead, at: input.verbWord)) }

    func run(in workspace: Workspace) throws(SourceError) -> Done { throw refusal }
}

struct ReplayVerb: CommandLineVerb {
    let refusal: SourceError
    static let spec = CommandSpec(path: "replay", group: .session, syntax: .repeated(Field.path("FILE").syntax),
                                  summary: "from the command line: replays transcripts, shows a diff (--update, --junit FILE)",
                                  example: "trellis replay Sessions/", commandLineOnly: true)
    static let instead = "replay runs from the command line, not in the shell: trellis replay FILE…"
}

struct ExplainVerb: CommandLineVerb {
    let refusal: SourceError
    static let spec = CommandSpec(path: "explain", group: .session, syntax: Field.path("FILE").syntax,
                                  summary: "from the command line: a console log explained (--json for programs; - reads standard input)",
                                  example: "trellis explain conflict.log --json", commandLineOnly: true)
    static let instead = "explain runs from the command line: trellis explain FILE; in the shell: import log FILE"
}

struct IBVerb: CommandLineVerb {
    let refusal: SourceError
    static let spec = CommandSpec(path: "ib", group: .session, syntax: .repeated(Field.path("FILE").syntax),
                                  summary: "from the command line: .xib and .storyboard files laid out and checked against Xcode's frames (--json, --sizes file, --widths, --textsizes)",
                                  example: "trellis ib Main.storyboard --widths 320,414", commandLineOnly: true)
    static let instead = "ib runs from the command line: trellis ib FILE…; in the shell: open FILE"
}

/// What the command line's own help (`trellis replay --help`) says of a verb the shell's help
/// lists too: the same summary, declared once in the verb's spec.
public enum CommandLineHelp {
    public static func abstract(of verb: String) -> String {
        let summary = CommandTable.command(verb)?.summary ?? verb
        let prefix = "from the command line: "
        let text = summary.hasPrefix(prefix) ? String(summary.dropFirst(prefix.count)) : summary
        return text.prefix(1).uppercased() + text.dropFirst() + "."
    }
}
