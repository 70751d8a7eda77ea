import Cassowary
import Layout
import TableSim

/// The Trellis language's interpreter: a scene of views and constraints (and plain variables
/// for solver experiments), driven one line at a time. Every line either succeeds or changes
/// nothing and answers with one error that points at the offending place.
public final class Workspace {
    public internal(set) var scene = Scene()
    var variables = VariableShell()
    public var style: OutputStyle
    /// Lines run through `source`, to refuse a file that sources itself.
    var sourceStack: [String] = []
    /// The base folder for relative paths in `source` and `export`.
    public var currentDirectory: String?
    /// Columns available to `draw`, `table draw` and `table chart` (the shell sets it from the
    /// terminal; `columns N` changes it). A recording notes the width it started at, so that a
    /// saved session draws the same when it is replayed.
    public var terminalWidth = 80 {
        didSet { if recording.entries.isEmpty { recording.startColumns = terminalWidth } }
    }
    /// The session so far, for `save` (Workspace+Recording.swift).
    var recording = Recording()
    /// The virtual table, once a `table` command made it.
    var tableView: TableView?
    /// Whether frames are timed (`timing on`).
    var timing = false
    /// Asked between the steps of a long command (frames of a scroll, lines of a script):
    /// true stops it. The shell sets it to "Ctrl-C was pressed".
    public var isInterrupted: () -> Bool = { false }
    /// Whether Ctrl-C stopped the line being run (a recording leaves such a line out).
    var lineWasInterrupted = false

    /// Asks ``isInterrupted`` (which clears the request) and remembers the answer for the line.
    func checkInterrupt() -> Bool {
        guard isInterrupted() else { return false }
        lineWasInterrupted = true
        return true
    }

    public init(style: OutputStyle = .plain) {
        self.style = style
    }

    /// What running one line produced.
    public struct Reply: Equatable, Sendable {
        public var output: String
        public var error: SourceError?
        public var isQuit = false
        public init(output: String, error: SourceError? = nil, isQuit: Bool = false) {
            self.output = output
            self.error = error
            self.isQuit = isQuit
        }
    }

    /// Runs one line (continuations already joined). `source` names the file for messages.
    public func run(_ line: String, lineNumber: Int = 1, source: String? = nil) -> Reply {
        var reply: Reply
        if sourceStack.isEmpty { lineWasInterrupted = false }
        do {
            reply = try execute(line, lineNumber: lineNumber)
        } catch {
            reply = Reply(output: "", error: error)
            reply.output = style.red("error") + error.rendered(line: line, source: source).dropFirst("error".count)
        }
        for (old, new) in scene.takeRenamedConstraints() {
            let note = "(the constraint \(old) is now called \(new), to free the name for the view)"
            reply.output = reply.output.isEmpty ? note : reply.output + "\n" + note
        }
        let conflicts = scene.takeConflicts()
        if !conflicts.isEmpty {
            let reports = conflicts.map { conflictReport($0) }.joined(separator: "\n\n")
            reply.output = reply.output.isEmpty ? reports : reply.output + "\n" + reports
        }
        record(line, lineNumber: lineNumber, source: source, reply: reply)
        return reply
    }

    func execute(_ line: String, lineNumber: Int) throws(SourceError) -> Reply {
        let words = try splitWords(line, lineNumber: lineNumber)
        guard let first = words.first else { return Reply(output: "") }
        let context = LineContext(line: line, lineNumber: lineNumber, words: words)
        let verb = first.text
        if !first.isQuoted, verb.hasPrefix("H:") || verb.hasPrefix("V:") || verb.hasPrefix("|") || verb.hasPrefix("[") {
            return Reply(output: try visualFormat(context))
        }
        switch verb {
        case "view", "label", "image": return Reply(output: try makeView(context))
        case "frames": return Reply(output: try frames(context))
        case "views": return Reply(output: try viewsCommand(context))
        case "draw": return Reply(output: try draw(context))
        case "measure": return Reply(output: try measureCommand(context))
        case "table": return Reply(output: try tableCommand(context))
        case "timing": return Reply(output: try timingCommand(context))
        case "font": return Reply(output: try fontCommand(context))
        case "export": return Reply(output: try export(context))
        case "constraints": return Reply(output: try constraintsCommand(context))
        case "why": return Reply(output: try why(context))
        case "check": return Reply(output: try check(context))
        case "fit": return Reply(output: try fit(context))
        case "remove": return Reply(output: try remove(context))
        case "textsize": return Reply(output: try textSize(context))
        case "direction": return Reply(output: try direction(context))
        case "scale": return Reply(output: try scaleCommand(context))
        case "columns": return Reply(output: try columnsCommand(context))
        case "reset":
            try context.expectCount(1, usage: "reset")
            scene = Scene()
            variables = VariableShell()
            tableView = nil
            timing = false
            return Reply(output: "")
        case "echo": return Reply(output: context.rest(after: 0).escapingControlCharacters)
        case "source": return try sourceCommand(context)
        case "save": return Reply(output: try save(context))
        case "record": return Reply(output: try recordCommand(context))
        case "help": return Reply(output: try help(context))
        case "quit", "exit": return Reply(output: "", isQuit: true)
        default:
            return Reply(output: try statement(context))
        }
    }

    /// A line that is not a verb: a constraint, a property assignment, or a line for the
    /// plain-variable solver.
    private func statement(_ context: LineContext) throws(SourceError) -> String {
        let tokens = try Lexer(line: context.lineNumber).tokens(context.line)
        if ConstraintParser.looksLikeConstraint(tokens) {
            var cursor = TokenCursor(tokens, line: context.lineNumber, endColumn: context.line.count + 1)
            let parsed = try ConstraintParser().parse(&cursor)
            do {
                try scene.addConstraint(parsed.spec, identifier: parsed.identifier)
            } catch {
                throw context.error(error, tokens: tokens)
            }
            return ""
        }
        if let assignment = context.assignment() {
            return try assign(assignment, context)
        }
        if VariableShell.handles(tokens) { return try runVariables(context) }
        let word = context.words[0]
        if word.text == "replay" {
            throw context.error("replay runs from the command line, not in the shell: trellis replay FILE…", at: word)
        }
        let hint = closestName(to: word.text, in: Self.verbs).map { " (did you mean '\($0)'?)" } ?? ""
        throw context.error("'\(word.text)' is not a command\(hint); type 'help' for the list", at: word)
    }

    /// A line for the solver over plain variables (`x >= 10`, `suggest x 40`, `remove 2`).
    func runVariables(_ context: LineContext) throws(SourceError) -> String {
        let reply = variables.run(context.line, line: context.lineNumber)
        if let error = reply.error { throw error }
        return reply.output
    }

    public static let verbs = ["view", "label", "image", "frames", "draw", "views", "constraints", "why", "check", "fit",
                               "remove", "textsize", "direction", "scale", "measure", "font", "reset", "source", "echo", "export",
                               "save", "record", "table", "timing", "columns", "help", "quit",
                               "suggest", "values"]
}
