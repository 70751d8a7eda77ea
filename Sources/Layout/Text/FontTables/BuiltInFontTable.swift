/// Metrics and advance widths of a built-in font, as `generate_font_tables.py` writes them
/// into `BuiltInFontTables.swift` from the font files.
struct BuiltInFontTable: Sendable {
    /// Consecutive code points starting at `first`, with their advances in font units.
    struct Run: Sendable {
        let first: UInt32
        let advances: [Int]
    }

    let name: String
    let version: String
    let unitsPerEm: Int
    let ascender: Int
    let descender: Int
    let lineGap: Int
    let missingGlyphAdvance: Int
    let runs: [Run]
}

extension FontFace {
    /// The face a built-in table describes.
    init(table: BuiltInFontTable) {
        var advances: [UInt32: Int] = [:]
        for run in table.runs {
            for (offset, advance) in run.advances.enumerated() {
                advances[run.first + UInt32(offset)] = advance
            }
        }
        self.init(
            name: table.name, unitsPerEm: table.unitsPerEm, ascender: table.ascender,
            descender: table.descender, lineGap: table.lineGap,
            missingGlyphAdvance: table.missingGlyphAdvance, advances: advances)
    }
}
