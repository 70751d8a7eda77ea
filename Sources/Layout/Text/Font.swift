/// A face at a point size: what a UIFont is for measuring.
///
/// All metrics are in points and scale linearly with the size (`pointSize / unitsPerEm`).
/// No kerning is applied: a string's width is the sum of its characters' advances (see
/// ``FontFace``), which can come out a little wider than Core Text's for pairs such as "AV".
public struct Font: Sendable, Hashable, CustomStringConvertible {
    /// The typeface.
    public let face: FontFace
    /// The size in points: the em square's height.
    public let pointSize: Double
    /// Points per font unit.
    let scale: Double

    /// `face` at `pointSize` points. A size that is negative or not finite is taken as 0.
    public init(face: FontFace, pointSize: Double) {
        let size = pointSize.isFinite ? max(0, pointSize) : 0
        self.face = face
        self.pointSize = size
        self.scale = size / Double(face.unitsPerEm)
    }

    /// The built-in proportional sans (DejaVu Sans) at `size`: `UIFont.systemFont(ofSize:)`.
    public static func system(size: Double) -> Font { Font(face: .dejaVuSans, pointSize: size) }
    /// The built-in bold sans (DejaVu Sans Bold) at `size`: `UIFont.boldSystemFont(ofSize:)`.
    public static func boldSystem(size: Double) -> Font { Font(face: .dejaVuSansBold, pointSize: size) }
    /// The built-in monospaced font (DejaVu Sans Mono) at `size`.
    public static func monospaced(size: Double) -> Font { Font(face: .dejaVuSansMono, pointSize: size) }

    /// From the baseline up to the top of a line (`UIFont.ascender`).
    public var ascender: Double { Double(face.ascender) * scale }
    /// From the baseline down to the bottom of a line; negative (`UIFont.descender`).
    public var descender: Double { Double(face.descender) * scale }
    /// The font's line gap (`hhea.lineGap`): `UIFont.leading`.
    public var lineGap: Double { Double(face.lineGap) * scale }
    /// The same as ``lineGap``, by UIFont's name.
    public var leading: Double { lineGap }
    /// The height of one line: `ascender − descender + lineGap`.
    ///
    /// This is how Core Text sizes a line (ascent + descent + leading) and what
    /// `UIFont.lineHeight` reports for the system font, up to rounding. UIKit may round line
    /// heights to the pixel when it draws; Trellis does not round. DejaVu Sans has no line gap,
    /// so its line height is 2384/2048 ≈ 1.164 em (19.79 pt at 17 pt, where San Francisco
    /// gives about 20.3 pt).
    public var lineHeight: Double { Double(face.ascender - face.descender + face.lineGap) * scale }

    /// The advance of one scalar, in points.
    public func advance(of scalar: Unicode.Scalar) -> Double { Double(face.advance(of: scalar)) * scale }

    /// The width of `text` set without wrapping: the widest of its lines if it has newlines.
    public func width(of text: String) -> Double {
        TextLayout.measure(text, font: self).size.width
    }

    /// The size `text` takes, for frame arithmetic: its widest line by its lines' height, with
    /// lines broken to fit `width` (nil: only at newlines) and at most `lines` lines (0: no
    /// limit). The fast path: no line strings are built.
    public func measure(
        _ text: String, width: Double? = nil, lines: Int = 0,
        wrapping: TextWrapping = .word, truncation: TextTruncation = .tail
    ) -> TextSize {
        TextLayout.measure(
            text, font: self,
            options: TextLayoutOptions(maxWidth: width, lineLimit: lines, wrapping: wrapping, truncation: truncation)
        ).size
    }

    /// `text` laid out in lines: see ``TextLayout``.
    public func layout(
        _ text: String, width: Double? = nil, lines: Int = 0,
        wrapping: TextWrapping = .word, truncation: TextTruncation = .tail
    ) -> TextLayout {
        TextLayout(text: text, font: self, maxWidth: width, lineLimit: lines, wrapping: wrapping, truncation: truncation)
    }

    public var description: String { "\(face.name) \(Font.format(size: pointSize))" }

    /// A size as the shell writes it: `17`, `13.5`.
    static func format(size: Double) -> String {
        if size.isFinite, size == size.rounded(), abs(size) < 1e15 { return String(Int(size)) }
        return String(size)
    }

    public static func == (lhs: Font, rhs: Font) -> Bool {
        lhs.pointSize == rhs.pointSize && lhs.face == rhs.face
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(face)
        hasher.combine(pointSize)
    }
}
