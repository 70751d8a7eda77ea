import Cassowary
import Layout
import TableSim

/// One command of the Trellis language, declared once in the command table: how a line is
/// recognised as it, its grammar, its help, and what runs it. Dispatch, `help`, Tab completion
/// and the README's language table all come from these values.
final class Command: Sendable {
    enum Group: String, CaseIterable, Sendable {
        case build = "Build", look = "Look", explain = "Explain", variables = "Plain variables"
        case environment = "Environment", table = "Table", session = "Session"
    }

    /// How a line is recognised: by its first words (`frames`, `table sizing`), or by its shape.
    enum Form: Hashable, Sendable {
        case verb([String])
        case visualFormat
        case constraint
        case assignment
        case plainConstraint
    }

    /// `--json`, or `--width N` with a value.
    struct Flag: Sendable {
        var name: String
        var value: Syntax?
    }

    /// A line (and the lines that set the scene up for it) that runs without error in a fresh
    /// workspace; `help` shows it, and a test runs it.
    struct Example: Sendable {
        var setup: [String]
        var line: String
    }

    typealias Handler = @Sendable (Workspace, Invocation) throws(SourceError) -> Workspace.Reply

    let form: Form
    let group: Group
    /// For verbs, the words after the verb's path; forms are recognised by shape instead.
    let syntax: Syntax
    let flags: [Flag]
    /// For forms, how their usage is written (`A.attr == B.attr …`).
    let shape: String?
    /// One line for the overview.
    let summary: String
    /// More for `help VERB`, a line each.
    let details: [String]
    let example: Example
    /// Only on the command line (`trellis replay`): help lists it, the shell points there.
    let commandLineOnly: Bool
    /// Whether a recording keeps it (not `save` nor `record`).
    let isRecorded: Bool
    /// The shapes of its answer's JSON, each with its keys and when it comes, for a command
    /// type (`help VERB` lists them); nil for a handler that answers text.
    let jsonAnswers: [JSONAnswer]?
    /// Every key its JSON can hold, whichever answer it gives.
    var jsonKeys: [JSONKey]? {
        jsonAnswers.map { answers in
            answers.flatMap(\.keys).reduce(into: [JSONKey]()) { keys, key in if !keys.contains(where: { $0.key == key.key }) { keys.append(key) } }
        }
    }
    /// What a table verb needs of the table before it runs.
    let tableAccess: TableAccess?
    /// Whether it reads the solved layout, which is laid out before it runs (``CommandSpec/readsLayout``).
    let readsLayout: Bool
    let run: Handler

    init(_ form: Form, group: Group, syntax: Syntax = .none, flags: [Flag] = [], shape: String? = nil,
         summary: String, details: [String] = [], example: String, after setup: [String] = [],
         commandLineOnly: Bool = false, isRecorded: Bool = true, jsonAnswers: [JSONAnswer]? = nil, tableAccess: TableAccess? = nil,
         readsLayout: Bool = false, run: @escaping Handler) {
        self.jsonAnswers = jsonAnswers
        self.isRecorded = isRecorded
        self.tableAccess = tableAccess
        self.readsLayout = readsLayout
        self.form = form
        self.group = group
        self.syntax = syntax
        self.flags = flags
        self.shape = shape
        self.summary = summary
        self.details = details
        self.example = Example(setup: setup, line: example)
        self.commandLineOnly = commandLineOnly
        self.run = run
    }

    /// Whether it runs between `table batch begin` and `end`.
    var allowedInBatch: Bool { tableAccess?.duringBatch ?? false }

    /// The verb's words (`["table", "sizing"]`), or none for a form.
    var path: [String] {
        if case .verb(let p) = form { return p }
        return []
    }

    /// The name `help` knows it by: `fit`, `table sizing`, `constraint`.
    var name: String {
        switch form {
        case .verb(let p): return p.joined(separator: " ")
        case .visualFormat: return VisualFormatLine.orientations[0]
        case .constraint: return "constraint"
        case .assignment: return "NAME.prop"
        case .plainConstraint: return "variables"
        }
    }

    /// Other names `help` takes for it.
    var aliases: [String] {
        switch form {
        case .visualFormat: return Array(VisualFormatLine.orientations.dropFirst()) + ["vfl", VisualFormatLine.orientations.joined(separator: "/")]
        case .assignment: return ["property", "prop", "="]
        case .plainConstraint: return ["plain", "x"]
        case .constraint: return ["equation"]
        case .verb: return []
        }
    }

    /// The usage line: `frames [VIEW] [--json] [--absolute]`.
    var usage: String {
        if let shape { return shape }
        let flagText = flags.map { f in "[\(f.name)\(f.value.map { " " + $0.usage } ?? "")]" }
        return ([(commandLineOnly ? "trellis " : "") + path.joined(separator: " "), syntax.usage] + flagText)
            .filter { !$0.isEmpty }.joined(separator: " ")
    }
}

/// The words of a command line, matched: each with the grammar part that took it. Commands
/// read them through typed `Field`s (``CommandInput``), never by a name typed again.
struct Arguments: Sendable {
    enum Value: Sendable, Equatable {
        case keyword
        case word
        case integer(Int)
        case number(Double)
        case seed(UInt64)
        case priority(Priority)
        case size(Size)
        case estimate(Estimate)
        case bool(Bool)
        case insets(DirectionalInsets)
        case rect(Rect)
        case flags([String])
        case font(FontDescriptor)
    }

    struct Item: Sendable {
        /// The keyword, or the slot's name as the usage shows it (`VIEW`, `seed=S`).
        var name: String
        var word: Word
        var value: Value
    }

    var items: [Item] = []
}

/// A line recognised as a command, its words matched: what a handler runs.
struct Invocation {
    let command: Command
    let context: LineContext
    let arguments: Arguments
    /// The flags given (`--json`), with their words.
    let flags: [String: Word]
    /// The value word of a flag that takes one (`--width 60`).
    let flagValues: [String: Arguments]
    /// For an assignment line, the assignment read when the line was recognised.
    var assignment: LineContext.Assignment? = nil

    /// A line recognised by its shape: its words are the form's, matched by no grammar.
    init(form: Command, context: LineContext, assignment: LineContext.Assignment?) {
        self.init(command: form, context: context, arguments: Arguments(), flags: [:], flagValues: [:], assignment: assignment)
    }

    init(command: Command, context: LineContext, arguments: Arguments, flags: [String: Word], flagValues: [String: Arguments],
         assignment: LineContext.Assignment? = nil) {
        self.command = command
        self.context = context
        self.arguments = arguments
        self.flags = flags
        self.flagValues = flagValues
        self.assignment = assignment
    }

    func has(_ flag: String) -> Bool { flags[flag] != nil }

    func error(_ message: String, at word: Word) -> SourceError { context.error(message, at: word) }

    /// The word of the verb's last path word, for errors about the command as a whole.
    var verbWord: Word { context.words[max(0, command.path.count - 1)] }
}

extension Arguments.Value {
    /// The number, when the word was one.
    var number: Double? { if case .number(let x) = self { x } else { nil } }
}
