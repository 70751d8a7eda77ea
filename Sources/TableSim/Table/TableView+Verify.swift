import Layout

extension TableView {
    /// Checks the rows' heights against the truth: for each row, a fresh scene built from its
    /// template's recipe with the row's values (no cell, cache, memo or history of the
    /// table's), sized at the table's width and text size as `systemLayoutSizeFitting` sizes
    /// it, plus the separator. A row whose height differs says why (see
    /// ``RowVerification/Reason``). Reads only: nothing in the table changes, not even its
    /// counters. Stops early when ``isCancelled`` says so.
    public func verify(rows wanted: Range<Int>) -> TableVerification { verify(rows: [wanted]) }

    /// The same over several ranges, in the order given; a row named twice (`rows 1,1` or
    /// `0-5,3-8`) is checked once, where it first comes.
    public func verify(rows wanted: [Range<Int>]) -> TableVerification {
        let ranges = wanted.map { $0.clamped(to: 0..<records.count) }
        var seen = Set<Int>()
        var order: [Int] = []
        for rows in ranges {
            // One range (`table verify`): no set of a million rows.
            if ranges.count == 1 { order = Array(rows); break }
            for r in rows where seen.insert(r).inserted { order.append(r) }
        }
        var checked: [RowVerification] = []
        checked.reserveCapacity(order.count)
        for r in order {
            if checked.count % 64 == 63, host.shouldStop() { break }
            checked.append(verify(row: r))
        }
        return TableVerification(rows: checked, unchecked: order.count - checked.count)
    }

    private func verify(row r: Int) -> RowVerification {
        let row = row(at: r)
        let height = records.height(of: r)
        guard let (fresh, free) = freshRow(row) else { return RowVerification(row: r, table: height, fresh: nil, reason: nil) }
        // Where no constraint decides the height, no height is right: said, whatever the table has.
        if free {
            return RowVerification(row: r, table: height, fresh: fresh, reason: .heightNotDecided)
        }
        guard abs(height - fresh) > 1e-9 else { return RowVerification(row: r, table: height, fresh: fresh, reason: nil) }
        return RowVerification(row: r, table: height, fresh: fresh, reason: reasonForDifference(row: row, height: height, fresh: fresh))
    }

    /// What the table meant by a height that is not the fresh layout's.
    private func reasonForDifference(row: Row, height: Double, fresh: Double) -> RowVerification.Reason {
        let r = row.index
        if let asked = rowsAskedBeforeCancel, r >= asked { return .interruptedReload }
        if needsReload { return .notReloaded }
        switch sizing {
        case .fixed(let h): return .fixedHeight(h)
        case .manual(let formula):
            // The formula measures at the app's text size; a size it has not heard of is the cause.
            if let pending = unobservedCategory { return .textSizeNotObserved(pending) }
            return .manualFormula(checkFormula(formula, row: row, height: height, fresh: fresh))
        case .precomputed where !precomputedIsCurrent: return .stalePrecomputed
        default: break
        }
        if sizing.usesEstimates, !records[r].isKnown { return .estimate(height) }
        if let pending = unobservedCategory { return .textSizeNotObserved(pending) }
        if sizingUsesPrototypeCells, let kept = app.sizingCellWidth, kept != viewport.width { return .sizingCellWidth(kept) }
        if sizing.usesCache, let t = template(for: row), case let entry = storedHeights.cache.entry(forRow: r, row, template: t),
           let cached = storedHeights.cache[entry], abs(cached + separatorHeight - height) < 1e-9 {
            return .cached(entry: entry, key: cacheKey)
        }
        if changes.isChangedWithoutReload(key: records[r].key) { return .changedWithoutReload }
        if let template = template(for: row),
           let conflicts = try? template.conflicts(for: row, width: template.contentWidth(in: viewport.width), category: category), !conflicts.isEmpty {
            return .conflict(conflicts.map(\.broken))
        }
        return .unexplained
    }
}

extension TableView {
    /// The formula's measurements for `row` beside a layout of the row: a cell made for it
    /// from the template, as the table lays one out (the truth `table verify` compares with).
    /// `fresh`: the fresh layout's row height, which the caller has.
    func checkFormula(_ formula: HeightFormula, row: Row, height: Double, fresh: Double) -> FormulaCheck {
        guard let template = template(for: row), let sizer = try? ManualSizer(template: template, formula: formula, category: category),
              let cell = try? CellInstance(template: template, serial: 0, width: template.contentWidth(in: viewport.width),
                                           category: category, separator: separatorHeight) else {
            return FormulaCheck(drifts: [], leavesOutSeparator: false, measured: 0, formulaHeight: height, layoutHeight: fresh)
        }
        let measured = sizer.evaluate(row, tableWidth: viewport.width, separator: separatorHeight).measurements
        cell.configure(row)
        _ = cell.fittedHeight()
        let scene = cell.scene
        scene.layoutIfNeeded()
        var drifts: [FormulaCheck.Drift] = []
        for m in measured {
            let frame = scene.views[m.label] == nil || scene.isCollapsed(m.label) ? nil : try? scene.absoluteFrame(of: m.label)
            let lines = frame.flatMap { f in scene.views[m.label]?.label.map { scene.measure($0, maxWidth: f.width).lineCount } }
            let agrees = frame.map { abs($0.height - m.height) < 1e-9 } ?? (m.height == 0)
            guard !agrees else { continue }
            drifts.append(FormulaCheck.Drift(label: m.label, formula: m, layoutWidth: frame?.width, layoutHeight: frame?.height,
                                             layoutLines: lines))
        }
        let separatorOnly = drifts.isEmpty && separatorHeight > 0 && abs(height + separatorHeight - fresh) < 1e-9
        return FormulaCheck(drifts: drifts, leavesOutSeparator: separatorOnly, measured: measured.count, formulaHeight: height,
                            layoutHeight: fresh)
    }

    /// A fresh layout's height for `row`, with the separator, and whether nothing decided it (no constraints tie the content view's top to
    /// its bottom).
    func freshRow(_ row: Row) -> (height: Double, isFree: Bool)? {
        guard let template = template(for: row) else { return nil }
        let fitted = try? template.freshFitting(for: row, width: template.contentWidth(in: viewport.width), category: systemCategory,
                                                separator: separatorHeight, standardWhenFree: !sizingUsesPrototypeCells)
        return ((fitted?.height ?? Self.defaultRowHeight - separatorHeight) + separatorHeight, fitted?.isFree ?? false)
    }
}
