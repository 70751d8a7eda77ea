/// Finds the word under the cursor, the part of a line that Tab completes.
public enum CompletionWord {
    /// The characters that end a word in Trellis: white space, the Visual Format Language
    /// punctuation (`[ ( , = | - : ] )`), the dot of `view.attribute`, the `@` of a
    /// priority, relations and arithmetic (`< > + * /`) and quotes. With them
    /// `H:|-8-[bo` completes `bo` and `body.lea` completes `lea`.
    public static let trellisBreaks: Set<Character> = [
        " ", "\t", "[", "(", ",", "=", "|", "-", ":", ".", "@",
        "]", ")", "<", ">", "+", "*", "/", "\"", "'",
    ]

    /// The range from the start of the word that ends at `cursor` to `cursor`: it begins
    /// just after the last break character before the cursor (or at the start of the
    /// line) and is empty when the cursor follows a break. A cursor that is not a valid
    /// character boundary of `line` is rounded down to one.
    public static func range(
        in line: String, cursor: String.Index, breaks: Set<Character> = trellisBreaks
    ) -> Range<String.Index> {
        let end = clampedCursor(cursor, in: line)
        var start = end
        while start > line.startIndex {
            let previous = line.index(before: start)
            if breaks.contains(line[previous]) { break }
            start = previous
        }
        return start..<end
    }

    /// `cursor` limited to `line`'s bounds and rounded down to a character boundary.
    static func clampedCursor(_ cursor: String.Index, in line: String) -> String.Index {
        if cursor >= line.endIndex { return line.endIndex }
        var index = line.startIndex
        while index < line.endIndex {
            let next = line.index(after: index)
            if next > cursor { return index }
            index = next
        }
        return line.endIndex
    }
}
