extension TableView {
    /// Whether a batch is open (`table batch begin`).
    public var isInBatch: Bool { changes.isInBatch }

    /// Sets what stays put on screen when rows above change.
    public func setAnchor(_ anchor: ScrollAnchor) {
        anchoring.setAnchor(anchor, rowCount: records.count)
    }

    // MARK: Inserting

    /// Whether the data source can give more rows (``insertRows(continuing:at:)``): a
    /// generator can; a file can when it has rows (they come again from its first).
    public var canContinueData: Bool { data.source.continuedRow(at: data.nextKey) != nil }

    /// Inserts `count` rows that continue the data source (a generator's next rows, a file's
    /// rows again) before row `position` (`insertRows(at:)`); nothing when the source cannot
    /// continue (``canContinueData``). The frame, or nil in a batch or when nothing changed.
    @discardableResult
    public func insertRows(continuing count: Int, at position: Int) -> FrameReport? {
        guard count > 0, let keys = data.continueSource(count) else { return nil }
        return insert(keys: keys, at: position)
    }

    /// Inserts the rows given (from a file) before row `position`. The frame, or nil in a batch.
    @discardableResult
    public func insertRows(_ rows: [Row], at position: Int) -> FrameReport? {
        guard !rows.isEmpty else { return nil }
        return insert(keys: data.add(rows), at: position)
    }

    private func insert(keys: [Int], at position: Int) -> FrameReport? {
        var anchor = beginChange()
        let at = min(max(position, 0), records.count), n = keys.count
        // New rows get their estimates, or are asked their heights now (as insertRows asks a
        // table without estimates), once they are in place.
        let estimated = sizing.usesEstimates
        let placeholders = keys.enumerated().map { i, key -> RowRecord in
            estimated ? { let e = newEstimate(for: data.row(key: key, at: at + i), key: key); return RowRecord(height: e, key: key) }()
                : RowRecord(height: Self.defaultRowHeight, key: key, isKnown: true)
        }
        records.insert(contentsOf: placeholders, at: at)
        remap(&anchor) { $0 >= at ? $0 + n : $0 }
        storedHeights.rowsMoved()
        emit(.insert(at: at, count: n, ids: (at..<(at + n)).prefix(20).map { row(at: $0).id }))
        if !estimated {
            for r in at..<(at + n) {
                let (h, source) = requestHeight(r)
                if case .fixed = sizing {} else { emit(.heightRequest(row: r, height: h, source: source)) }
                records.setHeight(h, of: r)
            }
        }
        history.counters.rowsInserted += n
        let height = records.offset(of: at + n) - records.offset(of: at)
        return finishChange(anchor, cause: .inserted(rows: at..<(at + n), height: height))
    }

    // MARK: Deleting and moving

    /// Deletes the rows in `range` (clamped) (`deleteRows(at:)`): their cells go back to the
    /// pools. The frame, or nil in a batch or when no row is in the range.
    @discardableResult
    public func deleteRows(_ range: Range<Int>) -> FrameReport? {
        let range = range.clamped(to: 0..<records.count)
        guard !range.isEmpty else { return nil }
        var anchor = beginChange()
        emit(.delete(rows: range.lowerBound...(range.upperBound - 1)))
        let height = records.offset(of: range.upperBound) - records.offset(of: range.lowerBound)
        for r in range where reuse.isOnScreen(r) { enqueue(r) }
        let deleted = records.records(in: range)
        wastePrefetched(keys: deleted.map(\.key))
        for record in deleted {
            data.forget(key: record.key)
            changes.noteSized(key: record.key)
        }
        records.remove(range)
        let n = range.count
        // A deleted anchor gives way to the row after it, at its place on screen.
        remap(&anchor, replacing: range.lowerBound) { r in r < range.lowerBound ? r : (r >= range.upperBound ? r - n : nil) }
        storedHeights.rowsMoved()
        history.counters.rowsDeleted += n
        return finishChange(anchor, cause: .deleted(rows: range, height: height))
    }

