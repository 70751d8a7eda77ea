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

/// A slot's complaint about a word: nil when the word is simply not this kind of word.
struct SlotComplaint: Error {
    var message: String?
}

extension Slot {
    /// The word's value, or why it is not one.
    func read(_ word: Word) -> Result<Arguments.Value, SlotComplaint> {
        var text = word.text
        if let prefix {
            guard !word.isQuoted, text.hasPrefix(prefix) else { return .failure(SlotComplaint()) }
            text.removeFirst(prefix.count)
        }
        let shown = text.isEmpty ? "nothing" : "'\(text)'"
        switch value {
        case .name:
            guard !word.isQuoted, !text.isEmpty, !text.contains("="), !text.hasPrefix("--") else { return .failure(SlotComplaint()) }
            return .success(.word)
        case .text:
            if !word.isQuoted, let equals = text.firstIndex(of: "="), equals != text.startIndex { return .failure(SlotComplaint()) }
            return .success(.word)
        case .path:
            return .success(.word)
        case .integer(let range, let meaning):
            guard let n = Int(text), range.contains(n) else {
                return .failure(SlotComplaint(message: "\(meaning) is a whole number from \(grouped(range.lowerBound)) to \(grouped(range.upperBound)), not \(shown)"))
            }
            return .success(.integer(n))
        case .number(let range, let meaning):
            guard let x = decimalNumber(text), range.contains(x) else {
                let bounds = "from \(bound(range.lowerBound)) to \(bound(range.upperBound))"
                return .failure(SlotComplaint(message: "\(meaning) is a number \(bounds), not \(shown)"))
            }
            return .success(.number(x))
        case .seed:
            guard let s = UInt64(text) else {
                return .failure(SlotComplaint(message: "a seed is a whole number from 0 up, not \(shown)"))
            }
            return .success(.seed(s))
        case .priority:
            guard let p = ValueWords.priority(text) else { return .failure(SlotComplaint(message: ValueWords.priorityRefusal(text))) }
            return .success(.priority(p))
        case .size(let range, let meaning):
            guard let size = parseSize(text), range.contains(size.width), range.contains(size.height) else {
                return .failure(SlotComplaint(message: "\(meaning) is WIDTHxHEIGHT, each from \(show(range.lowerBound)) to "
                                              + "\(grouped(Int(range.upperBound))), not \(shown)"))
            }
            return .success(.size(size))
        case .row:
            guard let n = Int(text), n >= 0 else {
                let what = text.isEmpty ? "a row number is missing" : "\(shown) is not a row number"
                return .failure(SlotComplaint(message: "\(what): rows are whole numbers from 0"))
            }
            return .success(.integer(n))
        case .estimate:
            switch text {
            case "min": return .success(.estimate(.templateMinimum))
            case "mean": return .success(.estimate(.runningMean))
            case "seen": return .success(.estimate(.seen))
            default: break
            }
            if text.contains("$") {
                switch EstimateGrammar.function(text) {
                case .success(let f): return .success(.estimate(.function(f)))
                case .failure(let why): return .failure(SlotComplaint(message: why.message))
                }
            }
            guard let h = decimalNumber(text), h > 0, h <= 10_000 else {
                return .failure(SlotComplaint(message: "an estimate is a height above 0 (to 10,000), min, mean, seen or a function of the row as $text.length*0.4+40, not \(shown)"))
            }
            return .success(.estimate(.constant(h)))
        case .onOff(let meaning):
            guard let on = ValueWords.onOff(text) else { return .failure(SlotComplaint(message: ValueWords.onOffRefusal(text, meaning: meaning))) }
            return .success(.bool(on))
        case .choice(let names):
            guard !word.isQuoted, names.contains(text) else {
                let hint = closestName(to: text, in: names).map { " (did you mean '\($0)'?)" } ?? ""
                let what = prefix.map { String($0.dropLast()) } ?? name
                return .failure(SlotComplaint(message: "\(what) is \(CommandParser.list(names)), not \(shown)\(hint)"))
            }
            return .success(.word)
        case .setting:
            guard !word.isQuoted, let equals = text.firstIndex(of: "="), equals != text.startIndex, !text.hasPrefix("--") else {
                return .failure(SlotComplaint())
            }
            return .success(.word)
        }
    }
}

/// A range's end as the messages write it: `10,000`, `0.5`.
private func bound(_ x: Double) -> String {
    x == x.rounded() && abs(x) < 1e15 ? grouped(Int(x)) : show(x)
}
