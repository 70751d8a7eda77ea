/// The table's counters since it was made (or since ``TableView/resetStats()``): what
/// `table stats` shows.
public struct TableStats: Sendable, Equatable, Reportable {
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

    public var report: ReportValue {
        var fields: [ReportValue.Field] = [
            .init("frames", .int(frames)), .init("reloads", .int(reloads)),
            .init("heightRequests", .int(heightRequests)), .init("estimateRequests", .int(estimateRequests)),
            .init("cacheHits", .int(cacheHits)), .init("cacheMisses", .int(cacheMisses)),
            .init("solves", .int(solves)), .init("memoHits", .int(memoHits)),
            .init("manualMeasurements", .int(manualMeasurements)),
            .init("cellsCreated", .int(cellsCreated)), .init("cellsReused", .int(cellsReused)),
            .init("constraintChangesOnReuse", .int(constraintChangesOnReuse)),
            .init("pools", .object(pools.keys.sorted().map { id in
                let p = pools[id] ?? Pool()
                return .init(id, .object(["created": .int(p.created), "reused": .int(p.reused), "inPool": .int(p.inPool),
                                          "onScreen": .int(p.onScreen), "mostOnScreen": .int(p.mostOnScreen),
                                          "constraintChanges": .int(p.constraintChanges)]))
            })),
            .init("estimatesReplaced", .int(estimatesReplaced)), .init("estimateError", .number(estimateError)),
            .init("corrections", .int(corrections)), .init("largestCorrection", .number(largestCorrection)),
            .init("totalCorrection", .number(totalCorrection)), .init("clamps", .int(clamps)),
            .init("conflicts", .int(conflicts)), .init("rowsWithoutTemplate", .int(rowsWithoutTemplate)),
        ]
        if rowsInserted + rowsDeleted + rowsMoved + rowsUpdated + batches + screenJumps > 0 {
            fields.append(.init("changes", .object([
                "inserted": .int(rowsInserted), "deleted": .int(rowsDeleted), "moved": .int(rowsMoved),
                "updated": .int(rowsUpdated), "batches": .int(batches),
                "screenJumps": .int(screenJumps), "totalScreenJump": .number(totalScreenJump),
            ])))
        }
        if rowsPrefetched > 0 {
            fields.append(.init("prefetch", .object([
                "rows": .int(rowsPrefetched), "used": .int(prefetchUsed), "wasted": .int(prefetchWasted),
                "stoppedByBudget": .int(prefetchStoppedByBudget),
            ])))
        }
        if timedFrames > 0 {
            fields.append(.init("timing", .object([
                "frames": .int(timedFrames), "over16.7ms": .int(framesOver16ms), "over8.3ms": .int(framesOver8ms),
                "longestMs": .number(Double(longestFrameNanoseconds) / 1e6),
                "meanMs": .number(Double(totalFrameNanoseconds) / 1e6 / Double(timedFrames)),
            ])))
        }
        return .object(fields)
    }
}
