import Layout

extension TableView {
    /// UITableView's default row height: for rows no template claims, a new cell's frame, and
    /// the standard row UIKit falls back to when nothing decides a content view's height.
    static let defaultRowHeight = 44.0

    // MARK: Estimates

    /// The estimated height of row `r` (with the separator), for strategies with estimates.
    func estimate(forRow r: Int) -> Double {
        if let perRow = perRowEstimates, r < perRow.count { return perRow[r] }
        if case .constant(let h)? = sizing.estimate { return h }
        return Self.defaultRowHeight
    }

    /// The smallest height of a template's cell (every field empty), without the separator.
    func minimumHeight(of template: CellTemplate) -> Double {
        let id = template.reuseIdentifier
        if let h = minimumHeights[id] { return h }
        guard let cell = sizingCell(for: template) else { return Self.defaultRowHeight - separatorHeight }
        let before = cell.solves
        let h = cell.minimumHeight()
        counters.solves += cell.solves - before
        minimumHeights[id] = h
        return h
    }

    // MARK: Prototype cells

    func sizingCell(for template: CellTemplate) -> SizingCell? {
        let id = template.reuseIdentifier
        if let s = sizingCells[id] { return s }
        guard let s = try? SizingCell(template: template, width: template.contentWidth(in: viewport.width), category: category,
                                      separator: separatorHeight, useMemo: layoutMemo,
                                      layouts: layouts) else {
            return nil
        }
        sizingCells[id] = s
        return s
    }

    func manualSizer(for template: CellTemplate) -> ManualSizer? {
        let id = template.reuseIdentifier
        if let m = manualSizers[id] { return m }
        guard let m = try? ManualSizer(template: template, width: template.contentWidth(in: viewport.width), category: category,
                                       separator: separatorHeight) else { return nil }
        manualSizers[id] = m
        return m
    }

    // MARK: Height requests

    /// One `heightForRowAt`: the row's height (with the separator) and what answered it.
    /// Counts the request, and the cache hit or miss, solve or memo hit it took.
    func requestHeight(_ r: Int) -> (height: Double, source: HeightSource) {
        let row = source.row(at: r)
        guard let template = template(for: row) else {
            counters.rowsWithoutTemplate += 1
            return (Self.defaultRowHeight, .noTemplate)
        }
        if case .fixed(let h) = sizing { return (h, .fixed) }
        counters.heightRequests += 1
        if case .precomputed = sizing, let pre = precomputedHeights, r < pre.count {
            return (pre[r] + separatorHeight, .precomputed)
        }
        if case .manual = sizing {
            counters.manualMeasurements += 1
            guard let m = manualSizer(for: template) else { return (Self.defaultRowHeight, .noTemplate) }
            let before = m.planSolves
            let h = m.height(for: row)
            counters.solves += m.planSolves - before
            return (h + separatorHeight, .manual)
        }
        if sizing.usesCache {
            if let h = heightCache[row.id] {
                counters.cacheHits += 1
                return (h + separatorHeight, .cache)
            }
            counters.cacheMisses += 1
        }
        guard let cell = sizingCell(for: template) else { return (Self.defaultRowHeight, .noTemplate) }
        let (h, solved) = cell.height(for: row)
        if solved { counters.solves += 1 } else { counters.memoHits += 1 }
        if sizing.usesCache { heightCache[row.id] = h }
        return (h + separatorHeight, solved ? .sized : .memo)
    }

    /// Sets row `r`'s height, replacing its estimate (counted, with the error) the first time.
    func setRowHeight(_ height: Double, ofRow r: Int, source heightSource: HeightSource) {
        if sizing.usesEstimates, !known[r] {
            let e = offsets.height(of: r)
            counters.estimatesReplaced += 1
            counters.estimateError += abs(height - e)
            emit(.estimateReplaced(row: r, estimate: e, actual: height))
            known[r] = true
        }
        offsets.setHeight(height, of: r)
        sources[r] = heightSource
    }

    // MARK: Reloading the rows' heights

    /// Builds the row state for the current data, strategy, width and text size: every row
    /// asked (no estimates), or every row at its estimate.
    func rebuildHeights() {
        let n = source.count
        rowsAskedBeforeCancel = nil
        known = BitSet(count: n)
        perRowEstimates = nil
        sources.removeAll()
        switch sizing {
        case .fixed(let h):
            offsets = RowOffsets(count: n, height: h)
        case .estimated(let e, _), .selfSizing(let e):
            switch e {
            case .constant(let h):
                offsets = RowOffsets(count: n, height: h)
            case .templateMinimum:
                var estimates = [Double](repeating: Self.defaultRowHeight, count: n)
                for r in 0..<n {
                    if let t = template(for: source.row(at: r)) { estimates[r] = minimumHeight(of: t) + separatorHeight }
                }
                counters.estimateRequests += n
                perRowEstimates = estimates
                offsets = RowOffsets(heights: estimates)
            }
        case .prototype, .cached, .manual, .precomputed:
            if case .precomputed(let threads) = sizing, !precomputedIsCurrent {
                precomputeHeights(threads: threads)
            }
            let hitsBefore = counters.cacheHits
            var heights = [Double](repeating: Self.defaultRowHeight, count: n)
            var asked = n
            for r in 0..<n {
                if r % 256 == 255, isCancelled?() == true {
                    asked = r
                    rowsAskedBeforeCancel = r
                    needsReload = true
                    break
                }
                heights[r] = requestHeight(r).height
            }
            offsets = RowOffsets(heights: heights)
            emit(.heightRequests(count: asked, cacheHits: counters.cacheHits - hitsBefore))
        }
    }

    /// Whether precomputed heights match the data, width and text size.
    var precomputedIsCurrent: Bool {
        precomputedHeights?.count == source.count && precomputedWidth == viewport.width && precomputedCategory == category
    }
}
