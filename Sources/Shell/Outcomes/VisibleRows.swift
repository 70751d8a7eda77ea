import TableSim

/// `table show`: the rows on screen, where the screen is in the table, and whether a reload is due.
struct VisibleRows {
    var rows: [VisibleRow]
    var summary: TableSummary
    /// The data, templates or sizing changed since the last reload (why no row may be shown).
    var reloadIsDue: Bool
}
