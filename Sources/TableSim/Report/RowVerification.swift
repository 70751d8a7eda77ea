import Layout

/// One row of `table verify`: the height the table has for it beside the height a fresh
/// layout gives the row's data, and what makes them differ.
public struct RowVerification: Sendable, Equatable {
    /// Why a row's height differs from a fresh layout's: what the strategy or a setting
    /// meant, or (``unexplained``) a defect of Trellis's.
    public enum Reason: Sendable, Equatable {
        /// `table sizing fixed H`: every row H high.
        case fixedHeight(Double)
        /// `table sizing manual FORMULA`: the formula's measurements beside the labels'
        /// frames in a layout of the row.
        case manualFormula(FormulaCheck)
        /// An estimated row not on screen yet: it keeps its estimate until it is sized.
        case estimate(Double)
        /// The height cache answered with a height kept under the row's entry (its id, its
        /// index path or its template, ``HeightCacheKey``), sized for other data: a row with
        /// the same entry, or data changed without an invalidation.
        case cached(entry: String, key: HeightCacheKey)
        /// The row's data changed without `reloadRows` (`table update` without `reload`): it
        /// keeps the height of its old data.
        case changedWithoutReload
        /// Heights computed ahead of time for another width, text size or data.
        case stalePrecomputed
        /// The app keeps its sizing cell at this width (no flexible-width autoresizing mask),
        /// and the table is another width.
        case sizingCellWidth(Double)
        /// The user chose this text size and the app, which does not observe the change, has
        /// not reloaded since.
        case textSizeNotObserved(ContentSizeCategory)
        /// No constraints tie the content view's top to its bottom: no layout decides the row's
        /// height (a self-sizing table takes UIKit's 44, a fitting size is 0), so no height is
        /// right, whatever the table has.
        case heightNotDecided
        /// A reload stopped by Ctrl-C before it asked the row (it has the default height).
        case interruptedReload
        /// The table must reload first (its data, templates or strategy changed).
        case notReloaded
        /// The cell's required constraints cannot all hold at the table's width: a table
        /// keeps its width and breaks one of the cell's constraints (the first listed), a
        /// fitting size gives up the width; the two layouts differ.
        case conflict([String])
        /// Nothing the table meant explains it.
        case unexplained

        /// The JSON word for it.
        public var name: String {
            switch self {
            case .fixedHeight: return "fixed"
            case .manualFormula: return "manual"
            case .estimate: return "estimate"
            case .cached: return "cache"
            case .changedWithoutReload: return "changedWithoutReload"
            case .stalePrecomputed: return "stalePrecomputed"
            case .heightNotDecided: return "heightNotDecided"
            case .sizingCellWidth: return "sizingCellWidth"
            case .textSizeNotObserved: return "textSizeNotObserved"
            case .interruptedReload: return "interruptedReload"
            case .notReloaded: return "notReloaded"
            case .conflict: return "conflict"
            case .unexplained: return "unexplained"
            }
        }
    }

    public let row: Int
    /// The row's height as the table has it (with the separator).
    public let table: Double
    /// A fresh layout's height for the row's data at the table's width (with the separator);
    /// nil for a row no template claims (nothing to lay out: it is not checked).
    public let fresh: Double?
    /// Why they differ (nil: they agree).
    public let reason: Reason?

    public init(row: Int, table: Double, fresh: Double?, reason: Reason?) {
        self.row = row
        self.table = table
        self.fresh = fresh
        self.reason = reason
    }

    public var differs: Bool { reason != nil }
}

/// What `table verify` found over a range of rows.
public struct TableVerification: Sendable, Equatable {
    /// Every row checked, in order.
    public let rows: [RowVerification]
    /// Rows asked for but not checked (Ctrl-C stopped the verification).
    public let unchecked: Int

    public var differing: [RowVerification] { rows.filter(\.differs) }
}
