import Notation
import Layout
import TableSim

extension Workspace {
    /// `table chart`: the estimate error along the table, and the cost of the recent frames.
    func tableChart() -> String {
        let width = max(20, min(terminalWidth - 12, 100))
        let buckets = table.estimateErrors(buckets: width)
        guard !buckets.isEmpty else { return "no rows yet (table data …)" }
        var lines = ["estimate error along the table (actual − estimate, mean over \(table.rowCount / max(1, buckets.count)) rows a column;"
                     + " blank: not measured yet):"]
        let largest = buckets.map { abs($0.meanError) }.max() ?? 0
        lines += bars(buckets.map { $0.measured == 0 ? nil : $0.meanError }, scale: largest)
        lines.append("row 0" + String(repeating: " ", count: max(1, buckets.count - 5 - String(table.rowCount - 1).count))
                     + "\(table.rowCount - 1)")
        let frames = Array(table.recentFrames.suffix(width))
        if !frames.isEmpty {
            let timed = frames.compactMap(\.nanoseconds)
            if timed.count == frames.count {
                let ms = timed.map { Double($0) / 1_000_000 }
                lines.append("")
                lines.append("time per frame, the last \(frames.count) frames (longest \(show(ms.max() ?? 0)) ms; budgets 8.3 and 16.7 ms):")
                lines += bars(ms, scale: max(ms.max() ?? 0, 8.3))
            }
            let requests = frames.map { Double($0.heightRequests) }
            lines.append("")
            lines.append("height requests per frame, the last \(frames.count) frames (most \(show(requests.max() ?? 0))):")
            lines += bars(requests, scale: requests.max() ?? 0)
        }
        return lines.joined(separator: "\n")
    }

    /// Columns of block characters, four rows high, for values of either sign around zero.
    private func bars(_ values: [Double?], scale: Double) -> [String] {
        let blocks: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
        let height = 4
        guard scale > 0 else { return [String(repeating: "▁", count: values.count) + "  0"] }
        let hasNegative = values.contains { ($0 ?? 0) < 0 }
        func column(_ v: Double?, up: Bool) -> [Character] {
            guard let v, (up ? v > 0 : v < 0) else { return Array(repeating: " ", count: height) }
            let eighths = Int(saturating: (abs(v) / scale * Double(height * 8)).rounded(.up))
            return (0..<height).map { level in
                let filled = min(8, max(0, eighths - level * 8))
                return blocks[filled]
            }
        }
        let ups = values.map { column($0, up: true) }
        var rows: [String] = (0..<height).reversed().map { level in String(ups.map { $0[level] }) }
        let label = show((scale * 10).rounded() / 10)
        rows[0] += "  \(label)"
        rows[height - 1] += "  0"
        if hasNegative {
            let downs = values.map { column($0, up: false) }
            rows += (0..<height).map { level in String(downs.map { d in d[level] == " " ? " " : "▒" }) }
            rows[rows.count - 1] += "  −\(label)"
        }
        return rows
    }

    /// `table draw` with no row: the rows on screen, drawn as boxes in the viewport.
    func tableDrawScreen() -> String {
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
        return TerminalRenderer(width: terminalWidth, colour: style.color).render(Drawing(items))
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
    func tableExport(_ invocation: Invocation) throws(SourceError) -> String {
        let context = invocation.context
        guard let file = invocation.arguments.word("FILE") else { throw context.error("usage: table export svg FILE") }
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
        let target = try path(file, context, forWriting: true)
        do { try AtomicFile.writeWhole(svg.joined(separator: "\n") + "\n", to: target) } catch {
            throw context.error("cannot write '\(file.text)': \(error.reason)", at: file)
        }
        return "wrote \(file.text)"
    }
}
