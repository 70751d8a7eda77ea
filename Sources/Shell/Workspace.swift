import Cassowary
import InterfaceBuilder
import Notation
import Layout
import TableSim

/// The Trellis language's interpreter: a scene of views and constraints (and plain variables
/// for solver experiments), driven one line at a time. Every line either succeeds or changes
/// nothing and answers with one error that points at the offending place.
public final class Workspace {
    public internal(set) var scene = Scene()
    var variables = PlainVariables()
    public var style: OutputStyle
    /// The scripts `source` is running, innermost last, and the lines they ran.
    var sourcing = Sourcing()
    /// Where the session's files are (the folder of relative paths, a replay's confinement):
    /// every path a command reads or writes goes through it.
    public var files: FileAccess
    /// The base folder for relative paths (``FileAccess/currentDirectory``).
    public var currentDirectory: String? {
        get { files.currentDirectory }
        set { files.currentDirectory = newValue }
    }
    /// The one folder a replayed transcript reads and writes (``FileAccess/confinement``).
    public var confinement: String? {
        get { files.confinement }
        set { files.confinement = newValue }
    }
    /// Files a replay may not write (``FileAccess/protectedFiles``).
    public var protectedFiles: Set<String> {
        get { files.protectedFiles }
        set { files.protectedFiles = newValue }
    }
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
    /// Whether each line is answered with one line of JSON (`json on`, `trellis --json`).
    public var answersInJSON = false {
        didSet { if answersInJSON { thisLine.answersInJSON = true } }
    }
    /// Asked between the steps of a long command (frames of a scroll, lines of a script):
    /// true stops it. The shell sets it to "Ctrl-C was pressed".
    public var isInterrupted: () -> Bool = { false }
    /// What the line being run (a line typed or replayed, with the lines it sources) has
    /// made so far besides its answer; begun again at each such line.
    var thisLine = LineState()
    /// A console log being pasted (`paste`): lines go to it until the log ends.
    var pasting: PasteBuffer?
    /// The fixes the last `check` or log explanation verified, by number (`fix N` runs one).
    var lastFixes: [FixLines] = []
    /// A cell read from code: its root and content view, which `export swift|objc` writes as a
    /// UITableViewCell subclass before any `table cell` captures it.
    var codeCell: (root: String, contentView: String)?
    /// The imported log's addresses, usable for its views and constraints in commands.
    var aliases = SceneAliases()
    /// What the opened Interface Builder document keeps of its views (elements, classes, ids,
    /// device), for `export xib` to write them back as they were.
    var documentOrigin: IBWriter.Origin?
    /// The live page's server, which the executable installs (`live on` starts it).
    public var live: LiveControl?
    /// The last lines and the selection, for the live page (Live/LiveFeed.swift).
    var liveFeed = LiveFeed()
    /// Held by whoever runs a line: the shell's reader, or the live server for a page's command.
    public let lock = ThreadLock()
    /// Whether the line being run came from the live page (which reads and writes no file).
    var isRunningPageLine = false

    /// Asks ``isInterrupted`` (which clears the request) and remembers the answer for the line.
    func checkInterrupt() -> Bool {
        guard isInterrupted() else { return false }
        thisLine.wasInterrupted = true
        return true
    }

    public init(style: OutputStyle = .plain, files: FileAccess = FileAccess()) {
        self.style = style
        self.files = files
    }

    /// The file a word names (``FileAccess/path(_:_:forWriting:)``).
    func path(_ word: Word, _ context: LineContext, forWriting: Bool = false) throws(SourceError) -> String {
        if isRunningPageLine {
            thisLine.isRefusedFromPage = true
            throw context.error("the live page neither reads nor writes files: type this line in the shell", at: word)
        }
        return try files.path(word, context, forWriting: forWriting)
    }

    /// What running one line produced.
    public struct Reply: Equatable, Sendable {
        public var output: String
        public var error: SourceError?
        public var isQuit = false
        /// The command's answer as JSON, kept when the session answers in JSON lines.
        var outcome: JSON?
        public init(output: String, error: SourceError? = nil, isQuit: Bool = false) {
            self.output = output
            self.error = error
            self.isQuit = isQuit
        }
    }

