import ConsoleLog
import Layout
import Notation

/// A log being pasted (`paste`): its lines, until the log ends; or code (`paste swift`),
/// until a line `end`.
struct PasteBuffer {
    var lines: [String] = []
    var firstLine: Int
    /// Code being pasted, and what its import takes; nil for a log.
    var code: CodeImportSettings? = nil
    /// The most lines one paste takes (a real log is a few dozen).
    static let maximumLines = 10_000

    /// The footer lines that end a log: UIKit's last line, AppKit's one line. (iOS 7's "Break on
    /// objc_exception_throw" line is followed by UIKit's last line.)
    static let endings = ["UIConstraintBasedLayoutDebugging", "NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints"]
}

/// `import log FILE` and `paste`: a console log becomes the scene, explained.
extension Workspace {
    func importLog(_ word: Word, _ context: LineContext) throws(SourceError) -> LogImported {
        try requireEmptySceneForLog(context, at: Self.wholeVerb(context, words: 2))
        let path = try path(word, context)
        let text: String
        switch InputFile.text(path) {
        case .success(let t): text = t
        case .failure(let f): throw context.error("cannot read '\(word.text)': \(f.reason)", at: word)
        }
        let log = ConsoleLogReader.read(text)
        guard !log.listed.isEmpty else {
            throw context.error("'\(word.text)' holds no constraint a log prints (<NSLayoutConstraint:0x… …>)", at: word)
        }
        return adopt(log)
    }

    /// `paste`: the lines that follow are a log, until its last line (or `end`).
    func startPaste(_ context: LineContext) throws(SourceError) {
        try requireEmptySceneForLog(context, at: Self.wholeVerb(context, words: 1))
        pasting = PasteBuffer(firstLine: context.lineNumber + 1)
    }

    /// A line while pasting: kept, until the log's last line (or `end`) explains it all.
    func pasteLine(_ line: String) -> Reply {
        guard var buffer = pasting else { return Reply(output: "") }
        let trimmed = line.trimmingBlanks()
        let isEnd = trimmed == "end"
        if !isEnd { buffer.lines.append(line) }
        if let settings = buffer.code {
            guard isEnd || buffer.lines.count >= PasteBuffer.maximumLines else {
                pasting = buffer
                return Reply(output: "")
            }
            pasting = nil
            let words = [Word(text: line, column: 1, length: max(1, line.count), isQuoted: false)]
            let context = LineContext(line: line, lineNumber: buffer.firstLine + buffer.lines.count, words: words)
            do {
                let imported = try importCode([buffer.lines.joined(separator: "\n")], sources: ["the paste"], settings,
                                              firstLine: buffer.firstLine, context, at: words[0])
                return reply(CodeImportOutcome.imported(imported), json: false)
            } catch {
                return Reply(output: style.red("error") + error.rendered(line: line, source: nil).dropFirst("error".count), error: error)
            }
        }
        let ends = isEnd || PasteBuffer.endings.contains { trimmed.contains($0) } || buffer.lines.count >= PasteBuffer.maximumLines
        guard ends else {
            pasting = buffer
            return Reply(output: "")
        }
        pasting = nil
        let log = ConsoleLogReader.read(buffer.lines.joined(separator: "\n"))
        guard !log.listed.isEmpty else {
            return Reply(output: "the paste holds no constraint a log prints (<NSLayoutConstraint:0x… …>); nothing changed")
        }
        var imported = adopt(log, firstLine: buffer.firstLine)
        if buffer.lines.count >= PasteBuffer.maximumLines { imported.cutAtLines = PasteBuffer.maximumLines }
        return reply(imported, json: false)
    }

    /// The log's scene becomes the workspace's; the explanation is the answer. Line numbers in
    /// it count from `firstLine` (a paste's first line).
    private func adopt(_ log: ConsoleLog, firstLine: Int = 1) -> LogImported {
        var shifted = log
        if firstLine != 1 {
            shifted.unread = log.unread.map { var u = $0; u.line += firstLine - 1; return u }
        }
        // Ctrl-C or a replay's time limit stops it between constraints: a log of hundreds of
        // constraints in one conflict takes seconds a scene (turn3/03).
        let stop = { [weak self] in self?.checkInterrupt() ?? false }
        let explanation = LogExplanation(LogScene(shifted), shouldStop: stop)
        guard explanation.stopped != .beforeExplaining, let made = explanation.scene.makeSceneAsUIKitLeftIt(shouldStop: stop) else {
            return LogImported(explanation: nil)
        }
        scene = made
        aliases = SceneAliases(explanation.scene)
        lastFixes = Self.fixLines(of: explanation)
        // The explanation says what conflicts and what breaks: not again as the scene's report.
        _ = scene.takeConflicts()
        return LogImported(explanation: explanation)
    }

    /// Runs a line with the log's addresses read as the names they stand for. `words`: the line's
    /// words, split once by the caller (used as they are when no address was replaced).
    func executeResolvingAliases(_ line: String, lineNumber: Int, words: [Word]?) throws(SourceError) -> Reply {
        let (resolved, replacements) = aliases.resolve(line)
        do {
            return try execute(resolved, lineNumber: lineNumber, words: replacements.isEmpty ? words : nil)
        } catch {
            var placed = SceneAliases.placeBack(error, replacements)
            if Self.looksLikeALogLine(line) {
                placed.notes.append("this looks like a line of a console log: type paste, then paste the whole log (or: import log FILE)")
            }
            throw placed
        }
    }

