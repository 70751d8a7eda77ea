import TestSupport
import XCTest
@testable import Shell

/// `JSON.quote` works over UTF-8 bytes; the oracle here goes a Unicode scalar at a time, as
/// the rule is written: `"` `\` and the short escapes, then every C0 control, DEL and C1
/// control as `\u00XX`, everything else as it is.
final class JSONQuoteTests: XCTestCase {
    static func oracle(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    func testQuotingAgreesWithTheScalarRuleOnRandomText() {
        // Scalars whose UTF-8 ends or starts like a C1 control's (0xC2 0x80…): Ā is 0xC4 0x80,
        // ¢ is 0xC2 0xA2, U+0080 is 0xC2 0x80.
        let pieces: [Unicode.Scalar] = ["a", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1}", "\u{1B}", "\u{1F}", "\u{7F}",
                                        "\u{80}", "\u{85}", "\u{9F}", "\u{A0}", "¢", "é", "Ā", "ʀ", "€", "😀", "<", "/"]
        var random = SplitMix64(seed: 35)
        for _ in 0..<3_000 {
            var text = ""
            for _ in 0..<random.int(0...12) { text.unicodeScalars.append(random.pick(pieces)) }
            XCTAssertEqual(JSON.quote(text), Self.oracle(text), text.debugDescription)
        }
    }

    func testTheEdgesOfTheC1Controls() {
        XCTAssertEqual(JSON.quote("\u{7F}\u{80}\u{9F}\u{A0}"), "\"\\u007f\\u0080\\u009f\u{A0}\"")
        XCTAssertEqual(JSON.quote("Ā¢"), "\"Ā¢\"")
        XCTAssertEqual(JSON.quote(""), "\"\"")
    }
}
