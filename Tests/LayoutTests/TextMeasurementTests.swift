import TestSupport
import XCTest
@testable import Layout

/// The fast path (`TextLayout.measure`, `Font.measure`) against the full layout, and the
/// invariants every layout keeps, over many texts, widths, limits and modes.
final class TextMeasurementTests: XCTestCase {
    private static let words = [
        "the", "quick", "brown", "fox", "jumps", "over", "a", "lazy", "dog", "well-known",
        "supercalifragilisticexpialidocious", "中文", "字", "です。", "😀", "👨‍👩‍👧", "🇫🇷",
        "naïve", "e\u{301}", "—", "Ж", "λόγος", "\t", "", "「引用」",
    ]

    private static func sentences(count: Int) -> [String] {
        var random = SplitMix64(seed: 7)
        return (0..<count).map { _ in
            let length = Int(random.next() % 24)
            var text = ""
            for _ in 0..<length {
                text += words[Int(random.next() % UInt64(words.count))]
                switch random.next() % 10 {
                case 0: text += "\n"
                case 1: text += "  "
                case 2: text += ""
                default: text += " "
                }
            }
            return text
        }
    }

    func testMeasureAgreesWithLayout() {
        let fonts = [Font.system(size: 17), Font.boldSystem(size: 13), Font.monospaced(size: 11)]
        for (index, text) in Self.sentences(count: 120).enumerated() {
            let font = fonts[index % fonts.count]
            for width in [nil, 0, 30, 100, 217.5, 320] as [Double?] {
                for limit in [0, 1, 2, 3] {
                    for wrapping in TextWrapping.allCases {
                        for truncation in TextTruncation.allCases {
                            let options = TextLayoutOptions(maxWidth: width, lineLimit: limit, wrapping: wrapping, truncation: truncation)
                            let layout = TextLayout(text: text, font: font, options: options)
                            let measured = TextLayout.measure(text, font: font, options: options)
                            let context = "\(text.debugDescription) \(options)"
                            XCTAssertEqual(measured.size, layout.size, context)
                            XCTAssertEqual(measured.lineCount, layout.lineCount, context)
                            XCTAssertEqual(measured.isTruncated, layout.isTruncated, context)
                            XCTAssertEqual(measured.lastBaseline, layout.lastBaseline, context)
                            checkInvariants(layout, text: text, font: font, options: options, context: context)
                        }
                    }
                }
            }
        }
    }

    private func checkInvariants(_ layout: TextLayout, text: String, font: Font, options: TextLayoutOptions, context: String) {
        if options.lineLimit > 0 { XCTAssertLessThanOrEqual(layout.lineCount, options.lineLimit, context) }
        XCTAssertEqual(layout.size.height, Double(layout.lineCount) * font.lineHeight, context)
        XCTAssertEqual(layout.size.width, layout.lines.map(\.width).max() ?? 0, context)
        for line in layout.lines {
            // A line is no wider than the width, unless it is one cluster or an ellipsis alone
            // (and the spaces that end a paragraph, which count only up to the width).
            if let maxWidth = options.maxWidth, line.width > maxWidth + 1e-9 {
                let visible = line.text.reversed().drop { $0 == " " || $0 == "\t" }
                XCTAssertEqual(visible.count, 1, "\(line) \(context)")
            }
            XCTAssertFalse(line.text.contains("\n"), context)
        }
        // Untruncated lines hold all the text: only spaces at soft breaks and newlines go.
        if !layout.isTruncated {
            let strip: (String) -> String = { String($0.unicodeScalars.filter { $0 != " " && $0 != "\t" && $0 != "\n" }.map(Character.init)) }
            XCTAssertEqual(strip(layout.lines.map(\.text).joined()), strip(text), context)
        } else if options.truncation != .none {
            XCTAssertTrue(layout.lines.last?.text.contains("…") ?? false, context)
        }
    }

    func testFontMeasureIsTheLayoutsSize() {
        let font = Font.system(size: 17)
        let text = "This is some long text that should wrap onto a few lines in a narrow label."
        XCTAssertEqual(font.measure(text, width: 120), font.layout(text, width: 120).size)
        XCTAssertEqual(font.measure(text, width: 120, lines: 2), font.layout(text, width: 120, lines: 2).size)
        XCTAssertGreaterThan(font.layout(text, width: 120).lineCount, 2)
    }
}
