import TestSupport
import XCTest
@testable import Shell

/// `SVGElement.escape` returns most values as they are without looking at them a scalar at a
/// time; `escapeEachScalar`, which always does (RenderSVGTests pins it by example), is the oracle.
final class SVGEscapeTests: XCTestCase {
    func testEscapingAgreesWithTheScalarRuleOnRandomText() {
        // Scalars whose UTF-8 starts with 0xC2 or 0xEF, escaped or not: ¢ U+0080 U+0085 U+00A0,
        // U+FFFD U+FFFE U+FFFF ﬁ.
        let pieces: [Unicode.Scalar] = ["a", "7", ".", "#", "&", "<", ">", "\"", "'", "\t", "\n", "\r", "\u{0}", "\u{1B}", "\u{7F}",
                                        "¢", "\u{80}", "\u{85}", "\u{A0}", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}", "ﬁ", "é", "😀"]
        var random = SplitMix64(seed: 350)
        for _ in 0..<3_000 {
            var text = ""
            for _ in 0..<random.int(0...10) { text.unicodeScalars.append(random.pick(pieces)) }
            for quotes in [false, true] {
                XCTAssertEqual(SVGElement.escape(text, quotes: quotes), SVGElement.escapeEachScalar(text, quotes: quotes), text.debugDescription)
            }
        }
    }
}
