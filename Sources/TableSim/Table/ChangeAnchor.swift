/// The place on screen a data change keeps (``ScrollAnchor``), taken before the change and
/// carried through it: indexes move as rows are inserted, deleted and moved.
struct ChangeAnchor {
    /// The row that stays put (nil: no rows).
    var row: Int?
    /// Where that row starts on screen.
    var screenY: Double
    /// The first row on screen and where it started on screen, to measure what moved.
    var firstVisible: Int?
    var firstVisibleScreenY: Double
    /// Whether the content's end was at the viewport's bottom.
    var wasAtBottom: Bool
}
