/// What a height cache is keyed by: the choices the size-manager technique offers, each
/// right or wrong in its own way when the data changes.
public enum HeightCacheKey: String, Sendable, CaseIterable, CustomStringConvertible {
    /// The row's index path: right until a row is inserted, deleted or moved above, when the
    /// entries belong to other rows (unless the app shifts them, as it rarely does).
    case index
    /// The row's identity (`$id`, a message's unique identifier): right through moves.
    case id
    /// The row's template (the reuse identifier, as a cache by object class): one height for
    /// every row of a kind, right only when the cell's height never depends on the row.
    case `class`

    public var description: String { rawValue }
}
