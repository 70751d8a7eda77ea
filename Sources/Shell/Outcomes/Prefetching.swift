import TableSim

/// `table prefetch`: asked alone, whether rows are sized ahead of the screen and how many;
/// set, what it is now, and whether the sizing leaves it nothing to do.
struct Prefetching: Equatable {
    /// Rows sized ahead after each frame, or nil when prefetching is off.
    var distance: Int?
    /// Whether the command changed it (false: it was asked).
    var wasSet: Bool
    /// When turned on with a sizing that knows every height already (no estimates to
    /// replace): that sizing, as `table sizing` writes it.
    var idleSizing: SizingStrategy?
}
