import Layout

/// Which rows to invalidate.
public enum Invalidation: Sendable, Equatable, CustomStringConvertible {
    case row(Int)
    case rows([Int])
    case all

    public var description: String {
        switch self {
        case .row(let r): return "row \(r)"
        case .rows(let rows): return "rows " + rows.map(String.init).joined(separator: ",")
        case .all: return "all"
        }
    }
}

extension TableView {
    /// `reloadData`: every cell goes back to its pool, the rows' heights start again (every
    /// row asked without estimates; estimates otherwise), and a frame lays out the rows at the
    /// current offset (asking the visible rows).
    @discardableResult
    public func reload() -> FrameReport {
        // An app that did not observe a text size change takes it at its next reload.
        if let pending = environment.takeUnobserved() {
            needsReload = true
            return setCategory(pending)
        }
        changes.noteReloaded()
        beginFrame()
        history.counters.reloads += 1
        let counted = (heights: history.counters.heightRequests, estimates: history.counters.estimateRequests)
        emit(.reload(rows: records.count, reason: .reload))
        for r in reuse.rowsOnScreen { enqueue(r) }
        rebuildHeights()
        return runFrame(to: contentOffset, begun: true, counted: counted)
    }

    /// Drops the height cache's entries for the rows and has the table ask their heights
    /// again (as `reloadRows(at:)` does): without estimates at once; with them when the rows
    /// are next on screen (now, for those that are). The rows on screen stay put.
    @discardableResult
    public func invalidate(_ which: Invalidation) -> FrameReport {
        if needsReload {
            if which == .all { forgetHeights() }
            return reload()
        }
        beginFrame()
        emit(.invalidate(which, reason: nil))
        let n = records.count
        let rows: [Int]
        switch which {
        case .row(let r): rows = r >= 0 && r < n ? [r] : []
        case .rows(let list): rows = list.filter { $0 >= 0 && $0 < n }
        case .all: rows = []
        }
        if which == .all {
            forgetHeights()
            return relayoutAll(reason: .invalidateAll)
        }
        for r in rows {
            let data = row(at: r)
            if let t = template(for: data) { storedHeights.forgetCached(row: r, data, template: t) }
            if case .precomputed = sizing, storedHeights.precomputed.hasRow(r), let t = template(for: data), let cell = sizingCell(for: t) {
                storedHeights.precomputed.setHeight(cell.height(for: data).height, ofRow: r)
            }
        }
        return refresh(rows)
    }

    /// A new table width (a rotation): every cell's encapsulated width changes in place, the
    /// height cache and precomputed heights are cleared (their heights were for the old
    /// width), and the heights start again with the first row on screen kept in place.
    @discardableResult
    public func resize(width: Double) -> FrameReport {
        guard environment.setWidth(width) else { return runFrame(to: contentOffset) }
        let w = viewport.width
        for cell in allCells { cell.setWidth(w) }
        for s in prototypes.sizingCells { s.setWidth(sizingCellWidth) }
        return afterEnvironmentChange(reason: .width(w))
    }

    /// A new viewport, width and height at once, in one frame (a rotation).
    @discardableResult
    public func resize(to size: Size) -> FrameReport {
        environment.setHeight(size.height)
        guard size.width.isFinite, size.width != viewport.width else { return runFrame(to: contentOffset) }
        return resize(width: size.width)
    }

    /// A new viewport height (no heights change; more or fewer rows show).
    @discardableResult
    public func resize(height: Double) -> FrameReport {
        environment.setHeight(height)
        return runFrame(to: contentOffset)
    }

    /// A new separator height: every row's height changes by the difference.
    @discardableResult
    /// nil: one pixel (1/scale of a point), UIKit's hairline.
    public func setSeparatorHeight(_ height: Double?) -> FrameReport {
        environment.setSeparator(height)
        // A row at UIKit's standard height is 44 whatever the separator: its content view is not.
        for cell in reuse.allCells { cell.setSeparator(separatorHeight) }
        for s in prototypes.sizingCells { s.setSeparator(separatorHeight) }
        prototypes.forgetMinimumHeights()
        needsReload = true
        return reload()
    }

