/// The cells made for display: those on screen by row, those waiting in a pool per reuse
/// identifier, and each identifier's counters; and what answered the height of each row on
/// screen (``VisibleRow/heightSource``).
///
/// Every cell made is on screen or waiting, never both; a row's cell leaves the screen only
/// into its identifier's pool, or with its identifier (``drop(_:)``). An identifier's
/// `created` counts the cells made for it.
///
/// A row's height source is keyed by row like the rows on screen and goes with its row: it
/// follows it through a change of indexes (``remap(_:)``: shifted with an insert or a move,
/// gone with a delete) and leaves when the row leaves the screen (``enqueue(_:)``). During a
/// frame a row may have one before it is shown; at a frame's end only rows on screen keep
/// one (``dropHeightSourcesOffScreen()``).
struct ReusePools {
    /// A row on screen and the cell showing it.
    struct DisplayedRow {
        var cell: CellInstance?
        var origin: VisibleRow.CellOrigin
        var placedHeight: Double?
    }

    /// The rows on screen and their cells, by row.
    private(set) var onScreen: [Int: DisplayedRow] = [:]
    /// Cells off screen, per reuse identifier, the last given back dequeued first.
    private var waiting: [String: [CellInstance]] = [:]
    /// Every cell made for display, per identifier (for pivots and for re-sizing all).
    private var made: [String: [CellInstance]] = [:]
    /// Made, reused, constraint changes and the most on screen, per identifier (the cells in
    /// a pool and on screen are counted when read: ``poolStats``).
    private(set) var counters: [String: TableStats.Pool] = [:]
    /// Pivots of cells dropped, less those of the cells alive at the last reset.
    private var retiredPivots = 0
    /// What answered each row's height, by row: the rows on screen, and rows sized this frame.
    private var heightSources: [Int: HeightSource] = [:]

    /// Every cell made for display.
    var allCells: [CellInstance] { made.values.flatMap { $0 } }

    /// The solver's pivots of every cell made for display since the last ``resetPivots()``,
    /// dropped ones too.
    var pivots: Int { retiredPivots + livePivots }

    private var livePivots: Int { made.values.reduce(0) { $0 + $1.reduce(0) { $0 + $1.pivots } } }

    /// Counts ``pivots`` from zero again.
    mutating func resetPivots() {
        retiredPivots = -livePivots
    }

    /// The serial the next cell made for `id` gets (its name's number).
    func nextSerial(for id: String) -> Int { (made[id]?.count ?? 0) + 1 }

    // MARK: Rows on screen

    /// The row on screen at `r`, if any.
    subscript(row r: Int) -> DisplayedRow? { onScreen[r] }

    /// Puts row `r` on screen with `cell` (nil: a row no cell shows), not yet placed.
    mutating func show(_ r: Int, cell: CellInstance?, origin: VisibleRow.CellOrigin) {
        onScreen[r] = DisplayedRow(cell: cell, origin: origin, placedHeight: nil)
    }

    /// Row `r`'s cell was laid out at `height`.
    mutating func notePlaced(_ r: Int, height: Double) {
        onScreen[r]?.placedHeight = height
    }

    /// Whether row `r` is on screen.
    func isOnScreen(_ r: Int) -> Bool { onScreen[r] != nil }

    /// The rows on screen, top to bottom.
    var rowsOnScreen: [Int] { onScreen.keys.sorted() }

    /// Row `r`'s cell is to be laid out again at its next placing.
    mutating func unplace(_ r: Int) {
        onScreen[r]?.placedHeight = nil
    }

    // MARK: Dequeuing and enqueuing

    /// A waiting cell of `id`, counted as reused; nil when the pool is empty.
    mutating func dequeue(_ id: String) -> CellInstance? {
        guard let cell = waiting[id]?.popLast() else { return nil }
        counters[id, default: TableStats.Pool()].reused += 1
        return cell
    }

    /// A cell just made for `id`, counted as created.
    mutating func add(made cell: CellInstance, for id: String) {
        made[id, default: []].append(cell)
        counters[id, default: TableStats.Pool()].created += 1
    }

