/// How a line that is too long is broken.
public enum TextWrapping: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Break between words (after spaces and hyphens, around CJK characters); a word longer
    /// than the whole line is broken between characters. UIKit's `.byWordWrapping`.
    case word
    /// Break before the first character that does not fit. UIKit's `.byCharWrapping`.
    case char

    public var description: String { rawValue }
}

/// What the last line shows when the text needs more lines than the limit allows.
public enum TextTruncation: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `Some long te…`: UIKit's `.byTruncatingTail`, a label's default.
    case tail
    /// `…g text here`: UIKit's `.byTruncatingHead`.
    case head
    /// `Some lo…t here`: UIKit's `.byTruncatingMiddle`.
    case middle
    /// No ellipsis: the lines past the limit are dropped (UIKit's `.byClipping`, without
    /// drawing the clipped glyphs).
    case none

    public var description: String { rawValue }
}

/// The constraints a ``TextLayout`` works within: a UILabel's `preferredMaxLayoutWidth`,
/// `numberOfLines` and `lineBreakMode`.
public struct TextLayoutOptions: Sendable, Hashable {
    /// The widest a line may be, in points; `nil` breaks lines only at newlines.
    public var maxWidth: Double?
    /// The most lines shown; 0 (or less) means no limit.
    public var lineLimit: Int
    /// How lines are broken when they are too wide.
    public var wrapping: TextWrapping
    /// What the last line shows when lines are cut off by `lineLimit`.
    public var truncation: TextTruncation

    /// Options that break lines only at newlines and keep them all, wrapping by word and
    /// truncating the tail once a width and a limit are set. (A UILabel's `numberOfLines`
    /// defaults to 1; here the limit defaults to none.)
    public init(
        maxWidth: Double? = nil, lineLimit: Int = 0,
        wrapping: TextWrapping = .word, truncation: TextTruncation = .tail
    ) {
        self.maxWidth = maxWidth
        self.lineLimit = lineLimit
        self.wrapping = wrapping
        self.truncation = truncation
    }
}
