/// An estimate worked out from a row's fields, as an `estimatedHeightForRowAt` that guesses
/// from the data: a constant plus terms, each a factor times a field's number or its text's
/// length (`$text.length*0.4+40`).
public struct EstimateFunction: Sendable, Equatable, CustomStringConvertible {
    public struct Term: Sendable, Equatable {
        public let field: String
        /// The text's length in characters, not the field's number.
        public let length: Bool
        public let factor: Double

        public init(field: String, length: Bool, factor: Double) {
            self.field = field
            self.length = length
            self.factor = factor
        }
    }

    public let terms: [Term]
    public let constant: Double

    public init(terms: [Term], constant: Double) {
        self.terms = terms
        self.constant = constant
    }

    /// The estimate for `row`: at least 1 pt and at most 10,000 (UIKit takes an estimate of 0
    /// as none at all).
    public func value(for row: Row) -> Double {
        var sum = constant
        for term in terms {
            let v = row.value(of: term.field)
            sum += term.factor * (term.length ? Double(v.text.count) : (v.number ?? 0))
        }
        guard sum.isFinite else { return 1 }
        return min(10_000, max(1, sum))
    }

    public var description: String {
        var parts = terms.map { t -> String in
            let field = "$" + t.field + (t.length ? ".length" : "")
            return t.factor == 1 ? field : "\(field)*\(Self.number(t.factor))"
        }
        if constant != 0 || parts.isEmpty { parts.append(Self.number(constant)) }
        return parts.joined(separator: "+").replacingMinus()
    }

    private static func number(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
    }
}

private extension String {
    /// `a+-3` reads `a-3`.
    func replacingMinus() -> String {
        var out = ""
        var previous: Character?
        for c in self {
            if c == "-", previous == "+" { out.removeLast() }
            out.append(c)
            previous = c
        }
        return out
    }
}
