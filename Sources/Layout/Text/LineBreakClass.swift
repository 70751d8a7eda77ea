/// Where a line may break around a scalar: a small, fixed subset of the Unicode line
/// breaking algorithm (UAX #14) that covers Latin, Greek, Cyrillic and CJK text.
///
/// - Spaces (U+0020, U+3000, the General Punctuation spaces except the no-break figure
///   space, tab, zero-width space) allow a break after them and hang at the end of a line.
///   U+00A0 and U+202F do not break.
/// - Hyphen-minus, hyphen (U+2010), en dash and soft hyphen allow a break after them (but a
///   hyphen-minus before a digit is a minus sign and does not); an em dash before and after it.
/// - CJK ideographs, kana, hangul and other wide characters allow a break before and after
///   each of them, except that closing punctuation (、。，」 …) never starts a line and opening
///   punctuation (「『（ …) never ends one: the basic Japanese and Chinese rules (kinsoku).
/// - Line feed, carriage return, vertical tab, form feed, NEL, U+2028 and U+2029 end a line.
struct LineBreakClass: Equatable {
    enum Kind: Equatable { case ordinary, space, newline }
    let kind: Kind
    /// A break is allowed before this scalar when something precedes it on the line.
    let breakBefore: Bool
    /// A break is allowed after this scalar.
    let breakAfter: Bool
    /// A break is never allowed before this scalar (closing punctuation).
    let forbidsBreakBefore: Bool
    /// A break is never allowed after this scalar (opening punctuation).
    let forbidsBreakAfter: Bool

    static let ordinary = LineBreakClass(kind: .ordinary, breakBefore: false, breakAfter: false, forbidsBreakBefore: false, forbidsBreakAfter: false)
    static let space = LineBreakClass(kind: .space, breakBefore: false, breakAfter: true, forbidsBreakBefore: false, forbidsBreakAfter: false)
    static let newline = LineBreakClass(kind: .newline, breakBefore: false, breakAfter: true, forbidsBreakBefore: false, forbidsBreakAfter: false)
    static let hyphen = LineBreakClass(kind: .ordinary, breakBefore: false, breakAfter: true, forbidsBreakBefore: false, forbidsBreakAfter: false)
    static let both = LineBreakClass(kind: .ordinary, breakBefore: true, breakAfter: true, forbidsBreakBefore: false, forbidsBreakAfter: false)
    static let closing = LineBreakClass(kind: .ordinary, breakBefore: false, breakAfter: true, forbidsBreakBefore: true, forbidsBreakAfter: false)
    static let opening = LineBreakClass(kind: .ordinary, breakBefore: true, breakAfter: false, forbidsBreakBefore: false, forbidsBreakAfter: true)

    @inline(__always)
    static func of(_ scalar: Unicode.Scalar) -> LineBreakClass {
        let value = scalar.value
        if value < 0x80 {
            switch value {
            case 0x20, 0x09: return .space
            case 0x0A, 0x0B, 0x0C, 0x0D: return .newline
            case 0x2D: return .hyphen
            default: return .ordinary
            }
        }
        return classifyOther(value)
    }

    private static func classifyOther(_ value: UInt32) -> LineBreakClass {
        switch value {
        case 0x85, 0x2028, 0x2029: return .newline
        case 0x1680, 0x2000...0x2006, 0x2008...0x200B, 0x205F, 0x3000: return .space
        case 0xAD, 0x2010, 0x2013: return .hyphen
        case 0x2014: return .both
        // Closing and middle punctuation that must not start a line.
        case 0x3001, 0x3002, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019,
             0x301B, 0x301E, 0x301F, 0x3005, 0x303B, 0x3041, 0x3043, 0x3045, 0x3047, 0x3049,
             0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x309D, 0x309E, 0x30A1, 0x30A3, 0x30A5,
             0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6, 0x30FB,
             0x30FC, 0x30FD, 0x30FE, 0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F,
             0xFF3D, 0xFF5D, 0xFF60, 0xFF61, 0xFF63, 0xFF64:
            return .closing
        // Opening punctuation that must not end a line.
        case 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0x301D,
             0xFF08, 0xFF3B, 0xFF5B, 0xFF5F, 0xFF62:
            return .opening
        default:
            return UnicodeWidthClass.isWide(value) ? .both : .ordinary
        }
    }
}
