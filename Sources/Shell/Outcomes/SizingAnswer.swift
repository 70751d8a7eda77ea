import TableSim

/// What `table sizing` answers: the strategy in force when asked, nothing to say when one is
/// set, a formula read off the cell or the one in force.
enum SizingAnswer: Equatable {
    /// `table sizing` alone.
    case current(SizingStrategy)
    /// A strategy set (the cache keyed by `key`).
    case set(SizingStrategy, key: HeightCacheKey)
    /// `table sizing manual derive`: the formula read off the constraints, now in force.
    case derived(HeightFormula)
    /// `table sizing manual` alone: the formula in force, or nil with the strategy in force.
    case formula(HeightFormula?, SizingStrategy)
}
