// The bound on a simplex call's pivots, and the watch for a basis met again.

/// What the two primal optimisations share around their entering rule: after
/// `degeneratePivotsBeforeBland` degenerate pivots (a step of zero) in one call, Bland's rule
/// (the lowest improving index), which cannot cycle in exact arithmetic; a watch for a basis
/// met again; and a bound on pivots, a safety net never reached by a sound run. Rounding noise
/// taken for a cost can cycle through pivots that are not degenerate at all: with coefficients
/// of 1e7 and values of 1e9 (turn3/06), a cost of noise entered, and eighteen hundred pivots
/// later the same basis came back, again and again. A basis met twice in one call proves the
/// costs are noise there: the first time switches to Bland's rule, the second stops. Stopping
/// leaves a feasible solution, optimal but for costs below the noise.
struct PivotBudget {
    private var pivotsLeft: Int
    private var pivotsMade = 0
    private var degeneratePivots = 0
    /// The basis relative to the one the call started from: the XOR of a hash of every symbol
    /// that entered or left (a symbol that enters and leaves again cancels out).
    private var basisKey: UInt64 = 0
    /// Made once the watch starts (nil before: a sound call then carries no set at all).
    private var basesSeen: Set<UInt64>? = nil
    private var basesMetAgain = 0

    /// Pivots a call makes before it watches for a basis met again: a sound call makes a few,
    /// and the watch then costs nothing (no set is made).
    static let pivotsBeforeWatching = 64

    /// `symbolCount` counts the symbols that can enter or leave (not aggregates, which a
    /// cycling call makes at each pivot: counting them let the next call's bound grow with the
    /// cycling before it).
    init(symbolCount: Int) {
        pivotsLeft = 1_000 + 20 * symbolCount
    }

    /// The dual simplex's bound, tighter: after a suggestion or a constant changed in place it
    /// makes a few pivots, and past its bound a fresh solve answers instead (which costs more
    /// than any sound run of it, and less than the divergence of turn3/06, whose rows grew to
    /// 1e21 over thousands of pivots).
    init(dualWithSymbolCount symbolCount: Int) {
        pivotsLeft = 100 + 2 * symbolCount
    }

    /// Whether Bland's rule decides the entering symbol from now on.
    var usesBlandsRule: Bool { degeneratePivots >= degeneratePivotsBeforeBland || basesMetAgain > 0 }

    /// Whether one more pivot is allowed (counted as made).
    @inline(__always)
    mutating func allowsAnotherPivot() -> Bool {
        guard pivotsLeft > 0, basesMetAgain < 2 else { return false }
        pivotsLeft -= 1
        return true
    }

    /// A pivot that brings `entering` into the basis through the row of `leaving`, whose
    /// constant was `leavingConstant`: degenerate when that is zero.
    @inline(__always)
    mutating func notePivot(entering: Int32, leaving: Int32, leavingConstant: Double) {
        if abs(leavingConstant) < nearZero { degeneratePivots += 1 }
        pivotsMade += 1
        basisKey ^= Self.mix(entering) ^ Self.mix(leaving)
        guard pivotsMade >= Self.pivotsBeforeWatching else { return }
        if basesSeen == nil { basesSeen = Set(minimumCapacity: 256) }
        if basesSeen?.insert(basisKey).inserted == false { basesMetAgain += 1 }
    }

    /// A symbol's part of the basis key (splitmix64's finaliser: each bit of the symbol
    /// reaches every bit of the key).
    @inline(__always)
    private static func mix(_ s: Int32) -> UInt64 {
        var z = UInt64(UInt32(bitPattern: s)) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
