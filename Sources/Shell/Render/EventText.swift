import Notation
import TableSim

/// `table log` written for people: an event a line, after its frame.
enum EventText {
    static func line(_ event: TableEvent) -> String {
        let f = "frame \(event.frame)"
        switch event.kind {
        case .reload(let rows, let reason): return "\(f)  reload \(rows) rows (\(reason.words))"
        case .heightRequests(let count, let hits): return "\(f)  height requests \(count) (cache hits \(hits))"
        case .heightRequest(let row, let h, let source): return "\(f)  height row \(row) = \(formatNumber(h)) (\(source.words))"
        case .create(let row, let cell): return "\(f)  create \(cell) for row \(row)"
        case .dequeue(let row, let cell): return "\(f)  dequeue \(cell) for row \(row)"
        case .configure(let row, let cell, let changes):
            return "\(f)  configure \(cell) for row \(row)" + (changes > 0 ? " (\(changes) constraint changes)" : "")
        case .size(let row, let cell, let h): return "\(f)  size \(cell) row \(row) = \(formatNumber(h))"
        case .enqueue(let row, let cell): return "\(f)  enqueue \(cell) from row \(row)"
        case .estimateReplaced(let row, let e, let a):
            return "\(f)  estimate row \(row) \(formatNumber(e)) -> \(formatNumber(a))"
        case .correction(let anchor, let delta):
            return "\(f)  correction \(delta >= 0 ? "+" : "")\(formatNumber(delta)) (row \(anchor) stays put)"
        case .clamp(let from, let to): return "\(f)  clamp offset \(formatNumber(from)) -> \(formatNumber(to))"
        case .conflict(let row, let cell, let ids, let broken):
            return "\(f)  conflict in \(cell) at row \(row): \(ids.joined(separator: ", ")); broke \(broken)"
        case .noTemplate(let row): return "\(f)  no template for row \(row) (44 pt)"
        case .invalidate: return "\(f)  invalidate \(event.kind.invalidatedRows ?? "")"
        case .insert(let at, let count, let ids):
            let shown = ids.prefix(5).joined(separator: ", ") + (ids.count > 5 ? ", …" : "")
            return "\(f)  insert \(count == 1 ? "1 row" : "\(count) rows") at \(at) (id \(shown))"
        case .delete(let rows):
            return "\(f)  delete " + (rows.count == 1 ? "row \(rows.lowerBound)" : "rows \(rows.lowerBound)-\(rows.upperBound)")
        case .move(let from, let to): return "\(f)  move row \(from) to \(to)"
        case .update(let row, let fields, let reloaded):
            return "\(f)  update row \(row) (\(fields.map { "$" + $0 }.joined(separator: " ")))"
                + (reloaded ? ", reloaded" : ", not reloaded: the height stays")
        case .batch(let changes): return "\(f)  batch of \(changes) changes laid out"
        case .prefetch(let rows):
            let shown = rows.prefix(8).map(String.init).joined(separator: ", ") + (rows.count > 8 ? ", …" : "")
            return "\(f)  prefetch \(rows.count == 1 ? "row" : "rows") \(shown)"
        }
    }
}