    /// Moves row `from` to `to` (`moveRow(at:to:)`: it is row `to` afterwards); its cell goes
    /// with it. The frame, or nil in a batch or when nothing moves.
    @discardableResult
    public func moveRow(_ from: Int, to: Int) -> FrameReport? {
        guard from >= 0, from < records.count, to >= 0, to < records.count, from != to else { return nil }
        var anchor = beginChange()
        emit(.move(from: from, to: to))
        let record = records[from]
        records.remove(from..<(from + 1))
        records.insert(contentsOf: [record], at: to)
        remap(&anchor) { r in
            if r == from { return to }
            if from < to, r > from, r <= to { return r - 1 }
            if from > to, r >= to, r < from { return r + 1 }
            return r
        }
        storedHeights.rowsMoved()
        history.counters.rowsMoved += 1
        return finishChange(anchor, cause: .moved(from: from, to: to, height: record.height))
    }

    // MARK: Updating

    /// Changes fields of row `r`. With `reload` (`reloadRows`), the row is sized again and its
    /// cell configured again. Without, as an app that sets the visible cell's content but does
    /// not reload the row: the cell shows the new data at the row's old height (the height
    /// cache, if any, keeps its entry too), and `table verify` names the row. The frame, or
    /// nil in a batch.
    @discardableResult
    public func updateRow(_ r: Int, fields: [String: FieldValue], reload: Bool) -> FrameReport? {
        guard r >= 0, r < records.count, !fields.isEmpty else { return nil }
        let key = records[r].key
        if !changes.isInBatch, !reload { reloadIfNeeded(); beginFrame() }
        data.edit(key: key, fields: fields)
        history.counters.rowsUpdated += 1
        emit(.update(row: r, fields: fields.keys.sorted(), reloaded: reload))
        if reload {
            changes.noteSized(key: key)
            guard changes.noteBatchReload(row: r) else { return invalidate(.row(r)) }
            if let t = template(for: row(at: r)) { storedHeights.forgetCached(row: r, row(at: r), template: t) }
            return nil
        }
        changes.noteChangedWithoutReload(key: key)
        if let cell = reuse[row: r]?.cell {
            cell.configure(row(at: r))
            reuse.unplace(r)
        }
        guard changes.noteBatchChange() else { return runFrame(to: contentOffset, begun: true) }
        return nil
    }

    // MARK: Batches

    /// Opens a batch (`performBatchUpdates`): the changes until ``endBatch()`` change the data
    /// and the rows at once, each on the table as the one before left it, and are laid out
    /// in one frame with one correction.
    public func beginBatch() {
        guard !changes.isInBatch else { return }
        reloadIfNeeded()
        changes.openBatch(at: captureAnchor())
        beginFrame()
    }

    /// Ends the batch and lays its changes out. Nil when no batch is open.
    @discardableResult
    public func endBatch() -> FrameReport? {
        guard let open = changes.closeBatch() else { return nil }
        history.counters.batches += 1
        emit(.batch(changes: open.changes))
        var resized: [TableJump.EstimateReplacement] = []
        for r in open.reloads.sorted() {
            let before = records[r].height
            _ = askAgain(r)
            if let cell = reuse[row: r]?.cell, !sizing.usesEstimates || records[r].isKnown { cell.configure(row(at: r)) }
            reuse.unplace(r)
            if before != records[r].height { resized.append(.init(row: r, before: before, after: records[r].height)) }
        }
        return placeAfterChange(open.anchor, causes: open.causes + (resized.isEmpty ? [] : [.resized(resized)]))
    }

    // MARK: The frame after a change

