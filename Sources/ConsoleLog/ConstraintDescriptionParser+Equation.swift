import Cassowary
import Layout
import Notation

/// The equation form: `A.attr == m*B.attr + c`, with `NSSpace`, priorities and margin attributes.
extension ConstraintDescriptionParser {
    /// `A.attr REL [m*]B.attr [± c] [+ NSSpace(n)] [@p]` or `A.attr REL c [@p]`.
    mutating func equation(end: Int, autoresizing: Bool) throws(DescriptionError) -> LoggedRelation {
        let first = try readAnchor()
        skipBlanks()
        guard let relation = readRelation() else { throw fail(.expected(.relation)) }
        skipBlanks()
        var second: LoggedAnchor?
        var multiplier = 1.0, constant = 0.0
        var systemSpacing = false
        var containment: LoggedRelation.Containment?
        var sign = 1.0
        var firstTerm = true
        while i < end {
            skipBlanks(until: end)
            guard i < end else { break }
            if peek() == "@" || peek() == "^" {
                break
            }
            if !firstTerm {
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
            if firstTerm, let op = peek(), op == "+" || op == "-" {
                // A constant-only right side with its sign apart: `width == - 16` (UIAlertController's
                // action sheet), `midX == + 11`.
                sign = op == "-" ? -1 : 1
                i += 1
                skipBlanks(until: end)
            }
            firstTerm = false
            if let n = try readSystemSpacing() {
                constant += sign * n
                systemSpacing = true
                continue
            }
            if let n = readNumber() {
                skipBlanks(until: end)
                if accept("*") {
                    skipBlanks(until: end)
                    guard second == nil else { throw fail(.threeItems) }
                    second = try readAnchor()
                    multiplier = sign * n
                } else {
                    constant += sign * n
                }
                continue
            }
            guard second == nil else { throw fail(.threeItems) }
            var anchor = try readAnchor()
            skipBlanks(until: end)
            // `B.height * 0.7` (the multiplier after the item).
            if accept("*") {
                skipBlanks(until: end)
                guard let n = readNumber() else { throw fail(.expected(.multiplier)) }
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
            guard let p = readNumber() else { throw fail(.expected(.priority)) }
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
    mutating func readCaretPriority() throws(DescriptionError) -> Double {
        let named: [String: Double] = ["low": 250, "medium": 500, "high": 750, "required": 1000, "fittingSize": 50,
                                       "defaultLow": 250, "defaultHigh": 750]
        for (word, value) in named.sorted(by: { $0.key.count > $1.key.count }) where startsWith(word) {
            i += word.count
            return value
        }
        if let n = readNumber() { return n }
        for wrapper in ["UILayoutPriority(rawValue: ", "NSLayoutPriority(rawValue: ", "NSLayoutConstraint.Priority(rawValue: "] where startsWith(wrapper) {
            i += wrapper.count
            guard let n = readNumber(), accept(")") else { throw fail(.expected(.wrappedNumber(wrapper))) }
            return n
        }
        throw fail(.expected(.caretPriority))
    }

    /// `NSSpace(8)` or `NSLayoutAnchorConstraintSpace(8)`: the system spacing and its value.
    mutating func readSystemSpacing() throws(DescriptionError) -> Double? {
        for word in ["NSSpace(", "NSLayoutAnchorConstraintSpace("] where startsWith(word) {
            i += word.count
            guard let n = readNumber(), accept(")") else { throw fail(.expected(.wrappedNumber(word))) }
            return n
        }
        return nil
    }

    mutating func readRelation() -> Relation? {
        for r in [Relation.equal, .greaterOrEqual, .lessOrEqual] where startsWith(r.rawValue) {
            i += 2
            return r
        }
        return nil
    }

    /// `ITEM.attribute`, the attribute being the last dotted part (a named item may hold dots:
    /// `AddressToolbar.lockIcon.width`).
    mutating func readAnchor() throws(DescriptionError) -> LoggedAnchor {
        let start = i
        var item = try readItem()
        var attributeName: String
        var attributeStart = i
        if item.address == nil, item.masonryKey == nil, item.text == nil, !accept(".") {
            // A name read with its dots: the attribute is its last part.
            guard let dot = item.className.lastIndex(of: ".") else {
                i = start
                throw fail(.expected(.anchor))
            }
            attributeName = String(item.className[item.className.index(after: dot)...])
            item.className = String(item.className[..<dot])
        } else {
            if item.address != nil || item.masonryKey != nil || item.text != nil {
                guard accept(".") else { throw fail(.expected(.dotAndAttribute)) }
            }
            attributeStart = i
            attributeName = readWhile { $0.isLetter || $0.isNumber }
        }
        guard let (attribute, toMargins) = Self.attribute(named: attributeName) else {
            i = attributeStart
            throw fail(.unknownAttribute(attributeName))
        }
        item = resolved(item)
        return LoggedAnchor(item, attribute, toMargins: toMargins)
    }
}
