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
    public func rendered(line text: String, source: String? = nil) -> String {
        let place = source.map { "\($0):\(position)" } ?? "\(position)"
        let pad = String(repeating: " ", count: max(0, position.column - 1))
        let marks = String(repeating: "^", count: length)
        let lines = ["error at \(place): \(message)", "  \(text)", "  \(pad)\(marks)"] + notes.map { "  \($0)" }
        return lines.joined(separator: "\n")
    }
}
