/// Prepares a prompt that may contain ANSI escape sequences (colours, bold, hyperlinks)
/// for libedit's `EL_PROMPT_ESC`, which counts every character between two marker
/// characters as taking no room on the screen.
enum PromptMarkup {
    /// The marker character handed to `EL_PROMPT_ESC` (SOH, as readline uses).
    static let marker: Unicode.Scalar = "\u{01}"

    /// `prompt` with every escape sequence wrapped between two markers. Recognised are
    /// CSI sequences (`ESC [` … final byte), OSC sequences (`ESC ]` … BEL or `ESC \`) and
    /// two-character escapes; a lone ESC at the end is wrapped as it is. Marker characters
    /// already in `prompt` are removed, so the result is always well formed.
    static func markingEscapes(in prompt: String) -> String {
        let scalars = Array(prompt.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == marker {
                index += 1
                continue
            }
            guard scalar == "\u{1B}" else {
                out.append(scalar)
                index += 1
                continue
            }
            let end = escapeEnd(in: scalars, from: index)
            out.append(marker)
            out.append(contentsOf: scalars[index..<end].filter { $0 != marker })
            out.append(marker)
            index = end
        }
        return String(out)
    }

    /// The index just past the escape sequence that starts at `start` (an ESC).
    private static func escapeEnd(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start + 1
        guard index < scalars.count else { return index }
        switch scalars[index] {
        case "[":
            index += 1
            while index < scalars.count {
                let value = scalars[index].value
                index += 1
                if (0x40...0x7E).contains(value) { break }
            }
            return index
        case "]":
            index += 1
            while index < scalars.count {
                if scalars[index] == "\u{07}" { return index + 1 }
                if scalars[index] == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "\\" {
                    return index + 2
                }
                index += 1
            }
            return index
        default:
            return index + 1
        }
    }
}
