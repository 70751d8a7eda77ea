/// Reads a font's `cmap` table: which glyph each Unicode scalar maps to.
enum CharacterMapParser {
    /// Subtables Trellis can read, best first: (platform, encoding, format).
    private static let preferences: [(platform: UInt16, encoding: UInt16?, format: UInt16)] = [
        (3, 10, 12), (0, 6, 12), (0, 4, 12), (0, nil, 12),
        (3, 1, 4), (0, 3, 4), (0, nil, 4), (3, 0, 4),
    ]

    /// Scalar value → glyph id, for every scalar the best Unicode subtable maps to a glyph
    /// other than 0.
    static func parse(_ cmap: FontBytes) throws(FontLoadError) -> [UInt32: Int] {
        let count = Int(try cmap.uint16(cmap.start + 2, "cmap.numTables"))
        try cmap.check(cmap.start + 4, count * 8, "cmap encoding records (\(count))")
        var subtables: [(platform: UInt16, encoding: UInt16, format: UInt16, offset: Int)] = []
        for index in 0..<count {
            let record = cmap.start + 4 + index * 8
            let platform = try cmap.uint16(record, "cmap platformID")
            let encoding = try cmap.uint16(record + 2, "cmap encodingID")
            let offset = cmap.start + Int(try cmap.uint32(record + 4, "cmap subtable offset"))
            let format = try cmap.uint16(offset, "format of cmap subtable \(platform)/\(encoding)")
            subtables.append((platform, encoding, format, offset))
        }
        for preference in preferences {
            guard let table = subtables.first(where: { table in
                table.platform == preference.platform && table.format == preference.format
                    && (preference.encoding.map { table.encoding == $0 } ?? true)
            }) else { continue }
            return table.format == 12
                ? try format12(cmap, at: table.offset) : try format4(cmap, at: table.offset)
        }
        let found = subtables.map { "\($0.platform)/\($0.encoding) format \($0.format)" }
        throw FontLoadError(
            offset: cmap.start, kind: .unsupportedCharacterMap,
            detail: found.isEmpty
                ? "cmap has no subtables"
                : "cmap has \(found.joined(separator: ", ")); Trellis reads Unicode subtables in format 4 or 12")
    }

    /// Format 4: segments of 16-bit code points, by delta or through a glyph id array.
    private static func format4(_ cmap: FontBytes, at offset: Int) throws(FontLoadError) -> [UInt32: Int] {
        let segCountX2 = Int(try cmap.uint16(offset + 6, "cmap format 4 segCountX2"))
        guard segCountX2 > 0, segCountX2 % 2 == 0 else {
            throw FontLoadError(
                offset: offset + 6, kind: .invalidValue,
                detail: "cmap format 4 segCountX2 is \(segCountX2), not a positive even number")
        }
        let endCodes = offset + 14
        let startCodes = endCodes + segCountX2 + 2
        let deltas = startCodes + segCountX2
        let rangeOffsets = deltas + segCountX2
        try cmap.check(endCodes, segCountX2 * 4 + 2, "cmap format 4 segment arrays (\(segCountX2 / 2) segments)")
        var glyphs: [UInt32: Int] = [:]
        // Segments are sorted by endCode and do not overlap in a well-made font. In one that
        // is not, the first segment to cover a code point maps it and each code point is read
        // once: 4,096 segments of U+0000…U+FFFE once took 10 s, every segment read whole.
        var covered = -1
        for segment in 0..<(segCountX2 / 2) {
            let end = Int(try cmap.uint16(endCodes + segment * 2, "cmap format 4 endCode"))
            let start = Int(try cmap.uint16(startCodes + segment * 2, "cmap format 4 startCode"))
            let delta = Int(try cmap.uint16(deltas + segment * 2, "cmap format 4 idDelta"))
            let rangeOffsetAt = rangeOffsets + segment * 2
            let rangeOffset = Int(try cmap.uint16(rangeOffsetAt, "cmap format 4 idRangeOffset"))
            let from = max(start, covered + 1)
            guard from <= end else { continue }
            covered = end
            for code in from...end where code != 0xFFFF {
                var glyph: Int
                if rangeOffset == 0 {
                    glyph = (code + delta) & 0xFFFF
                } else {
                    let at = rangeOffsetAt + rangeOffset + 2 * (code - start)
                    glyph = Int(try cmap.uint16(at, "cmap format 4 glyphIdArray entry for U+\(hex(code))"))
                    if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
                }
                if glyph != 0, !(0xD800...0xDFFF).contains(code) { glyphs[UInt32(code)] = glyph }
            }
        }
        return glyphs
    }

    /// Format 12: sorted groups of consecutive code points mapped to consecutive glyphs.
    private static func format12(_ cmap: FontBytes, at offset: Int) throws(FontLoadError) -> [UInt32: Int] {
        let groupCount = Int(try cmap.uint32(offset + 12, "cmap format 12 numGroups"))
        try cmap.check(offset + 16, groupCount * 12, "cmap format 12 groups (\(groupCount))")
        var glyphs: [UInt32: Int] = [:]
        var previousEnd = -1
        for group in 0..<groupCount {
            let at = offset + 16 + group * 12
            let start = Int(try cmap.uint32(at, "cmap format 12 startCharCode"))
            let end = Int(try cmap.uint32(at + 4, "cmap format 12 endCharCode"))
            let startGlyph = Int(try cmap.uint32(at + 8, "cmap format 12 startGlyphID"))
            guard start <= end, end <= 0x10FFFF, start > previousEnd else {
                throw FontLoadError(
                    offset: at, kind: .invalidValue,
                    detail: "cmap format 12 group \(group) covers U+\(hex(start))…U+\(hex(end)), which is not after the previous group and within U+10FFFF")
            }
            previousEnd = end
            for code in start...end where !(0xD800...0xDFFF).contains(code) {
                let glyph = startGlyph + (code - start)
                if glyph != 0, glyph <= 0xFFFF { glyphs[UInt32(code)] = glyph }
            }
        }
        return glyphs
    }

    private static func hex(_ value: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
