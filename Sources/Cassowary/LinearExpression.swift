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

/// A number as people write it, to at most four decimals: `10`, `0.5`, `-3.25`, never `10.0`.
public func formatNumber(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    guard abs(value) < 1e14 else { return "\(value)" }
    let whole = roundedHalfAway(value * 10_000)
    if whole % 10_000 == 0 { return String(whole / 10_000) }
    return "\(Double(whole) / 10_000)"
}

/// A constraint's number (a constant, a coefficient, a multiplier): as ``formatNumber(_:)`` when
/// four decimals hold it (to 1e-9 of its size), else to eight decimals. Required constraints
/// that conflict differ by more than the solver's tolerance (1e-7), so they never print alike:
/// `x >= 100` and `x <= 99.99999`, not `x <= 100`.
public func formatConstraintNumber(_ value: Double) -> String {
    let short = formatNumber(value)
    guard value.isFinite, abs(value) < 1e10 else { return short }
    let fourDecimals = Double(roundedHalfAway(value * 10_000)) / 10_000
    if abs(fourDecimals - value) <= 1e-9 * max(1, abs(value)) { return short }
    let scaled = roundedHalfAway(value * 100_000_000)
    var digits = String(scaled.magnitude)
    if digits.count < 9 { digits = String(repeating: "0", count: 9 - digits.count) + digits }
    let whole = digits.dropLast(8)
    var fraction = digits.suffix(8)
    while fraction.last == "0" { fraction = fraction.dropLast() }
    return (scaled < 0 ? "-" : "") + whole + (fraction.isEmpty ? "" : "." + fraction)
}

/// The nearest integer, halves away from zero, without libm (the core links nothing). `x` is
/// finite and well inside Int64's range.
private func roundedHalfAway(_ x: Double) -> Int64 {
    Int64(x + (x < 0 ? -0.5 : 0.5))
}

/// Whether a finite number has no fractional part (without libm).
func isWholeNumber(_ value: Double) -> Bool {
    value.isFinite && abs(value) < 1e15 && Double(Int64(value)) == value
}
