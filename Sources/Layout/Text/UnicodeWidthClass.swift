/// How wide a Unicode scalar is when no font maps it: the facts ``FontFace`` falls back on.
enum UnicodeWidthClass {
    /// East Asian Wide (W) and Fullwidth (F) blocks that CJK fonts draw 1 em wide: hangul
    /// jamo and syllables, CJK radicals, symbols and punctuation, kana, bopomofo, CJK
    /// ideographs (all planes), Yi, compatibility and vertical forms, fullwidth forms.
    /// Emoji, which are also East Asian Wide, are told apart by ``isEmoji(_:)``.
    static func isWide(_ value: UInt32) -> Bool {
        if value < 0x1100 { return false }
        switch value {
        case 0x1100...0x115F,  // Hangul Jamo initial consonants
             0x2E80...0x303E,  // CJK radicals, Kangxi, description characters, CJK symbols and punctuation
             0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, compatibility Jamo, Kanbun, enclosed, compatibility
             0x3400...0x4DBF,  // CJK Extension A
             0x4E00...0x9FFF,  // CJK Unified Ideographs
             0xA000...0xA4CF,  // Yi
             0xA960...0xA97F,  // Hangul Jamo Extended-A
             0xAC00...0xD7A3,  // Hangul syllables
             0xF900...0xFAFF,  // CJK compatibility ideographs
             0xFE10...0xFE19,  // vertical forms
             0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
             0xFF00...0xFF60,  // fullwidth forms
             0xFFE0...0xFFE6,  // fullwidth signs
             0x1B000...0x1B2FF,  // kana supplement and extensions
             0x20000...0x2FFFD,  // CJK extensions B–F, compatibility supplement
             0x30000...0x3FFFD:  // CJK extensions G–H
            return true
        default:
            return false
        }
    }

    /// Scalars drawn as emoji by default (`Emoji_Presentation`), such as 😀 🚀 ⌚.
    static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x231A && scalar.properties.isEmojiPresentation
    }

    /// Scalars that take no room of their own: nonspacing and enclosing marks, format
    /// characters (ZWJ, ZWNJ, bidi controls, soft hyphen, tags), control characters and
    /// variation selectors.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return true
        default:
            return false
        }
    }
}