    /// Runs one line (continuations already joined). `source` names the file for messages.
    public func run(_ line: String, lineNumber: Int = 1, source: String? = nil) -> Reply {
        var reply: Reply
        // Split once: to run the line and to record it.
        var words: [Word]?
        if !sourcing.isRunning {
            thisLine.wasInterrupted = false
            thisLine.isRefusedFromPage = false
            thisLine.answersInJSON = answersInJSON
        }
        do {
            try Self.checkLength(of: line, lineNumber: lineNumber)
            if pasting != nil && !sourcing.isRunning {
                reply = pasteLine(line)
            } else {
                words = try splitWords(line, lineNumber: lineNumber)
                reply = try executeResolvingAliases(line, lineNumber: lineNumber, words: words)
            }
        } catch {
            reply = Reply(output: "", error: error)
            reply.output = style.red("error") + error.rendered(line: line, source: source).dropFirst("error".count)
        }
        // Notes made before the line failed or finished (templates captured again) come
        // first; what the scene has to say after it (renamed constraints, conflicts) after.
        let before = thisLine.notes
        thisLine.notes = []
        let after = scene.takeRenamedConstraints().map { LineNote.constraintRenamed(from: $0.old, to: $0.new) }
            + scene.takeConflicts().map { LineNote.conflict(conflictNote($0)) }
        let answer = reply
        let notes = LineNoteText(style: style)
        reply.output = (notes.lines(before) + [reply.output] + notes.lines(after)).filter { !$0.isEmpty }.joined(separator: "\n")
        record(line, words: words, lineNumber: lineNumber, source: source, reply: reply)
        if !sourcing.isRunning { feedLivePage(line, words: words, reply: reply) }
        if thisLine.answersInJSON && !sourcing.isRunning {
            reply.output = SessionJSON.line(input: line, lineNumber: lineNumber, answer: answer, notes: before + after).compact
        }
        if !sourcing.isRunning { live?.lineRan() }
        return reply
    }

    /// The reply to a line refused before it could run (one the reader cut): its error, as
    /// text or, in a session that answers in JSON lines, as its line of JSON.
    public func refusal(_ error: SourceError, line: String, lineNumber: Int, source: String?) -> Reply {
        var reply = Reply(output: error.rendered(line: line, source: source), error: error)
        if answersInJSON { reply.output = SessionJSON.line(input: line, lineNumber: lineNumber, answer: reply, notes: []).compact }
        return reply
    }

    /// The longest line the language takes, continuations joined: 64 KB (a label's text of
    /// several pages fits; a longer line is a mistake, and refusing it keeps every word's cost
    /// bounded).
    public static let maximumLineBytes = 65_536

    /// Refuses a line longer than ``maximumLineBytes``, with the caret where it passes the limit.
    /// `wasCut`: the reader kept only the start of a longer line (PlainLineReader).
    public static func checkLength(of line: String, lineNumber: Int, wasCut: Bool = false) throws(SourceError) {
        let total = line.utf8.count
        guard total > maximumLineBytes || wasCut else { return }
        let length = wasCut ? "more than \(grouped(total)) (the rest of it was read and dropped)" : grouped(total)
        var bytes = 0, column = 1
        for character in line {
            bytes += character.utf8.count
            if bytes > maximumLineBytes { break }
            column += 1
        }
        throw SourceError("a line is at most \(grouped(maximumLineBytes)) bytes; this one has \(length)",
                          at: SourcePosition(line: lineNumber, column: column), length: 1)
    }

    /// `reset`: nothing again, settings included.
    func reset() {
        pasting = nil
        liveFeed.selected = nil
        aliases = SceneAliases()
        documentOrigin = nil
        codeCell = nil
        lastFixes = []
        scene = Scene()
        variables = PlainVariables()
        tableView = nil
        timing = false
    }
}
