/// How Trellis writes numbers for people: one copy, shared by the solver's descriptions, the
/// layout's and the table's, and the shell's output.

/// A number as people write it, to at most four decimals: `10`, `0.5`, `-3.25`, never `10.0`.
public func formatNumber(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    guard abs(value) < 1e14 else { return "\(value)" }
    let whole = roundedHalfAway(value * 10_000)
    if whole % 10_000 == 0 { return String(whole / 10_000) }
    return "\(Double(whole) / 10_000)"
}

/// A whole number as the messages write it: 10,000 and above with thousands separators.
public func grouped(_ n: Int) -> String {
    guard abs(n) >= 10_000 else { return String(n) }
    var digits = Array(String(n.magnitude))
    var out: [Character] = []
    while digits.count > 3 {
        out = [","] + digits.suffix(3) + out
        digits.removeLast(3)
    }
    return (n < 0 ? "-" : "") + String(digits + out)
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
