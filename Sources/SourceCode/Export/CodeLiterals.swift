/// Numbers and strings as source code writes them, exactly: a number reads back as the same
/// Double, a string as the same characters.
enum CodeLiterals {
    /// `8`, `-0.5`, `0.3333333333333333`: the shortest form that reads back as the value.
    static func number(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// A Swift string literal: quotes, backslashes and control characters escaped.
    static func swiftString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// An Objective-C string literal (`@"…"`): quotes, backslashes and control characters
    /// escaped, other characters as they are (clang reads UTF-8 source).
    static func objcString(_ text: String) -> String {
        var out = "@\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "?": out += "\\?"  // no trigraphs
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\x" + String(repeating: "0", count: max(0, 2 - hex.count)) + hex + "\"@\""
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
