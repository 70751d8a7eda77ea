import Cassowary
import Notation

/// Aligned columns for people: left-aligned text, right-aligned numbers.
struct TextTable {
    var header: [String]
    var rows: [[String]] = []
    /// Columns whose cells are right-aligned.
    var numeric: Set<Int> = []

    init(_ header: [String], numeric: Set<Int> = []) {
        self.header = header
        self.numeric = numeric
    }

    mutating func add(_ row: [String]) { rows.append(row) }

    func rendered(style: OutputStyle) -> String {
        let all = [header] + rows
        var widths = [Int](repeating: 0, count: header.count)
        for row in all {
            for (i, cell) in row.enumerated() where i < widths.count { widths[i] = max(widths[i], visibleWidth(cell)) }
        }
        func line(_ row: [String]) -> String {
            var parts: [String] = []
            for (i, cell) in row.enumerated() where i < widths.count {
                let pad = String(repeating: " ", count: widths[i] - visibleWidth(cell))
                let last = i == row.count - 1
                parts.append(numeric.contains(i) ? pad + cell : (last ? cell : cell + pad))
            }
            return parts.joined(separator: "  ")
        }
        var out = [style.bold(line(header))]
        out += rows.map(line)
        return out.joined(separator: "\n")
    }
}

/// How many columns a cell takes on screen: colour escapes take none (so that a table lines up,
/// and is the same text, with colour on and off).
func visibleWidth(_ text: String) -> Int {
    var count = 0
    var inEscape = false
    for scalar in text.unicodeScalars {
        if inEscape {
            if scalar == "m" { inEscape = false }
            continue
        }
        if scalar == "\u{1B}" { inEscape = true; continue }
        count += 1
    }
    return count
}

/// Whether output may use colour (a terminal, and NO_COLOR unset) — decided by the caller.
public struct OutputStyle: Sendable {
    public var color: Bool
    public init(color: Bool) { self.color = color }
    public static let plain = OutputStyle(color: false)

    func paint(_ text: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
    func bold(_ text: String) -> String { paint(text, "1") }
    func red(_ text: String) -> String { paint(text, "31") }
    func yellow(_ text: String) -> String { paint(text, "33") }
    func dim(_ text: String) -> String { paint(text, "2") }
}

/// A number as the shell prints it: Cassowary's `formatNumber` (at most four decimals).
func show(_ value: Double) -> String { formatNumber(value) }
