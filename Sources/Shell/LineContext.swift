import Layout
import Notation

/// One command line being run: its text, its words, and ways to point at a place in it.
struct LineContext {
    let line: String
    let lineNumber: Int
    let words: [Word]

    func error(_ message: String, at word: Word, notes: [String] = []) -> SourceError {
        SourceError(message, at: SourcePosition(line: lineNumber, column: word.column), length: word.length, notes: notes)
    }

    /// An error under the part of `word` from character `offset` on (the whole word when it is
    /// quoted, as the characters then do not line up with the text).
    func error(_ message: String, at word: Word, from offset: Int) -> SourceError {
        guard !word.isQuoted, offset > 0, offset < word.length else { return error(message, at: word) }
        return SourceError(message, at: SourcePosition(line: lineNumber, column: word.column + offset), length: word.length - offset)
    }

    /// An error under the whole line (after leading blanks).
    func error(_ message: String, notes: [String] = []) -> SourceError {
        let start = (words.first?.column ?? 1)
        let end = words.last.map { $0.column + $0.length } ?? start + 1
        return SourceError(message, at: SourcePosition(line: lineNumber, column: start), length: end - start, notes: notes)
    }

    /// A layout error under the word of the name it is about, from the words the parser
    /// matched (`spans`: name → word); under the whole line when none of them is named.
    func error(_ error: LayoutError, spans: [Subject: Word]) -> SourceError {
        for name in error.subjects {
            if let word = spans[name] { return self.error(error.words, at: word) }
        }
        return self.error(error.words)
    }

    /// The line's text after word `index`, as written (comment removed, quotes kept).
    func rest(after index: Int) -> String {
        guard index + 1 < words.count else { return "" }
        let startWord = words[index + 1], endWord = words[words.count - 1]
        let chars = Array(line)
        let from = startWord.column - 1, to = min(chars.count, endWord.column - 1 + endWord.length)
        let text = String(chars[from..<to])
        return startWord.isQuoted && words.count == index + 2 ? startWord.text : text
    }

    /// `NAME.prop = value`: the name, the property, the value word and their columns.
    struct Assignment {
        var target: String
        var property: String
        var value: Word
        var targetWord: Word
        /// The value's words, when it has more than one (`font = mono 13`), in the line's columns.
        var valueWords: [Word] = []
    }

    func assignment() -> Assignment? {
        // NAME.prop = value   (spaces around '=' optional)
        let chars = Array(line)
        var inQuote = false
        var equals: Int?
        for (i, c) in chars.enumerated() {
            if c == "\"" { inQuote.toggle() }
            if c == "#" && !inQuote { break }
            if c == "=" && !inQuote {
                let next = i + 1 < chars.count ? chars[i + 1] : " "
                let previous = i > 0 ? chars[i - 1] : " "
                if next == "=" || previous == "=" || previous == ">" || previous == "<" || previous == "!" { return nil }
                equals = i
                break
            }
        }
        guard let at = equals else { return nil }
        let left = String(chars[0..<at]).trimmingBlanks()
        guard let dot = left.firstIndex(of: "."), !left.contains(" ") else { return nil }
        let target = String(left[left.startIndex..<dot])
        let property = String(left[left.index(after: dot)...])
        guard !target.isEmpty, !property.isEmpty else { return nil }
        let valueColumn = at + 2
        guard let valueWords = try? splitWords(String(chars[(at + 1)...]), lineNumber: lineNumber), let first = valueWords.first else {
            return Assignment(target: target, property: property,
                              value: Word(text: "", column: valueColumn, length: 1, isQuoted: false),
                              targetWord: words[0])
        }
        var value = first
        value.column += at + 1
        let placed = valueWords.map { word -> Word in
            var w = word
            w.column += at + 1
            return w
        }
        if valueWords.count > 1 {
            // A value with blanks (a font such as `mono 13`): everything after '='.
            let last = valueWords[valueWords.count - 1]
            let text = String(chars[(at + first.column)..<(at + last.column + last.length)])
            value = Word(text: text, column: at + 1 + first.column, length: text.count, isQuoted: false)
        }
        let targetColumn = (words.first?.column ?? 1)
        return Assignment(target: target, property: property, value: value,
                          targetWord: Word(text: target, column: targetColumn, length: target.count, isQuoted: false),
                          valueWords: placed)
    }
}

/// What a layout error is about, by kind: the same text can be a view's name and an
/// attribute (`width.height == 10` names a view called width).
enum Subject: Hashable {
    case view(String)
    case attribute(String)
    case constraint(String)
}

extension LayoutError {
    /// What an error is about, most specific first.
    var subjects: [Subject] {
        switch self {
        case .unknownView(let n, _), .duplicateView(let n), .notARoot(let n), .notALabel(let n), .notAnImage(let n),
             .notAStack(let n), .engineGuide(let n), .safeAreaInsetsOfSubview(let n), .arrangedTwice(let n),
             .guideUsedAsView(let n, _), .guideNotYetMade(let n, _), .nameTakenByConstraint(let n):
            return [.view(n)]
        case .notASubview(let n, let stack), .notArranged(let n, let stack): return [.view(n), .view(stack)]
        case .unknownConstraint(let n, _), .duplicateConstraint(let n), .requiredPriorityChange(let n),
             .invalidConstraintName(let n), .nameTakenByView(let n):
            return [.constraint(n)]
        case .noCommonAncestor(let a, let b): return [.view(b), .view(a)]
        case .locationAgainstSize(let a, let b): return [b.map { .attribute($0.attribute.name) }, .attribute(a.attribute.name)].compactMap { $0 }
        case .axisMismatch(let a, let b), .directionMismatch(let a, let b): return [.attribute(b.attribute.name), .attribute(a.attribute.name)]
        case .zeroMultiplierOnLocation(let a): return [.attribute(a.attribute.name)]
        case .cycle(let v, let p): return [.view(p), .view(v)]
        case .limit(_, let about): return about.map { [.view($0), .constraint($0)] } ?? []
        // A line can name the anchor's view or attribute twice (`a.height == 1e7 * a.width`):
        // the whole line, rather than a word that may be the other anchor's.
        case .beyondRange: return []
        case .nonFinite, .outOfRange, .notARootSize, .stackIndexOutOfRange, .emptyViewName, .superviewBarWithoutSuperview,
             .unresolvedFont:
            return []
        }
    }
}
