/// Lays out completion candidates in columns for a terminal, the way bash and `ls` do:
/// column by column, every column as wide as the widest candidate plus two spaces.
public enum CompletionColumns {
    /// The lines to print (without newlines or trailing spaces) for `candidates` on a
    /// terminal `width` columns wide.
    ///
    /// Candidates keep their order, running down the first column, then the next. A
    /// candidate wider than the terminal gets a line of its own. When more than `maxRows`
    /// lines would be needed, only the candidates that fit in `maxRows - 1` lines are
    /// shown, followed by a line `… and N more`.
    public static func lines(for candidates: [String], width: Int, maxRows: Int = .max) -> [String] {
        guard !candidates.isEmpty else { return [] }
        let widths = candidates.map(displayWidth)
        let cellWidth = (widths.max() ?? 0) + 2
        let columns = max(1, (max(width, 1) + 2) / cellWidth)
        var rows = (candidates.count + columns - 1) / columns

        var shown = candidates.count
        var footer: String?
        if rows > max(maxRows, 1) {
            rows = max(maxRows - 1, 1)
            shown = min(candidates.count, rows * columns)
            footer = "… and \(candidates.count - shown) more"
        }
        // With fewer candidates than cells, spread them so no column is left empty.
        let usedColumns = (shown + rows - 1) / rows

        var lines: [String] = []
        for row in 0..<rows {
            var line = ""
            for column in 0..<usedColumns {
                let index = column * rows + row
                guard index < shown else { break }
                let isLast = column == usedColumns - 1 || (column + 1) * rows + row >= shown
                line += candidates[index]
                if !isLast {
                    line += String(repeating: " ", count: cellWidth - widths[index])
                }
            }
            lines.append(line)
        }
        if let footer { lines.append(footer) }
        return lines
    }

    /// The number of terminal cells `text` takes: combining marks and zero-width
    /// characters take none, East Asian wide characters and emoji take two, control
    /// characters none, everything else one.
    public static func displayWidth(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + cellWidth(of: $1) }
    }

    static func cellWidth(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value == 0x200B || value == 0x200C || value == 0x200D || value == 0xFEFF { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return 0
        default: break
        }
        if scalar.properties.isEmojiPresentation { return 2 }
        for range in wideRanges where range.contains(value) { return 2 }
        return 1
    }

    /// East Asian Wide and Fullwidth blocks (a compact approximation of UAX #11).
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
        0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
        0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD,
    ]
}
