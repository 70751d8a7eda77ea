/// The cells that find heights off screen: one prototype (sizing) cell and one manual sizer
/// per reuse identifier, made when first asked for, and each template's smallest height.
///
/// Every prototype cell remembers layouts as ``layoutMemo`` says. What is kept for an
/// identifier goes with it (``drop(_:)``); the smallest heights are forgotten whenever
/// what they were measured at changes.
struct PrototypeCells {
    /// Whether prototype cells remember the heights of the rows they laid out.
    private(set) var layoutMemo = true
    /// Laid-out cells shared by the sizing and display cells (Trellis's own speed-up, not part
    /// of the model: the counters count the layouts UIKit would make).
    let layouts = LayoutCache()
    private var sizing: [String: SizingCell] = [:]
    private var manual: [String: ManualSizer] = [:]
    private var minimumHeights: [String: Double] = [:]
    /// Pivots of cells dropped, less those of the cells alive at the last reset.
    private var retiredPivots = 0

    /// Every prototype cell made.
    var sizingCells: Dictionary<String, SizingCell>.Values { sizing.values }

    /// The solver's pivots of every prototype cell since the last ``resetPivots()``, dropped
    /// ones too.
    var pivots: Int { retiredPivots + sizing.values.reduce(0) { $0 + $1.cell.pivots } }

    /// Counts ``pivots`` from zero again.
    mutating func resetPivots() {
        retiredPivots -= pivots
    }

    /// The prototype cell of `id`, if one was made.
    func sizingCell(for id: String) -> SizingCell? { sizing[id] }

    /// Keeps `cell` as `id`'s prototype cell (made with ``layoutMemo``'s memo).
    mutating func keep(_ cell: SizingCell, for id: String) {
        sizing[id] = cell
    }

    /// Turns every prototype cell's layout memo on or off, and those made from now.
    mutating func setLayoutMemo(_ on: Bool) {
        layoutMemo = on
        for s in sizing.values { s.setMemo(on) }
    }

    /// The manual sizer of `id`, if one was made.
    func manualSizer(for id: String) -> ManualSizer? { manual[id] }

    /// Keeps `sizer` as `id`'s manual sizer.
    mutating func keep(_ sizer: ManualSizer, for id: String) {
        manual[id] = sizer
    }

    /// The smallest height of `id`'s cell, if it was measured.
    func minimumHeight(of id: String) -> Double? { minimumHeights[id] }

    /// Keeps the smallest height of `id`'s cell.
    mutating func keepMinimumHeight(_ height: Double, of id: String) {
        minimumHeights[id] = height
    }

    /// Forgets the manual sizers (a new strategy or text size).
    mutating func forgetManualSizers() {
        manual.removeAll()
    }

    /// Forgets the smallest heights (new templates, width, separator or text size).
    mutating func forgetMinimumHeights() {
        minimumHeights.removeAll()
    }

    /// Drops everything kept for `id` (its pivots stay counted); returns its prototype cell,
    /// if it had one.
    @discardableResult
    mutating func drop(_ id: String) -> SizingCell? {
        manual[id] = nil
        minimumHeights[id] = nil
        guard let cell = sizing.removeValue(forKey: id) else { return nil }
        retiredPivots += cell.cell.pivots
        return cell
    }
}
