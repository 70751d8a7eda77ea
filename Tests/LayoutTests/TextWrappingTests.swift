import XCTest
@testable import Layout

/// Line breaking, with widths summed by hand from the DejaVu Sans table. At 2048 pt one font
/// unit is one point; a line is 1901 + 483 = 2384 pt high.
final class TextWrappingTests: XCTestCase {
    let big = Font.system(size: 2048)

    private func lines(_ text: String, width: Double?, wrapping: TextWrapping = .word) -> [String] {
        big.layout(text, width: width, wrapping: wrapping).lines.map(\.text)
    }

    private func widths(_ text: String, width: Double?, wrapping: TextWrapping = .word) -> [Double] {
        big.layout(text, width: width, wrapping: wrapping).lines.map(\.width)
    }

    func testBreaksBetweenWords() {
        // "Hello World" = 11831: one unit less does not fit.
        let layout = big.layout("Hello World", width: 11830)
        XCTAssertEqual(layout.lines.map(\.text), ["Hello", "World"])
        // Hello: 1540 + 1260 + 569 + 569 + 1253 = 5191; World: 2025 + 1253 + 842 + 569 + 1300 = 5989
        XCTAssertEqual(layout.lines.map(\.width), [5191, 5989])
        XCTAssertEqual(layout.size, TextSize(width: 5989, height: 2 * 2384))
        XCTAssertFalse(layout.isTruncated)
    }

    func testTextExactlyAsWideAsTheLineFits() {
        XCTAssertEqual(lines("Hello World", width: 11831), ["Hello World"])
        // At 17 pt the same text is 11831 × 17 / 2048 pt; the line fits at exactly that width…
        let font = Font.system(size: 17)
        let exact = 11831.0 * 17 / 2048
        XCTAssertEqual(font.layout("Hello World", width: exact).lineCount, 1)
        // …and not a thousandth of a point less.
        XCTAssertEqual(font.layout("Hello World", width: exact - 0.001).lineCount, 2)
    }

    func testSpacesAtASoftBreakHangAndDoNotCount() {
        // "Hello" + 3 spaces = 5191 + 1953 = 7144 > 6000, but the spaces hang.
        XCTAssertEqual(lines("Hello   World", width: 6000), ["Hello", "World"])
        XCTAssertEqual(widths("Hello   World", width: 6000), [5191, 5989])
        // The narrowest line that holds World (5989) holds both, spaces hanging after Hello.
        XCTAssertEqual(lines("Hello   World", width: 5989), ["Hello", "World"])
    }

    func testSpacesBeforeANewlineOrAtTheEndCountUpToTheWidth() {
        // "ab  " = 1255 + 1300 + 2 × 651 = 3857
        XCTAssertEqual(widths("ab  \ncd", width: nil), [3857, 1126 + 1300])
        // "Hello" + 5 spaces = 5191 + 3255 = 8446, capped at the line's 6000.
        XCTAssertEqual(lines("Hello     ", width: 6000), ["Hello     "])
        XCTAssertEqual(widths("Hello     ", width: 6000), [6000])
    }

    func testLeadingSpacesCount() {
        // 3 × 651 + 5191 = 7144 fits in 8000.
        XCTAssertEqual(widths("   Hello", width: 8000), [7144])
        // In 6000 it does not: the line breaks after the spaces, which then hang.
        XCTAssertEqual(lines("   Hello", width: 6000), ["", "Hello"])
    }

    func testAWordLongerThanTheLineIsBrokenBetweenCharacters() {
        // x = 1212, the line 4 × 1212 = 4848. "ab" = 1255 + 1300 = 2555 goes first; the ten x's
        // start a new line and fill it four at a time.
        XCTAssertEqual(lines("ab xxxxxxxxxx", width: 4848), ["ab", "xxxx", "xxxx", "xx"])
        XCTAssertEqual(widths("ab xxxxxxxxxx", width: 4848), [2555, 4848, 4848, 2424])
    }

    func testCharacterWrapping() {
        // "ab x" = 2555 + 651 + 1212 = 4418 fits in 4848; another x (5630) does not.
        XCTAssertEqual(lines("ab xxxxxxxxxx", width: 4848, wrapping: .char), ["ab x", "xxxx", "xxxx", "x"])
        XCTAssertEqual(widths("ab xxxxxxxxxx", width: 4848, wrapping: .char), [4418, 4848, 4848, 1212])
    }

