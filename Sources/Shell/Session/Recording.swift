/// What the shell has recorded of the session it is in, for `save`: each input as typed
/// (continuation lines apart), the output it printed without colour, and the comments typed.
struct Recording {
    /// Whether lines are recorded (`record on|off`).
    var isOn = true
    private(set) var entries: [Entry] = []
    /// Inputs run while recording was off: a transcript without them may not replay.
    private(set) var skipped = 0
    /// The physical lines of the input being run, when the caller gave them.
    var pendingInput: [String]?
    /// The drawing width when the recording started: a transcript made at another width than
    /// a replay's 80 columns starts with `columns N`.
    var startColumns = Recording.replayColumns
    static let replayColumns = 80

    enum Entry {
        case comment(String)
        case blank
        /// `errorPrefix`: the start of the output when the line failed (`error at FILE:12:`),
        /// whose line number becomes the transcript's when it is saved.
        case command(input: [String], output: String, errorPrefix: String?)
    }

    var commandCount: Int {
        entries.reduce(0) { if case .command = $1 { return $0 + 1 } else { return $0 } }
    }

    /// The most text a recording keeps: 16 MB. Past it the recording stops (piped input of
    /// 100 MB was once kept whole for a `save` that never came).
    static let byteLimit = 16 << 20
    /// The text kept so far, in bytes.
    private(set) var bytes = 0
    /// Whether the recording stopped at ``byteLimit``, and after how many inputs.
    private(set) var fullAfter: Int?

    mutating func append(_ entry: Entry) {
        guard isOn, fullAfter == nil else {
            if case .command = entry { skipped += 1 }
            return
        }
        let size: Int
        switch entry {
        case .comment(let text): size = text.utf8.count + 1
        case .blank: size = 1
        case .command(let input, let output, _): size = input.reduce(0) { $0 + $1.utf8.count + 3 } + output.utf8.count + 1
        }
        guard bytes + size <= Self.byteLimit else {
            fullAfter = commandCount
            if case .command = entry { skipped += 1 }
            return
        }
        bytes += size
        entries.append(entry)
    }

    /// Inputs stopped by Ctrl-C, recorded as comments.
    private(set) var interrupted = 0

    /// An input Ctrl-C stopped: it goes in as a comment (`# interrupted by Ctrl-C, not recorded:
    /// table reload`), never as a command whose output a replay would have to match.
    mutating func appendInterrupted(_ input: [String]) {
        guard isOn, fullAfter == nil else { skipped += 1; return }
        let before = entries.count
        append(.comment("# interrupted by Ctrl-C, not recorded: " + input.joined(separator: " ")))
        if entries.count > before { interrupted += 1 }
    }

    mutating func clear() {
        entries = []
        skipped = 0
        interrupted = 0
        bytes = 0
        fullAfter = nil
    }

    /// The recording as a transcript: an error's line number is its input's line in the
    /// script of the transcript's inputs (where a replay runs it), wall-clock figures are
    /// masked, blank lines at the start and the end are left out, and a drawing width other
    /// than the replay's comes first as `columns N`.
    var transcript: Transcript {
        var elements: [Transcript.Element] = []
        var line = 1
        if startColumns != Recording.replayColumns, !entries.isEmpty {
            elements.append(.command(Transcript.Command(input: ["columns \(startColumns)"], output: [])))
            line += 1
        }
        for entry in entries {
            switch entry {
            case .comment(let text):
                elements.append(.comment(text))
            case .blank:
                elements.append(.blank)
            case .command(let input, var output, let errorPrefix):
                // The error's line (after any notes the line printed first, as a template
                // captured again) takes the transcript's line number.
                if let errorPrefix {
                    if output.hasPrefix(errorPrefix) {
                        output = "error at \(line):" + output.dropFirst(errorPrefix.count)
                    } else if let at = characterOffset(of: "\n" + errorPrefix, in: output) {
                        let chars = Array(output)
                        output = String(chars[...at]) + "error at \(line):" + String(chars[(at + 1 + errorPrefix.count)...])
                    }
                }
                let lines = output.isEmpty ? [] : output.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { OutputPattern.expected(forActual: String($0)) }
                elements.append(.command(Transcript.Command(input: input, output: lines)))
                line += max(1, input.count)
            }
        }
        while elements.first == .blank { elements.removeFirst() }
        while elements.last == .blank { elements.removeLast() }
        return Transcript(elements)
    }
}
