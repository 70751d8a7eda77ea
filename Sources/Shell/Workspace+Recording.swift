import Notation
/// Recording the session as a transcript: `save FILE` and `record on|off|clear`.
extension Workspace {
    /// Runs one input given as the lines it was typed on (every line but the last ends in
    /// `\`), so that a recording keeps them apart. Otherwise the same as `run(_:)`.
    public func run(lines: [String], lineNumber: Int = 1, source: String? = nil) -> Reply {
        recording.pendingInput = lines
        defer { recording.pendingInput = nil }
        return run(joinContinuationLines(lines), lineNumber: lineNumber, source: source)
    }

    /// The session recorded so far (what `save` writes).
    public var recordedTranscript: Transcript { recording.transcript }

    /// Called by `run` with every line and its reply. Lines run by `source` are inside the
    /// `source` line's output; `save` and `record` lines are not part of the session.
    func record(_ line: String, lineNumber: Int, source: String?, reply: Reply) {
        guard sourceStack.isEmpty else { return }
        let input = recording.pendingInput ?? [line]
        recording.pendingInput = nil
        let words = try? splitWords(line)
        if let words, words.isEmpty {
            let text = line.trimmingBlanks()
            recording.append(text.isEmpty ? .blank : .comment(text))
            return
        }
        if let verb = words?.first?.text, verb == "save" || verb == "record" { return }
        if lineWasInterrupted {
            // It did not finish: a replay could not give its output back. Kept as a comment.
            recording.appendInterrupted(input)
            return
        }
        let prefix = reply.error.map { "error at " + (source.map { "\($0):" } ?? "") + "\($0.position.line):" }
        recording.append(.command(input: input, output: stripTerminalStyles(reply.output), errorPrefix: prefix))
    }

    /// `save FILE`: the session so far as a transcript, written whole or not at all.
    func save(_ invocation: Invocation) throws(SourceError) -> String {
        let context = invocation.context
        guard let word = invocation.arguments.word("FILE") else { throw context.error("usage: save FILE") }
        if let full = recording.fullAfter {
            throw context.error("the recording stopped after \(grouped(full)) inputs, at its limit of "
                                + "\(Recording.byteLimit >> 20) MB, so the transcript would not replay; "
                                + "record clear starts a new one", at: word)
        }
        let transcript = recording.transcript
        guard !transcript.elements.isEmpty else {
            throw context.error("nothing recorded yet" + (recording.isOn ? "" : " (recording is off; record on starts it)"), at: word)
        }
        let target = try path(word, context, forWriting: true)
        do {
            try AtomicFile.writeWhole(transcript.text, to: target)
        } catch {
            throw context.error("cannot write '\(word.text)': \(error.reason)", at: word)
        }
        let count = transcript.commands.count
        var out = "saved \(count) input\(count == 1 ? "" : "s") to \(word.text)"
        if recording.skipped > 0 {
            out += " (without the \(recording.skipped) run while recording was off, so it may not replay the same)"
        }
        if recording.interrupted > 0 {
            let n = recording.interrupted
            out += " (\(n) input\(n == 1 ? "" : "s") stopped by Ctrl-C kept as comment\(n == 1 ? "" : "s"), not run: "
                + "what \(n == 1 ? "it" : "they") did before the stop is not replayed)"
        }
        return out
    }

    /// `record [on|off|clear]`
    func recordCommand(_ invocation: Invocation) throws(SourceError) -> String {
        let count = recording.commandCount
        let sofar = "\(count) input\(count == 1 ? "" : "s") so far"
        let a = invocation.arguments
        if a.has("on") {
            recording.isOn = true
            return "recording on (\(sofar))"
        }
        if a.has("off") {
            recording.isOn = false
            return "recording off (\(sofar); record on starts it again)"
        }
        if a.has("clear") {
            recording.clear()
            recording.startColumns = terminalWidth
            return "recording cleared; it is \(recording.isOn ? "on" : "off")"
        }
        if let full = recording.fullAfter {
            return "recording stopped after \(grouped(full)) inputs, at its limit of \(Recording.byteLimit >> 20) MB; record clear starts a new one"
        }
        return "recording is \(recording.isOn ? "on" : "off") (\(sofar)); save FILE writes them"
    }
}
