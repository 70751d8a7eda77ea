/// The frames so far: the current frame's number and start, the events of the last frames,
/// and the reports of the last frames.
///
/// Every event is stamped with the frame it happened in; at most ``framesKept`` reports are
/// kept, the newest.
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

    /// Starts a frame, at `time` on the table's clock if it has one.
    mutating func begin(at time: UInt64?) {
        number += 1
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

    /// Forgets the events (the frames and their reports stay).
    mutating func clearEvents() {
        log.removeAll()
    }
}
