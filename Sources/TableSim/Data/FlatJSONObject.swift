/// Reads one flat JSON object, `{"text": "…", "likes": 3, "hasMedia": true, "photo": null}`:
/// string keys, and values that are strings, numbers, booleans or null. Nested objects and
/// arrays are refused (a row's fields are flat). Faults carry the character offset and a ``JSONFault``.
struct FlatJSONObject {
    private let scalars: [Unicode.Scalar]
    private var position = 0

    /// The fields, in the order they appear (a repeated key keeps its last value).
    static func parse(_ line: Substring) throws(LineFault) -> [(String, FieldValue)] {
        var parser = FlatJSONObject(scalars: Array(line.unicodeScalars))
        return try parser.object()
    }

    private init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    private var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    private func fault(_ fault: JSONFault) -> LineFault { LineFault(column: position, reason: .json(fault)) }

    private mutating func skipSpaces() {
        while let c = current, c == " " || c == "\t" || c == "\r" || c == "\n" { position += 1 }
    }

    private mutating func expectColon() throws(LineFault) {
        skipSpaces()
        guard current == ":" else { throw fault(.expectedColon(atLineEnd: current == nil)) }
        position += 1
    }

    mutating func object() throws(LineFault) -> [(String, FieldValue)] {
        skipSpaces()
        guard current == "{" else { throw fault(.notAnObject) }
        position += 1
        // A key given twice keeps its last value, at its last place; found through an index,
        // so that a line of 40,000 keys is not 40,000² comparisons.
        var fields: [(String, FieldValue)?] = []
        var slot: [String: Int] = [:]
        skipSpaces()
        if current == "}" {
            position += 1
        } else {
            while true {
                skipSpaces()
                guard current == "\"" else { throw fault(.expectedKey(atLineEnd: current == nil)) }
                let key = try string()
                try expectColon()
                skipSpaces()
                let value = try self.value()
                if let existing = slot[key] { fields[existing] = nil }
                slot[key] = fields.count
                fields.append((key, value))
                skipSpaces()
                if current == "," { position += 1; continue }
                if current == "}" { position += 1; break }
                throw fault(.expectedCommaOrClose(atLineEnd: current == nil))
            }
        }
        skipSpaces()
        if current != nil { throw fault(.textAfterObject) }
        return fields.compactMap { $0 }
    }

    private mutating func value() throws(LineFault) -> FieldValue {
        guard let c = current else { throw fault(.expectedValue(atLineEnd: true)) }
        switch c {
        case "\"": return .string(try string())
        case "{", "[": throw fault(.nestedValue)
        case "t": try word("true"); return .bool(true)
        case "f": try word("false"); return .bool(false)
        case "n": try word("null"); return .null
        case "-", "0"..."9": return .number(try number())
        default: throw fault(.expectedValue(atLineEnd: false))
        }
    }

    private mutating func word(_ w: String) throws(LineFault) {
        let start = position
        for s in w.unicodeScalars {
            guard current == s else {
                position = start
                throw fault(.expectedLiteral(w))
            }
            position += 1
        }
    }

    private mutating func number() throws(LineFault) -> Double {
        let start = position
        func digits() -> Int {
            var n = 0
            while let c = current, ("0"..."9").contains(c) { position += 1; n += 1 }
            return n
        }
        if current == "-" { position += 1 }
        if current == "0" {
            position += 1
        } else if digits() == 0 {
            throw fault(.numberWithoutDigits)
        }
        if current == "." {
            position += 1
            guard digits() > 0 else { throw fault(.fractionWithoutDigits) }
        }
        if current == "e" || current == "E" {
            position += 1
            if current == "+" || current == "-" { position += 1 }
            guard digits() > 0 else { throw fault(.exponentWithoutDigits) }
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[start..<position])
        guard let n = Double(text), n.isFinite else {
            position = start
            throw fault(.numberTooLarge)
        }
        return n
    }

    private mutating func string() throws(LineFault) -> String {
        let start = position
        position += 1  // the opening quote
        var out = String.UnicodeScalarView()
        while true {
            guard let c = current else {
                position = start
                throw fault(.unclosedString)
            }
            position += 1
            switch c {
            case "\"":
                return String(out)
            case "\\":
                guard let e = current else { continue }
                position += 1
                switch e {
                case "\"": out.append("\"")
                case "\\": out.append("\\")
                case "/": out.append("/")
                case "b": out.append("\u{8}")
                case "f": out.append("\u{C}")
                case "n": out.append("\n")
                case "r": out.append("\r")
                case "t": out.append("\t")
                case "u": out.append(try unicodeEscape())
                default:
                    position -= 2
                    throw fault(.unknownEscape(e))
                }
            default:
                if c.value < 0x20 {
                    position -= 1
                    throw fault(.unescapedControlCharacter)
                }
                out.append(c)
            }
        }
    }

    private mutating func hex4() throws(LineFault) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let c = current, c.isASCII, let digit = UInt32(String(c), radix: 16) else {
                throw fault(.shortUnicodeEscape)
            }
            value = value * 16 + digit
            position += 1
        }
        return value
    }

    private mutating func unicodeEscape() throws(LineFault) -> Unicode.Scalar {
        let high = try hex4()
        if (0xD800...0xDBFF).contains(high), current == "\\", position + 1 < scalars.count, scalars[position + 1] == "u" {
            position += 2
            let low = try hex4()
            if (0xDC00...0xDFFF).contains(low), let s = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) {
                return s
            }
            return "\u{FFFD}"
        }
        return Unicode.Scalar(high) ?? "\u{FFFD}"
    }
}
