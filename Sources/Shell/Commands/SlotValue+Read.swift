import Layout
import Notation

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
        // (Written out only in a complaint: a matcher tries a slot at words it does not take.)
        var shown: String { text.isEmpty ? "nothing" : "'\(text)'" }
        switch value {
        case .name:
            guard !word.isQuoted, !text.isEmpty, !holdsEquals(text), !text.hasPrefix("--") else {
                return .failure(SlotComplaint())
            }
            return .success(.word)
        case .text:
            if !word.isQuoted, holdsEquals(text), let equals = text.firstIndex(of: "="), equals != text.startIndex {
                return .failure(SlotComplaint())
            }
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
        case .anyWord:
            return .success(.word)
        case .insets(let meaning):
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { decimalNumber($0.trimmingBlanks()) }
            guard parts.count == 1 || parts.count == 4, parts.allSatisfy({ $0.map { (0...10_000).contains($0) } == true }) else {
                return .failure(SlotComplaint(message: "\(meaning) is one number or four (top,leading,bottom,trailing), each from 0 to 10,000, "
                                              + "as 8 or 11,16,11,16, not \(shown)"))
            }
            let v = parts.compactMap { $0 }
            return .success(.insets(v.count == 1 ? DirectionalInsets(all: v[0])
                                    : DirectionalInsets(top: v[0], leading: v[1], bottom: v[2], trailing: v[3])))
        case .rect(let meaning):
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { decimalNumber($0.trimmingBlanks()) }
            guard parts.count == 4, parts.allSatisfy({ $0.map(LayoutNumbers.accepts) == true }) else {
                return .failure(SlotComplaint(message: "\(meaning) is x,y,width,height, each from -10,000,000 to 10,000,000, as 0,0,320,44, not \(shown)"))
            }
            let v = parts.compactMap { $0 }
            return .success(.rect(Rect(x: v[0], y: v[1], width: v[2], height: v[3])))
        case .flags(let names, let meaning):
            var flags: [String] = []
            for part in text.split(separator: "|", omittingEmptySubsequences: false).map(String.init) {
                guard names.contains(part) else {
                    let hint = closestName(to: part, in: names).map { " (did you mean '\($0)'?)" } ?? ""
                    let what = part.isEmpty ? "nothing" : "'\(part)'"
                    return .failure(SlotComplaint(message: "\(what) is not \(meaning)\(hint)"))
                }
                flags.append(part)
            }
            return .success(.flags(flags))
        case .font:
            do { return .success(.font(try FontDescriptor(parsing: text))) } catch {
                return .failure(SlotComplaint(message: error.reason.words))
            }
        case .either(let words, let other):
            if !word.isQuoted, words.contains(text) { return .success(.word) }
            let read = Slot(name: name, value: other).read(Word(text: text, column: word.column, length: word.length, isQuoted: word.isQuoted))
            guard case .failure(let complaint) = read, let message = complaint.message else { return read }
            // "width is a number from 0 to 10,000,000, or none, not 'abc'"
            let alternatives = ", or " + words.joined(separator: ", ")
            guard let not = lastStart(of: ", not ", in: message) else { return .failure(SlotComplaint(message: message + alternatives)) }
            return .failure(SlotComplaint(message: message[..<not] + alternatives + message[not...]))
        }
    }
}

/// Whether `text` holds `=` as a character of its own (an `=` with a combining mark is another
/// character). The byte is looked for first: `contains` with a string was Foundation's search,
/// some 4 k instructions for each word a name slot was tried at.
func holdsEquals(_ text: String) -> Bool {
    text.utf8.contains(UInt8(ascii: "=")) && text.contains(Character("="))
}

/// Where `needle` starts last in `text`, compared byte for byte (Foundation's backward search,
/// used here before, cost some 4 k instructions for each word a slot of two kinds refused).
func lastStart(of needle: String, in text: String) -> String.Index? {
    let bytes = Array(text.utf8), pattern = Array(needle.utf8)
    guard !pattern.isEmpty, bytes.count >= pattern.count else { return nil }
    for start in stride(from: bytes.count - pattern.count, through: 0, by: -1)
    where bytes[start..<start + pattern.count].elementsEqual(pattern) {
        return text.utf8.index(text.utf8.startIndex, offsetBy: start)
    }
    return nil
}

/// A range's end as the messages write it: `10,000`, `0.5`.
private func bound(_ x: Double) -> String {
    x == x.rounded() && abs(x) < 1e15 ? grouped(Int(x)) : show(x)
}