    func testACharacterWiderThanTheLineTakesALineOfItsOwn() {
        // H is 1540 wide: it overflows a 1000 line but is placed; "ll" = 1138 does not fit.
        XCTAssertEqual(lines("Hello", width: 1000), ["H", "e", "l", "l", "o"])
        XCTAssertEqual(lines("Hello", width: 0), ["H", "e", "l", "l", "o"])
    }

    func testNewlinesAlwaysBreak() {
        XCTAssertEqual(lines("Hello\nWorld", width: 100_000), ["Hello", "World"])
        XCTAssertEqual(lines("Hello\r\nWorld", width: nil), ["Hello", "World"])
        XCTAssertEqual(lines("Hello\rWorld\u{2029}!", width: nil), ["Hello", "World", "!"])
        XCTAssertEqual(lines("a\n\nb", width: nil), ["a", "", "b"])
        XCTAssertEqual(lines("a\n", width: nil), ["a", ""])
        XCTAssertEqual(lines("\n", width: nil), ["", ""])
        XCTAssertEqual(big.layout("a\n").size, TextSize(width: 1255, height: 2 * 2384))
    }

    func testHyphensAndDashesAllowBreaks() {
        // "well-" = 1675 + 1260 + 569 + 569 + 739 = 4812; "known" = 1186 + 1298 + 1253 + 1675 + 1298 = 6710
        XCTAssertEqual(lines("well-known", width: 7000), ["well-", "known"])
        XCTAssertEqual(widths("well-known", width: 7000), [4812, 6710])
        // A minus sign before a digit is not a hyphen: "x -5" breaks after the space only.
        // "x -" = 1212 + 651 + 739 = 2602 fits 3000, "-5" (739 + 1303) goes down whole.
        XCTAssertEqual(lines("x -5", width: 3000), ["x", "-5"])
        XCTAssertEqual(lines("x-y", width: 2500), ["x-", "y"])
        // "word—" = 1675 + 1253 + 842 + 1300 + 2048 = 7118
        XCTAssertEqual(lines("word—word", width: 8000), ["word—", "word"])
    }

    func testCJKBreaksBetweenCharacters() {
        // Each ideograph is 2048 (1 em).
        XCTAssertEqual(lines("中文字", width: 4096), ["中文", "字"])
        // "abc中" = 1255 + 1300 + 1126 + 2048 = 5729
        XCTAssertEqual(lines("abc中文", width: 5729), ["abc中", "文"])
    }

    func testClosingPunctuationNeverStartsALineNorOpeningEndsOne() {
        // "中文。" does not fit 4096, and 。 may not start a line: 文 goes down with it.
        XCTAssertEqual(lines("中文。", width: 4096), ["中", "文。"])
        // 「 may not end a line.
        XCTAssertEqual(lines("中「文", width: 4096), ["中", "「文"])
    }

    func testClustersAreNeverSplit() {
        // Two ZWJ families, 2560 each, in a 3000 line: one a line, each whole.
        let family = "👨‍👩‍👧"
        XCTAssertEqual(lines(family + family, width: 3000, wrapping: .char), [family, family])
        // e + combining acute is 1260 + 0; two of them in a 1300 line.
        XCTAssertEqual(lines("e\u{301}e\u{301}", width: 1300, wrapping: .char), ["e\u{301}", "e\u{301}"])
        XCTAssertEqual(lines("🇫🇷🇩🇪", width: 3000, wrapping: .char), ["🇫🇷", "🇩🇪"])
    }

    func testNoWidthMeansNoWrapping() {
        let text = String(repeating: "word ", count: 200)
        XCTAssertEqual(big.layout(text).lineCount, 1)
        XCTAssertEqual(big.layout(text, width: .infinity).lineCount, 1)
        XCTAssertEqual(big.layout(text, width: .nan).lineCount, 1)
    }

    func testEmptyText() {
        let layout = Font.system(size: 17).layout("", width: 100, lines: 2)
        XCTAssertEqual(layout.lines, [])
        XCTAssertEqual(layout.size, .zero)
        XCTAssertFalse(layout.isTruncated)
        // Baselines are where a first line's would be: the ascender, 1901 × 17 / 2048.
        XCTAssertEqual(layout.firstBaseline, 1901.0 * 17 / 2048, accuracy: 1e-12)
        XCTAssertEqual(layout.lastBaseline, layout.firstBaseline)
    }

    func testBaselines() {
        let layout = big.layout("Hello World Again", width: 12000)
        XCTAssertEqual(layout.lineCount, 2)
        XCTAssertEqual(layout.lineHeight, 2384)
        XCTAssertEqual(layout.firstBaseline, 1901)
        // One line height lower: 2384 + 1901
        XCTAssertEqual(layout.lastBaseline, 4285)
    }
}
