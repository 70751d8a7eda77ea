import Layout

extension TableView {
    func emit(_ kind: TableEvent.Kind) {
        history.emit(kind)
    }

    /// A cell for row `r`: from its template's reuse pool, or new; configured for the row.
    func dequeueCell(forRow r: Int, row: Row, template: CellTemplate) -> (CellInstance, VisibleRow.CellOrigin)? {
        let id = template.reuseIdentifier
        if let cell = reuse.dequeue(id) {
            emit(.dequeue(row: r, cell: cell.name))
            cell.unplace()
            let changes = cell.configure(row)
            reuse.noteConstraintChanges(changes, for: id)
            emit(.configure(row: r, cell: cell.name, changes: changes))
            return (cell, .reused)
        }
        let serial = reuse.nextSerial(for: id)
        guard let cell = try? CellInstance(template: template, serial: serial, width: template.contentWidth(in: viewport.width), category: category,
                                           separator: separatorHeight, layouts: prototypes.layouts) else {
            return nil
        }
        reuse.add(made: cell, for: id)
        emit(.create(row: r, cell: cell.name))
        cell.configure(row)
        emit(.configure(row: r, cell: cell.name, changes: 0))
        return (cell, .created)
    }

    /// Puts a row's cell back in its pool.
    func enqueue(_ r: Int) {
        guard let d = reuse.enqueue(r) else { return }
        guard let cell = d.cell else { return }
        emit(.enqueue(row: r, cell: cell.name))
    }

    /// Shows row `r` (its height is final for this frame): a cell dequeued and configured if
    /// it has none, placed at the row's height (minus the separator), conflicts reported.
    func display(_ r: Int) {
        if !reuse.isOnScreen(r) {
            let row = row(at: r)
            guard let template = template(for: row) else {
                reuse.show(r, cell: nil, origin: .created)
                reuse[heightSourceOf: r] = .noTemplate
                emit(.noTemplate(row: r))
                return
            }
            guard let (cell, origin) = dequeueCell(forRow: r, row: row, template: template) else {
                reuse.show(r, cell: nil, origin: .created)
                return
            }
            reuse.show(r, cell: cell, origin: origin)
            if reuse[heightSourceOf: r] == nil { reuse[heightSourceOf: r] = currentSource(forRow: r) }
        }
        place(r)
    }

    /// What the row's height is when nothing was asked this frame.
    func currentSource(forRow r: Int) -> HeightSource {
        switch sizing {
        case .fixed: return .fixed
        case .estimated, .selfSizing: return records[r].isKnown ? (reuse[heightSourceOf: r] ?? .sized) : .estimate
        case .prototype: return .sized
        case .cached: return .cache
        case .manual: return .manual
        case .precomputed: return .precomputed
        }
    }

    /// Lays the row's cell out at the row's height, if that changed.
    func place(_ r: Int) {
        guard let d = reuse[row: r], let cell = d.cell else { return }
        let height = max(0, records.height(of: r) - separatorHeight)
        guard d.placedHeight != height || !cell.isPlaced else { return }
        for conflict in cell.place(height: height) {
            history.counters.conflicts += 1
            emit(.conflict(row: r, cell: cell.name, constraints: conflict.constraints, broken: conflict.broken))
        }
        reuse.notePlaced(r, height: height)
    }

    /// Self-sizing: the row's own cell is dequeued, configured and asked its height.
    func selfSize(_ r: Int) -> Double {
        let row = row(at: r)
        changes.noteSized(key: records[r].key)
        guard let template = template(for: row) else {
            history.counters.rowsWithoutTemplate += 1
            reuse[heightSourceOf: r] = .noTemplate
            return Self.defaultRowHeight
        }
        let cell: CellInstance
        if let existing = reuse[row: r]?.cell {
            cell = existing
            cell.configure(row)
        } else {
            guard let (fresh, origin) = dequeueCell(forRow: r, row: row, template: template) else { return Self.defaultRowHeight }
            cell = fresh
            reuse.show(r, cell: cell, origin: origin)
        }
        history.counters.heightRequests += 1
        history.counters.solves += 1
        let h = cell.fittedHeight()
        emit(.size(row: r, cell: cell.name, height: h))
        return h + separatorHeight
    }

    /// Every cell the table has, display and prototype (for a width or text size change).
    var allCells: [CellInstance] {
        reuse.allCells + prototypes.sizingCells.map(\.cell)
    }
}
