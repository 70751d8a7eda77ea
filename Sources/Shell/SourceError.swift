/// A place in the user's input: 1-based line and column (columns count characters).
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
    public var description: String { "\(line):\(column)" }
}

/// An error in the user's input: what is wrong, where, and how long the offending part is.
public struct SourceError: Error, Equatable, Sendable {
    public var message: String
    public var position: SourcePosition
    /// How many characters to underline (at least one caret is drawn).
    public var length: Int
    /// Lines that explain more, printed under the caret.
    public var notes: [String]

    public init(_ message: String, at position: SourcePosition, length: Int = 1, notes: [String] = []) {
        self.message = message
        self.position = position
        self.length = max(1, length)
        self.notes = notes
    }

    /// `error at 1:7: message`, the line, and carets under the offending part.
    /// Control characters of the input are shown escaped (`\e`, `\u{7}`), never sent to the
    /// terminal, and the carets stay under what they point at. A line longer than
    /// ``shownWidth`` characters is shown around the carets only, cut with `…`.
    public func rendered(line text: String, source: String? = nil) -> String {
        let place = source.map { "\($0):\(position)" } ?? "\(position)"
        let chars = Array(text)
        let caret = max(0, position.column - 1)
        var from = 0, to = chars.count
        if chars.count > Self.shownWidth {
            from = min(max(0, caret - Self.shownWidth / 3), max(0, chars.count - Self.shownWidth))
            to = min(chars.count, from + Self.shownWidth)
        }
        let lead = from > 0 ? "…" : "", tail = to < chars.count ? "…" : ""
        let before = chars[from..<min(max(from, caret), to)]
        let marked = chars[min(caret, to)..<min(to, caret + length)]
        let padWidth = lead.count + String(before).escapingControlCharacters.count + max(0, caret - chars.count)
        let pad = String(repeating: " ", count: padWidth)
        let markCount = marked.isEmpty ? (caret >= chars.count ? min(length, Self.shownWidth) : 1) : String(marked).escapingControlCharacters.count
        let marks = String(repeating: "^", count: max(1, markCount))
        let shown = lead + String(chars[from..<to]).escapingControlCharacters + tail
        let lines = ["error at \(place): \(Self.shortened(message).escapingControlCharacters)", "  \(shown)", "  \(pad)\(marks)"]
            + notes.map { "  \($0.escapingControlCharacters)" }
        return lines.joined(separator: "\n")
    }

    /// A message that quotes a long word, cut in its middle: its start and its end are what
    /// a person reads.
    static func shortened(_ message: String) -> String {
        guard message.utf8.count > 2 * shownWidth else { return message }
        let chars = Array(message)
        guard chars.count > 2 * shownWidth else { return message }
        return String(chars[..<shownWidth]) + "…" + String(chars[(chars.count - shownWidth / 2)...])
    }

    /// The most characters of a line an error shows (a longer line is shown around the carets).
    public static let shownWidth = 200
}

extension String {
    /// The text as it may go to a terminal: every control character written out as
    /// ``escapingControlCharacters`` does, except the line breaks and tabs of the layout of
    /// the output and, when `keepingStyles`, the colour sequences (`ESC [ … m`) the shell's
    /// own printers make. The last guard before a terminal: a word of input that a printer
    /// forgot to escape (a file name, a data file's field) still cannot retitle the window or
    /// clear the screen; at worst it changes a colour.
    public func terminalSafe(keepingStyles: Bool) -> String {
        guard unicodeScalars.contains(where: { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) }) else {
            return self
        }
        let scalars = Array(unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let scalar = scalars[i]
            if scalar == "\u{1B}", keepingStyles, i + 1 < scalars.count, scalars[i + 1] == "[" {
                // A colour sequence: ESC [ digits and semicolons, then m.
                var j = i + 2
                while j < scalars.count, scalars[j] == ";" || ("0"..."9").contains(scalars[j]) { j += 1 }
                if j < scalars.count, scalars[j] == "m" {
                    out.append(contentsOf: scalars[i...j])
                    i = j + 1
                    continue
                }
            }
            if scalar == "\n" || scalar == "\t" {
                out.append(scalar)
            } else {
                out.append(contentsOf: String(scalar).escapingControlCharacters.unicodeScalars)
            }
            i += 1
        }
        return String(out)
    }

    /// The text with control characters written out (`\e` for escape, `\t` for a tab, `\u{7}`
    /// for the others, C1 controls and DEL included), so that echoing input cannot move the
    /// cursor, retitle the terminal or ring its bell.
    public var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) else { return self }
        var out = ""
        for scalar in unicodeScalars {
            switch scalar.value {
            case 0x1B: out += "\\e"
            case 0x09: out += "\\t"
            case 0..<0x20, 0x7F...0x9F: out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
