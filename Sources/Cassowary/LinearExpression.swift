import Notation

/// A linear expression `c₁·v₁ + c₂·v₂ + … + constant`.
public struct LinearExpression: Sendable, CustomStringConvertible {
    public struct Term: Sendable {
        public var variable: Variable
        public var coefficient: Double
        public init(_ variable: Variable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init(terms: LinearExpression.terms(Term(variable))) }
    public init(_ constant: Double) { self.init(constant: constant) }

    /// True when every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// The same expression with the terms of each variable added together and zero terms removed,
    /// in order of first appearance.
    public var simplified: LinearExpression {
        var order: [Variable] = []
        var sums: [ObjectIdentifier: Double] = [:]
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            if sums[key] == nil { order.append(term.variable) }
            sums[key, default: 0] += term.coefficient
        }
        let merged = order.compactMap { variable -> Term? in
            let c = sums[ObjectIdentifier(variable)] ?? 0
            return c == 0 ? nil : Term(variable, c)
        }
        return LinearExpression(terms: merged, constant: constant)
    }

    public var description: String {
        var out = ""
        for term in terms {
            let c = term.coefficient
            let magnitude = abs(c)
            let factor = magnitude == 1 ? "" : formatConstraintNumber(magnitude) + "*"
            if out.isEmpty {
                out = (c < 0 ? "-" : "") + factor + term.variable.name
            } else {
                out += (c < 0 ? " - " : " + ") + factor + term.variable.name
            }
        }
        if out.isEmpty { return formatConstraintNumber(constant) }
        if constant != 0 { out += (constant < 0 ? " - " : " + ") + formatConstraintNumber(abs(constant)) }
        return out
    }
}

/// Whether a finite number has no fractional part (without libm).
func isWholeNumber(_ value: Double) -> Bool {
    value.isFinite && abs(value) < 1e15 && Double(Int64(value)) == value
}
