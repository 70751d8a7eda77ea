import Layout

/// Paints one view onto a terminal canvas: its box (or, when it is too small for one, a
/// mark), its name, and what it shows inside (a label's lines, an image's fill).
struct TerminalViewPainter {
    let item: Drawing.Item
    /// Hidden itself or through an ancestor.
    let isHidden: Bool
    let scale: TerminalScale
    /// The cells the view covers, inclusive.
    let cells: (left: Int, top: Int, right: Int, bottom: Int)
    let colour: Bool

    /// The view's name with its marks: `?` when ambiguous, `!` when in a conflict.
    var title: String {
        item.name + (item.isAmbiguous ? "?" : "") + (item.isInConflict ? "!" : "")
    }

    /// The style of the view's lines and name.
    var frameStyle: TerminalStyle {
        let colour: TerminalStyle.Colour? = item.isInConflict ? .red : item.isAmbiguous ? .yellow : nil
        return TerminalStyle(isDim: isHidden, colour: colour)
    }

    /// The style of what the view shows inside.
    var contentStyle: TerminalStyle {
        TerminalStyle(isDim: isHidden, colour: nil)
    }

    func paint(on canvas: inout TerminalCanvas) {
        let (l, t, r, b) = cells
        if r - l >= 1, b - t >= 1 {
            box(on: &canvas)
            if item.kind == .image { fill(on: &canvas) }
            canvas.text(TerminalText.fitted(title, columns: r - l - 1), l + 1, t, limit: r, style: frameStyle)
            if item.kind == .label { text(on: &canvas) }
        } else {
            mark(on: &canvas)
        }
    }

    private func box(on canvas: inout TerminalCanvas) {
        let (l, t, r, b) = cells
        let style = frameStyle
        for c in l...r {
            let corner = c == l || c == r
            let across: BoxArms = c == l ? .right : c == r ? .left : [.left, .right]
            canvas.line(c, t, corner ? across.union(.down) : across, dashed: isHidden, style: style)
            canvas.line(c, b, corner ? across.union(.up) : across, dashed: isHidden, style: style)
        }
        for row in (t + 1)..<b {
            canvas.line(l, row, [.up, .down], dashed: isHidden, style: style)
            canvas.line(r, row, [.up, .down], dashed: isHidden, style: style)
        }
    }

    private func fill(on canvas: inout TerminalCanvas) {
        let (l, t, r, b) = cells
        guard r - l >= 2 else { return }
        let shade = [Character](repeating: "░", count: r - l - 1)
        for row in (t + 1)..<b {
            canvas.text(shade, l + 1, row, limit: r, style: contentStyle)
        }
    }

    /// A label's lines inside the box, each on the row where it is drawn (one a row when
    /// rows are short); with no room inside, the first line goes in the bottom edge.
    private func text(on canvas: inout TerminalCanvas) {
        let (l, t, r, b) = cells
        let lines = item.textLines
        let inside = r - l - 1
        guard !lines.isEmpty, inside > 0 else { return }
        let firstRow = t + 1, lastRow = b - 1
        guard firstRow <= lastRow else {
            canvas.text(TerminalText.fitted(lines[0], columns: inside), l + 1, b, limit: r, style: contentStyle)
            return
        }
        let capacity = lastRow - firstRow + 1
        if lines.count > capacity {
            // More lines than rows: one a row from the top, the last shown ending in `…`.
            for index in 0..<capacity {
                var line = lines[index]
                if index == capacity - 1, !line.hasSuffix("…") { line += "…" }
                canvas.text(TerminalText.fitted(line, columns: inside), l + 1, firstRow + index, limit: r, style: contentStyle)
            }
            return
        }
        // The block of lines where UILabel draws it (centred vertically in the frame): its
        // first line on the row that holds that line's middle, the others on the rows under
        // it, one a row (a text reads as a text, with no blank rows between its lines).
        let height = item.lineHeight > 0 ? item.lineHeight : item.frame.height / Double(lines.count)
        let blockTop = item.frame.y + (item.frame.height - Double(lines.count) * height) / 2
        let start = min(max(scale.rowContaining(blockTop + 0.5 * height), firstRow), lastRow - (lines.count - 1))
        for (index, line) in lines.enumerated() {
            canvas.text(TerminalText.fitted(line, columns: inside), l + 1, start + index, limit: r, style: contentStyle)
        }
    }

    /// A view under two cells wide or tall: on one row, a label's text (what a person reads
    /// there) or else the view's name, followed by a line to its width (`09:01──`,
    /// `name───`); one column wide, `·` with a line down, dotted when the view is 0 pt wide
    /// (so that it does not read as the edge of a box).
    private func mark(on canvas: inout TerminalCanvas) {
        let (l, t, r, b) = cells
        let style = frameStyle
        if r > l {
            let shown = item.kind == .label && !(item.textLines.first ?? "").isEmpty ? item.textLines.joined(separator: " ") : title
            let name = TerminalText.fitted(shown, columns: r - l + 1)
            canvas.text(name, l, t, limit: r + 1, style: shown == title ? style : contentStyle)
            let after = l + TerminalText.width(of: String(name))
            if after <= r {
                for c in after...r { canvas.line(c, t, c == r ? .left : [.left, .right], dashed: isHidden, style: style) }
            }
        } else {
            canvas.text(["·"], l, t, limit: l + 1, style: style)
            if b > t {
                let dotted = isHidden || item.frame.width == 0
                for row in (t + 1)...b { canvas.line(l, row, row == b ? .up : [.up, .down], dashed: dotted, style: style) }
            }
        }
    }
}
