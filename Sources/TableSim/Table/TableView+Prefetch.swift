extension TableView {
    /// Prefetching (`table prefetch on N`): after each frame's layout, in what is left of its
    /// budget, the heights of up to `distance` rows past the screen in the scroll's direction
    /// are found with a sizing cell, as RecyclerView's GapWorker binds rows ahead and UIKit's
    /// cell prefetching configures them, so that rows arrive on screen already sized. Only
    /// for strategies with estimates (the others know every height already). Nil: off.
    public func setPrefetch(distance: Int?) {
        history.counters.prefetchWasted += prefetcher.setDistance(distance)
    }

    /// The frame budget prefetching stops at, with a clock: 60 frames a second.
    static let frameBudgetNanoseconds: UInt64 = 16_666_667

    /// Sizes rows ahead of the screen (called at the end of a frame's layout). Rows above the
    /// screen that change height move the offset by the difference, as a correction does, so
    /// the screen stays put. Returns the offset after.
    func prefetchAhead(offset y: Double, direction: Int) -> Double {
        guard prefetcher.distance != nil, sizing.usesEstimates, records.count > 0, !lastReloadWasCancelled else { return y }
        let range = visibleRange(at: y)
        guard !range.isEmpty else { return y }
        let candidates = prefetcher.candidates(past: range, rowCount: records.count, direction: direction)
        var sized: [Int] = [], above: [TableJump.EstimateReplacement] = []
        var offset = y
        for r in candidates where !records[r].isKnown {
            if let started = history.start, let ns = host.elapsed(since: started), ns >= Self.frameBudgetNanoseconds {
                history.counters.prefetchStoppedByBudget += 1
                break
            }
            let row = row(at: r)
            guard let template = template(for: row), let cell = sizingCell(for: template) else { continue }
            let before = records[r].height
            let (h, solved) = cell.height(for: row)
            if solved { history.counters.solves += 1 } else { history.counters.memoHits += 1 }
            setRowHeight(h + separatorHeight, ofRow: r, source: .prefetched)
            reuse[heightSourceOf: r] = nil
            prefetcher.noteSized(key: records[r].key)
            history.counters.rowsPrefetched += 1
            sized.append(r)
            if r < range.lowerBound, records[r].height != before {
                above.append(.init(row: r, before: before, after: records[r].height))
                offset += records[r].height - before
            }
        }
        if !sized.isEmpty { emit(.prefetch(rows: sized)) }
        if !above.isEmpty, abs(offset - y) > 1e-9 {
            history.counters.corrections += 1
            history.counters.totalCorrection += abs(offset - y)
            history.counters.largestCorrection = max(history.counters.largestCorrection, abs(offset - y))
            emit(.correction(anchor: range.lowerBound, delta: offset - y))
            recordJump(.offsetCorrected, delta: offset - y, causes: [.estimates(above)])
        }
        return offset
    }

    /// A row comes on screen: if it was prefetched, the prefetch was used.
    func notePrefetchUsed(_ r: Int) {
        if prefetcher.noteShown(key: records[r].key) { history.counters.prefetchUsed += 1 }
    }

    /// Rows prefetched that will not be shown with that height (a reload, an invalidation, a
    /// delete, prefetching turned off): counted as wasted.
    func wastePrefetched(keys: [Int]? = nil) {
        if let keys {
            history.counters.prefetchWasted += prefetcher.waste(keys: keys)
        } else {
            history.counters.prefetchWasted += prefetcher.wasteAll()
        }
    }
}
