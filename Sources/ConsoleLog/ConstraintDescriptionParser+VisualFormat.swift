import Cassowary
import Layout
import Notation

/// The Visual Format form: `H:|-(16)-[A]`, `[A]-(8)-[B]`, `V:[A(100)]`.
extension ConstraintDescriptionParser {
    /// `H:|-(16)-[A]`, `H:[A]-(8)-[B]`, `H:[A]-(NSSpace(8))-|`, `V:[A(100)]`, `H:[A(>=10)]`,
    /// with `(LTR)` after it where UIKit prints one.
    mutating func visualFormat(end: Int) throws(DescriptionError) -> LoggedRelation {
        let vertical = chars[i] == "V"
        i += 2
        var leadingBar = false
        if accept("|") { leadingBar = true }
        var gap: (relation: Relation, value: Double, system: Bool, priority: Double?)?
        if leadingBar { gap = try readGap() ?? (.equal, 0, false, nil) }
        guard accept("[") else { throw fail(.expected(.openingBracket)) }
        let a = resolved(try readItem())
        var size: (relation: Relation, value: Double, priority: Double?)?
        if accept("(") {
            size = try readPredicate()
            guard accept(")") else { throw fail(.expected(.closeAfterSize)) }
        }
        guard accept("]") else { throw fail(.expected(.closeAfterView)) }
        let start: LayoutAttribute = vertical ? .top : .leading, finish: LayoutAttribute = vertical ? .bottom : .trailing
        let length: LayoutAttribute = vertical ? .height : .width
        var result: LoggedRelation
        if let size {
            guard !leadingBar else { throw fail(.sizeWithSuperviewEdge) }
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
                guard accept("[") else { throw fail(.expected(.secondViewOrEdge)) }
                let b = resolved(try readItem())
                guard accept("]") else { throw fail(.expected(.closeAfterView)) }
                // [A]-(c)-[B]: B.start == A.finish + c
                result = LoggedRelation(first: LoggedAnchor(b, start), relation: g.relation, second: LoggedAnchor(a, finish),
                                        constant: g.value, isSystemSpacing: g.system, priority: g.priority)
            }
        }
        // `(LTR)`, `(RTL)`: how leading and trailing were resolved.
        if startsWith("(LTR)") || startsWith("(RTL)") { i += 5 }
        return result
    }

    /// `-(16)-`, `-(>=8)-`, `-(NSSpace(8))-`, `-(>=NSLayoutAnchorConstraintSpace(8))-` (an
    /// anchor's `constraint(greaterThanOrEqualToSystemSpacingAfter:)`), `-(-20)-`, `-(8@750)-`,
    /// or nothing (flush).
    mutating func readGap() throws(DescriptionError) -> (relation: Relation, value: Double, system: Bool, priority: Double?)? {
        guard accept("-") else { return nil }
        guard accept("(") else { throw fail(.expected(.gap)) }
        let beforeRelation = i
        let relation = readRelation()
        if let n = try readSystemSpacing() {
            guard accept(")"), accept("-") else { throw fail(.expected(.closeAfterSystemSpacing)) }
            return (relation ?? .equal, n, true, nil)
        }
        i = beforeRelation
        let p = try readPredicate()
        guard accept(")"), accept("-") else { throw fail(.expected(.closeAfterGap)) }
        return (p.relation, p.value, false, p.priority)
    }

    /// `100`, `>=100`, `<=8`, `==44`, `100@750`.
    mutating func readPredicate() throws(DescriptionError) -> (relation: Relation, value: Double, priority: Double?) {
        let relation = readRelation() ?? .equal
        guard let value = readNumber() else { throw fail(.expected(.number)) }
        var priority: Double?
        if accept("@") {
            guard let p = readNumber() else { throw fail(.expected(.priority)) }
            priority = p
        }
        return (relation, value, priority)
    }
}
