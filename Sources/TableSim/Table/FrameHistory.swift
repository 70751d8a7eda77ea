/// The frames so far and what the table counted: the current frame's number and start, the
/// events of the last frames, the reports of the last frames, and the counters
/// (``TableStats``, `table stats`).
///
/// Every event is stamped with the frame it happened in; at most ``framesKept`` reports are
/// kept, the newest. ``counters`` count from the last ``reset()``, which clears them with the
/// events; the frame numbers and the reports go on. Every frame begun is counted
/// (``TableStats/frames``), so the counters' frames are the frames begun since the reset.
struct FrameHistory {
    /// How many frame reports are kept (for `table chart`).
    static let framesKept = 10_000

    /// The current frame's number (0 before the first).
    private(set) var number = 0
    /// When the current frame started, on the table's clock (nil without one).
    private(set) var start: UInt64?
    /// The events of the last frames.
    private(set) var log = EventLog()
    /// What the last frame did.
    private(set) var last: FrameReport?
    /// The last frames' reports, oldest first.
    private(set) var recent: [FrameReport] = []
    /// What the table counted since the last ``reset()`` (the pools and pivots are read from
    /// their parts when the stats are).
    var counters = TableStats()

    /// Starts a frame, at `time` on the table's clock if it has one, and counts it.
    mutating func begin(at time: UInt64?) {
        number += 1
        counters.frames += 1
        start = time
    }

    /// Notes an event in the current frame.
    mutating func emit(_ kind: TableEvent.Kind) {
        log.append(TableEvent(frame: number, kind: kind))
    }

    /// Keeps a finished frame's report (dropping the oldest past ``framesKept``).
    mutating func finish(_ report: FrameReport) {
        last = report
        recent.append(report)
        if recent.count > Self.framesKept { recent.removeFirst(recent.count - Self.framesKept) }
    }

    /// Clears the counters and the events (the frame numbers and the reports stay).
    mutating func reset() {
        counters = TableStats()
        log.removeAll()
    }
}
