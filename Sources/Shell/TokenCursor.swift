/// Walks a line's tokens for a recursive-descent parser, with errors that point at a token.
public struct TokenCursor {
    public let tokens: [Token]
    public let line: Int
    /// The column just past the end of the line, for "expected … at end of line".
    public let endColumn: Int
    public private(set) var index = 0

    public init(_ tokens: [Token], line: Int, endColumn: Int) {
        self.tokens = tokens
        self.line = line
        self.endColumn = endColumn
    }

    public var isAtEnd: Bool { index >= tokens.count }
    public var current: Token? { index < tokens.count ? tokens[index] : nil }
    /// Whether the token after the current one is a `.` (a name followed by an attribute).
    public var isFollowedByDot: Bool {
        guard index + 1 < tokens.count, case .symbol(".") = tokens[index + 1].kind else { return false }
        return true
    }

    public mutating func advance() -> Token? {
        guard index < tokens.count else { return nil }
        defer { index += 1 }
        return tokens[index]
    }

    /// Consumes the symbol if it is next.
    public mutating func accept(_ symbol: String) -> Bool {
        if case .symbol(symbol)? = current?.kind {
            index += 1
            return true
        }
        return false
    }

    /// An error at the current token (or at the end of the line).
    public func error(_ message: String) -> SourceError {
        if let token = current {
            return SourceError(message, at: SourcePosition(line: line, column: token.column), length: token.length)
        }
        return SourceError(message, at: SourcePosition(line: line, column: endColumn))
    }

    public func error(_ message: String, at token: Token) -> SourceError {
        SourceError(message, at: SourcePosition(line: line, column: token.column), length: token.length)
    }
}
