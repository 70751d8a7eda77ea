/// The table's counters since it was made (or since ``TableView/resetStats()``): what
/// `table stats` shows.
public struct TableStats: Sendable, Equatable {
    /// Per reuse identifier: the cells made, reused, in the pool now, and the constraints a
    /// reuse added or removed because the cell had another shape before.
    public struct Pool: Sendable, Equatable {
        public var created = 0
        public var reused = 0
        public var inPool = 0
        public var onScreen = 0
        /// The most cells of this identifier on screen at once.
        public var mostOnScreen = 0
        public var constraintChanges = 0
    }

    public var frames = 0
    public var reloads = 0
    /// `heightForRowAt` calls (and, self-sizing, the cells asked to size themselves).
    public var heightRequests = 0
    /// Per-row estimates asked (`estimatedHeightForRowAt`).
    public var estimateRequests = 0
    public var cacheHits = 0
    public var cacheMisses = 0
    /// Layouts solved to find a height (prototype cells and self-sizing cells).
    public var solves = 0
    /// Requests a prototype cell answered from its layout memo, without solving.
    public var memoHits = 0
    /// Heights found by arithmetic (manual).
    public var manualMeasurements = 0
    /// The solver's pivots, over every cell's scene.
    public var pivots = 0
    public var pools: [String: Pool] = [:]
    /// Estimates replaced by actual heights, and the sum of |actual − estimate|.
    public var estimatesReplaced = 0
    public var estimateError = 0.0
    public var corrections = 0
    public var largestCorrection = 0.0
    public var totalCorrection = 0.0
    public var clamps = 0
    public var conflicts = 0
    public var rowsWithoutTemplate = 0
    /// Data changes: rows inserted, deleted, moved and updated, and batches.
    public var rowsInserted = 0
    public var rowsDeleted = 0
    public var rowsMoved = 0
    public var rowsUpdated = 0
    public var batches = 0
    /// Times what was on screen moved without a scroll (a data change with the offset kept,
    /// or a clamp), and by how many points in all.
    public var screenJumps = 0
    public var totalScreenJump = 0.0
    /// Prefetching: rows sized ahead, of them shown at that height, and sized for nothing
    /// (reloaded, invalidated or deleted first); frames whose budget stopped it.
    public var rowsPrefetched = 0
    public var prefetchUsed = 0
    public var prefetchWasted = 0
    public var prefetchStoppedByBudget = 0

    // Timing (only with a clock given to the table).
    public var timedFrames = 0
    public var framesOver16ms = 0
    public var framesOver8ms = 0
    public var longestFrameNanoseconds: UInt64 = 0
    public var totalFrameNanoseconds: UInt64 = 0

    public init() {}

    /// Cells made, over every identifier.
    public var cellsCreated: Int { pools.values.reduce(0) { $0 + $1.created } }
    public var cellsReused: Int { pools.values.reduce(0) { $0 + $1.reused } }
    public var constraintChangesOnReuse: Int { pools.values.reduce(0) { $0 + $1.constraintChanges } }
}
