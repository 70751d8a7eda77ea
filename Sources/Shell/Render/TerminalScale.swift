import Layout

/// How points become character cells.
///
/// A terminal cell is about twice as tall as it is wide, so a row covers twice the points a
/// column does: with `columnsPerPoint` = s, a column is 1/s points and a row 2/s points, and
/// a square view looks square. The scale is chosen so that the widest tree fits the width
/// (never magnified beyond one column a point): a 320-point cell at 80 columns gets
/// s = 1/4, so a column is 4 points and a row 8 points.
///
/// A view's edges go to the nearest grid line: it covers the columns from round(minX·s) to
/// round(maxX·s) − 1 and the rows from round(minY·s/2) to round(maxY·s/2) − 1, so a child
/// flush with its parent's edge shares that edge's cells, and two siblings that touch sit
/// in neighbouring cells; a view thinner than that takes the cell that holds its middle.
struct TerminalScale: Equatable {
    /// Columns a point.
    let columnsPerPoint: Double
    /// The point drawn at column 0, row 0.
    let origin: (x: Double, y: Double)

    static func == (a: TerminalScale, b: TerminalScale) -> Bool {
        a.columnsPerPoint == b.columnsPerPoint && a.origin.x == b.origin.x && a.origin.y == b.origin.y
    }

    /// Rows a point.
    var rowsPerPoint: Double { columnsPerPoint / 2 }

    /// The scale at which `width` points fill at most `columns` columns.
    static func columnsPerPoint(fitting width: Double, in columns: Int) -> Double {
        guard width.isFinite, width > 0 else { return 1 }
        return min(1, Double(max(1, columns)) / width)
    }

    /// The cells a frame covers: first and last column, first and last row (inclusive). A
    /// frame too thin to reach from one grid line to the next takes, in that direction, the
    /// one cell that holds its middle.
    func cells(of frame: Rect) -> (left: Int, top: Int, right: Int, bottom: Int) {
        let minX = (min(frame.x, frame.maxX) - origin.x) * columnsPerPoint
        let maxX = (max(frame.x, frame.maxX) - origin.x) * columnsPerPoint
        let minY = (min(frame.y, frame.maxY) - origin.y) * rowsPerPoint
        let maxY = (max(frame.y, frame.maxY) - origin.y) * rowsPerPoint
        let columns = Self.span(minX, maxX), rows = Self.span(minY, maxY)
        return (columns.first, rows.first, columns.last, rows.last)
    }

    /// The cells from the grid line nearest `low` to the one nearest `high`, or the cell that
    /// holds their middle when that is none.
    private static func span(_ low: Double, _ high: Double) -> (first: Int, last: Int) {
        let first = grid(low), last = grid(high) - 1
        if last >= first { return (first, last) }
        let middle = grid((low + high) / 2, .down)
        return (middle, middle)
    }

    /// The row that holds a y coordinate.
    func rowContaining(_ y: Double) -> Int {
        Self.grid((y - origin.y) * rowsPerPoint, .down)
    }

    /// The nearest grid line (halves away from zero), or with `.down` the cell that holds
    /// the value; values that are not finite or are huge are kept within bounds (a broken
    /// layout still draws).
    static func grid(_ value: Double, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int {
        guard value.isFinite else { return 0 }
        // Round away the last bits of floating-point noise first, so 1.4999999999 is 1.5.
        let cleaned = (max(-1e6, min(1e6, value)) * 1e6).rounded() / 1e6
        return Int(cleaned.rounded(rule))
    }
}
