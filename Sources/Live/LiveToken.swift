/// The secret a page shows it was given by the shell: 128 random bits from the system's
/// generator (getrandom on Linux, arc4random on Apple's systems), as 32 hex digits.
enum LiveToken {
    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let word = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - word.count) + word
        }.joined()
    }

    /// Whether `given` is `expected`, in a time that does not tell how much of it matched.
    static func matches(_ given: String?, _ expected: String) -> Bool {
        guard let given else { return false }
        let a = Array(given.utf8), b = Array(expected.utf8)
        var difference = a.count ^ b.count
        for i in 0..<b.count { difference |= Int((i < a.count ? a[i] : 0) ^ b[i]) }
        return difference == 0
    }
}
