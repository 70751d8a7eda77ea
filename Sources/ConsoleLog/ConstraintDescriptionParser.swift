import Cassowary
import Layout
import Notation

/// Reads one constraint as UIKit, AppKit, Masonry and SnapKit print it, the text between the
/// outer `<` and `>`:
///
///     NSLayoutConstraint:0x6100002920c0 UILabel:0x7f9c12566050.bottom == Prox.View:0x7f9c12565bb0.bottom - 16   (active)
///     NSLayoutConstraint:0x610000291fd0 V:|-(16)-[UILabel:0x7f9c12566050]   (active, names: '|':Prox.View:0x7f9c12565bb0 )
///     NSLayoutConstraint:0x61800028d570 'UISV-hiding' Prox.View:0x7f9c12565bb0.height == 0   (active)
///     NSAutoresizingMaskLayoutConstraint:0x8b00330 h=--& v=--& V:[UITableViewCellContentView:0x8bd7d40(44)]
///     SnapKit.LayoutConstraint:0x1740abe20@File.swift#277 UILabel:0x106f2c8b0.bottom == UIView:0x106f4ba40.bottom - 22.0
///     <Module.LayoutConstraint:0x7f8a412e8740> <UIView:0x7f8a412e8eb0>.top == <_UILayoutGuide:0x7f8a412e9430>.bottom
///
/// Every character is read or refused: a description that is not understood is an error at
/// the character where reading stopped, never a guess.
public struct ConstraintDescriptionParser {
    let chars: [Character]
    var i = 0
    /// `'|'` and named items from the `names:` list.
    var names: [String: LoggedItem] = [:]

    public static func parse(_ text: String, line: Int) throws(DescriptionError) -> LoggedConstraint {
        var parser = ConstraintDescriptionParser(chars: Array(text))
        return try parser.constraint(text: text, line: line)
    }

    init(chars: [Character]) { self.chars = chars }

    // MARK: The whole description

    mutating func constraint(text: String, line: Int) throws(DescriptionError) -> LoggedConstraint {
        // The suffix first: `(active, names: …)` tells what the body's names mean.
        var end = chars.count
        var isActive: Bool?
        if let suffix = try readSuffix() {
            end = suffix.start
            isActive = suffix.isActive
            names = suffix.names
        }
        let (className, address, location) = try readConstraintClass()
        skipBlanks()
        var mask: String?
        if let m = readAutoresizingMask() {
            mask = m
            skipBlanks()
        }
        var identifier: String?
        if peek() == "'" {
            identifier = try readQuotedIdentifier()
            skipBlanks()
        }
        let relation: LoggedRelation
        if (peek() == "H" || peek() == "V"), peek(1) == ":" {
            relation = try visualFormat(end: end)
        } else {
            relation = try equation(end: end, autoresizing: mask != nil)
        }
        skipBlanks(until: end)
        guard i >= end else { throw fail(.textAfterConstraint(String(chars[i..<end]))) }
        return LoggedConstraint(className: className, address: address, sourceLocation: location, autoresizingMask: mask,
                                identifier: identifier, relation: relation, isActive: isActive, text: text, line: line)
    }

    /// `NSLayoutConstraint:0x…`, `SnapKit.LayoutConstraint:0x…@File.swift#17`, or the old
    /// SnapKit `<Module.LayoutConstraint:0x…>`.
    mutating func readConstraintClass() throws(DescriptionError) -> (String, String, String?) {
        let bracketed = accept("<")
        let name = readWhile { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "$" }
        guard !name.isEmpty else { throw fail(.expected(.constraintClass)) }
        guard accept(":") else { throw fail(.expected(.colonAndAddress(afterClass: name))) }
        // Masonry prints a constraint's mas_key instead of its address (`MASLayoutConstraint:ConstantConstraint`).
        var address = readAddress()
        if address == nil, name.hasPrefix("MAS") {
            var key = readWhile { $0.isLetter || $0.isNumber || $0 == "_" }
            // `ConflictingConstraint[0]`: the index Masonry adds to a key used twice.
            if !key.isEmpty, peek() == "[" {
                let start = i
                i += 1
                let digits = readWhile(\.isNumber)
                if !digits.isEmpty, accept("]") { key += "[\(digits)]" } else { i = start }
            }
            if !key.isEmpty { address = key }
        }
        guard let address else { throw fail(.expected(.constraintAddress)) }
        var location: String?
        if accept("@") {
            let loc = readWhile { !$0.isWhitespace && $0 != ">" }
            guard !loc.isEmpty else { throw fail(.expected(.sourceLocation)) }
            location = loc
        }
        if bracketed, !accept(">") { throw fail(.expected(.closeAfterConstraintAddress)) }
        return (name, address, location)
    }

