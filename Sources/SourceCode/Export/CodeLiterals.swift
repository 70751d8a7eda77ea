import Cassowary

/// Numbers and strings as source code writes them, exactly: a number reads back as the same
/// Double, a string as the same characters.
enum CodeLiterals {
    /// `8`, `-0.5`, `0.3333333333333333`: the shortest form that reads back as the value.
    static func number(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// UIKit's name of a priority it names (`defaultHigh`), or nil for a number.
    static func priorityName(_ p: Priority) -> String? {
        switch p.value {
        case 1000: return "required"
        case 750: return "defaultHigh"
        case 250: return "defaultLow"
        case 50: return "fittingSizeLevel"
        default: return nil
        }
    }

    /// A Swift string literal: quotes, backslashes and control characters escaped.
    static func swiftString(_ text: String) -> String {
        "\"" + escaped(text) { "\\u{\(String($0, radix: 16))}" } + "\""
    }

    /// An Objective-C string literal (`@"…"`): the same escapes, `?` escaped (no trigraphs),
    /// and other control characters as hexadecimal escapes ending the literal (`@"a\x01" @"b"`:
    /// adjacent literals are one).
    static func objcString(_ text: String) -> String {
        "@\"" + escaped(text, question: true) { value in
            let hex = String(value, radix: 16)
            return "\\x" + String(repeating: "0", count: max(0, 2 - hex.count)) + hex + "\"@\""
        } + "\""
    }

    /// The text with quotes, backslashes, newlines, returns and tabs escaped, and any other
    /// control character as `control` writes it.
    private static func escaped(_ text: String, question: Bool = false, control: (UInt32) -> String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "?" where question: out += "\\?"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { out += control(scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
