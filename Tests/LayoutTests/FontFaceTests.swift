import XCTest
@testable import Layout

/// The built-in faces and fonts, against numbers read off the generated tables.
final class FontFaceTests: XCTestCase {
    func testBuiltInMetricsAreDejaVus() {
        let sans = FontFace.dejaVuSans
        XCTAssertEqual(sans.name, "DejaVu Sans")
        XCTAssertEqual(sans.unitsPerEm, 2048)
        XCTAssertEqual(sans.ascender, 1901)
        XCTAssertEqual(sans.descender, -483)
        XCTAssertEqual(sans.lineGap, 0)
        XCTAssertEqual(sans.missingGlyphAdvance, 1229)
        XCTAssertEqual(FontFace.dejaVuSansBold.name, "DejaVu Sans Bold")
        XCTAssertEqual(FontFace.dejaVuSansMono.name, "DejaVu Sans Mono")
    }

    func testAdvancesComeFromTheTables() {
        let sans = FontFace.dejaVuSans
        XCTAssertEqual(sans.advance(of: " "), 651)
        XCTAssertEqual(sans.advance(of: "H"), 1540)
        XCTAssertEqual(sans.advance(of: "e"), 1260)
        XCTAssertEqual(sans.advance(of: "é"), 1260)
        XCTAssertEqual(sans.advance(of: "\u{2019}"), 651, "right single quotation mark")
        XCTAssertEqual(sans.advance(of: "\u{2014}"), 2048, "em dash")
        XCTAssertEqual(sans.advance(of: "\u{2026}"), 2048, "ellipsis")
        XCTAssertEqual(sans.advance(of: "Ж"), FontFace.dejaVuSans.advance(of: "Ж"))
        XCTAssertTrue(sans.hasGlyph(for: "Ж"))
        XCTAssertTrue(sans.hasGlyph(for: "λ"))
        XCTAssertEqual(FontFace.dejaVuSansBold.advance(of: "H"), 1714)
        XCTAssertEqual(FontFace.dejaVuSansMono.advance(of: "H"), 1233)
        XCTAssertEqual(FontFace.dejaVuSansMono.advance(of: "W"), 1233)
    }

    func testFallbacksForCharactersTheTablesLack() {
        let sans = FontFace.dejaVuSans
        XCTAssertFalse(sans.hasGlyph(for: "中"))
        XCTAssertEqual(sans.advance(of: "中"), 2048, "CJK ideograph: 1 em")
        XCTAssertEqual(sans.advance(of: "か"), 2048, "hiragana: 1 em")
        XCTAssertEqual(sans.advance(of: "한"), 2048, "hangul: 1 em")
        XCTAssertEqual(sans.advance(of: "Ａ"), 2048, "fullwidth A: 1 em")
        XCTAssertEqual(sans.advance(of: "😀"), 2560, "emoji: 1.25 × 2048")
        XCTAssertEqual(sans.advance(of: "\u{200D}"), 0, "zero-width joiner")
        XCTAssertEqual(sans.advance(of: "\u{FE0F}"), 0, "variation selector")
        XCTAssertEqual(sans.advance(of: "\u{0301}"), 0, "combining acute")
        XCTAssertEqual(sans.advance(of: "\u{00AD}"), 0, "soft hyphen is invisible unless broken")
        XCTAssertEqual(sans.advance(of: "\u{0007}"), 0, "control character")
        XCTAssertEqual(sans.advance(of: "\t"), 4 * 651, "tab: four spaces")
        XCTAssertEqual(sans.advance(of: "\u{10FF}"), 1229, "Georgian letter missing from the tables: .notdef")
        // The mono table maps U+0301 with an advance of 1233; marks measure 0 all the same.
        XCTAssertEqual(FontFace.dejaVuSansMono.advance(of: "\u{0301}"), 0)
    }

    func testFontMetricsScaleWithThePointSize() {
        let font = Font.system(size: 17)
        // 17 pt / 2048 units: ascender 1901 × 17 / 2048 = 15.7797…, descender −483 × 17 / 2048.
        XCTAssertEqual(font.ascender, 1901.0 * 17 / 2048, accuracy: 1e-12)
        XCTAssertEqual(font.descender, -483.0 * 17 / 2048, accuracy: 1e-12)
        XCTAssertEqual(font.lineGap, 0)
        XCTAssertEqual(font.leading, 0)
        // (1901 + 483 + 0) × 17 / 2048 = 2384 × 17 / 2048 = 19.7890625 exactly.
        XCTAssertEqual(font.lineHeight, 19.7890625)
        XCTAssertEqual(font.description, "DejaVu Sans 17")
        XCTAssertEqual(Font(face: .dejaVuSans, pointSize: -3).pointSize, 0)
        XCTAssertEqual(Font(face: .dejaVuSans, pointSize: .nan).pointSize, 0)
    }

    func testFacesAndFontsCompareByValue() {
        XCTAssertEqual(FontFace.dejaVuSans, FontFace(table: .dejaVuSans))
        XCTAssertNotEqual(FontFace.dejaVuSans, FontFace.dejaVuSansBold)
        XCTAssertEqual(Font.system(size: 17), Font(face: .dejaVuSans, pointSize: 17))
        XCTAssertNotEqual(Font.system(size: 17), Font.boldSystem(size: 17))
        XCTAssertEqual(Set([Font.system(size: 17), Font.system(size: 17), Font.monospaced(size: 17)]).count, 2)
    }
}
