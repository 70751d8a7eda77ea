/// What stays put on screen when rows above it change height: rows inserted, deleted or moved
/// above, rows asked their heights again, estimates replaced.
public enum ScrollAnchor: Sendable, Equatable, CustomStringConvertible {
    /// UITableView's way: a data change keeps the content offset, so rows inserted or deleted
    /// above the screen move what is on it (the jump apps work around by hand); estimates
    /// replaced while scrolling are corrected so that the rows on screen stay put.
    case uikit
    /// The first row on screen stays where it is on screen (as CSS scroll anchoring and
    /// RecyclerView do): an insert above is invisible.
    case top
    /// Row `R` (followed through inserts, deletes and moves) stays where it is on screen.
    case row(Int)
    /// The content's end stays at the viewport's bottom while it is there (a chat pinned to
    /// its newest message); elsewhere, as ``top``.
    case bottom

    public var description: String {
        switch self {
        case .uikit: return "uikit"
        case .top: return "top"
        case .row(let r): return "row \(r)"
        case .bottom: return "bottom"
        }
    }
}
