import Layout
import TableSim

extension Workspace {
    /// `table draw` with no row: the rows on screen, as boxes in the viewport.
    func screenDrawing() -> Drawing {
        var items = [Drawing.Item("table", kind: .view, frame: Rect(x: 0, y: 0, width: table.viewport.width,
                                                                     height: table.viewport.height))]
        for row in table.visibleRows {
            guard let snapshot = table.cellSnapshot(row: row.row) else { continue }
            // Names are made unique across rows: the root is "row N", a subview "N.name".
            func rename(_ name: String?, isRoot: Bool) -> String? {
                guard let name else { return "table" }
                return isRoot ? "row \(row.row)" : "\(row.row).\(name)"
            }
            let root = snapshot.views.first { $0.parent == nil }?.name
            for entry in snapshot.views {
                var item = Drawing.Item(entry)
                item.name = rename(entry.name, isRoot: entry.parent == nil) ?? entry.name
                item.parent = entry.parent.map { rename($0, isRoot: $0 == root) ?? $0 } ?? "table"
                item.frame.y += row.screenY
                if let visible = Self.clipped(item, toHeight: table.viewport.height) { items.append(visible) }
            }
        }
        return Drawing(items)
    }

    /// The part of an item inside the screen (0 to `height`), as the table clips its cells;
    /// nil when none is. A label keeps the lines of text whose middle is on screen.
    static func clipped(_ item: Drawing.Item, toHeight height: Double) -> Drawing.Item? {
        let top = max(item.frame.y, 0), bottom = min(item.frame.y + item.frame.height, height)
        // A zero-height item (a collapsed spacer) stays when it lies on screen.
        let isVisibleLine = item.frame.height == 0 && item.frame.y >= 0 && item.frame.y <= height
        guard bottom > top || isVisibleLine else { return nil }
        var clipped = item
        if !item.textLines.isEmpty, item.lineHeight > 0 {
            clipped.textLines = item.textLines.enumerated().filter { index, _ in
                let middle = item.frame.y + (Double(index) + 0.5) * item.lineHeight
                return middle >= top && middle <= bottom
            }.map(\.element)
        }
        clipped.frame.y = top
        clipped.frame.height = max(0, bottom - top)
        return clipped
    }

    /// `table export svg FILE`: the two charts of `table chart` as an SVG file.
    func tableExport(_ file: Word, _ context: LineContext) throws(SourceError) -> FileWritten {
        let buckets = table.estimateErrors(buckets: 200)
        let frames = Array(table.recentFrames.suffix(200))
        let w = 640.0, h = 160.0, margin = 40.0
        var svg = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                   "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(show(w + 2 * margin))\" height=\"\(show(2 * h + 3 * margin))\" font-family=\"DejaVu Sans, sans-serif\" font-size=\"11\">",
                   "  <title>Trellis table: estimate error and frame cost</title>"]
        func chart(_ title: String, _ values: [Double?], top: Double) {
            let largest = max(values.compactMap { $0.map(abs) }.max() ?? 0, 1e-9)
            let zero = top + h / 2
            svg.append("  <text x=\"\(show(margin))\" y=\"\(show(top - 8))\">\(SVGElement.escape(title, quotes: false)) (scale ±\(show(largest)))</text>")
            svg.append("  <rect x=\"\(show(margin))\" y=\"\(show(top))\" width=\"\(show(w))\" height=\"\(show(h))\" fill=\"none\" stroke=\"#999\"/>")
            svg.append("  <line x1=\"\(show(margin))\" y1=\"\(show(zero))\" x2=\"\(show(margin + w))\" y2=\"\(show(zero))\" stroke=\"#ccc\"/>")
            let step = w / Double(max(1, values.count))
            for (i, v) in values.enumerated() {
                guard let v else { continue }
                let barHeight = abs(v) / largest * (h / 2)
                let y = v >= 0 ? zero - barHeight : zero
                svg.append("  <rect x=\"\(show(margin + Double(i) * step))\" y=\"\(show(y))\" width=\"\(show(max(step - 0.5, 0.5)))\" height=\"\(show(barHeight))\" fill=\"\(v >= 0 ? "#4a7bd0" : "#d05a4a")\"/>")
            }
        }
        chart("estimate error along the table, actual − estimate (pt)", buckets.map { $0.measured == 0 ? nil : $0.meanError }, top: margin)
        let timed = frames.compactMap(\.nanoseconds)
        if !frames.isEmpty, timed.count == frames.count {
            chart("time per frame (ms)", timed.map { Double($0) / 1_000_000 }, top: 2 * margin + h)
        } else {
            chart("height requests per frame", frames.map { Double($0.heightRequests) }, top: 2 * margin + h)
        }
        svg.append("</svg>")
        try write(svg.joined(separator: "\n") + "\n", to: file, context)
        return FileWritten(file: file.text)
    }
}
