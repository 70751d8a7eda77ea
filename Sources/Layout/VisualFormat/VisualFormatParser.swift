import Cassowary

/// A recursive-descent parser for Apple's visual format grammar:
///
///     format      = (orientation ':')? (superview connection)? view (connection view)* (connection superview)?
///     orientation = 'H' | 'V'
///     superview   = '|'
///     connection  = '' | '-' | '-' predicates '-'      predicates = predicate | '(' predicate (',' predicate)* ')'
///     view        = '[' name ('(' predicate (',' predicate)* ')')? ']'
///     predicate   = relation? term ('@' term)?         relation   = '==' | '<=' | '>='
///     term        = number | name                      name       = C identifier
///
/// It follows the structure of Auto Layout's own parser, so it accepts what Auto Layout accepts
/// (a connection's single predicate needs no parentheses: `->=8-`, `-8@750-`) and gives the
/// same message where it stops. Each character is looked at a bounded number of times, so
/// parsing takes time linear in the length of the format.
///
/// With an environment, names, priorities and bars are checked as soon as they are read, the
/// way Auto Layout checks them, so the first error reported is the one Auto Layout reports.
struct VisualFormatParser {
    private let format: String
    private let bytes: [UInt8]
    private let environment: VisualFormatEnvironment?
    private var position = 0
    private var orientation = LayoutAttribute.Axis.horizontal

    init(format: String, environment: VisualFormatEnvironment?) {
        self.format = format
        self.bytes = Array(format.utf8)
        self.environment = environment
    }

    mutating func parse() throws(VisualFormatError) -> VisualFormat {
        guard !bytes.isEmpty else { throw VisualFormatError(.emptyFormat, in: format, at: 0..<0) }
        // The bytes first: walking the characters cost most of a short line's parse.
        if bytes.contains(where: { $0 >= 0x80 }), let index = format.firstIndex(where: { !$0.isASCII }) {
            let offset = format.distance(from: format.startIndex, to: index)
            throw VisualFormatError(.nonASCIICharacter, in: format, at: offset..<offset + 1)
        }
        let orientationRange = try parseOrientation()
        var elements: [VisualFormat.Element] = []
        var connections: [VisualFormat.Connection] = []

        if peek == .bar {
            elements.append(.superview(position..<position + 1))
            position += 1
            guard position < bytes.count else { throw syntaxError(.expectedConnectionAfterSuperview) }
            connections.append(try parseConnection())
            elements.append(.view(try parseView()))
            try finishConnection(elements)
        } else {
            elements.append(.view(try parseView()))
        }

        while position < bytes.count {
            connections.append(try parseConnection())
            if peek == .openBracket {
                elements.append(.view(try parseView()))
                try finishConnection(elements)
            } else if peek == .bar {
                elements.append(.superview(position..<position + 1))
                position += 1
                try finishConnection(elements)
                break
            } else {
                throw syntaxError(.expectedViewOrSuperview)
            }
        }
        guard position == bytes.count else { throw syntaxError(.expectedEnd) }

        return VisualFormat(
            source: format, orientation: orientation, orientationRange: orientationRange,
            elements: elements, connections: connections)
    }

    // MARK: - Productions

    /// `H:` or `V:`, or nothing (horizontal).
    private mutating func parseOrientation() throws(VisualFormatError) -> Range<Int>? {
        guard let first = bytes.first else { return nil }
        if first == .letterH || first == .letterV {
            orientation = first == .letterH ? .horizontal : .vertical
            position = 1
            guard peek == .colon else { throw syntaxError(.expectedColonAfterOrientation(orientation)) }
            position = 2
            return 0..<2
        }
        // Not Apple's check, only a clearer message for what Apple calls "Expected a view".
        let name = scanName()
        if !name.isEmpty, peek == .colon {
            throw VisualFormatError(.unknownOrientation(text(name)), in: format, at: name)
        }
        position = 0
        return nil
    }

