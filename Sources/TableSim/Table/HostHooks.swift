/// What the host (the shell) lends the table: a clock to time frames with, and a question
/// asked during long work (a reload that asks every row, a fling, a precomputation).
///
/// The table only asks them; nothing it keeps depends on their answers but the times it
/// reports and where long work stops. Without a clock nothing is timed (``elapsed(since:)``
/// is nil), and a time measured is never negative: a clock that goes back gives 0. Without
/// the question nothing stops.
struct HostHooks {
    /// A monotonic clock in nanoseconds (`timing on`); nil: frames are not timed.
    var clock: (() -> UInt64)?
    /// True stops long work (Ctrl-C was pressed); nil: never stops.
    var isCancelled: (() -> Bool)?

    /// The time now on the clock, if there is one.
    func now() -> UInt64? { clock?() }

    /// The nanoseconds since `start` on the clock (0 when the clock went back); nil without one.
    func elapsed(since start: UInt64) -> UInt64? {
        guard let now = clock?() else { return nil }
        return now >= start ? now - start : 0
    }

    /// Whether long work should stop now (asks the host).
    func shouldStop() -> Bool { isCancelled?() == true }
}
