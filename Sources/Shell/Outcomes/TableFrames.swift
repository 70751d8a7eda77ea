import TableSim

/// What a table verb that lays rows out answers: the frames it took, from the offset it
/// started at, and what stopped it short.
struct TableFrames: Equatable {
    enum Shape: Equatable {
        /// One frame, shown in full (`reload`, `invalidate`, `size`).
        case single
        /// Frames over time, summed up (`scroll by … over N`, `fling`).
        case summed
    }

    /// Why the frames do not finish what was asked.
    enum Shortfall: Equatable {
        /// Ctrl-C stopped a scroll after `done` of `of` frames.
        case interrupted(done: Int, of: Int)
        /// Ctrl-C stopped a reload: the rows not asked have the default height.
        case reloadInterrupted
        /// `scroll row R` ended with the row off screen: the offset came from estimates.
        case rowMissed(Int)
    }

    var frames: [FrameReport]
    var shape: Shape
    /// The content offset before the first frame.
    var start: Double
    var shortfall: Shortfall?
}
