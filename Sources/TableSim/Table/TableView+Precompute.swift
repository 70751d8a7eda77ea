import Dispatch
import Layout

/// What ``TableView/precomputeHeights(threads:)`` did.
public struct PrecomputeReport: Sendable, Equatable, Reportable {
    public let rows: Int
    public let threads: Int
    /// Layouts solved and heights the memo answered, over all threads.
    public let solves: Int
    public let memoHits: Int
    /// How long it took, when the table has a clock.
    public let nanoseconds: UInt64?

    public var report: ReportValue {
        .object(["rows": .int(rows), "threads": .int(threads), "solves": .int(solves), "memoHits": .int(memoHits),
                 "ms": nanoseconds.map { .number(Double($0) / 1e6) } ?? .null])
    }
}

/// The heights of a slice of rows, found by one thread with its own sizing cells.
private struct SliceResult: Sendable {
    var heights: [Double] = []
    var solves = 0
    var memoHits = 0
}

/// Results written by several threads, each into its own slot.
private final class Slots: @unchecked Sendable {
    var results: [SliceResult]
    init(count: Int) { results = Array(repeating: SliceResult(), count: count) }
}

extension TableView {
    /// Computes every row's cell height ahead of time on `threads` threads (at least one).
    /// The rows are cut into as many contiguous slices; each thread builds its own sizing cells
    /// from the templates' recipes (scenes are not shared), so the heights are the same
    /// whatever the number of threads. The ``SizingStrategy/precomputed(threads:)`` strategy
    /// serves requests from them; a change of data, width or text size makes them stale.
    @discardableResult
    public func precomputeHeights(threads: Int) -> PrecomputeReport {
        let started = clock?()
        let n = source.count
        let slices = max(1, min(threads, max(1, n)))
        let rows = source, templates = self.templates, width = viewport.width, category = self.category
        let memo = layoutMemo
        let slots = Slots(count: slices)
        let work: @Sendable (Int) -> Void = { slice in
            let lower = n * slice / slices, upper = n * (slice + 1) / slices
            var result = SliceResult()
            result.heights.reserveCapacity(upper - lower)
            var cells: [String: SizingCell] = [:]
            for r in lower..<upper {
                let row = rows.row(at: r)
                guard let t = templates.first(where: { $0.rule?.matches(row) == true }) ?? templates.first(where: { $0.rule == nil }) else {
                    result.heights.append(TableView.defaultRowHeight)
                    continue
                }
                let cell: SizingCell
                if let existing = cells[t.reuseIdentifier] {
                    cell = existing
                } else if let made = try? SizingCell(template: t, width: width, category: category, useMemo: memo) {
                    cells[t.reuseIdentifier] = made
                    cell = made
                } else {
                    result.heights.append(TableView.defaultRowHeight)
                    continue
                }
                result.heights.append(cell.height(for: row).height)
            }
            result.solves = cells.values.reduce(0) { $0 + $1.solves }
            result.memoHits = cells.values.reduce(0) { $0 + $1.memoHits }
            slots.results[slice] = result
        }
        if slices == 1 {
            work(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: slices, execute: work)
        }
        var heights: [Double] = []
        heights.reserveCapacity(n)
        for r in slots.results { heights += r.heights }
        precomputedHeights = heights
        precomputedWidth = width
        precomputedCategory = category
        let solves = slots.results.reduce(0) { $0 + $1.solves }
        let memoHits = slots.results.reduce(0) { $0 + $1.memoHits }
        counters.solves += solves
        counters.memoHits += memoHits
        var elapsed: UInt64?
        if let started, let now = clock?() { elapsed = now >= started ? now - started : 0 }
        return PrecomputeReport(rows: n, threads: slices, solves: solves, memoHits: memoHits, nanoseconds: elapsed)
    }
}
