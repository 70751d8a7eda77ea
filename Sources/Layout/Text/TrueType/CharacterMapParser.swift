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
        let count = Int(try cmap.uint16(cmap.start + 2, .headerField(table: "cmap", field: "numTables")))
        try cmap.check(cmap.start + 4, count * 8, .encodingRecords(count: count))
        var subtables: [(platform: UInt16, encoding: UInt16, format: UInt16, offset: Int)] = []
        for index in 0..<count {
            let record = cmap.start + 4 + index * 8
            let platform = try cmap.uint16(record, .recordField(table: "cmap", field: "platformID"))
            let encoding = try cmap.uint16(record + 2, .recordField(table: "cmap", field: "encodingID"))
            let offset = cmap.start + Int(try cmap.uint32(record + 4, .subtableOffset))
            let format = try cmap.uint16(offset, .subtableFormat(platform: platform, encoding: encoding))
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
        let found = subtables.map { FontLoadError.Subtable(platform: $0.platform, encoding: $0.encoding, format: $0.format) }
        throw FontLoadError(offset: cmap.start, kind: .unsupportedCharacterMap, detail: .unreadableSubtables(found))
    }

    /// Format 4: segments of 16-bit code points, by delta or through a glyph id array.
    private static func format4(_ cmap: FontBytes, at offset: Int) throws(FontLoadError) -> [UInt32: Int] {
        let segCountField = FontLoadError.Read.subtableField(format: 4, field: "segCountX2")
        let segCountX2 = Int(try cmap.uint16(offset + 6, segCountField))
        guard segCountX2 > 0, segCountX2 % 2 == 0 else {
            throw FontLoadError(
                offset: offset + 6, kind: .invalidValue,
                detail: .invalidField(segCountField, value: segCountX2, allowed: .positiveEven))
        }
        let endCodes = offset + 14
        let startCodes = endCodes + segCountX2 + 2
        let deltas = startCodes + segCountX2
        let rangeOffsets = deltas + segCountX2
        try cmap.check(endCodes, segCountX2 * 4 + 2, .segmentArrays(segments: segCountX2 / 2))
        var glyphs: [UInt32: Int] = [:]
        // Segments are sorted by endCode and do not overlap in a well-made font. In one that
        // is not, the first segment to cover a code point maps it and each code point is read
        // once: 4,096 segments of U+0000…U+FFFE once took 10 s, every segment read whole.
        var covered = -1
        for segment in 0..<(segCountX2 / 2) {
            let end = Int(try cmap.uint16(endCodes + segment * 2, .subtableField(format: 4, field: "endCode")))
            let start = Int(try cmap.uint16(startCodes + segment * 2, .subtableField(format: 4, field: "startCode")))
            let delta = Int(try cmap.uint16(deltas + segment * 2, .subtableField(format: 4, field: "idDelta")))
            let rangeOffsetAt = rangeOffsets + segment * 2
            let rangeOffset = Int(try cmap.uint16(rangeOffsetAt, .subtableField(format: 4, field: "idRangeOffset")))
            let from = max(start, covered + 1)
            guard from <= end else { continue }
            covered = end
            for code in from...end where code != 0xFFFF {
                var glyph: Int
                if rangeOffset == 0 {
                    glyph = (code + delta) & 0xFFFF
                } else {
                    let at = rangeOffsetAt + rangeOffset + 2 * (code - start)
                    glyph = Int(try cmap.uint16(at, .glyphIDArrayEntry(scalar: code)))
                    if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
                }
                if glyph != 0, !(0xD800...0xDFFF).contains(code) { glyphs[UInt32(code)] = glyph }
            }
        }
        return glyphs
    }

    /// Format 12: sorted groups of consecutive code points mapped to consecutive glyphs.
    private static func format12(_ cmap: FontBytes, at offset: Int) throws(FontLoadError) -> [UInt32: Int] {
        let groupCount = Int(try cmap.uint32(offset + 12, .subtableField(format: 12, field: "numGroups")))
        try cmap.check(offset + 16, groupCount * 12, .groups(count: groupCount))
        var glyphs: [UInt32: Int] = [:]
        var previousEnd = -1
        for group in 0..<groupCount {
            let at = offset + 16 + group * 12
            let start = Int(try cmap.uint32(at, .subtableField(format: 12, field: "startCharCode")))
            let end = Int(try cmap.uint32(at + 4, .subtableField(format: 12, field: "endCharCode")))
            let startGlyph = Int(try cmap.uint32(at + 8, .subtableField(format: 12, field: "startGlyphID")))
            guard start <= end, end <= 0x10FFFF, start > previousEnd else {
                throw FontLoadError(offset: at, kind: .invalidValue, detail: .groupOutOfOrder(group: group, first: start, last: end))
            }
            previousEnd = end
            for code in start...end where !(0xD800...0xDFFF).contains(code) {
                let glyph = startGlyph + (code - start)
                if glyph != 0, glyph <= 0xFFFF { glyphs[UInt32(code)] = glyph }
            }
        }
        return glyphs
    }
}
