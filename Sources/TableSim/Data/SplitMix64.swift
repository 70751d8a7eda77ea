/// A small, fast, seeded random number generator (Steele, Lea and Flood's SplitMix64): the
/// same seed gives the same numbers on every machine.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// The generator for item `index` of a stream seeded with `seed`: independent streams, so
    /// any row can be made without making the rows before it.
    public init(seed: UInt64, index: Int) {
        var mixer = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15))
        state = mixer.next()
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0 ..< 1.
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1.0p-53 }

    /// A whole number in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// A roughly normal number (the sum of four uniform ones), mean 0 and deviation 1.
    public mutating func normal() -> Double {
        (unit() + unit() + unit() + unit() - 2) * 1.7320508
    }
}
