import Layout

/// A command of the language as a type: its spec (path, grammar, help, example), its typed
/// fields, read from the words the grammar matched, and `run`, which answers a value. The
/// registry (``CommandTable/all``) lists the types; help, completion, dispatch and the README's
/// language table read their specs, and the printers in `Render/` write their answers.
protocol ShellCommand: Sendable {
    associatedtype Answer: Outcome
    static var spec: CommandSpec { get }
    /// The fields from the matched words. What the grammar cannot know (whether a view or a
    /// row exists) is `run`'s business.
    init(_ input: CommandInput) throws(SourceError)
    func run(in workspace: Workspace) throws(SourceError) -> Answer
}

/// What the registry knows of a command type before it runs.
struct CommandSpec: Sendable {
    /// The verb's words (`table scroll`); empty for a form.
    var path: String
    /// A line recognised by its shape (a constraint, an assignment) instead of a verb.
    var form: Command.Form? = nil
    /// For a form, how its usage is written (`A.attr == B.attr …`).
    var shape: String? = nil
    var group: Command.Group
    var syntax: Syntax = .none
    var flags: [Command.Flag] = []
    /// One line for the overview.
    var summary: String
    /// More for `help VERB`, a line each.
    var details: [String] = []
    /// A line that runs without error after `setup` in a fresh workspace.
    var example: String
    var setup: [String] = []
    /// For table verbs: what the table must be ready for before the command runs.
    var table: TableAccess?
    /// Only on the command line (`trellis replay`): help lists it, the shell points there.
    var commandLineOnly = false
    /// Whether a recording keeps it (`save` and `record` are about the recording, not in it).
    var isRecorded = true
    /// Whether it reads the solved layout (frames, states, ambiguities). The workspace lays the
    /// scene out first (``Scene/layoutIfNeeded()``): the one point where the shell lays out
    /// the changes of the lines before, so a script of changes is laid out once, at its first
    /// read, and no query lays out what it reads.
    var readsLayout = false
    /// When each of its answers comes, for a command that answers one of several outcomes
    /// (`textsize`: asked alone, set); `help` lists each answer's keys under it.
    var answers: [String] = []
}

/// What a table verb needs before it runs.
struct TableAccess: Sendable {
    /// Edits made to the views since `table cell` reach the templates first (not for verbs
    /// that do not lay rows out: `table data`, `table cell`).
    var recapture = true
    /// Allowed between `table batch begin` and `end`.
    var duringBatch = false
    /// Lays rows out as UIKit's own layout of its rows does, which throws for a cell it
    /// cannot place (`reload`, `scroll`, `fling`).
    var placesCells = false

    static let layout = TableAccess()
    static let placing = TableAccess(placesCells: true)
    static let data = TableAccess(recapture: false)
    static let duringBatch = TableAccess(duringBatch: true)
}

extension ShellCommand {
    /// The command's answer to its input, readied as every command is: the table prepared for
    /// a table verb, the scene laid out for a command that reads the layout, then ``run(in:)``.
    static func answer(_ input: CommandInput, in w: Workspace) throws(SourceError) -> Answer {
        if let access = spec.table { try w.prepareTable(access, input.invocation) }
        if spec.readsLayout { w.scene.layoutIfNeeded() }
        return try Self(input).run(in: w)
    }
}

extension Command {
    /// The registry's entry for a command type.
    convenience init<C: ShellCommand>(_ type: C.Type) {
        let spec = C.spec
        // `--json` is every command type's, not listed with its own flags (CommandParser takes it).
        self.init(spec.form ?? .verb(spec.path.split(separator: " ").map(String.init)), group: spec.group, syntax: spec.syntax,
                  flags: spec.flags, shape: spec.shape, summary: spec.summary, details: spec.details, example: spec.example, after: spec.setup,
                  commandLineOnly: spec.commandLineOnly, isRecorded: spec.isRecorded, jsonAnswers: C.Answer.jsonShapes.enumerated().map { i, keys in
                      JSONAnswer(when: i < spec.answers.count ? spec.answers[i] : nil, keys: keys)
                  }, tableAccess: spec.table,
                  readsLayout: spec.readsLayout) { (w, i) throws(SourceError) in
            let answer = try C.answer(CommandInput(invocation: i), in: w)
            return w.reply(answer, json: i.has(CommandTable.json.name))
        }
    }
}

extension Workspace {
    /// Readies the table for a table verb (see ``TableAccess``).
    func prepareTable(_ access: TableAccess, _ invocation: Invocation) throws(SourceError) {
        if !access.duringBatch, tableView?.isInBatch == true {
            let allowed = CommandTable.all.filter { $0.allowedInBatch && $0.path != ["table", "batch"] }
                .map { $0.path.dropFirst().joined(separator: " ") }
            throw invocation.error("a batch is open: until table batch end, only \(CommandParser.list(allowed))", at: invocation.verbWord)
        }
        if access.recapture { recaptureChangedTemplates() }
        if access.placesCells { try refuseCellsWithoutAutoresizing(invocation) }
    }

    /// The reply for a command's answer: its text, or its JSON when asked (`--json`), and its
    /// JSON kept for a session that answers in JSON lines (`json on`).
    func reply(_ answer: some Outcome, json asked: Bool) -> Reply {
        let printer = OutcomePrinter(style: style, columns: terminalWidth)
        var reply = Reply(output: asked ? printer.json(answer).rendered() : printer.text(answer), isQuit: answer.endsSession)
        if thisLine.answersInJSON { reply.outcome = printer.json(answer) }
        return reply
    }
}
