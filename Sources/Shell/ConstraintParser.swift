import Cassowary
import Layout

/// A constraint as written: `photo.width == 64 @999 as photoWidth`,
/// `body.leading == photo.trailing + 8`, `a.width == 0.5 * b.width - 4`, `a.centerX == b.centerX`.
public struct ParsedConstraint: Equatable, Sendable {
    public var spec: ConstraintSpec
    public var identifier: String?
    /// Where each name stands in the line, as the parser read it (the first time): the views,
    /// the attributes and the identifier, so that an error about one goes under it.
    var spans: [Subject: Token] = [:]
}

/// Parses constraint equations over view attributes, with positions for every error.
public struct ConstraintParser {
    public init() {}

    /// Whether a line looks like a constraint over view attributes: a `NAME.ATTRIBUTE` and a
    /// relation (`==`, `>=`, `<=`).
    public static func looksLikeConstraint(_ tokens: [Token]) -> Bool {
        var hasRelation = false
        var hasDot = false
        for t in tokens {
            if case .symbol(let s) = t.kind {
                if ["==", ">=", "<="].contains(s) { hasRelation = true }
                if s == "." { hasDot = true }
            }
        }
        return hasRelation && hasDot
    }

    public func parse(_ cursor: inout TokenCursor) throws(SourceError) -> ParsedConstraint {
        var spans: [Subject: Token] = [:]
        let first = try anchor(&cursor, spans: &spans)
        guard case .symbol(let op)? = cursor.current?.kind, ["==", ">=", "<="].contains(op) else {
            if case .symbol("=")? = cursor.current?.kind {
                throw cursor.error("'=' sets a property; a constraint uses '==', '>=' or '<='")
            }
            throw cursor.error("expected '==', '>=' or '<=' here")
        }
        _ = cursor.advance()
        let relation: Relation = op == ">=" ? .greaterOrEqual : op == "<=" ? .lessOrEqual : .equal
        let rightStart = cursor.current?.column ?? cursor.endColumn
        let (second, multiplier, constant, systemToken) = try rightHandSide(&cursor, spans: &spans)
        // Between baselines UIKit's system spacing comes from the fonts (and grows with Dynamic
        // Type); Trellis does not know those figures, and will not answer with 8.
        if let systemToken, first.attribute.isBaseline || second?.attribute.isBaseline == true {
            throw cursor.error("the system spacing between baselines depends on the fonts, and Trellis does not know UIKit's "
                               + "figures for it: give the number", at: systemToken)
        }
        // Each number is in range where it is read; their sum or product must be too
        // (`+ 9999999` two thousand times once placed a view at x = 19,999,998,000).
        guard LayoutNumbers.accepts(multiplier), LayoutNumbers.accepts(constant) else {
            let rightEnd = cursor.current?.column ?? cursor.endColumn
            throw SourceError(LayoutNumbers.combinedRefusal, at: SourcePosition(line: cursor.line, column: rightStart),
                              length: rightEnd - rightStart)
        }
        var priority = Priority.required
        var identifier: String?
        var priorityGiven = false
        while let token = cursor.current {
            if cursor.accept("@") {
                guard !priorityGiven else { throw cursor.error("the priority is given twice", at: token) }
                priority = try LinearParser().priority(&cursor)
                priorityGiven = true
            } else if case .identifier("as") = token.kind {
                guard identifier == nil else { throw cursor.error("the name is given twice", at: token) }
                _ = cursor.advance()
                guard let nameToken = cursor.advance(), case .identifier(let name) = nameToken.kind else {
                    throw cursor.error("expected a name after 'as', as 'as photoWidth'")
                }
                identifier = name
                if spans[.constraint(name)] == nil { spans[.constraint(name)] = nameToken }
            } else {
                throw cursor.error("unexpected '\(token.text)' after the constraint (a priority is '@750', a name 'as NAME')", at: token)
            }
        }
        var spec = ConstraintSpec(first, relation, second, multiplier: multiplier, constant: constant, priority: priority)
        spec.isSystemSpacing = systemToken != nil
        return ParsedConstraint(spec: spec, identifier: identifier, spans: spans)
    }

    /// `NAME.attribute`
    func anchor(_ cursor: inout TokenCursor) throws(SourceError) -> Anchor {
        var spans: [Subject: Token] = [:]
        return try anchor(&cursor, spans: &spans)
    }

    /// The guides every view has, as the shell names them (`cell.margins.leading`).
    static let viewGuides = ["margins", "safeArea", "readable"]

    /// UIKit's margin attributes, each an attribute of the view's margins guide
    /// (`cell.leadingMargin` is `cell.margins.leading`).
    static var marginAttributes: [String: LayoutAttribute] { LayoutAttribute.marginAttributes }

