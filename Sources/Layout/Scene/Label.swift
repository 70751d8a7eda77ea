import Cassowary
import Notation

/// How a multi-line label decides the width it wraps at (UILabel's preferredMaxLayoutWidth).
public enum PreferredMaxWidth: Sendable, Equatable, CustomStringConvertible {
    /// Wrap at this width, whatever width the layout gives the label.
    case explicit(Double)
    /// Wrap at the width the layout gives the label, re-solving until it settles (iOS 8+).
    case automatic
    /// No width given: a multi-line label measures as one line (the iOS 6 and 7 pitfall that
    /// made cells truncate).
    case legacy

    public var description: String {
        switch self {
        case .explicit(let w): return formatPoints(w)
        case .automatic: return "auto"
        case .legacy: return "legacy"
        }
    }
}

/// The text content of a label and how it is laid out.
public struct Label: Sendable, Equatable {
    public var text: String
    public var font: FontDescriptor
    /// 0 = unlimited.
    public var lines: Int
    public var wrapping: TextWrapping
    public var truncation: TextTruncation
    public var preferredMaxWidth: PreferredMaxWidth

    public init(text: String, font: FontDescriptor = .default, lines: Int = 1, wrapping: TextWrapping = .word,
                truncation: TextTruncation = .tail, preferredMaxWidth: PreferredMaxWidth = .automatic) {
        self.text = text
        self.font = font
        self.lines = lines
        self.wrapping = wrapping
        self.truncation = truncation
        self.preferredMaxWidth = preferredMaxWidth
    }
}

/// Points as people write them: `8`, `0.5`, `20.25`.
func formatPoints(_ value: Double) -> String { formatNumber(value) }
