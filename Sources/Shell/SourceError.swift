/// A place in the user's input: 1-based line and column (columns count characters).
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
    public var description: String { "\(line):\(column)" }
}

/// An error in the user's input: what is wrong, where, and how long the offending part is.
public struct SourceError: Error, Equatable, Sendable {
    public var message: String
    public var position: SourcePosition
    /// How many characters to underline (at least one caret is drawn).
    public var length: Int
    /// Lines that explain more, printed under the caret.
    public var notes: [String]

    public init(_ message: String, at position: SourcePosition, length: Int = 1, notes: [String] = []) {
        self.message = message
        self.position = position
        self.length = max(1, length)
        self.notes = notes
    }

    /// `error at 1:7: message`, the line, and carets under the offending part.
    /// Control characters of the input are shown escaped (`\e`, `\u{7}`), never sent to the
    /// terminal, and the carets stay under what they point at. A line longer than
    /// ``shownWidth`` characters is shown around the carets only, cut with `…`.
    public func rendered(line text: String, source: String? = nil) -> String {
        let place = source.map { "\($0):\(position)" } ?? "\(position)"
        let chars = Array(text)
        let caret = max(0, position.column - 1)
        var from = 0, to = chars.count
        if chars.count > Self.shownWidth {
            from = min(max(0, caret - Self.shownWidth / 3), max(0, chars.count - Self.shownWidth))
            to = min(chars.count, from + Self.shownWidth)
        }
        let lead = from > 0 ? "…" : "", tail = to < chars.count ? "…" : ""
        let before = chars[from..<min(max(from, caret), to)]
        let marked = chars[min(caret, to)..<min(to, caret + length)]
        let padWidth = lead.count + String(before).escapingControlCharacters.count + max(0, caret - chars.count)
        let pad = String(repeating: " ", count: padWidth)
        let markCount = marked.isEmpty ? (caret >= chars.count ? min(length, Self.shownWidth) : 1) : String(marked).escapingControlCharacters.count
        let marks = String(repeating: "^", count: max(1, markCount))
        let shown = lead + String(chars[from..<to]).escapingControlCharacters + tail
        let lines = ["error at \(place): \(Self.shortened(message).escapingControlCharacters)", "  \(shown)", "  \(pad)\(marks)"]
            + notes.map { "  \($0.escapingControlCharacters)" }
        return lines.joined(separator: "\n")
    }

    /// A message that quotes a long word, cut in its middle: its start and its end are what
    /// a person reads.
    static func shortened(_ message: String) -> String {
        guard message.utf8.count > 2 * shownWidth else { return message }
        let chars = Array(message)
        guard chars.count > 2 * shownWidth else { return message }
        return String(chars[..<shownWidth]) + "…" + String(chars[(chars.count - shownWidth / 2)...])
    }

    /// The most characters of a line an error shows (a longer line is shown around the carets).
    public static let shownWidth = 200
}
