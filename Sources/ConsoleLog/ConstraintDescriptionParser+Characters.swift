import Cassowary
import Layout
import Notation

/// Reading characters.
extension ConstraintDescriptionParser {
    func peek(_ ahead: Int = 0) -> Character? { i + ahead < chars.count ? chars[i + ahead] : nil }

    mutating func accept(_ c: Character) -> Bool {
        guard peek() == c else { return false }
        i += 1
        return true
    }

    func startsWith(_ s: String) -> Bool {
        var k = i
        for c in s {
            guard k < chars.count, chars[k] == c else { return false }
            k += 1
        }
        return true
    }

    mutating func readWhile(_ ok: (Character) -> Bool) -> String {
        let start = i
        while i < chars.count, ok(chars[i]) { i += 1 }
        return String(chars[start..<i])
    }

    mutating func skipBlanks(until end: Int? = nil) {
        let limit = end ?? chars.count
        while i < limit, chars[i].isWhitespace { i += 1 }
    }

    mutating func readAddress() -> String? {
        guard peek() == "0", peek(1) == "x" else { return nil }
        let start = i
        i += 2
        let digits = readWhile { $0.isHexDigit }
        guard !digits.isEmpty else { i = start; return nil }
        return String(chars[start..<i])
    }

    /// A decimal number, signed (`-20`, `94.3333`, `1e+06`); nil (reading nothing) if none.
    mutating func readNumber() -> Double? {
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

    func fail(_ reason: DescriptionError.Reason) -> DescriptionError { DescriptionError(reason, offset: min(i, chars.count)) }
}

extension LayoutAttribute {
    /// An edge or centre (a place), not a size.
    var isPosition: Bool { self != .width && self != .height }
}
