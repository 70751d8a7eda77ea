/// A grid of character cells that boxes and text are drawn into. Lines drawn over lines
/// join (a child's corner on its parent's edge becomes `├`); text drawn over a line
/// replaces it, and a line drawn over text replaces the text. The last view to touch a cell
/// decides its style, so where edges coincide the child's wins.
struct TerminalCanvas {
    private struct Cell {
        var glyph: Character?
        /// The right half of a wide character drawn in the cell before.
        var isContinuation = false
        var arms: BoxArms = []
        var isDashed = false
        var style = TerminalStyle.plain

        var isBlank: Bool { glyph == nil && !isContinuation && arms.isEmpty }
    }

    let columns: Int
    let rows: Int
    private var cells: [Cell]

    init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        cells = Array(repeating: Cell(), count: self.columns * self.rows)
    }

    private func index(_ column: Int, _ row: Int) -> Int? {
        guard column >= 0, column < columns, row >= 0, row < rows else { return nil }
        return row * columns + column
    }

    /// Empties a cell, and the other half of a wide character it held half of.
    private mutating func clear(_ i: Int, column: Int) {
        if cells[i].isContinuation, column > 0 {
            cells[i - 1].glyph = " "
        } else if let glyph = cells[i].glyph, TerminalText.width(of: glyph) == 2, column + 1 < columns {
            cells[i + 1].isContinuation = false
            cells[i + 1].glyph = " "
        }
        cells[i].glyph = nil
        cells[i].isContinuation = false
    }

    /// Adds line arms to a cell (joining any already there).
    mutating func line(_ column: Int, _ row: Int, _ arms: BoxArms, dashed: Bool, style: TerminalStyle) {
        guard let i = index(column, row) else { return }
        if cells[i].glyph != nil || cells[i].isContinuation {
            clear(i, column: column)
            cells[i].arms = []
        }
        cells[i].arms.formUnion(arms)
        cells[i].isDashed = dashed
        cells[i].style = style
    }

    /// Writes `characters` from `column` on, stopping before `limit` (exclusive); a wide
    /// character that would cross the limit is left out.
    mutating func text(_ characters: [Character], _ column: Int, _ row: Int, limit: Int, style: TerminalStyle) {
        var c = column
        for character in characters {
            let w = TerminalText.width(of: character)
            guard w > 0 else { continue }
            if c + w > min(limit, columns) { break }
            guard let i = index(c, row) else { c += w; continue }
            clear(i, column: c)
            cells[i].glyph = character
            cells[i].arms = []
            cells[i].style = style
            if w == 2, let j = index(c + 1, row) {
                clear(j, column: c + 1)
                cells[j].arms = []
                cells[j].isContinuation = true
                cells[j].style = style
            }
            c += w
        }
    }

    /// The picture, one string a row, with trailing blanks removed; with `colour` the cells'
    /// styles become ANSI escapes, without it there are none.
    func lines(colour: Bool) -> [String] {
        (0..<rows).map { row in
            let start = row * columns
            var end = start + columns
            while end > start, cells[end - 1].isBlank { end -= 1 }
            var line = ""
            var current = TerminalStyle.plain
            for cell in cells[start..<end] {
                if colour, cell.style != current {
                    if current != .plain { line += TerminalStyle.reset }
                    line += cell.style.escape
                    current = cell.style
                }
                if cell.isContinuation { continue }
                line.append(cell.glyph ?? cell.arms.character(dashed: cell.isDashed))
            }
            if colour, current != .plain { line += TerminalStyle.reset }
            return line
        }
    }
}
