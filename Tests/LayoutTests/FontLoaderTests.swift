import Foundation
import TestSupport
import XCTest
@testable import Layout

final class FontLoaderTests: XCTestCase {
    private func load(_ font: inout SyntheticTrueType, index: Int = 0) throws -> FontFace {
        try FontFace(trueTypeData: font.bytes(), fontIndex: index)
    }

    private func loadError(_ bytes: [UInt8], index: Int = 0, file: StaticString = #filePath, line: UInt = #line) -> FontLoadError? {
        do {
            _ = try FontFace(trueTypeData: bytes, fontIndex: index)
            XCTFail("expected an error", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    func testReadsMetricsAndAdvancesFromFormat12() throws {
        var font = SyntheticTrueType()
        let face = try load(&font)
        XCTAssertEqual(face.name, "Trellis Test Regular")
        XCTAssertEqual(face.unitsPerEm, 1000)
        XCTAssertEqual(face.ascender, 800)
        XCTAssertEqual(face.descender, -200)
        XCTAssertEqual(face.lineGap, 90)
        XCTAssertEqual(face.missingGlyphAdvance, 500)
        XCTAssertEqual(face.advance(of: " "), 250)
        XCTAssertEqual(face.advance(of: "A"), 600)
        XCTAssertEqual(face.advance(of: "B"), 700)
        XCTAssertEqual(face.advance(of: "C"), 250, "glyph 4 is past numberOfHMetrics: it takes the last advance")
        XCTAssertEqual(face.advance(of: "\u{1F600}"), 700, "mapped in format 12 to glyph 2")
        XCTAssertEqual(face.advance(of: "Z"), 500, "unmapped: the .notdef advance")
        XCTAssertEqual(face.advance(of: "中"), 1000, "unmapped East Asian Wide: 1 em")
        XCTAssertEqual(face.advance(of: "\t"), 1000, "a tab is four spaces: 4 × 250")
        XCTAssertEqual(face.mappedScalarCount, 5)

        // At 10 pt one unit is 10/1000 pt: "AB C" = (600 + 700 + 250 + 250) × 0.01 = 18 pt.
        let font10 = Font(face: face, pointSize: 10)
        XCTAssertEqual(font10.width(of: "AB C"), 18, accuracy: 1e-12)
        // Line height: (800 − (−200) + 90) × 0.01 = 10.9 pt.
        XCTAssertEqual(font10.lineHeight, 10.9, accuracy: 1e-12)
    }

    func testReadsFormat4WhenItIsTheOnlySubtable() throws {
        var font = SyntheticTrueType()
        font.includeFormat12 = false
        let face = try load(&font)
        XCTAssertEqual(face.advance(of: " "), 250)
        XCTAssertEqual(face.advance(of: "A"), 600)
        XCTAssertEqual(face.advance(of: "B"), 700)
        XCTAssertEqual(face.advance(of: "C"), 250)
        XCTAssertFalse(face.hasGlyph(for: "\u{1F600}"))
        XCTAssertEqual(face.advance(of: "\u{1F600}"), 1250, "unmapped emoji: 1.25 em")
        XCTAssertEqual(face.mappedScalarCount, 4)
    }

    /// Overlapping format 4 segments (found by fuzzing: 4,096 segments of U+0000…U+FFFE took
    /// 10 s to load): the first segment that covers a code point maps it, and each code point
    /// is read once.
    func testOverlappingFormat4SegmentsMapEachCodePointOnce() throws {
        var font = SyntheticTrueType()
        font.includeFormat12 = false
        let toGlyph1 = UInt16(truncatingIfNeeded: 1 - 0x41), toGlyph2 = UInt16(truncatingIfNeeded: 2 - 0x41)
        font.format4DeltaSegments = [(0x0000, 0xFFFE, toGlyph1)] + Array(repeating: (0x0000, 0xFFFE, toGlyph2), count: 63)
        let face = try load(&font)
        XCTAssertEqual(face.advance(of: "A"), 600, "glyph 1, from the first segment")
        // U+0000…U+FFFE less the 2,048 surrogates and the code point that maps to glyph 0 (U+0040).
        XCTAssertEqual(face.mappedScalarCount, 0xFFFF - 2048 - 1)
    }

    func testReadsTheFirstFontOfACollection() throws {
        var font = SyntheticTrueType()
        font.asCollection = true
        let face = try load(&font)
        XCTAssertEqual(face.advance(of: "B"), 700)
        let error = loadError(font.bytes(), index: 1)
        XCTAssertEqual(error?.kind, .fontIndexOutOfRange(count: 1))
        XCTAssertEqual(error?.offset, 8)
        XCTAssertEqual(error?.detail, .fontOfCollection(index: 1, count: 1))
        font.asCollection = false
        XCTAssertEqual(loadError(font.bytes(), index: 1)?.detail, .fontOfSingleFont(index: 1))
    }

    func testAFileWithoutANameTableHasAnEmptyName() throws {
        var font = SyntheticTrueType()
        font.fullName = nil
        XCTAssertEqual(try load(&font).name, "")
    }

    func testEmptyAndTinyFilesAreTruncated() {
        XCTAssertEqual(loadError([])?.kind, .truncated(needed: 4))
        XCTAssertEqual(loadError([])?.detail, .pastEnd(.versionTag, at: 0, end: .file(size: 0)))
        XCTAssertEqual(loadError([0, 1])?.offset, 0)
        // A valid version tag and nothing else: numTables is missing at byte 4.
        let error = loadError(be32(0x0001_0000))
        XCTAssertEqual(error?.kind, .truncated(needed: 2))
        XCTAssertEqual(error?.offset, 4)
        XCTAssertEqual(error?.detail, .pastEnd(.numTables, at: 4, end: .file(size: 4)))
    }

    func testRejectsAFileThatIsNotAFont() {
        let error = loadError(Array("GIF89a, certainly not a font".utf8))
        XCTAssertEqual(error?.kind, .notAFont)
        XCTAssertEqual(error?.offset, 0)
        XCTAssertEqual(error?.detail, .unknownVersion(firstBytes: 0x4749_4638), "GIF8")
    }

    func testReportsAMissingTable() {
        var font = SyntheticTrueType()
        font.omittedTables = ["hhea"]
        let error = loadError(font.bytes())
        XCTAssertEqual(error?.kind, .missingTable("hhea"))
        XCTAssertEqual(error?.offset, 4, "points at numTables in the directory")
        XCTAssertEqual(error?.detail, .noTable(tag: "hhea"))
    }

    func testReportsATableThatRunsPastTheEndOfTheFile() throws {
        var font = SyntheticTrueType()
        font.fullName = nil
        let bytes = font.bytes()
        let hmtxStart = try XCTUnwrap(font.tableOffsets["hmtx"])
        // Cut the file in the middle of hmtx, the last table.
        let error = loadError(Array(bytes.prefix(hmtxStart + 6)))
        guard case .truncated = error?.kind else { return XCTFail("\(String(describing: error))") }
        XCTAssertEqual(error?.detail, .tablePastEnd(tag: "hmtx", length: 18, offset: hmtxStart, fileSize: hmtxStart + 6))
    }

    func testReportsMoreHorizontalMetricsThanHmtxHolds() {
        var font = SyntheticTrueType()
        font.numberOfHMetrics = 40
        let error = loadError(font.bytes())
        XCTAssertEqual(error?.kind, .truncated(needed: 160), "40 metrics × 4 bytes")
        XCTAssertEqual(error?.offset, font.tableOffsets["hmtx"])
        let hmtx = font.tableOffsets["hmtx"] ?? -1
        XCTAssertEqual(error?.detail, .pastEnd(.horizontalMetrics(count: 40), at: hmtx, end: .table(tag: "hmtx", end: hmtx + 18)))
    }

    func testReportsInvalidHeadAndHheaValues() {
        var font = SyntheticTrueType()
        font.unitsPerEm = 0
        var error = loadError(font.bytes())
        XCTAssertEqual(error?.kind, .invalidValue)
        XCTAssertEqual(error?.offset, (font.tableOffsets["head"] ?? -1) + 18)
        XCTAssertEqual(error?.detail, .invalidField(.headerField(table: "head", field: "unitsPerEm"), value: 0, allowed: .range(16...16384)))

        font = SyntheticTrueType()
        font.magic = 0xDEAD_BEEF
        error = loadError(font.bytes())
        XCTAssertEqual(error?.kind, .invalidValue)
        XCTAssertEqual(error?.offset, (font.tableOffsets["head"] ?? -1) + 12)
        XCTAssertEqual(error?.detail, .invalidField(.headerField(table: "head", field: "magicNumber"), value: 0xDEAD_BEEF,
                                                    allowed: .magicNumber(0x5F0F_3CF5)))

        font = SyntheticTrueType()
        font.numberOfHMetrics = 0
        error = loadError(font.bytes())
        XCTAssertEqual(error?.kind, .invalidValue)
        XCTAssertEqual(error?.offset, (font.tableOffsets["hhea"] ?? -1) + 34)
        XCTAssertEqual(error?.detail, .invalidField(.headerField(table: "hhea", field: "numberOfHMetrics"), value: 0, allowed: .positive))
    }

    func testReportsAnUnsupportedCharacterMap() {
        var font = SyntheticTrueType()
        font.includeFormat4 = false
        font.includeFormat12 = false
        font.extraCmapSubtableFormat6 = true
        let error = loadError(font.bytes())
        XCTAssertEqual(error?.kind, .unsupportedCharacterMap)
        XCTAssertEqual(error?.offset, font.tableOffsets["cmap"])
        XCTAssertEqual(error?.detail, .unreadableSubtables([FontLoadError.Subtable(platform: 1, encoding: 0, format: 6)]))
    }

    func testReportsCorruptCharacterMapSubtables() {
        var font = SyntheticTrueType()
        font.includeFormat12 = false
        font.format4SegCountX2 = 5
        XCTAssertEqual(loadError(font.bytes())?.kind, .invalidValue)
        XCTAssertEqual(loadError(font.bytes())?.detail,
                       .invalidField(.subtableField(format: 4, field: "segCountX2"), value: 5, allowed: .positiveEven))

        font = SyntheticTrueType()
        font.format12Groups = [(0x41, 0x42, 1), (0x20, 0x20, 3)]  // not sorted
        XCTAssertEqual(loadError(font.bytes())?.kind, .invalidValue)
        XCTAssertEqual(loadError(font.bytes())?.detail, .groupOutOfOrder(group: 1, first: 0x20, last: 0x20))

        font = SyntheticTrueType()
        font.format12Groups = [(0x41, 0x11_0000, 1)]  // past U+10FFFF
        XCTAssertEqual(loadError(font.bytes())?.kind, .invalidValue)
        XCTAssertEqual(loadError(font.bytes())?.detail, .groupOutOfOrder(group: 0, first: 0x41, last: 0x11_0000))
    }

    /// Every prefix of the file, and many files with random bytes changed, give a face or an
    /// error: never a crash.
    func testNeverTrapsOnTruncatedOrCorruptBytes() {
        var font = SyntheticTrueType()
        let bytes = font.bytes()
        // hmtx is the last table the measurements need: 4 long metrics and one bearing.
        let requiredEnd = (font.tableOffsets["hmtx"] ?? bytes.count) + 4 * 4 + 2
        for length in 0..<bytes.count {
            do {
                _ = try FontFace(trueTypeData: Array(bytes.prefix(length)))
                XCTAssertGreaterThanOrEqual(length, requiredEnd, "only a cut past the tables the measurements need may load")
            } catch {
                XCTAssertLessThanOrEqual(error.offset, length, "an error points inside the file")
            }
        }
        var random = SplitMix64(seed: 42)
        for _ in 0..<3000 {
            var corrupt = bytes
            for _ in 0..<(1 + Int(random.next() % 4)) {
                corrupt[Int(random.next() % UInt64(corrupt.count))] = UInt8(truncatingIfNeeded: random.next())
            }
            _ = try? FontFace(trueTypeData: corrupt)
        }
    }

    /// The loader and the generated tables read the same numbers from the DejaVu files.
    func testLoaderAgreesWithTheBuiltInTables() throws {
        let directory = "/usr/share/fonts/truetype/dejavu/"
        let pairs: [(String, FontFace)] = [
            ("DejaVuSans.ttf", .dejaVuSans), ("DejaVuSans-Bold.ttf", .dejaVuSansBold),
            ("DejaVuSansMono.ttf", .dejaVuSansMono),
        ]
        guard FileManager.default.fileExists(atPath: directory + "DejaVuSans.ttf") else {
            throw XCTSkip("DejaVu fonts are not installed at \(directory)")
        }
        for (file, builtIn) in pairs {
            guard let data = FileManager.default.contents(atPath: directory + file) else { continue }
            let loaded = try FontFace(trueTypeData: [UInt8](data))
            XCTAssertEqual(loaded.name, builtIn.name, file)
            XCTAssertEqual(loaded.unitsPerEm, builtIn.unitsPerEm, file)
            XCTAssertEqual(loaded.ascender, builtIn.ascender, file)
            XCTAssertEqual(loaded.descender, builtIn.descender, file)
            XCTAssertEqual(loaded.lineGap, builtIn.lineGap, file)
            XCTAssertEqual(loaded.missingGlyphAdvance, builtIn.missingGlyphAdvance, file)
            XCTAssertGreaterThan(loaded.mappedScalarCount, builtIn.mappedScalarCount, file)
            var compared = 0
            for value in UInt32(0)..<0x2600 {
                guard let scalar = Unicode.Scalar(value), builtIn.hasGlyph(for: scalar) else { continue }
                XCTAssertEqual(loaded.advance(of: scalar), builtIn.advance(of: scalar), "\(file) U+\(String(value, radix: 16))")
                compared += 1
            }
            XCTAssertEqual(compared, builtIn.mappedScalarCount, file)
        }
    }
}
