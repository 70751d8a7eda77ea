/// A word of a command line: text split at blanks, with "quoted strings" kept whole.
public struct Word: Equatable, Sendable {
    public var text: String
    /// 1-based column of the first character.
    public var column: Int
    /// Length in the line (quotes included).
    public var length: Int
    /// Whether the word began with a quote (`"some text"`; not `font="mono 13"`).
    public var isQuoted: Bool
}

/// Splits a command line into words; `#` outside quotes starts a comment. A word may mix
/// quoted and unquoted parts (`text="Hello world"` is one word).
public func splitWords(_ line: String, lineNumber: Int = 1) throws(SourceError) -> [Word] {
    // Columns count characters. In a line of ASCII without a line feed each byte is one
    // (a CR LF pair would be one character of two bytes), and bytes are far cheaper to walk
    // than characters: a script's every line comes through here.
    if line.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0A }) {
        return try splitWords(Array(line.utf8), lineNumber: lineNumber)
    }
    return try splitWordsByCharacter(line, lineNumber: lineNumber)
}

/// ``splitWords(_:lineNumber:)`` a character at a time, whatever the line holds (the
/// oracle its byte walk is tested against).
func splitWordsByCharacter(_ line: String, lineNumber: Int = 1) throws(SourceError) -> [Word] {
    try splitWords(Array(line), lineNumber: lineNumber)
}

/// A unit a line is split in: a character, or a byte of a line of ASCII.
private protocol LineUnit: Equatable {
    init(ascii: UInt8)
    static func text(_ units: [Self]) -> String
}

extension Character: LineUnit {
    init(ascii: UInt8) { self.init(Unicode.Scalar(ascii)) }
    static func text(_ units: [Character]) -> String { String(units) }
}

extension UInt8: LineUnit {
    init(ascii: UInt8) { self = ascii }
    static func text(_ units: [UInt8]) -> String { String(decoding: units, as: UTF8.self) }
}

private func splitWords<Unit: LineUnit>(_ chars: [Unit], lineNumber: Int) throws(SourceError) -> [Word] {
    let space = Unit(ascii: 0x20), tab = Unit(ascii: 0x09), cr = Unit(ascii: 0x0D), hash = Unit(ascii: 0x23)
    let quote = Unit(ascii: 0x22), backslash = Unit(ascii: 0x5C), letterN = Unit(ascii: 0x6E), letterT = Unit(ascii: 0x74)
    let lineFeed = Unit(ascii: 0x0A)
    var words: [Word] = []
    var i = 0
    while i < chars.count {
        if chars[i] == space || chars[i] == tab || chars[i] == cr { i += 1; continue }
        if chars[i] == hash { break }
        let start = i
        var text: [Unit] = []
        let quoted = chars[i] == quote
        while i < chars.count, chars[i] != space, chars[i] != tab, chars[i] != cr {
            if chars[i] == quote {
                let open = i
                i += 1
                var closed = false
                while i < chars.count {
                    if chars[i] == backslash, i + 1 < chars.count {
                        let e = chars[i + 1]
                        text.append(e == letterN ? lineFeed : e == letterT ? tab : e)
                        i += 2
                        continue
                    }
                    if chars[i] == quote { closed = true; i += 1; break }
                    text.append(chars[i])
                    i += 1
                }
                guard closed else {
                    throw SourceError("this string has no closing quote", at: SourcePosition(line: lineNumber, column: open + 1),
                                      length: i - open)
                }
            } else {
                text.append(chars[i])
                i += 1
            }
        }
        words.append(Word(text: Unit.text(text), column: start + 1, length: i - start, isQuoted: quoted))
    }
    return words
}

/// Where `needle` first stands in `text`, in characters.
/// With `wholeName`, only where no letter, digit or `_` follows (`$text`, not in `$textual`).
func characterOffset(of needle: String, in text: String, wholeName: Bool = false) -> Int? {
    let hay = Array(text), n = Array(needle)
    guard !n.isEmpty, hay.count >= n.count else { return nil }
    for i in 0...(hay.count - n.count) where hay[i] == n[0] {
        var j = 1
        while j < n.count, hay[i + j] == n[j] { j += 1 }
        guard j == n.count else { continue }
        if wholeName, i + n.count < hay.count, case let next = hay[i + n.count], next.isLetter || next.isNumber || next == "_" { continue }
        return i
    }
    return nil
}
