import Layout
import TestSupport
import XCTest
@testable import Shell

/// Layout gives a font file it cannot read as values (FontLoadError's kind and detail); the
/// shell's words for them are pinned here against the sentences Layout printed before it
/// held values. Real files first (built broken by SyntheticTrueType), then one value of every
/// case that a small file cannot reach.
final class FontLoadErrorWordsTests: XCTestCase {
    private func words(_ bytes: [UInt8], index: Int = 0, file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            _ = try FontFace(trueTypeData: bytes, fontIndex: index)
            XCTFail("the font loaded", file: file, line: line)
            return nil
        } catch {
            return error.words
        }
    }

    private func font(_ change: (inout SyntheticTrueType) -> Void) -> [UInt8] {
        var font = SyntheticTrueType()
        change(&font)
        return font.bytes()
    }

    /// The file with table `tag`'s length in the table directory set to `length`.
    private func withTableLength(_ tag: String, _ length: UInt32) -> [UInt8] {
        var bytes = font { _ in }
        var record = 12
        while record + 16 <= bytes.count, Array(bytes[record..<record + 4]) != Array(tag.utf8) { record += 16 }
        bytes.replaceSubrange(record + 12..<record + 16, with: be32(length))
        return bytes
    }

    func testTruncatedFiles() {
        let whole = font { _ in }
        XCTAssertEqual(words([]),
                       "at byte 0: file is truncated: 4 bytes needed: the font's version tag at byte 0 runs past the end (the file has 0 bytes)")
        XCTAssertEqual(words(Array(whole.prefix(4))),
                       "at byte 4: file is truncated: 2 bytes needed: numTables at byte 4 runs past the end (the file has 4 bytes)")
        XCTAssertEqual(words(Array(whole.prefix(6))),
                       "at byte 6: file is truncated: 80 bytes needed: the table directory (5 tables) at byte 12 runs past the end (the file has 6 bytes)")
        XCTAssertEqual(words(Array(whole.prefix(92))),
                       "at byte 28: file is truncated: 54 bytes needed: table 'head' (54 bytes at byte 224) runs past the end of the file (92 bytes)")
        let collection = font { $0.asCollection = true }
        XCTAssertEqual(words(Array(collection.prefix(4))),
                       "at byte 4: file is truncated: 4 bytes needed: ttcf.numFonts at byte 8 runs past the end (the file has 4 bytes)")
        XCTAssertEqual(words(Array(collection.prefix(12))),
                       "at byte 12: file is truncated: 4 bytes needed: ttcf offset of font 0 at byte 12 runs past the end (the file has 12 bytes)")
        XCTAssertEqual(words(Array(collection.prefix(16))),
                       "at byte 16: file is truncated: 12 bytes needed: the offset table of font 0 at byte 16 runs past the end (the file has 16 bytes)")
    }

    func testTablesThatEndTooSoon() {
        let cases: [(String, UInt32, String)] = [
            ("head", 0, "at byte 236: file is truncated: 4 bytes needed: head.magicNumber at byte 236 runs past the end (table 'head' ends at byte 224)"),
            ("head", 16, "at byte 242: file is truncated: 2 bytes needed: head.unitsPerEm at byte 242 runs past the end (table 'head' ends at byte 240)"),
            ("hhea", 0, "at byte 284: file is truncated: 2 bytes needed: hhea.ascender at byte 284 runs past the end (table 'hhea' ends at byte 280)"),
            ("hhea", 6, "at byte 286: file is truncated: 2 bytes needed: hhea.descender at byte 286 runs past the end (table 'hhea' ends at byte 286)"),
            ("hhea", 8, "at byte 288: file is truncated: 2 bytes needed: hhea.lineGap at byte 288 runs past the end (table 'hhea' ends at byte 288)"),
            ("hhea", 10,
             "at byte 314: file is truncated: 2 bytes needed: hhea.numberOfHMetrics at byte 314 runs past the end (table 'hhea' ends at byte 290)"),
            ("cmap", 0, "at byte 94: file is truncated: 2 bytes needed: cmap.numTables at byte 94 runs past the end (table 'cmap' ends at byte 92)"),
            ("cmap", 4,
             "at byte 96: file is truncated: 16 bytes needed: cmap encoding records (2) at byte 96 runs past the end (table 'cmap' ends at byte 96)"),
            ("cmap", 20, "at byte 112: file is truncated: 2 bytes needed: format of cmap subtable 3/1 at byte 112 runs past the end "
                + "(table 'cmap' ends at byte 112)"),
            ("cmap", 68, "at byte 170: file is truncated: 4 bytes needed: cmap format 12 numGroups at byte 170 runs past the end "
                + "(table 'cmap' ends at byte 160)"),
            ("cmap", 82, "at byte 174: file is truncated: 48 bytes needed: cmap format 12 groups (4) at byte 174 runs past the end "
                + "(table 'cmap' ends at byte 174)"),
        ]
        for (tag, length, expected) in cases {
            XCTAssertEqual(words(withTableLength(tag, length)), expected, "\(tag) of \(length) bytes")
        }
        XCTAssertEqual(words(font { $0.numberOfHMetrics = 40 }),
                       "at byte 316: file is truncated: 160 bytes needed: hmtx: 40 horizontal metrics (hhea.numberOfHMetrics) at byte 316 "
                       + "runs past the end (table 'hmtx' ends at byte 334)")
        XCTAssertEqual(words(font { $0.includeFormat12 = false; $0.format4SegCountX2 = 400 }),
                       "at byte 118: file is truncated: 1602 bytes needed: cmap format 4 segment arrays (200 segments) at byte 118 "
                       + "runs past the end (table 'cmap' ends at byte 150)")
    }

    func testInvalidValues() {
        XCTAssertEqual(words(font { $0.omittedTables = ["hhea"] }), "at byte 4: missing table 'hhea': the table directory has no 'hhea' table")
        XCTAssertEqual(words(font { $0.unitsPerEm = 0 }), "at byte 242: invalid value: head.unitsPerEm is 0, not in 16…16384")
        XCTAssertEqual(words(font { $0.magic = 0xDEAD_BEEF }), "at byte 236: invalid value: head.magicNumber is 0xDEADBEEF, not 0x5F0F3CF5")
        XCTAssertEqual(words(font { $0.numberOfHMetrics = 0 }), "at byte 314: invalid value: hhea.numberOfHMetrics is 0")
        XCTAssertEqual(words(font { $0.includeFormat12 = false; $0.format4SegCountX2 = 5 }),
                       "at byte 110: invalid value: cmap format 4 segCountX2 is 5, not a positive even number")
        XCTAssertEqual(words(font { $0.format12Groups = [(0x41, 0x42, 1), (0x20, 0x20, 3)] }),
                       "at byte 186: invalid value: cmap format 12 group 1 covers U+0020…U+0020, which is not after the previous group and within U+10FFFF")
        XCTAssertEqual(words(font { $0.format12Groups = [(0x41, 0x11_0000, 1)] }),
                       "at byte 174: invalid value: cmap format 12 group 0 covers U+0041…U+110000, which is not after the previous group and within U+10FFFF")
    }

    func testFilesThatAreNotFontsAndFontsNotThere() {
        XCTAssertEqual(words(font { _ in }, index: 1), "at byte 0: no such font in the collection of 1: font 1 asked of a file with one font")
        XCTAssertEqual(words(font { $0.asCollection = true }, index: 1),
                       "at byte 8: no such font in the collection of 1: font 1 asked of a collection of 1")
        XCTAssertEqual(words(Array("GIF89a, certainly not a font".utf8)),
                       "at byte 0: not a TrueType or OpenType font: the file starts with 'GIF8' (0x47494638)")
        XCTAssertEqual(words([0, 1, 2, 3, 4]), "at byte 0: not a TrueType or OpenType font: the file starts with '????' (0x10203)")
        XCTAssertEqual(words(font { $0.includeFormat4 = false; $0.includeFormat12 = false; $0.extraCmapSubtableFormat6 = true }),
                       "at byte 92: no supported character map: cmap has 1/0 format 6; Trellis reads Unicode subtables in format 4 or 12")
        XCTAssertEqual(words(font { $0.includeFormat4 = false; $0.includeFormat12 = false }),
                       "at byte 92: no supported character map: cmap has no subtables")
    }

    /// Every kind, detail, read, end and allowed value, once, with the words it had.
    func testEveryCase() {
        let kinds: [(FontLoadError.Kind, String)] = [
            (.truncated(needed: 1), "file is truncated: 1 byte needed"), (.truncated(needed: 2), "file is truncated: 2 bytes needed"),
            (.notAFont, "not a TrueType or OpenType font"), (.missingTable("cmap"), "missing table 'cmap'"), (.invalidValue, "invalid value"),
            (.unsupportedCharacterMap, "no supported character map"),
            (.fontIndexOutOfRange(count: 3), "no such font in the collection of 3"),
        ]
        for (kind, expected) in kinds { XCTAssertEqual(kind.words, expected) }

        let reads: [(FontLoadError.Read, String)] = [
            (.versionTag, "the font's version tag"), (.headerField(table: "head", field: "unitsPerEm"), "head.unitsPerEm"),
            (.numTables, "numTables"), (.tableDirectory(tables: 9), "the table directory (9 tables)"), (.tableTag, "table tag"),
            (.tableOffset(tag: "cmap"), "offset of table 'cmap'"), (.tableLength(tag: "cmap"), "length of table 'cmap'"),
            (.table(tag: "hmtx", length: 18), "table 'hmtx' (18 bytes)"), (.collectionOffset(font: 2), "ttcf offset of font 2"),
            (.offsetTable(font: 2), "the offset table of font 2"),
            (.horizontalMetrics(count: 7), "hmtx: 7 horizontal metrics (hhea.numberOfHMetrics)"),
            (.advance(glyph: 12), "hmtx advance of glyph 12"), (.encodingRecords(count: 3), "cmap encoding records (3)"),
            (.recordField(table: "cmap", field: "platformID"), "cmap platformID"),
            (.recordField(table: "name", field: "offset"), "name offset"), (.subtableOffset, "cmap subtable offset"),
            (.subtableFormat(platform: 3, encoding: 10), "format of cmap subtable 3/10"),
            (.subtableField(format: 4, field: "idRangeOffset"), "cmap format 4 idRangeOffset"),
            (.subtableField(format: 12, field: "startGlyphID"), "cmap format 12 startGlyphID"),
            (.segmentArrays(segments: 3), "cmap format 4 segment arrays (3 segments)"),
            (.glyphIDArrayEntry(scalar: 0x41), "cmap format 4 glyphIdArray entry for U+0041"),
            (.glyphIDArrayEntry(scalar: 0x1F600), "cmap format 4 glyphIdArray entry for U+1F600"),
            (.groups(count: 4), "cmap format 12 groups (4)"), (.nameString, "name string"),
        ]
        for (read, expected) in reads { XCTAssertEqual(read.words, expected) }

        XCTAssertEqual(FontLoadError.RegionEnd.file(size: 396).words, "the file has 396 bytes")
        XCTAssertEqual(FontLoadError.RegionEnd.table(tag: "cmap", end: 222).words, "table 'cmap' ends at byte 222")

        let details: [(FontLoadError.Detail, String)] = [
            (.pastEnd(.glyphIDArrayEntry(scalar: 0x41), at: 45976, end: .table(tag: "cmap", end: 222)),
             "cmap format 4 glyphIdArray entry for U+0041 at byte 45976 runs past the end (table 'cmap' ends at byte 222)"),
            (.tablePastEnd(tag: "head", length: 54, offset: 224, fileSize: 92),
             "table 'head' (54 bytes at byte 224) runs past the end of the file (92 bytes)"),
            (.noTable(tag: "hhea"), "the table directory has no 'hhea' table"),
            (.invalidField(.headerField(table: "head", field: "magicNumber"), value: 0x5F0F_3CF, allowed: .magicNumber(0x5F0F_3CF5)),
             "head.magicNumber is 0x5F0F3CF, not 0x5F0F3CF5"),
            (.invalidField(.headerField(table: "head", field: "unitsPerEm"), value: 16385, allowed: .range(16...16384)),
             "head.unitsPerEm is 16385, not in 16…16384"),
            (.invalidField(.headerField(table: "hhea", field: "numberOfHMetrics"), value: 0, allowed: .positive), "hhea.numberOfHMetrics is 0"),
            (.invalidField(.subtableField(format: 4, field: "segCountX2"), value: 0, allowed: .positiveEven),
             "cmap format 4 segCountX2 is 0, not a positive even number"),
            (.groupOutOfOrder(group: 2, first: 0x1F600, last: 0x41),
             "cmap format 12 group 2 covers U+1F600…U+0041, which is not after the previous group and within U+10FFFF"),
            (.fontOfSingleFont(index: -1), "font -1 asked of a file with one font"),
            (.fontOfCollection(index: 5, count: 2), "font 5 asked of a collection of 2"),
            (.unknownVersion(firstBytes: 0x0000_0000), "the file starts with '????' (0x0)"),
            (.unknownVersion(firstBytes: 0x4F54_5441), "the file starts with 'OTTA' (0x4F545441)"),
            (.unreadableSubtables([]), "cmap has no subtables"),
            (.unreadableSubtables([.init(platform: 1, encoding: 0, format: 6), .init(platform: 3, encoding: 1, format: 2)]),
             "cmap has 1/0 format 6, 3/1 format 2; Trellis reads Unicode subtables in format 4 or 12"),
        ]
        for (detail, expected) in details { XCTAssertEqual(detail.words, expected) }

        let error = FontLoadError(offset: 12, kind: .truncated(needed: 1), detail: .pastEnd(.tableTag, at: 12, end: .file(size: 12)))
        XCTAssertEqual(error.words, "at byte 12: file is truncated: 1 byte needed: table tag at byte 12 runs past the end (the file has 12 bytes)")
    }
}
