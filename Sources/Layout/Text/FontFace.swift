/// A typeface's metrics and advance widths, in font units: everything Trellis needs to
/// measure text in it, and nothing it needs to draw it.
///
/// A face comes from one of the built-in DejaVu tables (``dejaVuSans``, ``dejaVuSansBold``,
/// ``dejaVuSansMono``) or from a TrueType/OpenType file (``init(trueTypeData:fontIndex:)``).
/// ``Font`` puts a face at a point size.
///
/// Advances are looked up per Unicode scalar, without shaping and **without kerning**: a
/// string's width is the sum of its scalars' advances. Scalars the face does not map are
/// measured as a fallback font would draw them:
/// - East Asian Wide and Fullwidth characters (CJK ideographs, kana, hangul, fullwidth
///   forms) measure 1 em, the advance of every CJK font;
/// - emoji with emoji presentation measure 1.25 em, about what the colour emoji fonts
///   (Apple Color Emoji, Noto Color Emoji) advance;
/// - combining marks, format characters (zero-width joiner, bidi marks, soft hyphen,
///   variation selectors) and control characters measure 0, mapped or not;
/// - everything else measures the face's missing-glyph (`.notdef`) advance.
/// A tab measures four spaces (UIKit's 28 pt tab stops are not modelled).
///
/// Lookups are fast: flat arrays for U+0000–U+052F (Latin, Greek, Cyrillic) and for General
/// Punctuation (U+2000–U+206F), a dictionary for the rest.
public struct FontFace: Sendable, Hashable, CustomStringConvertible {
    /// The face's name: the full name from the font's `name` table, or the built-in name.
    public let name: String
    /// Font units in one em (`head.unitsPerEm`).
    public let unitsPerEm: Int
    /// Distance from the baseline up to the top of a line, in font units (`hhea.ascender`).
    public let ascender: Int
    /// Distance from the baseline down to the bottom of a line, in font units; negative, as
    /// in the font (`hhea.descender`).
    public let descender: Int
    /// Extra space between lines, in font units (`hhea.lineGap`).
    public let lineGap: Int
    /// The advance of glyph 0, `.notdef`, used for characters the face lacks.
    public let missingGlyphAdvance: Int
    /// The advance of an unmapped emoji: 1.25 em, rounded.
    public let emojiAdvance: Int
    /// The advance of an unmapped East Asian Wide or Fullwidth character: 1 em.
    public let wideAdvance: Int
    /// How many Unicode scalars the face maps to a glyph.
    public let mappedScalarCount: Int

    /// Advances of U+0000..<U+0530, `-1` where the face maps nothing.
    private let latinAdvances: [Int32]
    /// Advances of U+2000..<U+2070, `-1` where the face maps nothing.
    private let punctuationAdvances: [Int32]
    /// Advances of every other mapped scalar.
    private let otherAdvances: [UInt32: Int32]
    /// Whether the font itself maps a tab (whose advance is four spaces either way).
    private let mapsTab: Bool
    /// The highest scalar in `otherAdvances`: above it the dictionary need not be asked
    /// (CJK text in a face without CJK glyphs goes straight to the fallback).
    private let highestOther: UInt32

    static let latinLimit: UInt32 = 0x0530
    static let punctuationRange: Range<UInt32> = 0x2000..<0x2070

