/// The range of every number of a layout the language reads: coordinates, sizes, constants,
/// multipliers, spacings, suggested values. Beyond ±10⁷ points a number is a mistake, not a
/// layout (a screen is a few thousand points), and keeping numbers there keeps sums and
/// products of them finite.
enum LayoutNumbers {
    static let limit = 10_000_000.0

    static func accepts(_ x: Double) -> Bool { x.isFinite && abs(x) <= limit }

    /// Why numbers each in range are refused together.
    static let combinedRefusal = "the numbers of this constraint add or multiply beyond ±10,000,000, a layout's range"

    /// Why `text` is refused.
    static func refusal(_ text: String) -> String {
        "'\(text)' is out of range: a layout's numbers are from -10,000,000 to 10,000,000"
    }
}

/// A number as the language writes it: decimal, an optional sign, digits with an optional
/// fraction, an optional exponent (`12`, `-0.5`, `1e3`). Not hexadecimal (`0x10`), `inf` or
/// `nan`, which `Double(_:)` would read; nil for anything else.
func decimalNumber(_ text: some StringProtocol) -> Double? {
    var digits = 0, i = text.startIndex
    if i < text.endIndex, text[i] == "-" || text[i] == "+" { i = text.index(after: i) }
    while i < text.endIndex, text[i].isASCII, text[i].isNumber { digits += 1; i = text.index(after: i) }
    if i < text.endIndex, text[i] == "." {
        i = text.index(after: i)
        while i < text.endIndex, text[i].isASCII, text[i].isNumber { digits += 1; i = text.index(after: i) }
    }
    guard digits > 0 else { return nil }
    if i < text.endIndex, text[i] == "e" || text[i] == "E" {
        i = text.index(after: i)
        if i < text.endIndex, text[i] == "-" || text[i] == "+" { i = text.index(after: i) }
        var exponentDigits = 0
        while i < text.endIndex, text[i].isASCII, text[i].isNumber { exponentDigits += 1; i = text.index(after: i) }
        guard exponentDigits > 0 else { return nil }
    }
    guard i == text.endIndex, let value = Double(String(text)), value.isFinite else { return nil }
    return value
}
