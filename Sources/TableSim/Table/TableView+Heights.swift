import Layout

extension TableView {
    /// UITableView's default row height: for rows no template claims, a new cell's frame, and
    /// the standard row UIKit falls back to when nothing decides a content view's height.
    static let defaultRowHeight = 44.0

    // MARK: Estimates

    /// The estimate row `r` was given (with the separator), for strategies with estimates.
    func estimate(forRow r: Int) -> Double { records[r].estimate }

    /// The estimate for a row that gets one now (a reload, an insert, an invalidation):
    /// `estimatedRowHeight`, or per row (`estimatedHeightForRowAt`, counted). `key`: the row's
    /// key in the data, for the height it had when last sized.
    func newEstimate(for row: Row, key: Int) -> Double {
        switch sizing.estimate {
        case .constant(let h)?: return h
        case .templateMinimum?:
            counters.estimateRequests += 1
            guard let t = template(for: row) else { return Self.defaultRowHeight }
            return minimumHeight(of: t) + separatorHeight
        case .runningMean?:
            return measuredHeights.count > 0 ? measuredHeights.sum / Double(measuredHeights.count) : Self.defaultRowHeight
        case .seen?:
            counters.estimateRequests += 1
            return seenHeights[key] ?? Self.defaultRowHeight
        case .function(let f)?:
            counters.estimateRequests += 1
            return f.value(for: row)
        case nil: return Self.defaultRowHeight
        }
    }

    /// Notes an actual row height: for the running mean and for the `seen` estimate.
    func learn(_ height: Double, key: Int) {
        measuredHeights.count += 1
        measuredHeights.sum += height
        seenHeights[key] = height
    }

    /// The height cache's key for row `r` (``cacheKey``).
    func cacheEntry(forRow r: Int, _ row: Row, template: CellTemplate) -> String {
        switch cacheKey {
        case .index: return "#\(r)"
        case .id: return row.id
        case .class: return "class " + template.reuseIdentifier
        }
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
        let row = row(at: r)
        if !changedWithoutReload.isEmpty { changedWithoutReload.remove(records[r].key) }
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
        let entry = sizing.usesCache ? cacheEntry(forRow: r, row, template: template) : ""
        if sizing.usesCache {
            if let h = heightCache[entry] {
                counters.cacheHits += 1
                return (h + separatorHeight, .cache)
            }
            counters.cacheMisses += 1
        }
        guard let cell = sizingCell(for: template) else { return (Self.defaultRowHeight, .noTemplate) }
        let (h, solved) = cell.height(for: row)
        if solved { counters.solves += 1 } else { counters.memoHits += 1 }
        if sizing.usesCache { heightCache[entry] = h }
        return (h + separatorHeight, solved ? .sized : .memo)
    }

    /// Sets row `r`'s height, replacing its estimate (counted, with the error) the first time.
    func setRowHeight(_ height: Double, ofRow r: Int, source heightSource: HeightSource) {
        if sizing.usesEstimates, !records[r].isKnown {
            let e = records[r].height
            counters.estimatesReplaced += 1
            counters.estimateError += abs(height - e)
            emit(.estimateReplaced(row: r, estimate: e, actual: height))
        }
        records.update(r) {
            $0.height = height
            $0.isKnown = true
        }
        learn(height, key: records[r].key)
        sources[r] = heightSource
    }

    // MARK: Reloading the rows' heights

    /// Builds the row state for the current data, strategy, width and text size: every row
    /// asked (no estimates), or every row at its estimate.
    func rebuildHeights() {
        let keys = records.records(in: 0..<records.count).map(\.key)
        let n = keys.count
        rowsAskedBeforeCancel = nil
        sources.removeAll()
        changedWithoutReload.removeAll()
        wastePrefetched()
        switch sizing {
        case .fixed(let h):
            records = RowTree(keys.map { RowRecord(height: h, key: $0, isKnown: true) })
        case .estimated(let e, _), .selfSizing(let e):
            switch e {
            case .constant, .runningMean:
                let h = newEstimate(for: Row(index: 0, fields: [:]), key: -1)
                records = RowTree(keys.map { RowRecord(height: h, key: $0) })
            case .seen:
                // Only the keys matter: no row is made.
                records = RowTree(keys.map { RowRecord(height: newEstimate(for: Row(index: 0, fields: [:]), key: $0), key: $0) })
            case .templateMinimum, .function:
                records = RowTree(keys.enumerated().map { r, key in
                    RowRecord(height: newEstimate(for: data.row(key: key, at: r), key: key), key: key)
                })
            }
        case .prototype, .cached, .manual, .precomputed:
            if case .precomputed(let threads) = sizing, !precomputedIsCurrent {
                precomputeHeights(threads: threads)
            }
            let hitsBefore = counters.cacheHits
            // The rows not asked (a reload stopped) keep the default height.
            records = RowTree(keys.map { RowRecord(height: Self.defaultRowHeight, key: $0, isKnown: true) })
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
            records = RowTree(zip(keys, heights).map { RowRecord(height: $1, key: $0, isKnown: true) })
            emit(.heightRequests(count: asked, cacheHits: counters.cacheHits - hitsBefore))
        }
    }

    /// Whether precomputed heights match the data, width and text size.
    var precomputedIsCurrent: Bool {
        precomputedHeights?.count == records.count && precomputedWidth == viewport.width && precomputedCategory == category
    }
}
