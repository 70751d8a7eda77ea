/// Text as a terminal shows it: how many columns a character takes, and text made safe to
/// print (no control characters, so a view's name or a label's text can never smuggle an
/// escape sequence into the picture).
enum TerminalText {
    /// The columns `character` takes: 2 for East Asian wide and fullwidth characters and
    /// emoji, 0 for characters made only of marks and format characters, else 1.
    static func width(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.allSatisfy(isZeroWidth) { return 0 }
        if isWide(first.value) { return 2 }
        if first.value >= 0x231A, first.properties.isEmojiPresentation { return 2 }
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }), first.properties.isEmoji { return 2 }
        return 1
    }

    /// The columns `text` takes.
    static func width(of text: String) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    /// `text` with tabs and newlines as spaces and other control characters as `�`.
    static func printable(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if character == "\t" || character.isNewline {
                result.append(" ")
            } else if character.unicodeScalars.contains(where: isControl) {
                result.append("\u{FFFD}")
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The characters of `text` (made printable) that fit in `columns`; when it does not
    /// all fit, the last column holds `…`.
    static func fitted(_ text: String, columns: Int) -> [Character] {
        guard columns > 0 else { return [] }
        let characters = Array(printable(text))
        if width(of: String(characters)) <= columns { return characters }
        var result: [Character] = []
        var used = 0
        for character in characters {
            let w = width(of: character)
            if used + w > columns - 1 { break }
            result.append(character)
            used += w
        }
        result.append("…")
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: return false
        }
    }

    /// East Asian Wide (W) and Fullwidth (F) blocks.
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
             0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1B000...0x1B2FF,
             0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