    /// `[name]` or `[name(predicates)]`.
    private mutating func parseView() throws(VisualFormatError) -> VisualFormat.View {
        let start = position
        guard peek == .openBracket else { throw syntaxError(.expectedView) }
        position += 1
        guard position < bytes.count else { throw syntaxError(.expectedView) }
        let nameRange = scanName()
        guard !nameRange.isEmpty else { throw syntaxError(.invalidViewName) }
        let name = text(nameRange)
        try environment?.checkView(named: name, at: nameRange)

        var predicates: [VisualFormat.Predicate] = []
        if peek == .openParenthesis {
            position += 1
            guard position < bytes.count else { throw syntaxError(.unexpectedEndInView) }
            predicates = try parsePredicateList(in: .size)
            guard peek == .closeParenthesis else { throw syntaxError(.expectedPredicateListEnd) }
            position += 1
            guard peek == .closeBracket else { throw syntaxError(.expectedViewEndAfterPredicates) }
        } else if peek != .closeBracket {
            throw syntaxError(.expectedViewEnd)
        }
        position += 1
        return VisualFormat.View(name: name, nameRange: nameRange, predicates: predicates, range: start..<position)
    }

    /// Nothing (flush), `-` (standard) or `-predicates-`.
    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormat.Connection {
        let start = position
        guard peek == .dash else { return VisualFormat.Connection(spacing: .flush, range: start..<start) }
        position += 1
        if peek == .bar || peek == .openBracket {
            return VisualFormat.Connection(spacing: .standard, range: start..<position)
        }
        let predicates: [VisualFormat.Predicate]
        if peek == .dash {
            throw syntaxError(.ambiguousMinus)
        } else if peek == .openParenthesis {
            position += 1
            predicates = try parsePredicateList(in: .spacing)
            guard peek == .closeParenthesis else { throw syntaxError(.expectedConnectionListEnd) }
            position += 1
        } else {
            predicates = [try parsePredicate(in: .spacing)]
        }
        if peek == .comma { throw syntaxError(.expectedDashAfterUnparenthesizedList) }
        guard peek == .dash else { throw syntaxError(.expectedDash) }
        position += 1
        return VisualFormat.Connection(spacing: .predicates(predicates), range: start..<position)
    }

    /// `predicate (, predicate)*`, without the parentheses.
    private mutating func parsePredicateList(
        in place: VisualFormatEnvironment.PredicatePlace
    ) throws(VisualFormatError) -> [VisualFormat.Predicate] {
        var predicates = [try parsePredicate(in: place)]
        while peek == .comma {
            position += 1
            predicates.append(try parsePredicate(in: place))
        }
        return predicates
    }

    /// `relation? term (@ term)?`.
    private mutating func parsePredicate(
        in place: VisualFormatEnvironment.PredicatePlace
    ) throws(VisualFormatError) -> VisualFormat.Predicate {
        let start = position
        guard position < bytes.count else { throw syntaxError(.expectedMoreInput) }
        var relation = Relation.equal
        var relationRange: Range<Int>?
        if let written = Self.relations[bytes[position]] {
            relation = written
            position += 1
            guard peek == .equals else { throw syntaxError(.unknownRelation) }
            position += 1
            relationRange = start..<position
        }
        let (object, objectRange) = try parseTerm()
        _ = try environment?.resolveObject(object, at: objectRange, in: place)

        var priority: (term: VisualFormat.Term, range: Range<Int>)?
        if peek == .at {
            position += 1
            let (term, range) = try parseTerm()
            _ = try environment?.resolvePriority(term, at: range)
            priority = (term, range)
        }
        return VisualFormat.Predicate(
            relation: relation, relationRange: relationRange, object: object, objectRange: objectRange,
            priority: priority?.term, priorityRange: priority?.range, range: start..<position)
    }

    /// A number (`8`, `-5`, `0.5`, `1e3`) or a name.
    private mutating func parseTerm() throws(VisualFormatError) -> (VisualFormat.Term, Range<Int>) {
        guard let first = peek else { throw syntaxError(.expectedConstant) }
        if first == .dash || first.isDigit {
            return try parseNumber()
        }
        let name = scanName()
        guard !name.isEmpty else { throw syntaxError(.expectedConstant) }
        return (.name(text(name)), name)
    }

