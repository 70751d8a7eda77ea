extension FontDescriptor {
    /// Reads a font description (see ``FontDescriptor`` for the forms), or fails with the
    /// character offset of the first thing wrong and what was wrong there.
    public init(parsing text: String) throws(FontDescriptorError) {
        let tokens = try FontDescriptorToken.split(text)
        guard let first = tokens.first else {
            throw FontDescriptorError(.empty, at: 0)
        }
        if tokens.count > 2 {
            throw FontDescriptorError(.textAfterSize(tokens[2].text), at: tokens[2].offset)
        }
        if first.isQuoted, first.text.isEmpty {
            throw FontDescriptorError(.emptyName, at: first.offset)
        }
        let keyword = first.isQuoted ? nil : first.text.lowercased()
        guard tokens.count == 2 else {
            if !first.isQuoted, let size = Self.size(first.text) {
                self = .system(size: try Self.checked(size, at: first))
            } else if !first.isQuoted, let style = TextStyle(name: first.text) {
                self = .textStyle(style)
            } else if let keyword, Self.keywords.contains(keyword) {
                throw FontDescriptorError(.keywordNeedsSize(written: first.text, keyword: keyword), at: text.count)
            } else if first.isQuoted {
                throw FontDescriptorError(.nameNeedsSize(first.text), at: text.count)
            } else if let lead = first.text.first, lead.isNumber || lead == "." || lead == "-" || lead == "+" {
                throw FontDescriptorError(.notASize(first.text), at: first.offset)
            } else {
                throw FontDescriptorError(TextStyle.unknownName(first.text), at: first.offset)
            }
            return
        }
        let second = tokens[1]
        if !first.isQuoted, let style = TextStyle(name: first.text) {
            throw FontDescriptorError(.textStyleWithSize(style, size: second.text), at: second.offset)
        }
        guard !second.isQuoted, let rawSize = Self.size(second.text) else {
            throw FontDescriptorError(.notASize(second.text), at: second.offset)
        }
        let size = try Self.checked(rawSize, at: second)
        switch keyword {
        case "system": self = .system(size: size)
        case "bold": self = .bold(size: size)
        case "mono", "monospaced": self = .mono(size: size)
        default:
            if !first.isQuoted, Double(first.text) != nil {
                throw FontDescriptorError(.textAfterSize(second.text), at: second.offset)
            }
            self = .named(first.text, size: size)
        }
    }

    /// A number of points, with an optional `pt`.
    private static func size(_ text: String) -> Double? {
        let digits = text.lowercased().hasSuffix("pt") ? String(text.dropLast(2)) : text
        guard let value = Double(digits), !digits.isEmpty else { return nil }
        return value
    }

    private static func checked(_ size: Double, at token: FontDescriptorToken) throws(FontDescriptorError) -> Double {
        guard size.isFinite, size > 0, size <= maximumSize else {
            throw FontDescriptorError(.sizeOutOfRange(token.text), at: token.offset)
        }
        return size
    }
}

/// A word of a font description, or a double-quoted name, with its offset in characters.
struct FontDescriptorToken {
    var text: String
    var offset: Int
    var isQuoted: Bool

    static func split(_ text: String) throws(FontDescriptorError) -> [FontDescriptorToken] {
        var tokens: [FontDescriptorToken] = []
        var current: FontDescriptorToken?
        var quoteStart: Int?
        for (offset, character) in text.enumerated() {
            if let start = quoteStart {
                if character == "\"" {
                    tokens.append(FontDescriptorToken(text: current?.text ?? "", offset: start, isQuoted: true))
                    current = nil
                    quoteStart = nil
                } else {
                    current = FontDescriptorToken(text: (current?.text ?? "") + String(character), offset: start, isQuoted: true)
                }
            } else if character == "\"" {
                if let word = current { tokens.append(word) }
                current = nil
                quoteStart = offset
            } else if character.isWhitespace {
                if let word = current { tokens.append(word) }
                current = nil
            } else if var word = current {
                word.text.append(character)
                current = word
            } else {
                current = FontDescriptorToken(text: String(character), offset: offset, isQuoted: false)
            }
        }
        if let start = quoteStart {
            throw FontDescriptorError(.unclosedQuote, at: start)
        }
        if let word = current { tokens.append(word) }
        return tokens
    }
}
