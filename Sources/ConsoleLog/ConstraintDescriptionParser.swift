import Cassowary
import Layout
import Notation

/// Why a constraint description could not be read, and where (a character offset in it).
public struct DescriptionError: Error, Sendable, Equatable {
    public var message: String
    public var offset: Int
}

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
    private let chars: [Character]
    private var i = 0
    /// `'|'` and named items from the `names:` list.
    private var names: [String: LoggedItem] = [:]

    public static func parse(_ text: String, line: Int) throws(DescriptionError) -> LoggedConstraint {
        var parser = ConstraintDescriptionParser(chars: Array(text))
        return try parser.constraint(text: text, line: line)
    }

    private init(chars: [Character]) { self.chars = chars }

    // MARK: The whole description

    private mutating func constraint(text: String, line: Int) throws(DescriptionError) -> LoggedConstraint {
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
        guard i >= end else { throw fail("unexpected '\(String(chars[i..<end]))' after the constraint") }
        return LoggedConstraint(className: className, address: address, sourceLocation: location, autoresizingMask: mask,
                                identifier: identifier, relation: relation, isActive: isActive, text: text, line: line)
    }

    /// `NSLayoutConstraint:0x…`, `SnapKit.LayoutConstraint:0x…@File.swift#17`, or the old
    /// SnapKit `<Module.LayoutConstraint:0x…>`.
    private mutating func readConstraintClass() throws(DescriptionError) -> (String, String, String?) {
        let bracketed = accept("<")
        let name = readWhile { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "$" }
        guard !name.isEmpty else { throw fail("expected the constraint's class, as NSLayoutConstraint:0x…") }
        guard accept(":") else { throw fail("expected ':' and the constraint's address after \(name)") }
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
        guard let address else { throw fail("expected the constraint's address (0x…)") }
        var location: String?
        if accept("@") {
            let loc = readWhile { !$0.isWhitespace && $0 != ">" }
            guard !loc.isEmpty else { throw fail("expected a source location after '@', as File.swift#17") }
            location = loc
        }
        if bracketed, !accept(">") { throw fail("expected '>' after the constraint's address") }
        return (name, address, location)
    }

    /// `h=--& v=--&`, `h=-&- v=-&-`.
    private mutating func readAutoresizingMask() -> String? {
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

    private mutating func readQuotedIdentifier() throws(DescriptionError) -> String {
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
        throw fail("the identifier's quote is not closed")
    }

    /// `(active)`, `(inactive)`, `(active, names: '|':UIView:0x… )`, `(Names: '|':UIView:0x… )`
    /// at the end, found by its opening words (a label's text may hold parentheses of its own;
    /// a Visual Format size or `(LTR)` is not it).
    private mutating func readSuffix() throws(DescriptionError) -> (start: Int, isActive: Bool?, names: [String: LoggedItem])? {
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
                    throw DescriptionError(message: "a name in the names: list is NAME:CLASS:0x…, not '\(trimmed)'", offset: open + 1)
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
                    throw DescriptionError(message: "'\(rest)' in the names: list is not a view (CLASS:0x…)", offset: open + 1)
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

    // MARK: Equations

    /// `A.attr REL [m*]B.attr [± c] [+ NSSpace(n)] [@p]` or `A.attr REL c [@p]`.
    private mutating func equation(end: Int, autoresizing: Bool) throws(DescriptionError) -> LoggedRelation {
        let first = try readAnchor()
        skipBlanks()
        guard let relation = readRelation() else { throw fail("expected '==', '>=' or '<=' after the first item") }
        skipBlanks()
        var second: LoggedAnchor?
        var multiplier = 1.0, constant = 0.0
        var systemSpacing = false
        var containment: LoggedRelation.Containment?
        var sign = 1.0
        var first_term = true
        while i < end {
            skipBlanks(until: end)
            guard i < end else { break }
            if peek() == "@" || peek() == "^" {
                break
            }
            if !first_term {
                // `B.bottom NSSpace(0)`, `B.bottom NSLayoutAnchorConstraintSpace(8)`: a system
                // spacing anchor's constraint prints its spacing after the item, with no sign.
                if let n = try readSystemSpacing() {
                    constant += n
                    systemSpacing = true
                    continue
                }
                guard let op = peek(), op == "+" || op == "-" else { break }
                sign = op == "-" ? -1 : 1
                i += 1
                skipBlanks(until: end)
            }
            first_term = false
            if let n = try readSystemSpacing() {
                constant += sign * n
                systemSpacing = true
                continue
            }
            if let n = readNumber() {
                skipBlanks(until: end)
                if accept("*") {
                    skipBlanks(until: end)
                    guard second == nil else { throw fail("a constraint relates two items, not three") }
                    second = try readAnchor()
                    multiplier = sign * n
                } else {
                    constant += sign * n
                }
                continue
            }
            guard second == nil else { throw fail("a constraint relates two items, not three") }
            var anchor = try readAnchor()
            skipBlanks(until: end)
            // `B.height * 0.7` (the multiplier after the item).
            if accept("*") {
                skipBlanks(until: end)
                guard let n = readNumber() else { throw fail("expected a multiplier after '*'") }
                multiplier = sign * n
            } else {
                multiplier = sign
            }
            var bar = false
            if anchor.item.className == "|" {
                anchor.item = try superviewItem(of: first.item)
                bar = true
            }
            second = anchor
            if bar { containment = LoggedRelation.Containment(child: first.item, superview: anchor.item) }
        }
        var priority: Double?
        skipBlanks(until: end)
        if accept("@") {
            guard let p = readNumber() else { throw fail("expected a priority after '@'") }
            priority = p
        } else if accept("^") {
            priority = try readCaretPriority()
        }
        // An autoresizing constraint's position (`minX == 0`) is in its superview.
        if autoresizing, second == nil, first.attribute.isPosition, let superview = names["|"] {
            second = LoggedAnchor(superview, first.attribute)
            containment = LoggedRelation.Containment(child: first.item, superview: superview)
        }
        var result = LoggedRelation(first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
                                    isSystemSpacing: systemSpacing, priority: priority)
        result.containment = containment
        return result
    }

    /// Masonry's and SnapKit's priority after `^`: `^low`, `^high`, `^required`, `^fittingSize`,
    /// `^999`, `^UILayoutPriority(rawValue: 999.0)`.
    private mutating func readCaretPriority() throws(DescriptionError) -> Double {
        let named: [String: Double] = ["low": 250, "medium": 500, "high": 750, "required": 1000, "fittingSize": 50,
                                       "defaultLow": 250, "defaultHigh": 750]
        for (word, value) in named.sorted(by: { $0.key.count > $1.key.count }) where startsWith(word) {
            i += word.count
            return value
        }
        if let n = readNumber() { return n }
        for wrapper in ["UILayoutPriority(rawValue: ", "NSLayoutPriority(rawValue: ", "NSLayoutConstraint.Priority(rawValue: "] where startsWith(wrapper) {
            i += wrapper.count
            guard let n = readNumber(), accept(")") else { throw fail("expected \(wrapper)N)") }
            return n
        }
        throw fail("expected a priority after '^' (low, high, required, a number)")
    }

    /// `NSSpace(8)` or `NSLayoutAnchorConstraintSpace(8)`: the system spacing and its value.
    private mutating func readSystemSpacing() throws(DescriptionError) -> Double? {
        for word in ["NSSpace(", "NSLayoutAnchorConstraintSpace("] where startsWith(word) {
            i += word.count
            guard let n = readNumber(), accept(")") else { throw fail("expected \(word)N)") }
            return n
        }
        return nil
    }

    private mutating func readRelation() -> Relation? {
        for r in [Relation.equal, .greaterOrEqual, .lessOrEqual] where startsWith(r.rawValue) {
            i += 2
            return r
        }
        return nil
    }

    /// `ITEM.attribute`, the attribute being the last dotted part (a named item may hold dots:
    /// `AddressToolbar.lockIcon.width`).
    private mutating func readAnchor() throws(DescriptionError) -> LoggedAnchor {
        let start = i
        var item = try readItem()
        var attributeName: String
        var attributeStart = i
        if item.address == nil, item.masonryKey == nil, item.text == nil, !accept(".") {
            // A name read with its dots: the attribute is its last part.
            guard let dot = item.className.lastIndex(of: ".") else {
                i = start
                throw fail("expected ITEM.attribute, as UILabel:0x….bottom")
            }
            attributeName = String(item.className[item.className.index(after: dot)...])
            item.className = String(item.className[..<dot])
        } else {
            if item.address != nil || item.masonryKey != nil || item.text != nil {
                guard accept(".") else { throw fail("expected '.' and an attribute") }
            }
            attributeStart = i
            attributeName = readWhile { $0.isLetter || $0.isNumber }
        }
        guard let (attribute, toMargins) = Self.attribute(named: attributeName) else {
            i = attributeStart
            throw fail("'\(attributeName)' is not an attribute a log prints (left, top, width, leadingMargin, …)")
        }
        item = resolved(item)
        return LoggedAnchor(item, attribute, toMargins: toMargins)
    }

    /// `Class:0xADDR'text'`, `<Class:0xADDR>`, `Class:0xADDR`, or a bare name.
    mutating func readItem() throws(DescriptionError) -> LoggedItem {
        if accept("<") {
            let item = try readItem()
            guard accept(">") else { throw fail("expected '>' after the item") }
            return item
        }
        if accept("|") { return LoggedItem(className: "|") }
        var name = readWhile { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "$" }
        // A class in a local context: `MyApp.(unknown context at $10a8b0c4c).CardView`.
        while name.hasSuffix("."), startsWith("(unknown context at $") {
            let start = i
            while i < chars.count, chars[i] != ")" { i += 1 }
            guard accept(")") else { i = start; break }
            name += String(chars[start..<i]) + readWhile { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "$" }
        }
        guard !name.isEmpty else { throw fail("expected a view, as UILabel:0x…") }
        var item = LoggedItem(className: name)
        if peek() == ":", peek(1) == "0", peek(2) == "x" {
            i += 1
            item.address = readAddress()
        } else if peek() == ":", let next = peek(1), next.isLetter || next == "_" {
            // Masonry: `UILabel:messageLabel`, the view's mas_key.
            i += 1
            item.masonryKey = readWhile { $0.isLetter || $0.isNumber || $0 == "_" }
        } else if name.hasSuffix("."), peek() == ":" {
            throw fail("expected an address after ':'")
        }
        if item.address != nil || item.masonryKey != nil, peek() == "'" {
            item.text = try readItemText()
        }
        if item.address != nil, item.className.hasSuffix(".") { item.className.removeLast() }
        return item
    }

    /// A label's text or a guide's identifier: it ends at the quote followed by `.` and an
    /// attribute (an equation), `]`, a Visual Format size `(`, `>` or the end (a text may hold
    /// quotes, `>` and `.bottom` of its own).
    private mutating func readItemText() throws(DescriptionError) -> String {
        let open = i
        var k = i + 1
        while k < chars.count {
            if chars[k] == "'", closesText(at: k + 1) {
                i = k + 1
                return Self.unescape(String(chars[(open + 1)..<k]))
            }
            k += 1
        }
        throw fail("the quoted text is not closed")
    }

    private func closesText(at k: Int) -> Bool {
        guard k < chars.count else { return true }
        switch chars[k] {
        case "]": return true
        case ">": return k + 1 == chars.count || chars[k + 1] == "." || chars[k + 1] == " "
        case "(": return k + 1 < chars.count && (chars[k + 1].isNumber || "<>=".contains(chars[k + 1]))
        case ".":
            var j = k + 1
            var word = ""
            while j < chars.count, chars[j].isLetter || chars[j].isNumber { word.append(chars[j]); j += 1 }
            guard Self.attribute(named: word) != nil else { return false }
            return j == chars.count || chars[j] == " " || chars[j] == ">" || chars[j] == "*"
        default: return false
        }
    }

    /// `\U2019` (as UIKit prints characters outside ASCII in a list) becomes the character;
    /// `\n`, `\t`, `\"` and `\\` the characters they stand for.
    static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var out = ""
        var chars = Array(text)[...]
        let simple: [Character: Character] = ["n": "\n", "t": "\t", "\"": "\"", "\\": "\\"]
        while let c = chars.first {
            if c == "\\", chars.count >= 6, let n = chars.dropFirst().first, n == "U" || n == "u",
               let code = UInt32(String(chars.dropFirst(2).prefix(4)), radix: 16), let scalar = Unicode.Scalar(code) {
                out.append(Character(scalar))
                chars = chars.dropFirst(6)
            } else if c == "\\", let n = chars.dropFirst().first, let plain = simple[n] {
                out.append(plain)
                chars = chars.dropFirst(2)
            } else {
                out.append(c)
                chars = chars.dropFirst()
            }
        }
        return out
    }

    /// A name the `names:` list gives (`[NextButton]`, `NextButton:0x…`) as that item.
    private func resolved(_ item: LoggedItem) -> LoggedItem {
        guard item.address == nil, item.masonryKey == nil, let named = names[item.className] else { return item }
        return named
    }

    private func superviewItem(of item: LoggedItem) throws(DescriptionError) -> LoggedItem {
        names["|"] ?? LoggedItem.unknownSuperview(of: item)
    }

    /// The attributes a log prints; margin attributes are the margins guide's.
    static func attribute(named name: String) -> (LayoutAttribute, Bool)? {
        let margins: [String: LayoutAttribute] = [
            "leftMargin": .left, "rightMargin": .right, "topMargin": .top, "bottomMargin": .bottom,
            "leadingMargin": .leading, "trailingMargin": .trailing,
            "centerXWithinMargins": .centerX, "centerYWithinMargins": .centerY,
        ]
        if let a = margins[name] { return (a, true) }
        // AppKit's autoresizing constraints speak of the frame's edges.
        let appKit: [String: LayoutAttribute] = ["minX": .left, "maxX": .right, "minY": .top, "maxY": .bottom,
                                                 "midX": .centerX, "midY": .centerY, "baseline": .lastBaseline]
        if let a = appKit[name] { return (a, false) }
        return LayoutAttribute(name: name).map { ($0, false) }
    }

    // MARK: Visual Format

    /// `H:|-(16)-[A]`, `H:[A]-(8)-[B]`, `H:[A]-(NSSpace(8))-|`, `V:[A(100)]`, `H:[A(>=10)]`,
    /// with `(LTR)` after it where UIKit prints one.
    private mutating func visualFormat(end: Int) throws(DescriptionError) -> LoggedRelation {
        let vertical = chars[i] == "V"
        i += 2
        var leadingBar = false
        if accept("|") { leadingBar = true }
        var gap: (relation: Relation, value: Double, system: Bool, priority: Double?)?
        if leadingBar { gap = try readGap() ?? (.equal, 0, false, nil) }
        guard accept("[") else { throw fail("expected '[' and a view") }
        let a = resolved(try readItem())
        var size: (relation: Relation, value: Double, priority: Double?)?
        if accept("(") {
            size = try readPredicate()
            guard accept(")") else { throw fail("expected ')' after the size") }
        }
        guard accept("]") else { throw fail("expected ']' after the view") }
        let start: LayoutAttribute = vertical ? .top : .leading, finish: LayoutAttribute = vertical ? .bottom : .trailing
        let length: LayoutAttribute = vertical ? .height : .width
        var result: LoggedRelation
        if let size {
            guard !leadingBar else { throw fail("a size and a superview edge in one printed constraint") }
            result = LoggedRelation(first: LoggedAnchor(a, length), relation: size.relation, constant: size.value, priority: size.priority)
        } else if leadingBar, let g = gap {
            // |-(c)-[A]: A.start == superview.start + c
            let superview = try superviewItem(of: a)
            result = LoggedRelation(first: LoggedAnchor(a, start), relation: g.relation, second: LoggedAnchor(superview, start),
                                    constant: g.value, isSystemSpacing: g.system, priority: g.priority)
            result.containment = LoggedRelation.Containment(child: a, superview: superview)
        } else {
            let g = try readGap() ?? (.equal, 0, false, nil)
            if accept("|") {
                // [A]-(c)-|: superview.finish == A.finish + c
                let superview = try superviewItem(of: a)
                result = LoggedRelation(first: LoggedAnchor(superview, finish), relation: g.relation, second: LoggedAnchor(a, finish),
                                        constant: g.value, isSystemSpacing: g.system, priority: g.priority)
                result.containment = LoggedRelation.Containment(child: a, superview: superview)
            } else {
                guard accept("[") else { throw fail("expected '[' and a second view, or '|'") }
                let b = resolved(try readItem())
                guard accept("]") else { throw fail("expected ']' after the view") }
                // [A]-(c)-[B]: B.start == A.finish + c
                result = LoggedRelation(first: LoggedAnchor(b, start), relation: g.relation, second: LoggedAnchor(a, finish),
                                        constant: g.value, isSystemSpacing: g.system, priority: g.priority)
            }
        }
        // `(LTR)`, `(RTL)`: how leading and trailing were resolved.
        if startsWith("(LTR)") || startsWith("(RTL)") { i += 5 }
        return result
    }

    /// `-(16)-`, `-(>=8)-`, `-(NSSpace(8))-`, `-(-20)-`, `-(8@750)-`, or nothing (flush).
    private mutating func readGap() throws(DescriptionError) -> (relation: Relation, value: Double, system: Bool, priority: Double?)? {
        guard accept("-") else { return nil }
        guard accept("(") else { throw fail("expected '(' and a gap after '-'") }
        if let n = try readSystemSpacing() {
            guard accept(")"), accept("-") else { throw fail("expected ')-' after the system spacing") }
            return (.equal, n, true, nil)
        }
        let p = try readPredicate()
        guard accept(")"), accept("-") else { throw fail("expected ')-' after the gap") }
        return (p.relation, p.value, false, p.priority)
    }

    /// `100`, `>=100`, `<=8`, `==44`, `100@750`.
    private mutating func readPredicate() throws(DescriptionError) -> (relation: Relation, value: Double, priority: Double?) {
        let relation = readRelation() ?? .equal
        guard let value = readNumber() else { throw fail("expected a number") }
        var priority: Double?
        if accept("@") {
            guard let p = readNumber() else { throw fail("expected a priority after '@'") }
            priority = p
        }
        return (relation, value, priority)
    }

    // MARK: Characters

    private func peek(_ ahead: Int = 0) -> Character? { i + ahead < chars.count ? chars[i + ahead] : nil }

    private mutating func accept(_ c: Character) -> Bool {
        guard peek() == c else { return false }
        i += 1
        return true
    }

    private func startsWith(_ s: String) -> Bool {
        var k = i
        for c in s {
            guard k < chars.count, chars[k] == c else { return false }
            k += 1
        }
        return true
    }

    private mutating func readWhile(_ ok: (Character) -> Bool) -> String {
        let start = i
        while i < chars.count, ok(chars[i]) { i += 1 }
        return String(chars[start..<i])
    }

    private mutating func skipBlanks(until end: Int? = nil) {
        let limit = end ?? chars.count
        while i < limit, chars[i].isWhitespace { i += 1 }
    }

    private mutating func readAddress() -> String? {
        guard peek() == "0", peek(1) == "x" else { return nil }
        let start = i
        i += 2
        let digits = readWhile { $0.isHexDigit }
        guard !digits.isEmpty else { i = start; return nil }
        return String(chars[start..<i])
    }

    /// A decimal number, signed (`-20`, `94.3333`, `1e+06`); nil (reading nothing) if none.
    private mutating func readNumber() -> Double? {
        let start = i
        if peek() == "-" || peek() == "+" { i += 1 }
        let digits = readWhile { $0.isNumber || $0 == "." }
        guard !digits.isEmpty, digits.contains(where: \.isNumber) else { i = start; return nil }
        if peek() == "e" || peek() == "E", let n = peek(1), n.isNumber || n == "+" || n == "-" {
            i += 2
            _ = readWhile { $0.isNumber }
        }
        guard let value = Double(String(chars[start..<i])), value.isFinite, abs(value) <= 1e9 else { i = start; return nil }
        return value
    }

    private func fail(_ message: String) -> DescriptionError { DescriptionError(message: message, offset: min(i, chars.count)) }
}

extension LayoutAttribute {
    /// An edge or centre (a place), not a size.
    var isPosition: Bool { self != .width && self != .height }
}