    /// What C's `strtod` reads of a decimal number: `-`? digits (`.` digits?)? exponent?, with
    /// at least one digit. (`strtod` would also read hexadecimal, `inf` and `nan`; we do not.)
    private mutating func parseNumber() throws(VisualFormatError) -> (VisualFormat.Term, Range<Int>) {
        let start = position
        var end = start
        if byte(at: end) == .dash { end += 1 }
        var digits = countDigits(from: end)
        end += digits
        if byte(at: end) == .dot {
            let fraction = countDigits(from: end + 1)
            if digits + fraction > 0 {
                end += 1 + fraction
                digits += fraction
            }
        }
        guard digits > 0 else { throw syntaxError(.expectedNumber) }
        if let e = byte(at: end), e == .letterE || e == .letterUpperE {
            var exponent = end + 1
            if let sign = byte(at: exponent), sign == .plus || sign == .dash { exponent += 1 }
            let exponentDigits = countDigits(from: exponent)
            if exponentDigits > 0 { end = exponent + exponentDigits }
        }
        let range = start..<end
        // Swift's `Double(_:)` reads the same forms as `strtod` (`5.`, `-.5`, `1E+2`).
        guard let value = Double(text(range)), value.isFinite else {
            throw VisualFormatError(.numberOutOfRange, in: format, at: range)
        }
        position = end
        return (.number(value == 0 ? 0 : value), range)
    }

    /// Completes a connection once the element after it is read, as Auto Layout does.
    private func finishConnection(_ elements: [VisualFormat.Element]) throws(VisualFormatError) {
        guard let environment, elements.count >= 2 else { return }
        try environment.checkConnection(
            from: elements[elements.count - 2], to: elements[elements.count - 1], orientation: orientation)
    }

    // MARK: - Characters

    private static let relations: [UInt8: Relation] = [
        .lessThan: .lessOrEqual, .equals: .equal, .greaterThan: .greaterOrEqual,
    ]

    private var peek: UInt8? { byte(at: position) }

    private func byte(at offset: Int) -> UInt8? {
        offset >= 0 && offset < bytes.count ? bytes[offset] : nil
    }

    private func countDigits(from offset: Int) -> Int {
        var end = offset
        while let byte = byte(at: end), byte.isDigit { end += 1 }
        return end - offset
    }

    /// Reads a C identifier at the current position, if there is one, and moves past it.
    private mutating func scanName() -> Range<Int> {
        let start = position
        guard let first = peek, first.isNameStart else { return start..<start }
        position += 1
        while let byte = peek, byte.isNameStart || byte.isDigit { position += 1 }
        return start..<position
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// An error at the current character; a whitespace character there is named as the problem,
    /// since that is what went wrong.
    private func syntaxError(_ reason: VisualFormatError.Reason) -> VisualFormatError {
        let range = position..<min(position + 1, bytes.count)
        if let byte = peek, byte.isWhitespace {
            return VisualFormatError(.whitespace, in: format, at: range)
        }
        return VisualFormatError(reason, in: format, at: range)
    }
}

extension UInt8 {
    fileprivate static let bar = UInt8(ascii: "|")
    fileprivate static let dash = UInt8(ascii: "-")
    fileprivate static let openBracket = UInt8(ascii: "[")
    fileprivate static let closeBracket = UInt8(ascii: "]")
    fileprivate static let openParenthesis = UInt8(ascii: "(")
    fileprivate static let closeParenthesis = UInt8(ascii: ")")
    fileprivate static let comma = UInt8(ascii: ",")
    fileprivate static let colon = UInt8(ascii: ":")
    fileprivate static let at = UInt8(ascii: "@")
    fileprivate static let dot = UInt8(ascii: ".")
    fileprivate static let plus = UInt8(ascii: "+")
    fileprivate static let equals = UInt8(ascii: "=")
    fileprivate static let lessThan = UInt8(ascii: "<")
    fileprivate static let greaterThan = UInt8(ascii: ">")
    fileprivate static let letterH = UInt8(ascii: "H")
    fileprivate static let letterV = UInt8(ascii: "V")
    fileprivate static let letterE = UInt8(ascii: "e")
    fileprivate static let letterUpperE = UInt8(ascii: "E")

    fileprivate var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

    /// A letter or `_`: what a C identifier starts with.
    fileprivate var isNameStart: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
            || self == UInt8(ascii: "_")
    }

    fileprivate var isWhitespace: Bool {
        self == UInt8(ascii: " ") || (self >= 0x09 && self <= 0x0D)
    }
}
