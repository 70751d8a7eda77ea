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
    /// `source` line's output; the commands about the recording (`save`, `record`: not
    /// ``Command/isRecorded``) are not part of the session, nor is a line the live page sent
    /// that was refused there for the file it names (typed in the shell, it would run).
    /// `words`: the line's words as it was run (nil when they could not be split, or when the
    /// line was refused or pasted before it was split).
    func record(_ line: String, words split: [Word]?, lineNumber: Int, source: String?, reply: Reply) {
        guard !sourcing.isRunning, !thisLine.isRefusedFromPage else { return }
        let input = recording.pendingInput ?? [line]
        recording.pendingInput = nil
        let words = split ?? (try? splitWords(line))
        if let words, words.isEmpty {
            let text = line.trimmingBlanks()
            recording.append(text.isEmpty ? .blank : .comment(text))
            return
        }
        if let verb = words?.first?.text, CommandTable.command(verb)?.isRecorded == false { return }
        if thisLine.wasInterrupted {
            // It did not finish: a replay could not give its output back. Kept as a comment.
            recording.appendInterrupted(input)
            return
        }
        let prefix = reply.error.map { "error at " + (source.map { "\($0):" } ?? "") + "\($0.position.line):" }
        recording.append(.command(input: input, output: stripTerminalStyles(reply.output), errorPrefix: prefix))
    }

    /// `save FILE`: the session so far as a transcript, written whole or not at all.
    func save(_ word: Word, _ context: LineContext) throws(SourceError) -> TranscriptSaved {
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
        return TranscriptSaved(file: word.text, inputs: transcript.commands.count, skipped: recording.skipped,
                               interrupted: recording.interrupted)
    }

    /// `record [on|off|clear]`: the recording started, stopped or cleared, or asked about.
    func record(_ change: RecordingState.Change?) -> RecordingState {
        switch change {
        case .started: recording.isOn = true
        case .stopped: recording.isOn = false
        case .cleared:
            recording.clear()
            recording.startColumns = terminalWidth
        case nil: break
        }
        return RecordingState(change: change, isOn: recording.isOn, inputs: recording.commandCount,
                              fullAfter: change == nil ? recording.fullAfter : nil)
    }
}
