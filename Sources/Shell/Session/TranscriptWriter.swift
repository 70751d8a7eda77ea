extension Transcript {
    /// The transcript as the text of a `.session` file; reading it back gives this transcript.
    ///
    /// Output lines that the reader would take for something else are escaped with a leading
    /// `\`: lines that start with `>`, `#` or `\`, and empty lines at the end of an output.
    public var text: String {
        elements.flatMap { Transcript.writtenLines($0) }.map { $0 + "\n" }.joined()
    }

    /// An element's lines as they appear in the file.
    static func writtenLines(_ element: Element) -> [String] {
        switch element {
        case .comment(let text):
            return [text.hasPrefix("#") ? text : "# " + text]
        case .blank:
            return [""]
        case .command(let command):
            return writtenInput(command.input) + writtenOutput(command.output)
        }
    }

    /// Input lines as they appear in the file: `> ` in front (a lone `>` for an empty one).
    static func writtenInput(_ input: [String]) -> [String] {
        (input.isEmpty ? [""] : input).map { $0.isEmpty ? ">" : "> " + $0 }
    }

    /// Output lines as they appear in the file, one for one.
    static func writtenOutput(_ output: [String]) -> [String] {
        let trailing = (output.lastIndex { !$0.isEmpty } ?? -1) + 1
        return output.enumerated().map { index, line in
            if line.isEmpty { return index >= trailing ? "\\" : "" }
            if let first = line.first, first == ">" || first == "#" || first == "\\" { return "\\" + line }
            return line
        }
    }
}
