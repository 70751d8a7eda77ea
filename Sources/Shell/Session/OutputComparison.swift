/// One command's expected output set against what it printed: how the lines line up, and the
/// expected output brought up to date.
struct OutputComparison {
    /// Expected lines, as written in the transcript (patterns included).
    let expected: [String]
    /// Printed lines.
    let actual: [String]
    let edits: [LineEdit]
    /// The expected lines that matched, kept as written, and the printed lines where they did
    /// not (wall-clock figures masked, escaped where needed).
    let updated: [String]

    init(expected: [String], printed: String) {
        self.expected = expected
        actual = printed.isEmpty ? [] : printed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let patterns = expected.map(OutputPattern.init)
        let actual = self.actual
        edits = alignLines(oldCount: patterns.count, newCount: actual.count) { patterns[$0].matches(actual[$1]) }
        updated = edits.compactMap { edit in
            switch edit {
            case .keep(let old, _): return expected[old]
            case .insert(let new): return OutputPattern.expected(forActual: actual[new])
            case .delete: return nil
            }
        }
    }

    /// Appends the output's lines, as the file has them, to a file-wide diff; `oldLine` and
    /// `newLine` are the last line numbers so far. Returns the old line of the first change.
    func appendDiffLines(to lines: inout [DiffLine], oldLine: inout Int, newLine: inout Int) -> Int? {
        let oldWritten = Transcript.writtenOutput(expected), newWritten = Transcript.writtenOutput(updated)
        var firstChange: Int?
        func add(_ kind: DiffLine.Kind, _ text: String) {
            if kind != .added { oldLine += 1 }
            if kind != .removed { newLine += 1 }
            if kind != .context { firstChange = firstChange ?? (kind == .added ? oldLine + 1 : oldLine) }
            lines.append(DiffLine(kind: kind, text: text, oldLine: oldLine, newLine: newLine))
        }
        var next = 0
        for edit in edits {
            switch edit {
            case .keep(let old, _):
                // Kept, but written differently (an empty line that now ends the output).
                if oldWritten[old] == newWritten[next] {
                    add(.context, oldWritten[old])
                } else {
                    add(.removed, oldWritten[old])
                    add(.added, newWritten[next])
                }
                next += 1
            case .delete(let old):
                add(.removed, oldWritten[old])
            case .insert:
                add(.added, newWritten[next])
                next += 1
            }
        }
        return firstChange
    }
}