    /// Where things are before a change: the anchor row and its place on screen.
    func captureAnchor() -> ChangeAnchor {
        guard records.count > 0 else { return ChangeAnchor(row: nil, screenY: 0, firstVisible: nil, firstVisibleScreenY: 0, wasAtBottom: true) }
        let first = visibleRange(at: contentOffset).lowerBound
        let row = anchoring.keptRow(firstOnScreen: first, rowCount: records.count)
        return ChangeAnchor(row: row, screenY: records.offset(of: row) - contentOffset, firstVisible: first,
                            firstVisibleScreenY: records.offset(of: first) - contentOffset,
                            wasAtBottom: contentOffset >= maximumOffset - 0.5)
    }

    /// Starts a change: a reload first if one is due, then the change's frame (or the batch's).
    private func beginChange() -> ChangeAnchor {
        if let open = changes.batch { return open.anchor }
        reloadIfNeeded()
        let anchor = captureAnchor()
        beginFrame()
        return anchor
    }

    /// Carries the anchor, ``anchor``'s row, the rows on screen and a batch's reloads through
    /// a change of indexes. `map` gives nil for a deleted row; `replacing` is the row that takes
    /// a deleted anchor's place.
    private func remap(_ change: inout ChangeAnchor, replacing: Int? = nil, _ map: (Int) -> Int?) {
        let count = records.count
        func moved(_ r: Int?) -> Int? {
            guard let r, count > 0, let to = map(r) ?? replacing else { return nil }
            return min(max(to, 0), count - 1)
        }
        change.row = moved(change.row)
        change.firstVisible = moved(change.firstVisible)
        anchoring.followRow(moved)
        reuse.remap(map)
        changes.remapBatch(anchor: change, map)
    }

    /// Ends a change: in a batch, keeps its cause for the batch's frame; otherwise lays it out.
    private func finishChange(_ change: ChangeAnchor, cause: TableJump.Cause) -> FrameReport? {
        if changes.noteBatchChange(cause: cause) { return nil }
        return placeAfterChange(change, causes: [cause])
    }

    /// The frame after changes: the offset the anchor asks for, the jump it makes (the offset
    /// corrected, or the screen moved), then the rows on screen get heights and cells.
    private func placeAfterChange(_ change: ChangeAnchor, causes: [TableJump.Cause]) -> FrameReport {
        let pinned: Bool
        var target = contentOffset
        switch anchor {
        case .uikit:
            pinned = false
        case .bottom where change.wasAtBottom:
            pinned = true
            target = maximumOffset
        case .top, .row, .bottom:
            pinned = false
            if let row = change.row { target = records.offset(of: row) - change.screenY }
        }
        if pinned {
            // The offset follows the content's end, through the estimates replaced on the way.
            let start = contentOffset
            let report = runFrame(to: target, begun: true, pinnedToBottom: true)
            if abs(contentOffset - start) > 1e-9 { recordJump(.followedEnd, delta: contentOffset - start, causes: causes) }
            return report
        }
        let delta = clampOffset(target) - contentOffset
        if abs(delta) > 1e-9, !causes.isEmpty {
            history.counters.corrections += 1
            history.counters.totalCorrection += abs(delta)
            history.counters.largestCorrection = max(history.counters.largestCorrection, abs(delta))
            emit(.correction(anchor: change.row ?? 0, delta: delta))
            recordJump(.offsetCorrected, delta: delta, causes: causes)
        }
        if let first = change.firstVisible {
            let moved = (records.offset(of: first) - clampOffset(target)) - change.firstVisibleScreenY
            if abs(moved) > 1e-9 { recordJump(.screenMoved, delta: moved, causes: causes) }
        }
        return runFrame(to: target, begun: true)
    }

    /// Keeps a jump for `table jumps` (the last 10,000).
    func recordJump(_ kind: TableJump.Kind, delta: Double, causes: [TableJump.Cause]) {
        if kind == .screenMoved {
            history.counters.screenJumps += 1
            history.counters.totalScreenJump += abs(delta)
        }
        anchoring.record(TableJump(frame: history.number, kind: kind, delta: delta, causes: causes))
    }
}
