extension FontFace {
    /// Reads the metrics and advance widths of a TrueType (`.ttf`) or OpenType (`.otf`) font,
    /// or of font `fontIndex` of a collection (`.ttc`).
    ///
    /// Reads the table directory, `head` (unitsPerEm), `hhea` (ascender, descender, lineGap,
    /// numberOfHMetrics), `hmtx` (advance widths), `cmap` (a Unicode subtable in format 12 or
    /// 4) and, when present and readable, `name` (the face's name). Nothing is drawn, so
    /// glyph outlines are never read. Every read is bounds-checked: a truncated or corrupt
    /// file gives a ``FontLoadError`` with the byte offset and what was wrong, never a crash.
    /// Reading the file from disk is the caller's business.
    public init(trueTypeData data: [UInt8], fontIndex: Int = 0) throws(FontLoadError) {
        let file = FontBytes(data)
        let base = try Self.fontOffset(in: file, index: fontIndex)
        let tables = try TrueTypeTableDirectory(file: file, at: base)

        let head = try tables.table("head")
        let magicField = FontLoadError.Read.headerField(table: "head", field: "magicNumber")
        let magic = try head.uint32(head.start + 12, magicField)
        let expectedMagic: UInt32 = 0x5F0F_3CF5
        guard magic == expectedMagic else {
            throw FontLoadError(
                offset: head.start + 12, kind: .invalidValue,
                detail: .invalidField(magicField, value: Int(magic), allowed: .magicNumber(Int(expectedMagic))))
        }
        let unitsPerEmField = FontLoadError.Read.headerField(table: "head", field: "unitsPerEm")
        let unitsPerEm = Int(try head.uint16(head.start + 18, unitsPerEmField))
        let unitsPerEmRange = 16...16384
        guard unitsPerEmRange.contains(unitsPerEm) else {
            throw FontLoadError(
                offset: head.start + 18, kind: .invalidValue,
                detail: .invalidField(unitsPerEmField, value: unitsPerEm, allowed: .range(unitsPerEmRange)))
        }

        let hhea = try tables.table("hhea")
        let ascender = Int(try hhea.int16(hhea.start + 4, .headerField(table: "hhea", field: "ascender")))
        let descender = Int(try hhea.int16(hhea.start + 6, .headerField(table: "hhea", field: "descender")))
        let lineGap = Int(try hhea.int16(hhea.start + 8, .headerField(table: "hhea", field: "lineGap")))
        let metricCountField = FontLoadError.Read.headerField(table: "hhea", field: "numberOfHMetrics")
        let metricCount = Int(try hhea.uint16(hhea.start + 34, metricCountField))
        guard metricCount > 0 else {
            throw FontLoadError(
                offset: hhea.start + 34, kind: .invalidValue,
                detail: .invalidField(metricCountField, value: metricCount, allowed: .positive))
        }

        let hmtx = try tables.table("hmtx")
        try hmtx.check(hmtx.start, metricCount * 4, .horizontalMetrics(count: metricCount))
        var advances = [Int](repeating: 0, count: metricCount)
        for glyph in 0..<metricCount {
            advances[glyph] = Int(try hmtx.uint16(hmtx.start + glyph * 4, .advance(glyph: glyph)))
        }
        // Glyphs past numberOfHMetrics share the last advance (a monospaced run).
        let lastAdvance = advances[metricCount - 1]

        let glyphs = try CharacterMapParser.parse(try tables.table("cmap"))
        var scalarAdvances: [UInt32: Int] = [:]
        scalarAdvances.reserveCapacity(glyphs.count)
        for (scalar, glyph) in glyphs {
            scalarAdvances[scalar] = glyph < metricCount ? advances[glyph] : lastAdvance
        }

        let name = (try? tables.table("name")).flatMap(NameTableParser.fullName(in:)) ?? ""
        self.init(
            name: name, unitsPerEm: unitsPerEm, ascender: ascender, descender: descender,
            lineGap: lineGap, missingGlyphAdvance: advances[0], advances: scalarAdvances)
    }

    /// Where the font's offset table starts: 0 for a single font, or the offset a collection
    /// gives for font `index`.
    private static func fontOffset(in file: FontBytes, index: Int) throws(FontLoadError) -> Int {
        let version = try file.uint32(0, .versionTag)
        switch version {
        case 0x0001_0000, 0x7472_7565 /* true */, 0x4F54_544F /* OTTO */:
            guard index == 0 else {
                throw FontLoadError(offset: 0, kind: .fontIndexOutOfRange(count: 1), detail: .fontOfSingleFont(index: index))
            }
            return 0
        case 0x7474_6366 /* ttcf */:
            let count = Int(try file.uint32(8, .headerField(table: "ttcf", field: "numFonts")))
            guard index >= 0, index < count else {
                throw FontLoadError(
                    offset: 8, kind: .fontIndexOutOfRange(count: count),
                    detail: .fontOfCollection(index: index, count: count))
            }
            let offset = Int(try file.uint32(12 + 4 * index, .collectionOffset(font: index)))
            try file.check(offset, 12, .offsetTable(font: index))
            return offset
        default:
            throw FontLoadError(offset: 0, kind: .notAFont, detail: .unknownVersion(firstBytes: version))
        }
    }
}

/// The table directory of one font: each table's tag, offset and length.
struct TrueTypeTableDirectory {
    private let file: FontBytes
    private var entries: [String: (offset: Int, length: Int, recordOffset: Int)] = [:]
    private let directoryOffset: Int

    init(file: FontBytes, at base: Int) throws(FontLoadError) {
        self.file = file
        directoryOffset = base
        let count = Int(try file.uint16(base + 4, .numTables))
        try file.check(base + 12, count * 16, .tableDirectory(tables: count))
        for index in 0..<count {
            let record = base + 12 + index * 16
            let tag = try file.tag(record, .tableTag)
            let offset = Int(try file.uint32(record + 8, .tableOffset(tag: tag)))
            let length = Int(try file.uint32(record + 12, .tableLength(tag: tag)))
            if entries[tag] == nil { entries[tag] = (offset, length, record) }
        }
    }

    /// The region of table `tag`; throws if the font has no such table or the table runs past
    /// the end of the file.
    func table(_ tag: String) throws(FontLoadError) -> FontBytes {
        guard let entry = entries[tag] else {
            throw FontLoadError(offset: directoryOffset + 4, kind: .missingTable(tag), detail: .noTable(tag: tag))
        }
        guard entry.offset <= file.end, entry.length <= file.end - entry.offset else {
            throw FontLoadError(
                offset: entry.recordOffset, kind: .truncated(needed: entry.length),
                detail: .tablePastEnd(tag: tag, length: entry.length, offset: entry.offset, fileSize: file.end))
        }
        return try file.region(at: entry.offset, length: entry.length, tag: tag)
    }
}
