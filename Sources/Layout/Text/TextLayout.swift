/// Text laid out in lines with a font, the way a UILabel lays it out: its lines, its size,
/// whether it was truncated and where its baselines are.
///
/// - Lines break at newlines (LF, CR, CRLF, U+2028, U+2029) and, when a maximum width is
///   given, where a line gets too wide (see ``TextWrapping``). Nothing is collapsed: spaces
///   count, except spaces at a soft line break, which hang past the end of the line and
///   count toward nothing (as in UIKit). Spaces before a newline or at the end of the text
///   count, up to the maximum width.
/// - A line limit keeps the first lines; the last one is then truncated as
///   ``TextTruncation`` says.
/// - Every line is ``Font/lineHeight`` high; the size is the widest line by the number of
///   lines. Baselines are measured from the top: the first at the font's ascender, each next
///   one a line height lower.
/// - Empty text has no lines and measures (0, 0), like a UILabel's intrinsic size with empty
///   text; its baselines are where a first line's baseline would be (the ascender). Text that
///   ends with a newline ends with an empty line.
/// - Widths are not rounded; UILabel rounds its intrinsic size up to whole pixels (see
///   ``TextSize/roundedUp(scale:)``).
/// - No kerning, ligatures or shaping: see ``FontFace``.
public struct TextLayout: Sendable, Hashable {
    /// The lines, top to bottom.
    public let lines: [TextLine]
    /// The widest line's width by the lines' total height.
    public let size: TextSize
    /// Whether some text is not shown because of the line limit.
    public let isTruncated: Bool
    /// The first line's baseline, from the top.
    public let firstBaseline: Double
    /// The last line's baseline, from the top.
    public let lastBaseline: Double
    /// The height of every line.
    public let lineHeight: Double

    /// Lays out `text` in `font` within `options`.
    public init(text: String, font: Font, options: TextLayoutOptions = TextLayoutOptions()) {
        let outcome = TextLayoutEngine.run(text: text, font: font, options: options, buildLines: true)
        let metrics = TextMeasurement(outcome: outcome, font: font)
        lines = outcome.lines
        size = metrics.size
        isTruncated = metrics.isTruncated
        firstBaseline = metrics.firstBaseline
        lastBaseline = metrics.lastBaseline
        lineHeight = font.lineHeight
    }

    /// Lays out `text` in `font`: a convenience for ``init(text:font:options:)``.
    public init(
        text: String, font: Font, maxWidth: Double? = nil, lineLimit: Int = 0,
        wrapping: TextWrapping = .word, truncation: TextTruncation = .tail
    ) {
        self.init(
            text: text, font: font,
            options: TextLayoutOptions(maxWidth: maxWidth, lineLimit: lineLimit, wrapping: wrapping, truncation: truncation))
    }

    /// How many lines the text takes.
    public var lineCount: Int { lines.count }

    /// The size, line count, truncation and baselines of `text`, found without building any
    /// line strings: the fast path for sizing rows of a table by the million. Always equal to
    /// what ``init(text:font:options:)`` finds.
    public static func measure(_ text: String, font: Font, options: TextLayoutOptions = TextLayoutOptions()) -> TextMeasurement {
        TextMeasurement(outcome: TextLayoutEngine.run(text: text, font: font, options: options, buildLines: false), font: font)
    }
}

/// What a ``TextLayout`` measures, without its lines.
public struct TextMeasurement: Sendable, Hashable {
    /// How many lines the text takes (after the line limit).
    public let lineCount: Int
    /// The widest line's width by the lines' total height.
    public internal(set) var size: TextSize
    /// Whether some text is not shown because of the line limit.
    public let isTruncated: Bool
    /// The first line's baseline, from the top.
    public let firstBaseline: Double
    /// The last line's baseline, from the top.
    public let lastBaseline: Double

    init(outcome: TextLayoutEngine.Outcome, font: Font) {
        let lineHeight = font.lineHeight
        lineCount = outcome.lineCount
        size = outcome.lineCount == 0
            ? .zero : TextSize(width: outcome.width, height: Double(outcome.lineCount) * lineHeight)
        isTruncated = outcome.isTruncated
        firstBaseline = font.ascender
        lastBaseline = Double(max(outcome.lineCount, 1) - 1) * lineHeight + font.ascender
    }
}