    /// A header, a constraint description or the breaking line of a log.
    static func looksLikeALogLine(_ line: String) -> Bool {
        let t = line.trimmingBlanks()
        return t.contains("Unable to simultaneously satisfy constraints") || t.contains("Will attempt to recover by breaking")
            || ((t.hasPrefix("\"<") || t.hasPrefix("<")) && t.contains("Constraint:"))
    }

    /// A log builds a scene of its own: refused over views the user made.
    /// The verb as typed, all its words (`import log`), for a caret under the command.
    static func wholeVerb(_ context: LineContext, words: Int) -> Word {
        let last = context.words[max(0, min(words, context.words.count) - 1)]
        guard let first = context.words.first, first.column <= last.column else { return last }
        return Word(text: context.line, column: first.column, length: last.column + last.length - first.column, isQuoted: false)
    }

    private func requireEmptySceneForLog(_ context: LineContext, at word: Word) throws(SourceError) {
        try requireEmptyScene(context, at: word, for: "a log")
    }

    /// A log or a document builds a scene of its own: refused over views the user made.
    func requireEmptyScene(_ context: LineContext, at word: Word, for what: String) throws(SourceError) {
        guard scene.viewOrder.isEmpty else {
            throw context.error("\(what) makes a scene of its own and this one has views: reset first (or save them)", at: word)
        }
    }
}

/// Names by which the scene's views and constraints can also be called: a log's addresses
/// (`0x7f9c12566050.height` is the view the log printed at that address, `0x6100002920c0.priority
/// = 999` the constraint) and an Interface Builder document's object ids (`CK6-jj-e14.width`).
/// The line is read with each alias replaced by its name; an error's caret is placed back
/// under what was typed.
struct SceneAliases {
    private var names: [String: String] = [:]

    var isEmpty: Bool { names.isEmpty }

    init() {}

    init(_ scene: LogScene) {
        for v in scene.views { if let a = v.item.address { names[a] = v.name } }
        for c in scene.constraints where c.refusal == nil { names[c.logged.address] = c.id }
    }

    /// An IB document's ids (as Xcode writes them, `CK6-jj-e14`) for the names they were given.
    init(interfaceBuilderIDs: [String: String]) {
        for (id, name) in interfaceBuilderIDs where Self.isInterfaceBuilderID(id) { names[id] = name }
    }

    /// Adds another's aliases (a second document's cell); an alias known already keeps its name.
    mutating func merge(_ other: SceneAliases) {
        names.merge(other.names) { old, _ in old }
    }

    /// Xcode's object ids: three, two and three letters or digits (`CK6-jj-e14`). Older
    /// documents' numeric ids (`3`) would be numbers in a command, and are not aliases.
    static func isInterfaceBuilderID(_ text: some StringProtocol) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        return parts.map(\.count) == [3, 2, 3] && parts.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// The line with every known address replaced by its name, and where each replacement
    /// stands (for carets): (start column in the new line, new length, old length), 1-based.
    func resolve(_ line: String) -> (line: String, replacements: [(column: Int, new: Int, old: Int)]) {
        guard !names.isEmpty else { return (line, []) }
        let chars = Array(line)
        func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
        var out = ""
        var replacements: [(column: Int, new: Int, old: Int)] = []
        var column = 1
        var i = 0
        while i < chars.count {
            let startsWord = i == 0 || !(isWordCharacter(chars[i - 1]) || chars[i - 1] == "-")
            if startsWord, let j = aliasEnd(chars, from: i), let name = names[String(chars[i..<j])] {
                replacements.append((column, name.count, j - i))
                out += name
                column += name.count
                i = j
                continue
            }
            out.append(chars[i])
            column += 1
            i += 1
        }
        return (out, replacements)
    }

    /// Where an alias that starts at `i` ends: a log's address (`0x` and hex digits) or an IB
    /// id, followed by no letter, digit, `_` or `-`.
    private func aliasEnd(_ chars: [Character], from i: Int) -> Int? {
        func endsWord(_ j: Int) -> Bool { j == chars.count || !(chars[j].isLetter || chars[j].isNumber || chars[j] == "_" || chars[j] == "-") }
        if chars[i] == "0", i + 1 < chars.count, chars[i + 1] == "x" {
            var j = i + 2
            while j < chars.count, chars[j].isHexDigit { j += 1 }
            return j > i + 2 && endsWord(j) ? j : nil
        }
        let j = i + 10
        guard j <= chars.count, endsWord(j), Self.isInterfaceBuilderID(String(chars[i..<j])) else { return nil }
        return j
    }

    /// An error found in the resolved line, placed under the line as typed (a caret inside a
    /// name goes under the whole address it stands for).
    static func placeBack(_ error: SourceError, _ replacements: [(column: Int, new: Int, old: Int)]) -> SourceError {
        guard !replacements.isEmpty else { return error }
        func original(_ column: Int, end: Bool) -> Int {
            var shift = 0
            for r in replacements {
                if column >= r.column + r.new {
                    shift += r.old - r.new
                } else if column >= r.column {
                    return r.column + shift + (end ? r.old - 1 : 0)
                }
            }
            return column + shift
        }
        var e = error
        let first = original(error.position.column, end: false)
        let last = original(error.position.column + max(1, error.length) - 1, end: true)
        e.position.column = first
        e.length = max(1, last - first + 1)
        return e
    }
}
