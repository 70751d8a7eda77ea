import XCTest
@testable import Layout

/// Line limits and truncation, with widths summed by hand from the DejaVu Sans table at
/// 2048 pt (one font unit a point). "…" is 2048 wide.
///
/// "Hello World Again": Hello 5191, space 651, World 5989, Again 1401 + 1300 + 1255 + 569 +
/// 1298 = 5823; in all 18305.
final class TextTruncationTests: XCTestCase {
    let big = Font.system(size: 2048)
    let text = "Hello World Again"

    private func line(_ text: String, width: Double?, lines: Int = 1, _ mode: TextTruncation) -> TextLine? {
        let layout = big.layout(text, width: width, lines: lines, truncation: mode)
        XCTAssertTrue(layout.isTruncated)
        return layout.lines.last
    }

    func testTail() {
        // Room for text: 12000 − 2048 = 9952. "Hello Wo" = 5191 + 651 + 2025 + 1253 = 9120;
        // with r (842) it would be 9962.
        XCTAssertEqual(line(text, width: 12000, .tail), TextLine(text: "Hello Wo…", width: 9120 + 2048))
    }

    func testHead() {
        // From the end: Again 5823, space, d 1300, l 569, r 842 → 5823 + 651 + 2711 = 9185;
        // with o (1253) it would be 10438 > 9952.
        XCTAssertEqual(line(text, width: 12000, .head), TextLine(text: "…rld Again", width: 2048 + 9185))
    }

    func testMiddle() {
        // The start gets half of 9952 = 4976: "Hell" = 3938 (with o 5191). The end gets the
        // rest, 9952 − 3938 = 6014: "Again" = 5823 (with the space and d, 7774).
        XCTAssertEqual(line(text, width: 12000, .middle), TextLine(text: "Hell…Again", width: 3938 + 2048 + 5823))
    }

    func testNoneDropsTheLinesPastTheLimit() {
        let layout = big.layout(text, width: 12000, lines: 1, truncation: .none)
        XCTAssertEqual(layout.lines, [TextLine(text: "Hello World", width: 11831)])
        XCTAssertTrue(layout.isTruncated)
    }

    func testTextThatFitsTheLimitIsNotTruncated() {
        for mode in TextTruncation.allCases {
            for limit in [0, 2, 3] {
                let layout = big.layout(text, width: 12000, lines: limit, truncation: mode)
                XCTAssertEqual(layout.lines.map(\.text), ["Hello World", "Again"], "\(mode) \(limit)")
                XCTAssertFalse(layout.isTruncated)
            }
        }
    }

    func testTheLastOfSeveralLinesIsTruncated() {
        // Line 2 would hold "Again Hello World" = 5823 + 651 + 5191 + 651 + 5989 = 18305.
        // Room 9952: "Again Hel" = 5823 + 651 + 1540 + 1260 + 569 = 9843 (with l, 10412).
        let layout = big.layout("Hello World Again Hello World", width: 12000, lines: 2)
        XCTAssertEqual(layout.lines, [
            TextLine(text: "Hello World", width: 11831),
            TextLine(text: "Again Hel…", width: 9843 + 2048),
        ])
        XCTAssertEqual(layout.size, TextSize(width: 11891, height: 2 * 2384))
        XCTAssertTrue(layout.isTruncated)
        XCTAssertEqual(layout.lastBaseline, 2384 + 1901)
    }

    func testAParagraphCutOffByTheNextGetsTheEllipsisAtTheEnd() {
        // No width: "Hello" + "…" = 5191 + 2048, whatever the mode.
        for mode in [TextTruncation.tail, .head, .middle] {
            XCTAssertEqual(line("Hello\nWorld", width: nil, mode), TextLine(text: "Hello…", width: 7239), "\(mode)")
        }
        // 6000 wide: "Hello…" (7239) does not fit; room 3952 holds "Hell" (3938).
        XCTAssertEqual(line("Hello\nWorld", width: 6000, .head), TextLine(text: "Hell…", width: 3938 + 2048))
    }

    func testSpacesNextToTheEllipsisAreDropped() {
        // Room 9952 − ... : width 9000 leaves 6952: "Hello " would be 5842, "Hello W" 7867.
        XCTAssertEqual(line(text, width: 9000, .tail), TextLine(text: "Hello…", width: 5191 + 2048))
    }

    func testAnEllipsisThatDoesNotFitStandsAlone() {
        XCTAssertEqual(line("Hello", width: 1000, .tail), TextLine(text: "…", width: 2048))
        XCTAssertEqual(line("Hello", width: 1000, .middle), TextLine(text: "…", width: 2048))
    }

    func testCharacterWrappingTruncatesTheSameWay() {
        let layout = big.layout(text, width: 12000, lines: 1, wrapping: .char, truncation: .tail)
        XCTAssertEqual(layout.lines, [TextLine(text: "Hello Wo…", width: 11168)])
    }

    func testTruncationKeepsClustersWhole() {
        // Four families of 2560; room in 8000 for 8000 − 2048 = 5952: two families (5120).
        let family = "👨‍👩‍👧"
        let layout = big.layout(String(repeating: family, count: 4), width: 8000, lines: 1, truncation: .tail)
        XCTAssertEqual(layout.lines, [TextLine(text: family + family + "…", width: 5120 + 2048)])
    }
}
