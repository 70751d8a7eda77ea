import TableSim

/// `table jumps`: the last times the offset or the screen moved without a scroll, and the
/// totals since the counters started.
struct JumpHistory: Equatable {
    /// The last jumps asked for, oldest first.
    var jumps: [TableJump]
    /// Offset corrections in all, and how far they moved the offset (points, summed).
    var corrections: Int
    var totalCorrection: Double
    /// Times the screen moved in all, and how far (points, summed).
    var screenJumps: Int
    var totalScreenJump: Double
}
