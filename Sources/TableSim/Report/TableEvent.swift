/// One thing the table did, in the order it did it: the stream `table log` shows.
public struct TableEvent: Sendable, Equatable {
    public let frame: Int
    public let kind: Kind

    public enum Kind: Sendable, Equatable {
        /// A reload (or a re-layout after a width or text size change) of `rows` rows.
        case reload(rows: Int, reason: RelayoutReason)
        /// Height requests made in bulk (a reload without estimates asks every row): how many,
        /// and how many the cache answered.
        case heightRequests(count: Int, cacheHits: Int)
        /// One height request (`heightForRowAt`), and what answered it.
        case heightRequest(row: Int, height: Double, source: HeightSource)
        case create(row: Int, cell: String)
        case dequeue(row: Int, cell: String)
        /// A cell configured for a row; `changes` counts the constraints added or removed
        /// because the cell had another shape before (a reused cell).
        case configure(row: Int, cell: String, changes: Int)
        /// A cell that sized itself (self-sizing).
        case size(row: Int, cell: String, height: Double)
        case enqueue(row: Int, cell: String)
        /// An estimate replaced by the actual height.
        case estimateReplaced(row: Int, estimate: Double, actual: Double)
        /// The content offset moved by `delta` so that `anchor` stays where it was on screen.
        case correction(anchor: Int, delta: Double)
        /// The content offset was held inside the content (its end came nearer than estimated).
        case clamp(from: Double, to: Double)
        /// The cell's constraints disagree with its row height: UIKit's "Unable to
        /// simultaneously satisfy constraints".
        case conflict(row: Int, cell: String, constraints: [String], broken: String)
        /// No template's rule matches the row: it gets UITableView's default 44 pt.
        case noTemplate(row: Int)
        /// Rows whose heights are forgotten (`reloadRows`, an invalidated height cache); for
        /// every row after a width or text size change, `reason` says which.
        case invalidate(Invalidation, reason: RelayoutReason?)
        /// `count` rows inserted before row `at` (`insertRows`), with their ids.
        case insert(at: Int, count: Int, ids: [String])
        /// Rows deleted (`deleteRows`).
        case delete(rows: ClosedRange<Int>)
        /// A row moved (`moveRow(at:to:)`).
        case move(from: Int, to: Int)
        /// A row's data changed; `reloaded`: and `reloadRows` asked for it again.
        case update(row: Int, fields: [String], reloaded: Bool)
        /// The end of a batch (`performBatchUpdates`): its changes, laid out in one frame.
        case batch(changes: Int)
        /// Rows sized ahead of the screen after the frame's layout (`table prefetch on`).
        case prefetch(rows: [Int])
    }
}

/// What answered a height request (the shell names each: `self-sized`, `no template`, …).
public enum HeightSource: Sendable, Equatable, CaseIterable {
    /// The table's fixed row height.
    case fixed
    /// A prototype cell was configured and solved.
    case sized
    /// A prototype cell, answered by its memo (a row with the same binding values was laid out).
    case memo
    /// The height cache, by the row's identity.
    case cache
    /// Arithmetic over measured text.
    case manual
    /// Heights computed ahead of time.
    case precomputed
    /// The displayed cell sized itself.
    case selfSized
    /// Still the estimate.
    case estimate
    /// UITableView's default, for a row no template claims.
    case noTemplate
    /// Sized ahead of the screen by prefetching.
    case prefetched
}
