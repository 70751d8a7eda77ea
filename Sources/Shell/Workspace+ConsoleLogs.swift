import ConsoleLog
import Layout
import Notation

/// A log being pasted (`paste`): its lines, until the log ends.
struct PasteBuffer {
    var lines: [String] = []
    var firstLine: Int
    /// The most lines one paste takes (a real log is a few dozen).
    static let maximumLines = 10_000

    /// The footer lines that end a log: UIKit's last line, AppKit's one line. (iOS 7's "Break on
    /// objc_exception_throw" line is followed by UIKit's last line.)
    static let endings = ["UIConstraintBasedLayoutDebugging", "NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints"]
}

/// `import log FILE` and `paste`: a console log becomes the scene, explained.
extension Workspace {
    func importLog(_ invocation: Invocation) throws(SourceError) -> String {
        let context = invocation.context
        guard let word = invocation.arguments.word("FILE") else { throw context.error("usage: import log FILE") }
        try requireEmptySceneForLog(context, at: invocation.verbWord)
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

    func paste(_ invocation: Invocation) throws(SourceError) -> String {
        try requireEmptySceneForLog(invocation.context, at: invocation.verbWord)
        pasting = PasteBuffer(firstLine: invocation.context.lineNumber + 1)
        return "paste the log; it ends with its last line (\"…UIConstraintBasedLayoutDebugging…\"), or type: end"
    }

    /// A line while pasting: kept, until the log's last line (or `end`) explains it all.
    func pasteLine(_ line: String) -> Reply {
        guard var buffer = pasting else { return Reply(output: "") }
        let trimmed = line.trimmingBlanks()
        let isEnd = trimmed == "end"
        if !isEnd { buffer.lines.append(line) }
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
        var output = adopt(log, firstLine: buffer.firstLine)
        if buffer.lines.count >= PasteBuffer.maximumLines {
            output = "(the paste stopped at \(grouped(PasteBuffer.maximumLines)) lines)\n" + output
        }
        return Reply(output: output)
    }

    /// The log's scene becomes the workspace's; the explanation is the answer. Line numbers in
    /// it count from `firstLine` (a paste's first line).
    private func adopt(_ log: ConsoleLog, firstLine: Int = 1) -> String {
        var shifted = log
        if firstLine != 1 {
            shifted.unread = log.unread.map { var u = $0; u.line += firstLine - 1; return u }
        }
        let explanation = LogExplanation(LogScene(shifted))
        scene = explanation.scene.makeScene()
        // The explanation says what conflicts and what breaks: not again as the scene's report.
        _ = scene.takeConflicts()
        return LogExplanationText.render(explanation)
    }

    /// A log builds a scene of its own: refused over views the user made.
    private func requireEmptySceneForLog(_ context: LineContext, at word: Word) throws(SourceError) {
        guard scene.viewOrder.isEmpty else {
            throw context.error("a log makes a scene of its own and this one has views: reset first (or save them)", at: word)
        }
    }
}