    /// Counts the constraints a reused cell of `id` changed when configured.
    mutating func noteConstraintChanges(_ changes: Int, for id: String) {
        counters[id, default: TableStats.Pool()].constraintChanges += changes
    }

    /// Takes row `r` off screen, its cell (if any) back to its pool, its height source gone.
    /// Returns what it had, nil when it was not on screen.
    mutating func enqueue(_ r: Int) -> DisplayedRow? {
        guard let d = onScreen.removeValue(forKey: r) else { return nil }
        heightSources[r] = nil
        if let cell = d.cell { waiting[cell.template.reuseIdentifier, default: []].append(cell) }
        return d
    }

    /// Drops every cell of `id` (its template replaced or removed), on screen and waiting,
    /// with its counters (its pivots stay counted). Returns the cells that were made for it.
    @discardableResult
    mutating func drop(_ id: String) -> [CellInstance] {
        for (row, d) in onScreen where d.cell?.template.reuseIdentifier == id { onScreen[row] = nil }
        let cells = made.removeValue(forKey: id) ?? []
        for cell in cells { retiredPivots += cell.pivots }
        waiting[id] = nil
        counters[id] = nil
        return cells
    }

    /// Carries the rows on screen and the height sources through a change of indexes; `map`
    /// gives nil for a row deleted, whose cell goes back to its pool (the table gives them back
    /// before, with an event) and whose source is gone.
    mutating func remap(_ map: (Int) -> Int?) {
        var shiftedSources: [Int: HeightSource] = [:]
        for (r, s) in heightSources { if let to = map(r) { shiftedSources[to] = s } }
        heightSources = shiftedSources
        var shifted: [Int: DisplayedRow] = [:]
        for r in onScreen.keys.sorted() {
            guard let d = onScreen[r] else { continue }
            if let to = map(r) {
                shifted[to] = d
            } else if let cell = d.cell {
                waiting[cell.template.reuseIdentifier, default: []].append(cell)
            }
        }
        onScreen = shifted
    }

    // MARK: Height sources

    /// What answered row `r`'s height, if it was noted (nil removes it).
    subscript(heightSourceOf r: Int) -> HeightSource? {
        get { heightSources[r] }
        set { heightSources[r] = newValue }
    }

    /// Forgets every row's height source (a reload starts every height again).
    mutating func forgetHeightSources() {
        heightSources.removeAll()
    }

    /// Keeps the height sources of the rows on screen only (at a frame's end).
    mutating func dropHeightSourcesOffScreen() {
        for r in Array(heightSources.keys) where onScreen[r] == nil { heightSources[r] = nil }
    }

    // MARK: Counters

    /// The cells of `id` on screen.
    func onScreenCount(of id: String) -> Int {
        onScreen.values.filter { $0.cell?.template.reuseIdentifier == id }.count
    }

    /// Raises each identifier's most-on-screen to the cells of it on screen now (at a frame's end).
    mutating func noteMostOnScreen() {
        var count: [String: Int] = [:]
        for d in onScreen.values {
            if let id = d.cell?.template.reuseIdentifier { count[id, default: 0] += 1 }
        }
        for (id, n) in count where n > counters[id]?.mostOnScreen ?? 0 {
            counters[id]?.mostOnScreen = n
        }
    }

    /// The counters with the cells in each pool and on screen now.
    var poolStats: [String: TableStats.Pool] {
        var pools = counters
        for id in made.keys {
            var p = pools[id] ?? TableStats.Pool()
            p.inPool = waiting[id]?.count ?? 0
            p.onScreen = onScreenCount(of: id)
            pools[id] = p
        }
        return pools
    }

    /// Starts the counters again: each identifier's most-on-screen is the cells on screen now.
    mutating func resetCounters() {
        for id in Array(counters.keys) {
            var fresh = TableStats.Pool()
            fresh.mostOnScreen = made[id] == nil ? 0 : onScreenCount(of: id)
            counters[id] = fresh
        }
    }
}
