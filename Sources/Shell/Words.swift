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
    let chars = Array(line)
    var words: [Word] = []
    var i = 0
    while i < chars.count {
        if chars[i] == " " || chars[i] == "\t" || chars[i] == "\r" { i += 1; continue }
        if chars[i] == "#" { break }
        let start = i
        var text = ""
        let quoted = chars[i] == "\""
        while i < chars.count, chars[i] != " ", chars[i] != "\t", chars[i] != "\r" {
            if chars[i] == "\"" {
                let open = i
                i += 1
                var closed = false
                while i < chars.count {
                    if chars[i] == "\\", i + 1 < chars.count {
                        let e = chars[i + 1]
                        text.append(e == "n" ? "\n" : e == "t" ? "\t" : e)
                        i += 2
                        continue
                    }
                    if chars[i] == "\"" { closed = true; i += 1; break }
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
        words.append(Word(text: text, column: start + 1, length: i - start, isQuoted: quoted))
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
