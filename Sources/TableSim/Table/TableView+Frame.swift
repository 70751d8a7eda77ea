extension TableView {
    /// The rows that cover `[y, y + viewport height)`.
    func visibleRange(at y: Double) -> Range<Int> {
        guard records.count > 0, viewport.height > 0, let first = records.row(at: max(0, y)) else { return 0..<0 }
        let bottom = y + viewport.height
        guard var last = records.row(at: bottom) else { return 0..<0 }
        if last > first, records.offset(of: last) >= bottom { last -= 1 }
        return first..<(last + 1)
    }

    /// The largest content offset: the content's end at the viewport's bottom.
    var maximumOffset: Double { max(0, records.total - viewport.height) }

    func clampOffset(_ y: Double) -> Double { min(max(y, 0), maximumOffset) }

    /// Whether row `r` must be asked its height this frame. Without estimates UIKit asks again
    /// for every row that comes on screen; with them, only rows not yet sized.
    private func needsHeight(_ r: Int, wasOnScreen: Set<Int>, askedThisFrame: Set<Int>) -> Bool {
        if askedThisFrame.contains(r) { return false }
        switch sizing {
        case .fixed: return false
        case .prototype, .cached, .manual, .precomputed: return !wasOnScreen.contains(r)
        case .estimated, .selfSizing: return !records[r].isKnown
        }
    }

    /// One frame: the viewport moves to `target`; rows that leave give their cells back;
    /// rows that come get their heights (replacing estimates), the offset is corrected so the
    /// rows already on screen do not move, and the new rows get cells.
    /// Starts a frame's events (a reload or an invalidation starts the frame it lays out).
    func beginFrame() {
        history.begin(at: host.now())
    }

    /// `counted`: the height and estimate requests counted before this call that belong to the
    /// frame (a reload's, asked before its frame lays out).
    @discardableResult
    /// `pinnedToBottom`: the content's end stays at the viewport's bottom as rows get heights
    /// (a chat at its newest message, ``ScrollAnchor/bottom``).
    func runFrame(to target: Double, begun: Bool = false, counted: (heights: Int, estimates: Int)? = nil,
                  pinnedToBottom: Bool = false) -> FrameReport {
        if !begun { beginFrame() }
        let started = history.start
        let requestsBefore = counted?.heights ?? history.counters.heightRequests
        let estimatesBefore = counted?.estimates ?? history.counters.estimateRequests
        let correctionsBefore = history.counters.corrections
        let wasOnScreen = Set(reuse.onScreen.keys)
        var y = clampOffset(target)
        var correction = 0.0

        // Cells of rows that are off screen at the new offset go back to their pools first,
        // so the rows coming on screen can reuse them.
        let tentative = visibleRange(at: y)
        for r in reuse.rowsOnScreen where !tentative.contains(r) { enqueue(r) }

        // Heights: ask the rows that need it, keep the first row that was already known where
        // it is on screen, and repeat while that brings other rows into view.
        var asked = Set<Int>()
        for _ in 0..<256 {
            let range = visibleRange(at: y)
            let pending = range.filter { needsHeight($0, wasOnScreen: wasOnScreen, askedThisFrame: asked) }
            if pending.isEmpty { break }
            let pendingSet = Set(pending)
            // The rows kept in place: the anchor row (table anchor row R) when it is on screen
            // and known, else the first known row on screen.
            var anchor = range.first { !pendingSet.contains($0) } ?? range.lowerBound
            if let a = anchoring.row, range.contains(a), !pendingSet.contains(a) { anchor = a }
            let anchorOnScreen = records.offset(of: anchor) - y
            var above: [TableJump.EstimateReplacement] = []
            for r in pending {
                asked.insert(r)
                let before = records[r].height
                obtainHeight(r)
                let after = records[r].height
                if r < anchor, before != after { above.append(.init(row: r, before: before, after: after)) }
            }
            // Offset 0 is the content's top whatever the heights above: a scroll to it shows
            // row 0 at the top (as contentOffset 0 does), not a known row kept in place.
            let corrected = pinnedToBottom ? maximumOffset : (target <= 0 ? 0 : records.offset(of: anchor) - anchorOnScreen)
            if abs(corrected - y) > 1e-9 {
                let delta = corrected - y
                history.counters.corrections += 1
                history.counters.totalCorrection += abs(delta)
                history.counters.largestCorrection = max(history.counters.largestCorrection, abs(delta))
                correction += delta
                emit(.correction(anchor: anchor, delta: delta))
                // Pinned to the end, the offset follows it: the caller records that as one jump.
                if !pinnedToBottom {
                    recordJump(.offsetCorrected, delta: delta,
                               causes: above.isEmpty ? [] : [sizing.usesEstimates ? .estimates(above) : .resized(above)])
                }
                y = corrected
            }
            let clamped = clampOffset(y)
            if clamped != y {
                history.counters.clamps += 1
                emit(.clamp(from: y, to: clamped))
                recordJump(.screenMoved, delta: y - clamped, causes: [.clamped(from: y, to: clamped)])
                y = clamped
            }
        }

        // Cells: off-screen rows give theirs back, new rows get one, every row is placed.
        // Rows sized ahead in what is left of the frame (prefetching), which may move the
        // offset by the estimate errors of rows above the screen.
        let ahead = prefetchAhead(offset: y, direction: target < contentOffset ? -1 : 1)
        correction += ahead - y
        y = ahead
        let range = visibleRange(at: y)
        for r in reuse.rowsOnScreen where !range.contains(r) { enqueue(r) }
        for r in range {
            if !reuse.isOnScreen(r) { notePrefetchUsed(r) }
            display(r)
        }
        contentOffset = y
        reuse.dropHeightSourcesOffScreen()
        reuse.noteMostOnScreen()

        var elapsed: UInt64?
        if let started, let ns = host.elapsed(since: started) {
            elapsed = ns
            history.counters.timedFrames += 1
            history.counters.totalFrameNanoseconds += ns
            history.counters.longestFrameNanoseconds = max(history.counters.longestFrameNanoseconds, ns)
            if ns > 16_700_000 { history.counters.framesOver16ms += 1 }
            if ns > 8_300_000 { history.counters.framesOver8ms += 1 }
        }
        let report = FrameReport(
            frame: history.number, requestedOffset: target, offset: y, visible: range,
            rowsAppeared: range.filter { !wasOnScreen.contains($0) }.count,
            rowsLeft: wasOnScreen.filter { !range.contains($0) }.count,
            heightRequests: history.counters.heightRequests - requestsBefore,
            estimateRequests: history.counters.estimateRequests - estimatesBefore,
            corrections: history.counters.corrections - correctionsBefore, correction: correction, nanoseconds: elapsed)
        history.finish(report)
        return report
    }

    /// Finds row `r`'s height the strategy's way and puts it in the records.
    private func obtainHeight(_ r: Int) {
        if case .selfSizing = sizing {
            let h = selfSize(r)
            setRowHeight(h, ofRow: r, source: reuse[heightSourceOf: r] == .noTemplate ? .noTemplate : .selfSized)
            return
        }
        let (h, source) = requestHeight(r)
        emit(.heightRequest(row: r, height: h, source: source))
        setRowHeight(h, ofRow: r, source: source)
    }
}
