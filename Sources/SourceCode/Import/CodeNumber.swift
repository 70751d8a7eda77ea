/// A number in constraint code: a value plus multiples of names the reader could not evaluate
/// (`JSMessageCellPadding * 2 + 4`), each a number the user sets. Linear: a product of two
/// names is not a CodeNumber.
public struct CodeNumber: Sendable, Equatable, CustomStringConvertible {
    public var value: Double
    /// Each unknown name's coefficient.
    public var unknowns: [String: Double]

    public init(_ value: Double, unknowns: [String: Double] = [:]) {
        self.value = value
        self.unknowns = unknowns
    }

    public static func unknown(_ name: String) -> CodeNumber { CodeNumber(0, unknowns: [name: 1]) }

    public var isKnown: Bool { unknowns.isEmpty }

    /// The value once each name has one; nil while one is missing.
    public func resolved(_ values: [String: Double]) -> Double? {
        var total = value
        for (name, coefficient) in unknowns {
            guard let v = values[name] else { return nil }
            total += coefficient * v
        }
        return total.isFinite ? total : nil
    }

    public static func + (a: CodeNumber, b: CodeNumber) -> CodeNumber {
        CodeNumber(a.value + b.value, unknowns: a.unknowns.merging(b.unknowns, uniquingKeysWith: +).filter { $0.value != 0 })
    }

    public static prefix func - (a: CodeNumber) -> CodeNumber { CodeNumber(-a.value, unknowns: a.unknowns.mapValues { -$0 }) }

    public static func - (a: CodeNumber, b: CodeNumber) -> CodeNumber { a + -b }

    /// A product, if one side is known.
    public static func * (a: CodeNumber, b: CodeNumber) -> CodeNumber? {
        if a.isKnown { return CodeNumber(a.value * b.value, unknowns: b.unknowns.mapValues { $0 * a.value }.filter { $0.value != 0 }) }
        if b.isKnown { return b * a }
        return nil
    }

    /// A quotient, if the divisor is known and not zero.
    public static func / (a: CodeNumber, b: CodeNumber) -> CodeNumber? {
        guard b.isKnown, b.value != 0 else { return nil }
        return CodeNumber(a.value / b.value, unknowns: a.unknowns.mapValues { $0 / b.value })
    }

    /// `JSMessageCellPadding * 2 + 4`.
    public var description: String {
        var parts: [String] = unknowns.sorted { $0.key < $1.key }.map { name, c in
            c == 1 ? name : "\(name) * \(CodeLiterals.number(c))"
        }
        if value != 0 || parts.isEmpty { parts.append(CodeLiterals.number(value)) }
        return parts.joined(separator: " + ")
    }
}