    /// A new text size category: every label is measured again, and as for a width change
    /// the cache and the heights start again.
    @discardableResult
    public func setCategory(_ newCategory: ContentSizeCategory) -> FrameReport {
        guard environment.setCategory(newCategory) else { return runFrame(to: contentOffset) }
        for cell in allCells { cell.setCategory(newCategory) }
        for s in prototypes.sizingCells { s.setCategory(newCategory) }
        prototypes.forgetManualSizers()
        return afterEnvironmentChange(reason: .textSize(newCategory))
    }

    private func afterEnvironmentChange(reason: RelayoutReason) -> FrameReport {
        storedHeights.environmentChanged()
        prototypes.forgetMinimumHeights()
        // Heights measured at the old width or text size teach nothing about the new.
        estimates.forget()
        if needsReload { return reload() }
        beginFrame()
        emit(.invalidate(.all, reason: reason))
        return relayoutAll(reason: reason)
    }

    /// Starts every row's height again, keeping the first row on screen where it was.
    private func relayoutAll(reason: RelayoutReason) -> FrameReport {
        let anchor = records.count > 0 ? visibleRange(at: contentOffset).lowerBound : 0
        let anchorOnScreen = records.count > 0 ? records.offset(of: anchor) - contentOffset : 0
        let counted = (heights: history.counters.heightRequests, estimates: history.counters.estimateRequests)
        emit(.reload(rows: records.count, reason: reason))
        let onScreen = reuse.rowsOnScreen
        rebuildHeights()
        // Rows on screen keep their cells; their heights are asked again this frame.
        for r in onScreen { reuse.unplace(r) }
        let target = records.count > 0 ? records.offset(of: anchor) - anchorOnScreen : 0
        return refreshFrame(to: target, rows: onScreen, counted: counted)
    }

    /// Asks the rows again: their state goes back to unknown (estimates) or their heights are
    /// asked now (no estimates); then a frame keeps the first row on screen in place.
    private func refresh(_ rows: [Int]) -> FrameReport {
        // The first row on screen stays put, or the anchor row (table anchor row R).
        let anchor = captureAnchor().row ?? 0
        let anchorOnScreen = records.count > 0 ? records.offset(of: anchor) - contentOffset : 0
        let counted = (heights: history.counters.heightRequests, estimates: history.counters.estimateRequests)
        var resized: [TableJump.EstimateReplacement] = []
        for r in rows {
            let before = records[r].height
            changes.noteSized(key: records[r].key)
            wastePrefetched(keys: [records[r].key])
            let asked = askAgain(r)
            if r < anchor, records[r].height != before { resized.append(.init(row: r, before: before, after: records[r].height)) }
            if case .fixed = sizing { continue }
            if let asked, reuse.isOnScreen(r) { reuse[heightSourceOf: r] = asked }
            if let cell = reuse[row: r]?.cell { cell.forgetApplied() }
        }
        let target = records.count > 0 ? records.offset(of: anchor) - anchorOnScreen : 0
        if abs(clampOffset(target) - contentOffset) > 1e-9, !resized.isEmpty {
            recordJump(.offsetCorrected, delta: clampOffset(target) - contentOffset, causes: [.resized(resized)])
        }
        return refreshFrame(to: target, rows: rows.filter { reuse.isOnScreen($0) }, counted: counted)
    }

    /// Row `r` asked again, as `reloadRows` asks it: back to an estimate (asked when it is next
    /// on screen), or its height asked now. Returns what answered, when something did.
    func askAgain(_ r: Int) -> HeightSource? {
        if sizing.usesEstimates {
            let e = newEstimate(for: row(at: r), key: records[r].key)
            records.update(r) {
                $0.isKnown = false
                $0.height = e
                $0.estimate = e
            }
            return nil
        }
        if case .fixed = sizing { return nil }
        let (h, source) = requestHeight(r)
        emit(.heightRequest(row: r, height: h, source: source))
        records.setHeight(h, of: r)
        return source
    }

    /// A frame after heights changed under the rows on screen: their cells are configured
    /// again and placed at their new heights.
    private func refreshFrame(to target: Double, rows: [Int], counted: (heights: Int, estimates: Int)) -> FrameReport {
        for r in rows {
            guard r < records.count, let cell = reuse[row: r]?.cell else { continue }
            if !sizing.usesEstimates || records[r].isKnown {
                cell.configure(row(at: r))
            }
            reuse.unplace(r)
        }
        return runFrame(to: target, begun: true, counted: counted)
    }
}
