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
        let magic = try head.uint32(head.start + 12, "head.magicNumber")
        guard magic == 0x5F0F_3CF5 else {
            throw FontLoadError(
                offset: head.start + 12, kind: .invalidValue,
                detail: "head.magicNumber is 0x\(String(magic, radix: 16, uppercase: true)), not 0x5F0F3CF5")
        }
        let unitsPerEm = Int(try head.uint16(head.start + 18, "head.unitsPerEm"))
        guard (16...16384).contains(unitsPerEm) else {
            throw FontLoadError(
                offset: head.start + 18, kind: .invalidValue,
                detail: "head.unitsPerEm is \(unitsPerEm), not in 16…16384")
        }

        let hhea = try tables.table("hhea")
        let ascender = Int(try hhea.int16(hhea.start + 4, "hhea.ascender"))
        let descender = Int(try hhea.int16(hhea.start + 6, "hhea.descender"))
        let lineGap = Int(try hhea.int16(hhea.start + 8, "hhea.lineGap"))
        let metricCount = Int(try hhea.uint16(hhea.start + 34, "hhea.numberOfHMetrics"))
        guard metricCount > 0 else {
            throw FontLoadError(offset: hhea.start + 34, kind: .invalidValue, detail: "hhea.numberOfHMetrics is 0")
        }

        let hmtx = try tables.table("hmtx")
        try hmtx.check(hmtx.start, metricCount * 4, "hmtx: \(metricCount) horizontal metrics (hhea.numberOfHMetrics)")
        var advances = [Int](repeating: 0, count: metricCount)
        for glyph in 0..<metricCount {
            advances[glyph] = Int(try hmtx.uint16(hmtx.start + glyph * 4, "hmtx advance of glyph \(glyph)"))
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
        let version = try file.uint32(0, "the font's version tag")
        switch version {
        case 0x0001_0000, 0x7472_7565 /* true */, 0x4F54_544F /* OTTO */:
            guard index == 0 else {
                throw FontLoadError(offset: 0, kind: .fontIndexOutOfRange(count: 1), detail: "font \(index) asked of a file with one font")
            }
            return 0
        case 0x7474_6366 /* ttcf */:
            let count = Int(try file.uint32(8, "ttcf.numFonts"))
            guard index >= 0, index < count else {
                throw FontLoadError(
                    offset: 8, kind: .fontIndexOutOfRange(count: count),
                    detail: "font \(index) asked of a collection of \(count)")
            }
            let offset = Int(try file.uint32(12 + 4 * index, "ttcf offset of font \(index)"))
            try file.check(offset, 12, "the offset table of font \(index)")
            return offset
        default:
            throw FontLoadError(
                offset: 0, kind: .notAFont,
                detail: "the file starts with '\(FontBytes.tagText(file.bytes.prefix(4)))' (0x\(String(version, radix: 16, uppercase: true)))")
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
        let count = Int(try file.uint16(base + 4, "numTables"))
        try file.check(base + 12, count * 16, "the table directory (\(count) tables)")
        for index in 0..<count {
            let record = base + 12 + index * 16
            let tag = try file.tag(record, "table tag")
            let offset = Int(try file.uint32(record + 8, "offset of table '\(tag)'"))
            let length = Int(try file.uint32(record + 12, "length of table '\(tag)'"))
            if entries[tag] == nil { entries[tag] = (offset, length, record) }
        }
    }

    /// The region of table `tag`; throws if the font has no such table or the table runs past
    /// the end of the file.
    func table(_ tag: String) throws(FontLoadError) -> FontBytes {
        guard let entry = entries[tag] else {
            throw FontLoadError(
                offset: directoryOffset + 4, kind: .missingTable(tag),
                detail: "the table directory has no '\(tag)' table")
        }
        guard entry.offset <= file.end, entry.length <= file.end - entry.offset else {
            throw FontLoadError(
                offset: entry.recordOffset, kind: .truncated(needed: entry.length),
                detail: "table '\(tag)' (\(entry.length) bytes at byte \(entry.offset)) runs past the end of the file (\(file.end) bytes)")
        }
        return try file.region(at: entry.offset, length: entry.length, name: "table '\(tag)'")
    }
}
