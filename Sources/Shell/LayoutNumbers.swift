/// The range of every number of a layout the language reads: coordinates, sizes, constants,
/// multipliers, spacings, suggested values. Beyond ±10⁷ points a number is a mistake, not a
/// layout (a screen is a few thousand points), and keeping numbers there keeps sums and
/// products of them finite.
enum LayoutNumbers {
    static let limit = 10_000_000.0

    static func accepts(_ x: Double) -> Bool { x.isFinite && abs(x) <= limit }

    /// Why `text` is refused.
    static func refusal(_ text: String) -> String {
        "'\(text)' is out of range: a layout's numbers are from -10,000,000 to 10,000,000"
    }
}
