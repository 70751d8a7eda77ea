/// Where a table's rows come from, for the head of `table stats`: the values; the shell says
/// them.
public enum DataOrigin: Sendable, Hashable {
    /// Rows read from a data file: the name it was read under (nil when none was given), how
    /// many rows it gave, and its format.
    case file(name: String?, rows: Int, format: DataFormat)
    /// Rows a generator makes: which, how many, and from what seed.
    case generated(GeneratedRows.Kind, count: Int, seed: UInt64)
    /// Texts given one a row (``RowList/init(texts:)``).
    case texts(count: Int)
    /// Rows given in memory (the empty table's, or a test's).
    case rows
}
