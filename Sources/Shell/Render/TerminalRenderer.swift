import Layout

/// Draws a solved layout in the terminal with box-drawing characters: a pure function from
/// a snapshot to text.
///
/// Each tree is scaled to fit ``width`` columns (see the mapping below) and drawn as nested
/// boxes, each with its name in its top edge (`┌body──┐`); trees follow one another with a
/// blank line between them, at one scale so their sizes compare.
///
/// - Mapping: a row covers twice the points a column does, because a terminal cell is about
///   twice as tall as wide. The scale s (columns a point) makes the widest tree fit the
///   width, and is never above 1: a 320-point cell at 80 columns has a column of 4 points
///   and a row of 8. Edges go to the nearest grid line, so a child flush with its parent's
///   edge shares it; where edges meet, lines join (`├ ┬ ┼`) and the child's style wins.
/// - Labels show their lines as laid out (one a row, centred vertically as UILabel draws
///   them, clipped to the box with `…`); a label box too short for a row of text shows its
///   first line in its bottom edge. Images are filled with `░`.
/// - Hidden views (and their subviews) are drawn with dashed lines `┄ ┆`, and dim when
///   colour is on. Collapsed views are not drawn; the legend names them.
/// - Ambiguous views get `?` after their name (yellow), views in a conflict `!` (red).
/// - A view smaller than a box (under two cells either way) shows as its name on one row
///   (`name───`), cut to its width, or as `·` when it is one column wide.
/// - A legend line under the picture explains the marks, only when there are any.
///
/// With ``colour`` off the output has no escape sequences at all (names and texts are
/// cleaned of control characters too). The output has no trailing newline, and lines have no
/// trailing blanks. The same drawing always gives the same text.
public struct TerminalRenderer: Sendable, Equatable {
    /// The columns the picture may take (at least 1).
    public var width: Int
    /// Whether to use ANSI colour and dimming (the shell decides, from the terminal and
    /// `NO_COLOR`).
    public var colour: Bool
    /// The most rows a tree may take; a taller tree is cut, with a note.
    public var maxRows: Int

    /// A renderer for a terminal `width` columns wide.
    public init(width: Int = 80, colour: Bool = false, maxRows: Int = 400) {
        self.width = width
        self.colour = colour
        self.maxRows = maxRows
    }

    /// The picture of a snapshot's trees.
    public func render(_ snapshot: LayoutSnapshot) -> String {
        render(Drawing(snapshot))
    }

    /// The picture of a drawing's trees.
    public func render(_ drawing: Drawing) -> String {
        let columns = max(1, width)
        let trees = drawing.trees.map(TreeToDraw.init)
        let widest = trees.compactMap(\.bounds?.width).max() ?? 0
        let columnsPerPoint = TerminalScale.columnsPerPoint(fitting: widest, in: columns)
        var blocks: [[String]] = []
        for tree in trees {
            guard let bounds = tree.bounds else { continue }
            let scale = TerminalScale(columnsPerPoint: columnsPerPoint, origin: (bounds.x, bounds.y))
            blocks.append(picture(of: tree, scale: scale, columns: columns))
        }
        var lines = blocks.enumerated().flatMap { index, block in index == 0 ? block : [""] + block }
        let marks = DrawingMarks(drawing)
        if !marks.isEmpty {
            lines += TerminalLegend(marks: marks).lines(width: columns, colour: colour)
        }
        return lines.joined(separator: "\n")
    }

    /// One tree and what is drawn of it.
    private struct TreeToDraw {
        let items: [(item: Drawing.Item, isHidden: Bool)]
        let bounds: Rect?

        init(_ tree: [Drawing.Item]) {
            let states = DrawnState.states(of: tree)
            items = tree.compactMap { item in
                // Guides would cross the boxes of the views they place: SVG draws them.
                guard item.kind != .guide, let state = states[item.name], !state.isCollapsed else { return nil }
                return (item, state.isHidden)
            }
            bounds = Drawing.bounds(of: items.map(\.item.frame))
        }
    }

    private func picture(of tree: TreeToDraw, scale: TerminalScale, columns: Int) -> [String] {
        let cells = tree.items.map { scale.cells(of: $0.item.frame) }
        let used = (cells.map(\.right).max() ?? 0) + 1
        let needed = (cells.map(\.bottom).max() ?? 0) + 1
        let rows = min(needed, max(1, maxRows))
        var canvas = TerminalCanvas(columns: min(columns, used), rows: rows)
        for (entry, box) in zip(tree.items, cells) {
            let painter = TerminalViewPainter(item: entry.item, isHidden: entry.isHidden, scale: scale,
                                              cells: box, colour: colour)
            painter.paint(on: &canvas)
        }
        var lines = canvas.lines(colour: colour)
        if rows < needed { lines.append("⋮ (cut at \(rows) of \(needed) rows)") }
        return lines
    }
}
