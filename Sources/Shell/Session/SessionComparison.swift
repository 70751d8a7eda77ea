/// A transcript's expected output set against what a replay printed: the differences, the
/// transcript with its expected output brought up to date, and a unified diff between the two
/// files whose line numbers are the transcript's.
public struct SessionComparison: Equatable, Sendable, CustomStringConvertible {
    /// One input whose output was not the expected one.
    public struct Difference: Equatable, Sendable {
        /// The transcript line of the input.
        public var inputLine: Int
        /// The transcript line where the output first differs (for an output that is missing
        /// lines at its end, the line after its last expected line).
        public var line: Int
        /// The input that was run (continuation lines joined).
        public var input: String
        /// The expected lines, patterns as written.
        public var expected: [String]
        /// What the replay printed.
        public var actual: [String]
    }

    /// The file the transcript came from, if any.
    public let path: String?
    /// The transcript as it was read.
    public let transcript: Transcript
    /// The transcript with every differing output replaced by what the replay printed; lines
    /// that matched (patterns included) are kept as they were written.
    public let updated: Transcript
    public let differences: [Difference]
    /// A unified diff from the transcript to `updated` ("" when they agree).
    public let diff: String

    /// Where the replay stopped at its time limit (the commands after it were not run, nor
    /// compared, nor updated).
    public let stop: ReplayStop?

    /// Whether every output was as expected (and every command ran).
    public var passed: Bool { differences.isEmpty && stop == nil }

    /// Compares `transcript` with the output printed for each of its commands, in order. With
    /// `stop`, the commands after the one it names were not run: they are kept as written.
    public init(transcript: Transcript, actualOutputs: [String], path: String? = nil, stop: ReplayStop? = nil) {
        self.path = path
        self.transcript = transcript
        self.stop = stop
        let inputLines = transcript.commandLineNumbers
        var differences: [Difference] = []
        var diffLines: [DiffLine] = []
        var titles: [Int: String] = [:]
        var newOutputs: [[String]] = []
        var oldLine = 0, newLine = 0
        for element in transcript.elements {
            guard case .command(let command) = element else {
                for text in Transcript.writtenLines(element) {
                    oldLine += 1; newLine += 1
                    diffLines.append(DiffLine(kind: .context, text: text, oldLine: oldLine, newLine: newLine))
                }
                continue
            }
            for text in Transcript.writtenInput(command.input) {
                oldLine += 1; newLine += 1
                diffLines.append(DiffLine(kind: .context, text: text, oldLine: oldLine, newLine: newLine))
            }
            let index = newOutputs.count
            if let stop, index > stop.command {
                for text in Transcript.writtenOutput(command.output) {
                    oldLine += 1; newLine += 1
                    diffLines.append(DiffLine(kind: .context, text: text, oldLine: oldLine, newLine: newLine))
                }
                newOutputs.append(command.output)
                continue
            }
            let output = OutputComparison(expected: command.output,
                                          printed: index < actualOutputs.count ? actualOutputs[index] : "")
            newOutputs.append(output.updated)
            if let firstChange = output.appendDiffLines(to: &diffLines, oldLine: &oldLine, newLine: &newLine) {
                titles[firstChange] = "> " + command.line.escapingControlCharacters
                differences.append(Difference(inputLine: inputLines[index], line: firstChange, input: command.line,
                                              expected: command.output, actual: output.actual))
            }
        }
        self.differences = differences
        self.updated = transcript.replacingOutputs(newOutputs)
        let name = (path ?? "<transcript>").escapingControlCharacters
        let titleLines = titles.keys.sorted()
        diff = unifiedDiff(diffLines, oldName: name, newName: name + " (replayed)") { line in
            // The input whose output holds the hunk's first change: the last title at or
            // before the line, by binary search (a filter per hunk was quadratic).
            var low = 0, high = titleLines.count
            while low < high {
                let middle = (low + high) / 2
                if titleLines[middle] <= line { low = middle + 1 } else { high = middle }
            }
            return low > 0 ? titles[titleLines[low - 1]] : nil
        }
    }

    /// `FILE:LINE: …` for each differing input, then the unified diff; or a line saying that
    /// every output was as expected.
    public var description: String {
        let name = (path ?? "<transcript>").escapingControlCharacters
        guard !passed else {
            return "\(name): \(transcript.commands.count) inputs replayed, every output as expected"
        }
        var lines = differences.map { d in
            "\(name):\(d.line): the output of line \(d.inputLine) differs (> \(d.input.escapingControlCharacters))"
        }
        if let stop {
            let command = transcript.commands[stop.command]
            let left = transcript.commands.count - stop.command - 1
            lines.append("\(name):\(transcript.commandLineNumbers[stop.command]): stopped: the replay passed its time limit "
                         + "of \(stop.limit.components.seconds) s in this input (> \(command.line.escapingControlCharacters)); "
                         + "\(left) input\(left == 1 ? "" : "s") after it not run (trellis replay --time-limit SECONDS)")
        }
        if !diff.isEmpty { lines.append(diff) }
        return lines.joined(separator: "\n")
    }
}
