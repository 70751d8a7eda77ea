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
            history.counters.estimateRequests += 1
            guard let t = template(for: row) else { return Self.defaultRowHeight }
            return minimumHeight(of: t) + separatorHeight
        case .runningMean?:
            return estimates.runningMean ?? Self.defaultRowHeight
        case .seen?:
            history.counters.estimateRequests += 1
            return estimates.seenHeight(key: key) ?? Self.defaultRowHeight
        case .function(let f)?:
            history.counters.estimateRequests += 1
            return f.value(for: row)
        case nil: return Self.defaultRowHeight
        }
    }

    /// Notes an actual row height: for the running mean, and for the `seen` estimate while it
    /// is the estimate.
    func learn(_ height: Double, key: Int) {
        let keepSeen: Bool
        if case .seen? = sizing.estimate { keepSeen = true } else { keepSeen = false }
        estimates.learn(height, key: key, keepSeen: keepSeen)
    }

    /// The smallest height of a template's cell (every field empty), without the separator.
    func minimumHeight(of template: CellTemplate) -> Double {
        let id = template.reuseIdentifier
        if let h = prototypes.minimumHeight(of: id) { return h }
        guard let cell = sizingCell(for: template) else { return Self.defaultRowHeight - separatorHeight }
        let before = cell.solves
        let h = cell.minimumHeight()
        history.counters.solves += cell.solves - before
        prototypes.keepMinimumHeight(h, of: id)
        return h
    }

    // MARK: Prototype cells

    func sizingCell(for template: CellTemplate) -> SizingCell? {
        let id = template.reuseIdentifier
        if let s = prototypes.sizingCell(for: id) { return s }
        guard let s = try? SizingCell(template: template, width: template.contentWidth(in: sizingCellWidth), category: category,
                                      separator: separatorHeight, useMemo: layoutMemo, layouts: prototypes.layouts) else {
            return nil
        }
        prototypes.keep(s, for: id)
        return s
    }

    func manualSizer(for template: CellTemplate, formula: HeightFormula) -> ManualSizer? {
        let id = template.reuseIdentifier
        if let m = prototypes.manualSizer(for: id) { return m }
        guard let m = try? ManualSizer(template: template, formula: formula, category: category) else { return nil }
        prototypes.keep(m, for: id)
        return m
    }

    // MARK: Height requests

    /// One `heightForRowAt`: the row's height (with the separator) and what answered it.
    /// Counts the request, and the cache hit or miss, solve or memo hit it took.
    func requestHeight(_ r: Int) -> (height: Double, source: HeightSource) {
        changes.noteSized(key: records[r].key)
        return requestHeight(r, row(at: r))
    }

    /// The same for a row already made (a reload makes them as it rewrites the records, and
    /// must not read them meanwhile).
    func requestHeight(_ r: Int, _ row: Row) -> (height: Double, source: HeightSource) {
        guard let template = template(for: row) else {
            history.counters.rowsWithoutTemplate += 1
            return (Self.defaultRowHeight, .noTemplate)
        }
        if case .fixed(let h) = sizing { return (h, .fixed) }
        history.counters.heightRequests += 1
        if case .precomputed = sizing, let pre = storedHeights.precomputed.height(ofRow: r) {
            return (pre + separatorHeight, .precomputed)
        }
        if case .manual(let formula) = sizing {
            history.counters.manualMeasurements += 1
            guard let m = manualSizer(for: template, formula: formula) else { return (Self.defaultRowHeight, .noTemplate) }
            return (m.evaluate(row, tableWidth: viewport.width, separator: separatorHeight).height, .manual)
        }
        let entry = sizing.usesCache ? storedHeights.cache.entry(forRow: r, row, template: template) : ""
        if sizing.usesCache {
            if let h = storedHeights.cache[entry] {
                history.counters.cacheHits += 1
                return (h + separatorHeight, .cache)
            }
            history.counters.cacheMisses += 1
        }
        guard let cell = sizingCell(for: template) else { return (Self.defaultRowHeight, .noTemplate) }
        let (h, solved) = cell.height(for: row)
        if solved { history.counters.solves += 1 } else { history.counters.memoHits += 1 }
        if sizing.usesCache { storedHeights.cache[entry] = h }
        return (h + separatorHeight, solved ? .sized : .memo)
    }

    /// Sets row `r`'s height, replacing its estimate (counted, with the error) the first time.
    func setRowHeight(_ height: Double, ofRow r: Int, source heightSource: HeightSource) {
        if sizing.usesEstimates, !records[r].isKnown {
            let e = records[r].height
            history.counters.estimatesReplaced += 1
            history.counters.estimateError += abs(height - e)
            emit(.estimateReplaced(row: r, estimate: e, actual: height))
        }
        records.update(r) {
            $0.height = height
            $0.isKnown = true
        }
        learn(height, key: records[r].key)
        reuse[heightSourceOf: r] = heightSource
    }

    // MARK: Reloading the rows' heights

    /// Builds the row state for the current data, strategy, width and text size: every row
    /// asked (no estimates), or every row at its estimate.
    func rebuildHeights() {
        let n = records.count
        changes.startReload()
        reuse.forgetHeightSources()
        wastePrefetched()
        // Every record is rewritten in place (its key stays): no copy of a million rows.
        switch sizing {
        case .fixed(let h):
            records.rewrite { _, record in record = RowRecord(height: h, key: record.key, isKnown: true) }
        case .estimated(let e, _), .selfSizing(let e):
            if case .seen = e {
                // Only the keys matter: no row is made.
                records.rewrite { _, record in
                    record = RowRecord(height: newEstimate(for: Row(index: 0, fields: [:]), key: record.key), key: record.key)
                }
            } else if e.isPerRow {
                let data = self.data
                records.rewrite { r, record in
                    let estimate = newEstimate(for: data.row(key: record.key, at: r), key: record.key)
                    record = RowRecord(height: estimate, key: record.key)
                }
            } else {
                let estimate = newEstimate(for: Row(index: 0, fields: [:]), key: -1)
                records.rewrite { _, record in record = RowRecord(height: estimate, key: record.key) }
            }
        case .prototype, .cached, .manual, .precomputed:
            if templates.isEmpty {
                // No template: no row can be sized, so none is made (10,000,000 generated rows
                // took 19 s to make, each only to find it had no template: turn3/09).
                records.rewrite { _, record in record = RowRecord(height: Self.defaultRowHeight, key: record.key, isKnown: true) }
                history.counters.rowsWithoutTemplate += n
                emit(.heightRequests(count: n, cacheHits: 0))
                return
            }
            if case .precomputed(let threads) = sizing, !precomputedIsCurrent {
                precomputeHeights(threads: threads)
            }
            let hitsBefore = history.counters.cacheHits
            let data = self.data
            var asked: Int?
            records.rewrite { r, record in
                if asked == nil, r % 256 == 255, host.shouldStop() { asked = r }
                // The rows not asked (a reload stopped) keep the default height.
                let height = asked == nil ? requestHeight(r, data.row(key: record.key, at: r)).height : Self.defaultRowHeight
                record = RowRecord(height: height, key: record.key, isKnown: true)
            }
            if let asked { changes.reloadStopped(after: asked) }
            emit(.heightRequests(count: asked ?? n, cacheHits: history.counters.cacheHits - hitsBefore))
        }
    }

    /// Whether precomputed heights match the data, width and text size.
    var precomputedIsCurrent: Bool {
        storedHeights.precomputed.isCurrent(rowCount: records.count, width: viewport.width, category: category)
    }
}