    /// `NAME.attribute` or `NAME.GUIDE.attribute` (`cell.margins.leading`, `cell.safeArea.top`),
    /// noting where the name and the attribute stand.
    private func anchor(_ cursor: inout TokenCursor, spans: inout [Subject: Token]) throws(SourceError) -> Anchor {
        guard let nameToken = cursor.advance(), case .identifier(var view) = nameToken.kind else {
            throw cursor.error("expected a view attribute, as 'body.leading'")
        }
        guard cursor.accept(".") else {
            throw cursor.error("expected '.' and an attribute after '\(view)', as '\(view).width'", at: nameToken)
        }
        guard var attributeToken = cursor.advance(), case .identifier(var name) = attributeToken.kind else {
            throw cursor.error("expected an attribute after '\(view).' (\(LayoutAttribute.allNames.joined(separator: ", ")))")
        }
        if Self.viewGuides.contains(name), cursor.accept(".") {
            // An error about the view (none of that name) goes under its name.
            if spans[.view(view)] == nil { spans[.view(view)] = nameToken }
            view += "." + name
            guard let next = cursor.advance(), case .identifier(let guideAttribute) = next.kind else {
                throw cursor.error("expected an attribute after '\(view).' (\(LayoutAttribute.allNames.joined(separator: ", ")))")
            }
            attributeToken = next
            name = guideAttribute
        } else if let base = Self.marginAttributes[name] {
            if spans[.view(view)] == nil { spans[.view(view)] = nameToken }
            if spans[.attribute(name)] == nil { spans[.attribute(name)] = attributeToken }
            return Anchor(view + ".margins", base)
        }
        guard let attribute = LayoutAttribute(name: name) else {
            let names = LayoutAttribute.allNames + Array(Self.marginAttributes.keys).sorted()
            let hint = closestName(to: name, in: names).map { " (did you mean '\($0)'?)" } ?? ""
            throw cursor.error("'\(name)' is not an attribute\(hint)", at: attributeToken)
        }
        if spans[.view(view)] == nil { spans[.view(view)] = nameToken }
        if spans[.attribute(name)] == nil { spans[.attribute(name)] = attributeToken }
        return Anchor(view, attribute)
    }

    /// `[k *] B.attr [* k] [± c]`, or a constant expression.
    /// The anchor, multiplier and constant, and the `system` word when the constant is the
    /// system spacing.
    private func rightHandSide(_ cursor: inout TokenCursor, spans: inout [Subject: Token]) throws(SourceError) -> (Anchor?, Double, Double, Token?) {
        var anchorFound: Anchor?
        var multiplier = 1.0
        var constant = 0.0
        var systemSpacing = false
        var systemToken: Token?
        var constantTerms = 0
        var sign = 1.0
        var first = true
        while let token = cursor.current {
            if case .symbol("@") = token.kind { break }
            if case .identifier("as") = token.kind { break }
            if !first {
                if cursor.accept("+") { sign = 1 } else if cursor.accept("-") { sign = -1 } else { break }
            } else if cursor.accept("-") {
                sign = -1
            }
            first = false
            // A term: number, number * anchor, anchor, anchor * number, anchor / number.
            var factor = 1.0
            if case .number(let n)? = cursor.current?.kind {
                _ = cursor.advance()
                factor = n
                guard cursor.accept("*") else {
                    constant += sign * factor
                    constantTerms += 1
                    continue
                }
            }
            // `system` (`2 * system`): the system spacing, 8 points between views
            // (constraint(equalToSystemSpacingBelow:multiplier:)), printed NSSpace(8).
            if case .identifier("system")? = cursor.current?.kind, !cursor.isFollowedByDot {
                let token = cursor.current
                _ = cursor.advance()
                guard !systemSpacing, sign > 0, factor >= 0 else {
                    let message = "the system spacing comes once, added, with a multiplier of at least 0: a.top == b.bottom + 2 * system"
                    throw token.map { cursor.error(message, at: $0) } ?? cursor.error(message)
                }
                // `system * 2` as well as `2 * system`.
                if cursor.accept("*") {
                    guard case .number(let n)? = cursor.current?.kind, n >= 0 else {
                        throw cursor.error("expected a number of at least 0 after 'system *'")
                    }
                    _ = cursor.advance()
                    factor *= n
                }
                systemSpacing = true
                systemToken = token
                constant += factor * ConstraintSpec.systemSpacing
                continue
            }
            guard case .identifier? = cursor.current?.kind else {
                throw cursor.error("expected a number or a view attribute")
            }
            let anchorToken = cursor.current
            let a = try anchor(&cursor, spans: &spans)
            if cursor.accept("*") {
                guard case .number(let n)? = cursor.current?.kind else { throw cursor.error("expected a number after '*'") }
                _ = cursor.advance()
                factor *= n
            } else if cursor.accept("/") {
                guard case .number(let n)? = cursor.current?.kind, n != 0 else {
                    throw cursor.error("expected a number other than 0 after '/'")
                }
                _ = cursor.advance()
                factor /= n
            }
            guard anchorFound == nil else {
                let message = "a constraint relates at most two attributes: item1.attr == multiplier × item2.attr + constant"
                throw anchorToken.map { cursor.error(message, at: $0) } ?? cursor.error(message)
            }
            anchorFound = a
            multiplier = sign * factor
        }
        if first { throw cursor.error("expected a number or a view attribute after the relation") }
        if systemSpacing, anchorFound == nil || constantTerms > 0 {
            throw cursor.error("the system spacing is between two views and stands alone: a.top == b.bottom + system, or + 2 * system")
        }
        return (anchorFound, multiplier, constant, systemToken)
    }
}
