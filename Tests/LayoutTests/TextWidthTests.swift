import XCTest
@testable import Layout

/// String widths, checked against sums of the DejaVu table values done by hand.
///
/// At 2048 pt one font unit is one point, so widths are the sums of the advances.
final class TextWidthTests: XCTestCase {
    let big = Font.system(size: 2048)

    func testWidthIsTheSumOfTheAdvances() {
        // H 1540 + e 1260 + l 569 + l 569 + o 1253 = 5191
        XCTAssertEqual(big.width(of: "Hello"), 5191)
        // "Hello" 5191 + space 651 + W 2025 + o 1253 + r 842 + l 569 + d 1300 = 11831
        XCTAssertEqual(big.width(of: "Hello World"), 11831)
        XCTAssertEqual(big.width(of: ""), 0)
    }

    func testWidthAtARealSize() {
        // 5191 units × 17 / 2048 = 88247 / 2048 = 43.08935546875 pt, exactly.
        XCTAssertEqual(Font.system(size: 17).width(of: "Hello"), 43.08935546875)
        // Bold: H 1714 + e 1389 + l 702 + l 702 + o 1407 = 5914; × 17 / 2048 = 100538 / 2048 = 49.0908203125
        XCTAssertEqual(Font.boldSystem(size: 17).width(of: "Hello"), 49.0908203125)
        // Mono: 5 × 1233 = 6165; × 13 / 2048 = 39.1333…
        XCTAssertEqual(Font.monospaced(size: 13).width(of: "Hello"), 6165.0 * 13 / 2048, accuracy: 1e-12)
    }

    func testSpacesCount() {
        // Leading and trailing spaces count: 2 × 651 + a 1255 + 3 × 651 = 4510
        XCTAssertEqual(big.width(of: "  a   "), 4510)
        // Tab: four spaces, 4 × 651 = 2604; + a 1255 = 3859
        XCTAssertEqual(big.width(of: "\ta"), 3859)
        // No-break space U+00A0: 651 in DejaVu Sans.
        XCTAssertEqual(big.width(of: "a\u{00A0}a"), 1255 + 651 + 1255)
    }

    func testNewlinesMakeTheWidestLineTheWidth() {
        // "Hello" 5191, "World" 2025 + 1253 + 842 + 569 + 1300 = 5989
        XCTAssertEqual(big.width(of: "Hello\nWorld"), 5989)
        XCTAssertEqual(big.width(of: "Hello\r\nWorld"), 5989)
        XCTAssertEqual(big.width(of: "Hello\u{2028}World"), 5989)
    }

    func testCJKAndEmojiFallbacks() {
        // Three ideographs, 1 em each: 3 × 2048
        XCTAssertEqual(big.width(of: "中文字"), 6144)
        // Hiragana and a fullwidth comma: 1 em each
        XCTAssertEqual(big.width(of: "です、"), 6144)
        // An emoji is 1.25 em: 2560
        XCTAssertEqual(big.width(of: "😀"), 2560)
        // Clusters count once: a ZWJ family, a flag, a skin tone, a red heart with VS16.
        XCTAssertEqual(big.width(of: "👨‍👩‍👧"), 2560)
        XCTAssertEqual(big.width(of: "🇫🇷"), 2560)
        XCTAssertEqual(big.width(of: "🇫🇷🇩🇪"), 5120, "two flags")
        XCTAssertEqual(big.width(of: "👍🏽"), 2560)
        // A heart U+2764 with variation selector 16: the selector adds nothing.
        XCTAssertEqual(big.width(of: "\u{2764}\u{FE0F}"), big.width(of: "\u{2764}"))
        // e + combining acute: 1260 + 0
        XCTAssertEqual(big.width(of: "e\u{0301}"), 1260)
    }

    func testMeasureWithoutAWidth() {
        // One line: the width of the text by one line height, 2384 units at 2048 pt.
        XCTAssertEqual(big.measure("Hello"), TextSize(width: 5191, height: 2384))
        XCTAssertEqual(big.measure("Hello\nWorld"), TextSize(width: 5989, height: 2 * 2384))
        XCTAssertEqual(big.measure(""), .zero)
    }

    func testSizeRoundsUpToPixels() {
        // "Hello" at 17 pt on one line: 43.08935546875 by 19.7890625.
        let size = TextSize(width: 43.08935546875, height: 19.7890625)
        // 2 px/pt: 86.18 → 87 px = 43.5 pt; 39.58 → 40 px = 20 pt
        XCTAssertEqual(size.roundedUp(scale: 2), TextSize(width: 43.5, height: 20))
        // 3 px/pt: 129.27 → 130 px; 59.37 → 60 px
        XCTAssertEqual(size.roundedUp(scale: 3), TextSize(width: 130.0 / 3, height: 20))
        XCTAssertEqual(size.roundedUp(), TextSize(width: 44, height: 20))
    }
}
