/// Text that came from someone else (input, file names, data, fonts) on its way to a
/// terminal: control characters are written out, never obeyed.
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
