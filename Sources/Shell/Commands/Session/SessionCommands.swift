import Layout

/// `save FILE`: the session so far as a transcript, written whole or not at all.
struct Save: ShellCommand {
    static let file = Field.path("FILE")
    static let spec = CommandSpec(path: "save", group: .session, syntax: file.syntax,
                                  summary: "the session so far as a transcript, to replay with: trellis replay FILE",
                                  example: "save quote.session", setup: ["view cell width=320"], isRecorded: false)
    let file: Word
    let context: LineContext

    init(_ input: CommandInput) throws(SourceError) {
        let file = try input.required(Self.file)
        self.file = file
        context = input.context
    }

    func run(in workspace: Workspace) throws(SourceError) -> TranscriptSaved { try workspace.save(file, context) }
}

/// `record [on|off|clear]`: whether what you type goes into the transcript.
struct Record: ShellCommand {
    enum Keyword: String, KeywordSet { case on, off, clear }
    static let spec = CommandSpec(path: "record", group: .session, syntax: .optional(.choice(Keyword.allCases.map(\.syntax))),
                                  summary: "whether what you type goes into the transcript that save writes (on at the start)",
                                  example: "record off", isRecorded: false)
    let keyword: Keyword?

    init(_ input: CommandInput) { keyword = input.keyword(Keyword.self) }

    func run(in workspace: Workspace) -> RecordingState {
        let change: RecordingState.Change? = switch keyword {
        case .on: .started
        case .off: .stopped
        case .clear: .cleared
        case nil: nil
        }
        return workspace.record(change)
    }
}

/// `echo TEXT`: a line printed as typed.
struct Echo: ShellCommand {
    static let spec = CommandSpec(path: "echo", group: .session, syntax: .rest("TEXT"), summary: "print a line",
                                  example: "echo -- with a photo --")
    let text: String

    init(_ input: CommandInput) { text = input.context.rest(after: 0) }

    func run(in workspace: Workspace) -> Echoed { Echoed(text: text) }
}

/// `quit` and `exit`: the session ends.
struct Quit: ShellCommand {
    static let spec = CommandSpec(path: "quit", group: .session, summary: "leave (Ctrl-D too)", example: "quit")
    init(_ input: CommandInput) {}
    func run(in workspace: Workspace) -> Leaving { Leaving() }
}

struct Exit: ShellCommand {
    static let spec = CommandSpec(path: "exit", group: .session, summary: "leave, as quit does", example: "exit")
    init(_ input: CommandInput) {}
    func run(in workspace: Workspace) -> Leaving { Leaving() }
}
