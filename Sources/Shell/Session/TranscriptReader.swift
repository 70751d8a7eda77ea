extension Transcript {
    /// Reads a transcript's text. `path` only names the file in errors.
    ///
    /// It refuses, with the line: output with no input above it (the first input, or a
    /// comment, comes first), an input line that continues (`\`) into a line that is not
    /// input, a `>` not followed by a blank, and a ` (re)` pattern that is not a valid
    /// regular expression. CRLF line ends and a missing final newline are accepted.
    public init(parsing text: String, path: String? = nil) throws(TranscriptError) {
        var reader = Reader(path: path)
        // By scalars: "\r\n" is one Character, and would not split at "\n".
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { raw in
            String(String.UnicodeScalarView(raw.last == "\r" ? raw.dropLast() : raw))
        }
        if text.unicodeScalars.last == "\n" || text.isEmpty { lines.removeLast() }
        for (index, line) in lines.enumerated() {
            try reader.read(line, number: index + 1)
        }
        try reader.finish(lastLine: lines.count)
        self.init(reader.elements)
    }
}

/// The state of reading a transcript line by line.
private struct Reader {
    let path: String?
    var elements: [Transcript.Element] = []
    /// The command whose input or output is being read.
    var current: Transcript.Command?
    /// Whether the last input line ended in `\`.
    var continues = false
    /// Blank lines after the current command's output: inside it if more output follows,
    /// separators otherwise.
    var pendingBlanks = 0

    init(path: String?) { self.path = path }

    func error(_ message: String, _ number: Int, _ text: String?) -> TranscriptError {
        TranscriptError(message, path: path, line: number, text: text)
    }

    mutating func read(_ line: String, number: Int) throws(TranscriptError) {
        if line.hasPrefix(">") {
            guard line == ">" || line.hasPrefix("> ") else {
                throw error("an input line starts with '> ' (a blank after '>'); output that starts with '>' is written '\\>…'",
                            number, line)
            }
            let input = line == ">" ? "" : String(line.dropFirst(2))
            // Changed in place (`current?.…`): a copy taken out and put back copied the whole
            // output at every line, which made a long output quadratic.
            if continues, current != nil {
                current?.input.append(input)
            } else {
                flush()
                current = Transcript.Command(input: [input])
            }
            continues = input.hasSuffix("\\")
            return
        }
        if continues {
            throw error("the input above ends in '\\', so this line should continue it with '> '", number, line)
        }
        if line.hasPrefix("#") {
            flush()
            elements.append(.comment(line))
        } else if line.isEmpty {
            if current != nil { pendingBlanks += 1 } else { elements.append(.blank) }
        } else {
            guard current != nil else {
                throw error("output with no input above it (an input line starts with '> '; a comment ends an output; "
                            + "output that starts with '#' is written '\\#…')", number, line)
            }
            let expected = line.hasPrefix("\\") ? String(line.dropFirst()) : line
            if let problem = OutputPattern(expected).problem {
                throw error(problem, number, line)
            }
            if pendingBlanks > 0 { current?.output += Array(repeating: "", count: pendingBlanks) }
            current?.output.append(expected)
            pendingBlanks = 0
        }
    }

    mutating func finish(lastLine: Int) throws(TranscriptError) {
        if continues {
            throw error("the last input ends in '\\' but no input line follows", lastLine, nil)
        }
        flush()
    }

    /// Ends the current command; blank lines after its output become separators.
    private mutating func flush() {
        if let command = current { elements.append(.command(command)) }
        current = nil
        elements += Array(repeating: .blank, count: pendingBlanks)
        pendingBlanks = 0
    }
}
