// The seeded random numbers of the tests (SplitMix64), shared by the test targets. Never seeded
// from the clock: every failure message names its seed, and the same seed replays the same run.
// (TableSim has its own for the rows it generates; the tests do not depend on it for this.)

public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer below `n` (by modulo: the bias is below 2⁻⁵⁰ at these sizes). Our own
    /// arithmetic rather than `Int.random(in:using:)`, so the sequence cannot change with the
    /// standard library.
    public mutating func int(below n: Int) -> Int {
        precondition(n > 0)
        return Int(next() % UInt64(n))
    }

    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + int(below: range.upperBound - range.lowerBound + 1)
    }

    /// A uniform double in [0, 1).
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { unit() < p }

    public mutating func pick<T>(_ items: [T]) -> T { items[int(below: items.count)] }

    /// Picks from `(weight, value)` pairs.
    public mutating func weighted<T>(_ items: [(Int, T)]) -> T {
        let total = items.reduce(0) { $0 + $1.0 }
        var r = int(below: total)
        for (w, v) in items {
            if r < w { return v }
            r -= w
        }
        return items[items.count - 1].1
    }

    public mutating func shuffled<T>(_ items: [T]) -> [T] {
        var out = items
        var i = out.count - 1
        while i > 0 {
            let j = int(0...i)
            out.swapAt(i, j)
            i -= 1
        }
        return out
    }
}
