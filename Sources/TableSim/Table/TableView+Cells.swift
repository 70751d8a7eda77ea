import Layout

extension TableView {
    func emit(_ kind: TableEvent.Kind) {
        log.append(TableEvent(frame: frameNumber, kind: kind))
    }

    /// A cell for row `r`: from its template's reuse pool, or new; configured for the row.
    func dequeueCell(forRow r: Int, row: Row, template: CellTemplate) -> (CellInstance, VisibleRow.CellOrigin)? {
        let id = template.reuseIdentifier
        if var pool = pools[id], let cell = pool.popLast() {
            pools[id] = pool
            counters.pools[id, default: TableStats.Pool()].reused += 1
            emit(.dequeue(row: r, cell: cell.name))
            cell.unplace()
            let changes = cell.configure(row)
            counters.pools[id, default: TableStats.Pool()].constraintChanges += changes
            emit(.configure(row: r, cell: cell.name, changes: changes))
            return (cell, .reused)
        }
        let serial = (displayCells[id]?.count ?? 0) + 1
        guard let cell = try? CellInstance(template: template, serial: serial, width: template.contentWidth(in: viewport.width), category: category,
                                           separator: separatorHeight, layouts: layouts) else {
            return nil
        }
        displayCells[id, default: []].append(cell)
        counters.pools[id, default: TableStats.Pool()].created += 1
        emit(.create(row: r, cell: cell.name))
        cell.configure(row)
        emit(.configure(row: r, cell: cell.name, changes: 0))
        return (cell, .created)
    }

    /// Puts a row's cell back in its pool.
    func enqueue(_ r: Int) {
        guard let d = displayed.removeValue(forKey: r) else { return }
        sources[r] = nil
        guard let cell = d.cell else { return }
        pools[cell.template.reuseIdentifier, default: []].append(cell)
        emit(.enqueue(row: r, cell: cell.name))
    }

    /// Shows row `r` (its height is final for this frame): a cell dequeued and configured if
    /// it has none, placed at the row's height (minus the separator), conflicts reported.
    func display(_ r: Int) {
        if displayed[r] == nil {
            let row = row(at: r)
            guard let template = template(for: row) else {
                displayed[r] = DisplayedRow(cell: nil, origin: .created, placedHeight: nil)
                sources[r] = .noTemplate
                emit(.noTemplate(row: r))
                return
            }
            guard let (cell, origin) = dequeueCell(forRow: r, row: row, template: template) else {
                displayed[r] = DisplayedRow(cell: nil, origin: .created, placedHeight: nil)
                return
            }
            displayed[r] = DisplayedRow(cell: cell, origin: origin, placedHeight: nil)
            if sources[r] == nil { sources[r] = currentSource(forRow: r) }
        }
        place(r)
    }

    /// What the row's height is when nothing was asked this frame.
    func currentSource(forRow r: Int) -> HeightSource {
        switch sizing {
        case .fixed: return .fixed
        case .estimated, .selfSizing: return records[r].isKnown ? (sources[r] ?? .sized) : .estimate
        case .prototype: return .sized
        case .cached: return .cache
        case .manual: return .manual
        case .precomputed: return .precomputed
        }
    }

    /// Lays the row's cell out at the row's height, if that changed.
    func place(_ r: Int) {
        guard var d = displayed[r], let cell = d.cell else { return }
        let height = max(0, records.height(of: r) - separatorHeight)
        guard d.placedHeight != height || !cell.isPlaced else { return }
        for conflict in cell.place(height: height) {
            counters.conflicts += 1
            emit(.conflict(row: r, cell: cell.name, constraints: conflict.constraints, broken: conflict.broken))
        }
        d.placedHeight = height
        displayed[r] = d
    }

    /// Self-sizing: the row's own cell is dequeued, configured and asked its height.
    func selfSize(_ r: Int) -> Double {
        let row = row(at: r)
        if !changedWithoutReload.isEmpty { changedWithoutReload.remove(records[r].key) }
        guard let template = template(for: row) else {
            counters.rowsWithoutTemplate += 1
            sources[r] = .noTemplate
            return Self.defaultRowHeight
        }
        let cell: CellInstance
        if let existing = displayed[r]?.cell {
            cell = existing
            cell.configure(row)
        } else {
            guard let (fresh, origin) = dequeueCell(forRow: r, row: row, template: template) else { return Self.defaultRowHeight }
            cell = fresh
            displayed[r] = DisplayedRow(cell: cell, origin: origin, placedHeight: nil)
        }
        counters.heightRequests += 1
        counters.solves += 1
        let h = cell.fittedHeight()
        emit(.size(row: r, cell: cell.name, height: h))
        return h + separatorHeight
    }

    /// Every cell the table has, display and prototype (for a width or text size change).
    var allCells: [CellInstance] {
        displayCells.values.flatMap { $0 } + sizingCells.values.map(\.cell)
    }
}