    /// Builds a face from its metrics and the advance of every scalar it maps.
    ///
    /// Zero-width classes (combining marks, format and control characters) are set to 0
    /// here, and a tab to four spaces, so that ``advance(of:)`` needs no Unicode lookups for
    /// mapped scalars. `unitsPerEm` below 1 is taken as 1.
    init(
        name: String, unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int,
        missingGlyphAdvance: Int, advances: [UInt32: Int]
    ) {
        let unitsPerEm = max(1, unitsPerEm)
        self.name = name
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.missingGlyphAdvance = missingGlyphAdvance
        self.emojiAdvance = (unitsPerEm * 5 + 2) / 4
        self.wideAdvance = unitsPerEm
        self.mappedScalarCount = advances.count

        var latin = [Int32](repeating: -1, count: Int(Self.latinLimit))
        var punctuation = [Int32](repeating: -1, count: Self.punctuationRange.count)
        var other: [UInt32: Int32] = [:]
        for (value, advance) in advances {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let width = UnicodeWidthClass.isZeroWidth(scalar) ? 0 : Int32(clamping: advance)
            if value < Self.latinLimit {
                latin[Int(value)] = width
            } else if Self.punctuationRange.contains(value) {
                punctuation[Int(value - Self.punctuationRange.lowerBound)] = width
            } else {
                other[value] = width
            }
        }
        let space = latin[0x20] >= 0 ? latin[0x20] : Int32(clamping: unitsPerEm / 4)
        self.mapsTab = latin[0x09] >= 0
        latin[0x09] = space * 4
        self.latinAdvances = latin
        self.punctuationAdvances = punctuation
        self.otherAdvances = other
        self.highestOther = other.keys.max() ?? 0
    }

    /// The advance of `scalar` in font units, with the fallbacks described on the type.
    @inline(__always)
    public func advance(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < Self.latinLimit {
            let advance = latinAdvances[Int(value)]
            if advance >= 0 { return Int(advance) }
        } else if Self.punctuationRange.contains(value) {
            let advance = punctuationAdvances[Int(value - Self.punctuationRange.lowerBound)]
            if advance >= 0 { return Int(advance) }
        } else if value <= highestOther, let advance = otherAdvances[value] {
            return Int(advance)
        }
        return fallbackAdvance(of: scalar)
    }

    /// Whether the face maps `scalar` to a glyph of its own.
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value == 0x09 { return mapsTab }
        if value < Self.latinLimit { return latinAdvances[Int(value)] >= 0 }
        if Self.punctuationRange.contains(value) {
            return punctuationAdvances[Int(value - Self.punctuationRange.lowerBound)] >= 0
        }
        return otherAdvances[value] != nil
    }

    @inline(never)
    private func fallbackAdvance(of scalar: Unicode.Scalar) -> Int {
        if UnicodeWidthClass.isWide(scalar.value) { return wideAdvance }
        if UnicodeWidthClass.isEmoji(scalar) { return emojiAdvance }
        if UnicodeWidthClass.isZeroWidth(scalar) { return 0 }
        return missingGlyphAdvance
    }

    /// The face's metrics as the fields they are, for debugging and test failures (the shell
    /// never shows it): `FontFace(name: "DejaVu Sans", unitsPerEm: 2048, …)`.
    public var description: String {
        "FontFace(name: \"\(name)\", unitsPerEm: \(unitsPerEm), ascender: \(ascender), descender: \(descender), "
            + "lineGap: \(lineGap), mappedScalarCount: \(mappedScalarCount))"
    }

    public static func == (lhs: FontFace, rhs: FontFace) -> Bool {
        lhs.name == rhs.name && lhs.unitsPerEm == rhs.unitsPerEm && lhs.ascender == rhs.ascender
            && lhs.descender == rhs.descender && lhs.lineGap == rhs.lineGap
            && lhs.missingGlyphAdvance == rhs.missingGlyphAdvance
            && lhs.mappedScalarCount == rhs.mappedScalarCount
            && lhs.latinAdvances == rhs.latinAdvances
            && lhs.punctuationAdvances == rhs.punctuationAdvances
            && lhs.otherAdvances == rhs.otherAdvances
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(unitsPerEm)
        hasher.combine(ascender)
        hasher.combine(descender)
        hasher.combine(lineGap)
        hasher.combine(mappedScalarCount)
    }
}

extension FontFace {
    /// DejaVu Sans 2.37, the built-in proportional sans (Trellis's "system" font).
    public static let dejaVuSans = FontFace(table: .dejaVuSans)
    /// DejaVu Sans Bold 2.37, for bold text and semibold text styles such as headline.
    public static let dejaVuSansBold = FontFace(table: .dejaVuSansBold)
    /// DejaVu Sans Mono 2.37, the built-in monospaced font.
    public static let dejaVuSansMono = FontFace(table: .dejaVuSansMono)
}
