import TestSupport
import XCTest
@testable import Shell

/// `SVGElement.escape` returns most values as they are without looking at them a scalar at a
/// time; the oracle here always does, as the rule is written.
final class SVGEscapeTests: XCTestCase {
    static func oracle(_ text: String, quotes: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "'" where quotes: result += "&apos;"
            case "\t" where quotes: result += "&#9;"
            case "\n" where quotes: result += "&#10;"
            case "\r": result += "&#13;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            default:
                let v = scalar.value
                if v < 0x20 || (0x7F...0x9F).contains(v) || v == 0xFFFE || v == 0xFFFF {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

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
                XCTAssertEqual(SVGElement.escape(text, quotes: quotes), Self.oracle(text, quotes: quotes), text.debugDescription)
            }
        }
    }
}
