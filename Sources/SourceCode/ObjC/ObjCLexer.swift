/// The tokens of Objective-C source that layout code is written in: names, numbers, strings
/// (`@"…"` and C's), punctuation, and `#define` lines; comments and other preprocessor lines
/// are skipped. A tolerant lexer: it never fails, an odd character is a punctuation token.
struct ObjCToken: Equatable {
    enum Kind: Equatable {
        case name
        case number(Double)
        /// `@"…"` or `"…"`, unescaped.
        case string(String)
        case punctuation
        /// `#define NAME …`: the name, the rest of the line's tokens follow until `.defineEnd`.
        case define
        case defineEnd
    }
    var kind: Kind
    var text: String
    var place: SourcePlace
}

enum ObjCLexer {
    /// The tokens of `source`, at most `limit` of them (the rest are dropped and said by the caller).
    static func tokens(_ source: String, file: Int = 0, limit: Int = 2_000_000) -> [ObjCToken] {
        let chars = Array(source.unicodeScalars)
        var out: [ObjCToken] = []
        var i = 0
        var line = 1
        var lineStart = 0
        var inDefine = false
        func place(_ at: Int) -> SourcePlace { SourcePlace(file: file, line: line, column: at - lineStart + 1) }
        func isNameStart(_ c: Unicode.Scalar) -> Bool { c == "_" || c == "$" || ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c.value > 0x7F }
        func isNameChar(_ c: Unicode.Scalar) -> Bool { isNameStart(c) || ("0"..."9").contains(c) }
        while i < chars.count, out.count < limit {
            let c = chars[i]
            if c == "\n" {
                if inDefine {
                    // A define ends at its line's end, unless the line ends with a backslash.
                    out.append(ObjCToken(kind: .defineEnd, text: "", place: place(i)))
                    inDefine = false
                }
                i += 1
                line += 1
                lineStart = i
                continue
            }
            if c == " " || c == "\t" || c == "\r" || c == "\u{0C}" { i += 1; continue }
            if c == "\\", i + 1 < chars.count, chars[i + 1] == "\n" { i += 2; line += 1; lineStart = i; continue }
            // Comments.
            if c == "/", i + 1 < chars.count, chars[i + 1] == "/" {
                while i < chars.count, chars[i] != "\n" { i += 1 }
                continue
            }
            if c == "/", i + 1 < chars.count, chars[i + 1] == "*" {
                i += 2
                while i < chars.count, !(chars[i] == "*" && i + 1 < chars.count && chars[i + 1] == "/") {
                    if chars[i] == "\n" { line += 1; lineStart = i + 1 }
                    i += 1
                }
                i = min(chars.count, i + 2)
                continue
            }
            // Preprocessor lines: `#define NAME value` is kept, the others skipped.
            if c == "#", !inDefine {
                var j = i + 1
                while j < chars.count, chars[j] == " " || chars[j] == "\t" { j += 1 }
                var word = ""
                while j < chars.count, isNameChar(chars[j]) { word.unicodeScalars.append(chars[j]); j += 1 }
                if word == "define" {
                    out.append(ObjCToken(kind: .define, text: "#define", place: place(i)))
                    inDefine = true
                    i = j
                } else {
                    while i < chars.count, chars[i] != "\n" {
                        if chars[i] == "\\", i + 1 < chars.count, chars[i + 1] == "\n" { i += 1; line += 1; lineStart = i + 1 }
                        i += 1
                    }
                }
                continue
            }
            let start = i
            if isNameStart(c) {
                var text = ""
                while i < chars.count, isNameChar(chars[i]) { text.unicodeScalars.append(chars[i]); i += 1 }
                out.append(ObjCToken(kind: .name, text: text, place: place(start)))
                continue
            }
            if ("0"..."9").contains(c) || (c == "." && i + 1 < chars.count && ("0"..."9").contains(chars[i + 1])) {
                var text = ""
                while i < chars.count, ("0"..."9").contains(chars[i]) || chars[i] == "." || chars[i] == "x" || chars[i] == "X"
                        || ("a"..."f").contains(chars[i]) || ("A"..."F").contains(chars[i]) || chars[i] == "_"
                        || ((chars[i] == "+" || chars[i] == "-") && (text.last == "e" || text.last == "E") && !text.hasPrefix("0x")) {
                    text.unicodeScalars.append(chars[i])
                    i += 1
                }
                // Suffixes: 8.0f, 10u, 5L.
                var body = text
                while let last = body.last, "fFlLuU".contains(last), !body.hasPrefix("0x") || "lLuU".contains(last) { body.removeLast() }
                while i < chars.count, "fFlLuU".contains(Character(chars[i])) { i += 1 }
                let value: Double?
                if body.hasPrefix("0x") || body.hasPrefix("0X") { value = UInt64(body.dropFirst(2), radix: 16).map(Double.init) } else { value = Double(body) }
                out.append(ObjCToken(kind: value.map { .number($0) } ?? .punctuation, text: text, place: place(start)))
                continue
            }
            if c == "\"" || (c == "@" && i + 1 < chars.count && chars[i + 1] == "\"") {
                i += c == "@" ? 2 : 1
                var text = ""
                while i < chars.count, chars[i] != "\"", chars[i] != "\n" {
                    if chars[i] == "\\", i + 1 < chars.count {
                        i += 1
                        switch chars[i] {
                        case "n": text += "\n"
                        case "t": text += "\t"
                        case "r": text += "\r"
                        case "0": text += "\0"
                        case "x":
                            // `\x1f`: hexadecimal digits, as many as there are.
                            var value: UInt32 = 0
                            var digits = 0
                            while i + 1 < chars.count, let d = Int(String(Character(chars[i + 1])), radix: 16), digits < 8 {
                                value = value &* 16 &+ UInt32(d)
                                digits += 1
                                i += 1
                            }
                            if digits > 0, let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) } else { text += "x" }
                        default: text.unicodeScalars.append(chars[i])
                        }
                    } else {
                        text.unicodeScalars.append(chars[i])
                    }
                    i += 1
                }
                i = min(chars.count, i + 1)
                // Adjacent literals are one string ("a" "b", @"a" @"b").
                if case .string(let previous)? = out.last?.kind {
                    out[out.count - 1].kind = .string(previous + text)
                } else {
                    out.append(ObjCToken(kind: .string(text), text: "@\"\(text)\"", place: place(start)))
                }
                continue
            }
            if c == "'" {
                // A character constant: its code as a number.
                i += 1
                var value: UInt32 = 0
                while i < chars.count, chars[i] != "'", chars[i] != "\n" { value = chars[i].value; i += 1 }
                i = min(chars.count, i + 1)
                out.append(ObjCToken(kind: .number(Double(value)), text: "'", place: place(start)))
                continue
            }
            // Punctuation: two-character operators first.
            let two = i + 1 < chars.count ? String(Character(c)) + String(Character(chars[i + 1])) : ""
            if ["==", "!=", "<=", ">=", "&&", "||", "+=", "-=", "*=", "/=", "->", "++", "--", "<<", ">>", "|=", "&="].contains(two) {
                out.append(ObjCToken(kind: .punctuation, text: two, place: place(start)))
                i += 2
                continue
            }
            out.append(ObjCToken(kind: .punctuation, text: String(Character(c)), place: place(start)))
            i += 1
        }
        if inDefine { out.append(ObjCToken(kind: .defineEnd, text: "", place: place(i))) }
        return out
    }
}
