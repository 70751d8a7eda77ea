/// Text written into XML (a JUnit report, a XIB document): the markup characters as
/// entities, and the characters XML 1.0 cannot hold at all (most control characters, U+FFFE,
/// U+FFFF) written out as `\u{…}`, so that what they were stays readable.
public enum XMLText {
    /// `inAttribute`: the text goes between quotes, where a parser would turn a raw tab or line
    /// break into a space: those are written as character references.
    public static func escaped(_ text: String, inAttribute: Bool = false) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r":
                if inAttribute { out += "&#\(scalar.value);" } else { out.unicodeScalars.append(scalar) }
            default:
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