    /// `h=--& v=--&`, `h=-&- v=-&-`.
    mutating func readAutoresizingMask() -> String? {
        guard peek() == "h", peek(1) == "=" else { return nil }
        let start = i
        let flag: (Character) -> Bool = { $0 == "-" || $0 == "&" }
        i += 2
        guard i + 3 <= chars.count, chars[i..<i + 3].allSatisfy(flag) else { i = start; return nil }
        i += 3
        guard peek() == " ", peek(1) == "v", peek(2) == "=" else { i = start; return nil }
        i += 3
        guard i + 3 <= chars.count, chars[i..<i + 3].allSatisfy(flag) else { i = start; return nil }
        i += 3
        return String(chars[start..<i])
    }

    mutating func readQuotedIdentifier() throws(DescriptionError) -> String {
        let open = i
        i += 1
        // The identifier ends at the quote followed by a blank (it may hold quotes and blanks).
        while i < chars.count {
            if chars[i] == "'", i + 1 < chars.count, chars[i + 1] == " " {
                let id = String(chars[(open + 1)..<i])
                i += 1
                return id
            }
            i += 1
        }
        i = open
        throw fail(.unclosedIdentifier)
    }

    /// `(active)`, `(inactive)`, `(active, names: '|':UIView:0x… )`, `(Names: '|':UIView:0x… )`
    /// at the end, found by its opening words (a label's text may hold parentheses of its own;
    /// a Visual Format size or `(LTR)` is not it).
    mutating func readSuffix() throws(DescriptionError) -> (start: Int, isActive: Bool?, names: [String: LoggedItem])? {
        var end = chars.count
        while end > 0, chars[end - 1].isWhitespace { end -= 1 }
        guard end > 0, chars[end - 1] == ")" else { return nil }
        let text = String(chars[..<end])
        var open: Int?
        for marker in ["(active, names: ", "(inactive, names: ", "(Names: ", "(names: ", "(active)", "(inactive)"] {
            guard let r = text.ranges(of: marker).last else { continue }
            let at = text.distance(from: text.startIndex, to: r.lowerBound)
            if open.map({ at > $0 }) ?? true { open = at }
        }
        guard let open else { return nil }
        let inner = String(chars[(open + 1)..<(end - 1)])
        var isActive: Bool?
        var namesText: Substring?
        if inner == "active" || inner == "inactive" {
            isActive = inner == "active"
        } else if inner.hasPrefix("active, names: ") || inner.hasPrefix("inactive, names: ") {
            isActive = inner.hasPrefix("active")
            namesText = inner[inner.index(inner.startIndex, offsetBy: inner.hasPrefix("active") ? 15 : 17)...]
        } else if inner.hasPrefix("Names: ") || inner.hasPrefix("names: ") {
            namesText = inner.dropFirst(7)
        } else {
            return nil
        }
        var names: [String: LoggedItem] = [:]
        if let namesText {
            for entry in Self.namesEntries(namesText) {
                let trimmed = entry.trimmingBlanks()
                guard !trimmed.isEmpty else { continue }
                // `'|':UIView:0x…`, `BackButton:0x…`, `AddressToolbar.lockIcon:0x…`
                guard let colon = trimmed.firstIndex(of: ":") else {
                    throw DescriptionError(.malformedName(String(trimmed)), offset: open + 1)
                }
                var name = String(trimmed[..<colon])
                if name.hasPrefix("'"), name.hasSuffix("'"), name.count >= 2 { name = String(name.dropFirst().dropLast()) }
                let rest = trimmed[trimmed.index(after: colon)...]
                // `BackButton:0x7fe808a18380`: the name is the item's class as far as the log says.
                if rest.hasPrefix("0x"), rest.dropFirst(2).allSatisfy(\.isHexDigit) {
                    names[name] = LoggedItem(className: name, address: String(rest))
                    continue
                }
                var sub = ConstraintDescriptionParser(chars: Array(rest))
                guard let item = try? sub.readItem(), sub.i == sub.chars.count else {
                    throw DescriptionError(.nameIsNotAView(String(rest)), offset: open + 1)
                }
                names[name] = item
            }
        }
        return (open, isActive, names)
    }

    /// The entries of a `names:` list: split at the commas that start a new `NAME:` (a title in
    /// quotes may hold commas).
    static func namesEntries(_ text: Substring) -> [Substring] {
        var entries: [Substring] = []
        var start = text.startIndex
        var k = text.startIndex
        while k < text.endIndex {
            if text[k] == "," {
                let after = text[text.index(after: k)...].drop { $0 == " " }
                let isNameCharacter: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "$" }
                let word = after.prefix(while: isNameCharacter)
                if after.hasPrefix("'|':") || (!word.isEmpty && after.dropFirst(word.count).hasPrefix(":")) {
                    entries.append(text[start..<k])
                    start = text.index(after: k)
                }
            }
            k = text.index(after: k)
        }
        entries.append(text[start...])
        return entries
    }
}
