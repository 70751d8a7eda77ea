import XCTest
import TestSupport
@testable import Layout

/// The text read through its `String.UnicodeScalarView`, positions the view's indices: how the
/// scanner read text before it read bytes, and the oracle for the byte reader.
struct UnicodeScalarReader: ScalarReader {
    let scalars: String.UnicodeScalarView
    var start: String.Index { scalars.startIndex }
    var end: String.Index { scalars.endIndex }
    func scalar(at position: String.Index) -> (Unicode.Scalar, after: String.Index) {
        (scalars[position], scalars.index(after: position))
    }
    func textIndex(_ position: String.Index) -> String.Index { position }
}

/// The scanner reading bytes breaks every text where it breaks reading the scalar view: the same lines,
/// at the same indices, with the same widths and flags, on seeded random texts of ASCII, Latin
/// with accents, combining marks, CJK and its punctuation, emoji with joiners and flags, every
/// kind of space and newline (CR LF included), hyphens and minus signs, at many widths and in
/// both wrapping modes, with each built-in face.
final class LineScannerTests: XCTestCase {
    func testReadingBytesBreaksWhereReadingScalarsBreaks() {
        let pieces = ["a", "b", "word", "The", "quick", " ", "  ", "\t", "\n", "\r\n", "\r", "\u{0B}", "\u{85}", "\u{2028}",
                      "-", "-5", "\u{2010}", "\u{2013}", "\u{2014}", "\u{AD}", "é", "e\u{301}", "Ω", "ж", "日本", "語",
                      "、", "。", "「", "」", "（", "）", "\u{3000}", "\u{A0}", "\u{202F}", "\u{200B}", "👨\u{200D}👩",
                      "🇫🇷", "👍🏽", "\u{FE0F}", "ｗ", "W", "iiii", "MMMM", ",", ".", "!", "?", "(x)", "$12.50", "𝔸"]
        var checked = 0
        for seed in 0..<300 {
            var g = SplitMix64(seed: UInt64(seed) &+ 3_434)
            let text = (0..<g.int(0...40)).map { _ in g.pick(pieces) }.joined()
            let face = g.pick([FontFace.dejaVuSans, .dejaVuSansBold, .dejaVuSansMono])
            let width: Double? = g.chance(0.15) ? nil : g.pick([0, 1, 300, 1_000, 2_048, 4_000, 9_000, 20_000, .infinity])
            let wrapping: TextWrapping = g.chance(0.3) ? .char : .word
            var fast = LineScanner(text: text, face: face, maxWidthUnits: width, wrapping: wrapping)
            var slow = LineScanner(reader: UnicodeScalarReader(scalars: text.unicodeScalars), face: face, maxWidthUnits: width, wrapping: wrapping)
            var count = 0
            while true {
                let a = fast.next(), b = slow.next()
                guard let a, let b else {
                    XCTAssertEqual(a == nil, b == nil, "seed \(seed): one scanner ended first in \(text.debugDescription)")
                    break
                }
                let label = "seed \(seed), line \(count) of \(text.debugDescription) at \(String(describing: width))"
                XCTAssertEqual(a.start, b.start, label)
                XCTAssertEqual(a.textEnd, b.textEnd, label)
                XCTAssertEqual(String(text.unicodeScalars[a.start..<a.textEnd]), String(text.unicodeScalars[b.start..<b.textEnd]), label)
                XCTAssertEqual(a.contentUnits, b.contentUnits, label)
                XCTAssertEqual(a.fullUnits, b.fullUnits, label)
                XCTAssertEqual(a.endsParagraph, b.endsParagraph, label)
                XCTAssertEqual(a.isLast, b.isLast, label)
                count += 1
                checked += 1
                if count > 2_000 { XCTFail("seed \(seed): no end"); break }
            }
        }
        XCTAssertGreaterThan(checked, 1_000, "too few lines compared")
    }
}
