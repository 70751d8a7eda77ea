/// One laid-out line of text.
public struct TextLine: Sendable, Hashable, CustomStringConvertible {
    /// What the line shows: without the newline that ends it and, at a soft break, without
    /// the spaces that hang at its end; with "…" where the line was truncated.
    public let text: String
    /// How wide the line is, in points.
    public let width: Double

    public init(text: String, width: Double) {
        self.text = text
        self.width = width
    }

    public var description: String { "\(text) (\(width))" }
}
