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
        let started = clock?()
        let n = source.count
        let rows = source, templates = self.templates, width = viewport.width, category = self.category
        // Which template each row uses (nil: none), and the rows to lay out.
        var templateOf = [Int?](repeating: nil, count: n)
        var work: [Int] = []
        var layoutOf = [Int](repeating: -1, count: n)
        var seen: [LayoutKey: Int] = [:]
        for r in 0..<n {
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
        let job: @Sendable (Int) -> Void = { slice in
            let lower = layouts.count * slice / slices, upper = layouts.count * (slice + 1) / slices
            var result = SliceResult()
            result.heights.reserveCapacity(upper - lower)
            var cells: [Int: SizingCell] = [:]
            for i in lower..<upper {
                let r = layouts[i]
                guard let t = chosen[r] else { result.heights.append(TableView.defaultRowHeight); continue }
                let cell: SizingCell
                if let existing = cells[t] {
                    cell = existing
                } else if let made = try? SizingCell(template: templates[t], width: width, category: category, useMemo: false) {
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
        var made: [Double] = []
        made.reserveCapacity(work.count)
        for r in slots.results { made += r.heights }
        var heights = [Double](repeating: Self.defaultRowHeight, count: n)
        for r in 0..<n where layoutOf[r] >= 0 && layoutOf[r] < made.count { heights[r] = made[layoutOf[r]] }
        precomputedHeights = heights
        precomputedWidth = width
        precomputedCategory = category
        let solves = slots.results.reduce(0) { $0 + $1.solves }
        let memoHits = templateOf.reduce(0) { $0 + ($1 == nil ? 0 : 1) } - work.count
        counters.solves += solves
        counters.memoHits += memoHits
        var elapsed: UInt64?
        if let started, let now = clock?() { elapsed = now >= started ? now - started : 0 }
        return PrecomputeReport(rows: n, threads: slices, solves: solves, memoHits: memoHits, nanoseconds: elapsed)
    }
}

/// A layout's whole key: the template and the row's binding values.
private struct LayoutKey: Hashable {
    var template: Int
    var values: [FieldValue]
}
