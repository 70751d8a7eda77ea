/// A line of the input that is not part of the log as Trellis reads it, and why. The shell
/// says why in words.
public struct UnreadLine: Sendable, Equatable {
    /// 1-based line and column.
    public var line: Int
    public var column: Int
    public var text: String
    public var reason: Reason

    public init(line: Int, column: Int, text: String, reason: Reason) {
        self.line = line
        self.column = column
        self.text = text
        self.reason = reason
    }

    /// Why the line was not read.
    public enum Reason: Sendable, Equatable {
        /// A second log begins at the line: one log is read at a time.
        case secondLog
        /// More logs than the text may hold begin at the line (the most, ``ConsoleLogReader/maximumLogs``, carried).
        case tooManyLogs(limit: Int)
        /// A line longer than any a console prints (its length in characters carried).
        case lineTooLong(characters: Int)
        /// A constraint the unified log redacted (`<private>`).
        case redacted
        /// A constraint printed after the one broken: not one of the list's.
        case afterBroken
        /// A constraint past the most one log may list (the most carried).
        case tooManyConstraints(limit: Int)
        /// A poster's `...` where the list was cut.
        case listCut
        /// A line that is no part of a constraint log.
        case notPartOfLog
        /// A line read as a constraint without its `<` and `>`.
        case notADescription
        /// A constraint description that could not be read.
        case description(DescriptionError.Reason)
    }
}
