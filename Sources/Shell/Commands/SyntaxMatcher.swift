import Notation
import Cassowary
import Layout
import TableSim

/// Matches a command's words against its ``Syntax``: every word is taken by a part of the
/// grammar or the line is refused at the first word no part could take. Also the source of
/// Tab completion: what the grammar tried at the end of the words typed so far is what may
/// come next.
struct SyntaxMatcher {
    /// A grammar part tried at a word: a keyword or a slot.
    enum Terminal {
        case keyword(String)
        case slot(Slot)
    }

    /// Why the words do not match: the word (an index, `words.count` at the end of the line)
    /// and either the slot's own complaint or the parts that were expected there.
    struct Failure: Error {
        var index: Int
        var message: String?
        var expected: [Terminal]
        /// Where in the word the complaint is (after a `key=`: under the value).
        var offset = 0
    }

    let words: [Word]
    private(set) var items: [Arguments.Item] = []
    private(set) var furthest = Failure(index: -1, message: nil, expected: [])

    init(_ words: [Word]) { self.words = words }

    /// The arguments, or why the words do not fit the grammar.
    static func match(_ syntax: Syntax, _ words: [Word]) -> Result<Arguments, Failure> {
        var matcher = SyntaxMatcher(words)
        let end = matcher.match(syntax, at: 0)
        if end == words.count { return .success(Arguments(items: matcher.items)) }
        // The grammar was satisfied before the last word: the line goes wrong at the first word
        // it left, unless something was tried there or further on.
        if let end, end > matcher.furthest.index { return .failure(Failure(index: end, message: nil, expected: [])) }
        return .failure(matcher.furthest)
    }

    /// The parts that could take the word after `words` (for completion).
    static func next(_ syntax: Syntax, after words: [Word]) -> [Terminal] {
        var matcher = SyntaxMatcher(words)
        _ = matcher.match(syntax, at: 0)
        return matcher.furthest.index == words.count ? matcher.furthest.expected : []
    }

    private mutating func match(_ syntax: Syntax, at i: Int) -> Int? {
        switch syntax {
        case .keyword(let k):
            if i < words.count, !words[i].isQuoted, words[i].text == k {
                items.append(Arguments.Item(name: k, word: words[i], value: .keyword))
                return i + 1
            }
            fail(at: i, .keyword(k))
            return nil
        case .slot(let slot):
            guard i < words.count else { fail(at: i, .slot(slot)); return nil }
            // A `key=value` is given once: a second one is refused where it stands.
            if let key = slot.prefix, items.contains(where: { $0.name == slot.name }), words[i].text.hasPrefix(key) {
                fail(at: i, .slot(slot), message: "\(key.dropLast()) is given twice")
                return nil
            }
            switch slot.read(words[i]) {
            case .success(let value):
                items.append(Arguments.Item(name: slot.name, word: words[i], value: value))
                return i + 1
            case .failure(let complaint):
                fail(at: i, .slot(slot), message: complaint.message, offset: slot.prefix?.count ?? 0)
                return nil
            }
        case .sequence(let parts):
            var j = i
            for part in parts {
                guard let next = match(part, at: j) else { return nil }
                j = next
            }
            return j
        case .choice(let options):
            let kept = items.count
            for option in options {
                if let next = match(option, at: i) { return next }
                items.removeSubrange(kept...)
            }
            return nil
        case .optional(let inner):
            let kept = items.count
            if let next = match(inner, at: i) { return next }
            items.removeSubrange(kept...)
            return i
        case .repeated(let inner):
            guard var j = match(inner, at: i) else { return nil }
            while true {
                let kept = items.count
                guard let next = match(inner, at: j), next > j else {
                    items.removeSubrange(kept...)
                    return j
                }
                j = next
            }
        case .rest(let name):
            for word in words[min(i, words.count)...] {
                items.append(Arguments.Item(name: name, word: word, value: .word))
            }
            return max(i, words.count)
        }
    }

    /// Keeps the failure at the furthest word: there the line went wrong. A slot's own
    /// complaint (a number out of range) wins over a list of what was expected.
    private mutating func fail(at index: Int, _ terminal: Terminal, message: String? = nil, offset: Int = 0) {
        if index > furthest.index {
            furthest = Failure(index: index, message: message, expected: [terminal], offset: message == nil ? 0 : offset)
        } else if index == furthest.index {
            furthest.expected.append(terminal)
            if furthest.message == nil, message != nil {
                furthest.message = message
                furthest.offset = offset
            }
        }
    }
}
