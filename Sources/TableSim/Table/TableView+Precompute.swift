import Dispatch
import Layout

/// What ``TableView/precomputeHeights(threads:)`` did.
public struct PrecomputeReport: Sendable, Equatable {
    public let rows: Int
    public let threads: Int
    /// Layouts solved and heights the memo answered, over all threads.
    public let solves: Int
    public let memoHits: Int
    /// How long it took, when the table has a clock.
    public let nanoseconds: UInt64?
    /// Whether ``TableView/isCancelled`` stopped it (no height was kept then).
    public var interrupted = false
}

/// Asked by the threads of a precomputation whether to stop: one of them (the first slice's)
/// asks the table's `isCancelled`, all of them read the answer.
private final class StopProbe: @unchecked Sendable {
    private let ask: (() -> Bool)?
    private let lock = DispatchSemaphore(value: 1)
    private var stopped = false
    init(_ ask: (() -> Bool)?) { self.ask = ask }

    /// Whether to stop; `asking` is true on the one thread that may call `isCancelled`.
    func shouldStop(asking: Bool) -> Bool {
        if asking, ask?() == true {
            lock.wait(); stopped = true; lock.signal()
        }
        lock.wait(); defer { lock.signal() }
        return stopped
    }
}

/// The heights of a slice of layouts, found by one thread with its own sizing cells.
private struct SliceResult: Sendable {
    var heights: [Double] = []
    var solves = 0
}

/// Results written by several threads, each into its own slot.
private final class Slots: @unchecked Sendable {
    var results: [SliceResult]
    init(count: Int) { results = Array(repeating: SliceResult(), count: count) }
}

extension TableView {
    /// Computes every row's cell height ahead of time on `threads` threads (at least one).
    /// With the memo on, rows are first grouped by their template and binding values (the
    /// whole key of a layout), so each distinct layout is made once, whatever the number of
    /// threads; the distinct layouts (every row, with the memo off) are cut into as many
    /// contiguous slices as there are threads, and each thread builds its own sizing cells
    /// from the templates' recipes (scenes are not shared). A cell's layout is a function of
    /// its inputs, so the heights are the same whatever the number of threads. The
    /// ``SizingStrategy/precomputed(threads:)`` strategy serves requests from them; a change
    /// of data, width or text size makes them stale.
    @discardableResult
    public func precomputeHeights(threads: Int) -> PrecomputeReport {
        let started = host.now()
        let n = records.count
        let rows = RowSnapshot(data: data, keys: records.records(in: 0..<n).map(\.key)), templates = self.templates, width = viewport.width, category = self.category, separator = separatorHeight
        // Which template each row uses (nil: none), and the rows to lay out.
        var templateOf = [Int?](repeating: nil, count: n)
        var work: [Int] = []
        var layoutOf = [Int](repeating: -1, count: n)
        var seen: [LayoutKey: Int] = [:]
        // With no template every row is the default height: no row's values are needed.
        for r in 0..<(templates.isEmpty ? 0 : n) {
            // Materializing ten million generated rows takes seconds: a time limit holds here too
            // (../shared/repro/turn3/08-…).
            if r % 4096 == 4095, host.shouldStop() {
                var report = PrecomputeReport(rows: n, threads: 1, solves: 0, memoHits: 0, nanoseconds: nil)
                report.interrupted = true
                return report
            }
            let row = rows.row(at: r)
            guard let t = Self.templateIndex(for: row, in: templates) else { continue }
            templateOf[r] = t
            if layoutMemo {
                let key = LayoutKey(template: t, values: templates[t].values(for: row))
                if let existing = seen[key] {
                    layoutOf[r] = existing
                    continue
                }
                seen[key] = work.count
            }
            layoutOf[r] = work.count
            work.append(r)
        }
        let slices = max(1, min(threads, max(1, work.count)))
        let slots = Slots(count: slices)
        let layouts = work, chosen = templateOf
        let probe = StopProbe(host.isCancelled)
        let job: @Sendable (Int) -> Void = { slice in
            let lower = layouts.count * slice / slices, upper = layouts.count * (slice + 1) / slices
            var result = SliceResult()
            result.heights.reserveCapacity(upper - lower)
            var cells: [Int: SizingCell] = [:]
            for i in lower..<upper {
                if (i - lower) % 64 == 63, probe.shouldStop(asking: slice == 0) { break }
                let r = layouts[i]
                guard let t = chosen[r] else { result.heights.append(TableView.defaultRowHeight); continue }
                let cell: SizingCell
                if let existing = cells[t] {
                    cell = existing
                } else if let made = try? SizingCell(template: templates[t], width: templates[t].contentWidth(in: width), category: category,
                                                      separator: separator, useMemo: false) {
                    cells[t] = made
                    cell = made
                } else {
                    result.heights.append(TableView.defaultRowHeight)
                    continue
                }
                result.heights.append(cell.height(for: rows.row(at: r)).height)
                result.solves += 1
            }
            slots.results[slice] = result
        }
        if slices == 1 {
            job(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: slices, execute: job)
        }
        let solves = slots.results.reduce(0) { $0 + $1.solves }
        if probe.shouldStop(asking: false) {
            // Stopped: what was made is not every row's height, so none is kept.
            storedHeights.precomputed.forget()
            history.counters.solves += solves
            var report = PrecomputeReport(rows: n, threads: slices, solves: solves, memoHits: 0, nanoseconds: nil)
            report.interrupted = true
            return report
        }
        var made: [Double] = []
        made.reserveCapacity(work.count)
        for r in slots.results { made += r.heights }
        var heights = [Double](repeating: Self.defaultRowHeight, count: n)
        for r in 0..<n where layoutOf[r] >= 0 && layoutOf[r] < made.count { heights[r] = made[layoutOf[r]] }
        storedHeights.precomputed.set(heights, width: width, category: category)
        let memoHits = templateOf.reduce(0) { $0 + ($1 == nil ? 0 : 1) } - work.count
        history.counters.solves += solves
        history.counters.memoHits += memoHits
        var elapsed: UInt64?
        if let started { elapsed = host.elapsed(since: started) }
        return PrecomputeReport(rows: n, threads: slices, solves: solves, memoHits: memoHits, nanoseconds: elapsed)
    }
}

/// The rows as they are now, for other threads.
private struct RowSnapshot: Sendable {
    let data: TableData
    let keys: [Int]

    func row(at r: Int) -> Row { data.row(key: keys[r], at: r) }
}

/// A layout's whole key: the template and the row's binding values.
private struct LayoutKey: Hashable {
    var template: Int
    var values: [FieldValue]
}
