/// A minimal JSON writer with keys in the order given (deterministic output).
enum JSON: Sendable, Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSON])
    case object([(String, JSON)])

    func rendered(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent)
        let inner = String(repeating: "  ", count: indent + 1)
        switch self {
        case .string(let s): return JSON.quote(s)
        case .number(let n): return n.isFinite ? formatJSONNumber(n) : "null"
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .array(let items):
            if items.isEmpty { return "[]" }
            return "[\n" + items.map { inner + $0.rendered(indent: indent + 1) }.joined(separator: ",\n") + "\n\(pad)]"
        case .object(let fields):
            if fields.isEmpty { return "{}" }
            return "{\n" + fields.map { inner + JSON.quote($0.0) + ": " + $0.1.rendered(indent: indent + 1) }
                .joined(separator: ",\n") + "\n\(pad)}"
        }
    }

    /// On one line, with no spaces: a line of a session that answers in JSON lines.
    var compact: String {
        switch self {
        case .string, .number, .bool, .null: return rendered()
        case .array(let items): return "[" + items.map(\.compact).joined(separator: ",") + "]"
        case .object(let fields): return "{" + fields.map { JSON.quote($0.0) + ":" + $0.1.compact }.joined(separator: ",") + "}"
        }
    }

    static func == (a: JSON, b: JSON) -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.null, .null): return true
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)): return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    static func quote(_ s: String) -> String {
        // Over the UTF-8 into a buffer of bytes: a scalar at a time into a String was a third of
        // the live page's state, which quotes an SVG drawing of 170 KB after every line.
        let hex = Array("0123456789abcdef".utf8)
        var out: [UInt8] = [UInt8(ascii: "\"")]
        out.reserveCapacity(s.utf8.count + 2)
        func escape(_ value: UInt8) {
            out += [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                    hex[Int(value >> 4)], hex[Int(value & 0x0F)]]
        }
        var afterC2 = false
        for byte in s.utf8 {
            if afterC2 {
                afterC2 = false
                // The C1 controls U+0080…U+009F (0xC2 0x80…0x9F): JSON allows them raw, but a
                // terminal showing the output would obey them.
                if (0x80...0x9F).contains(byte) {
                    escape(byte)
                    continue
                }
                out.append(0xC2)
            }
            switch byte {
            case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\n"): out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0xC2: afterC2 = true
            // C0 controls as JSON requires, and DEL.
            case 0..<0x20, 0x7F: escape(byte)
            default: out.append(byte)
            }
        }
        if afterC2 { out.append(0xC2) }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }
}

private func formatJSONNumber(_ n: Double) -> String {
    if n == n.rounded(), abs(n) < 1e15 { return String(Int(n)) }
    return "\(n)"
}

