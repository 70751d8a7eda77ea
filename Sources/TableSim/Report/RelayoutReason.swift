import Layout

/// Why the table started every row's height again: the reload or the change that did it.
/// The shell writes it as the command a person would type for it (`width 375`).
public enum RelayoutReason: Sendable, Equatable {
    /// `reloadData`.
    case reload
    /// Every row invalidated (`table invalidate all`).
    case invalidateAll
    /// A new table width (a rotation).
    case width(Double)
    /// A new text size category.
    case textSize(ContentSizeCategory)
}
