/// A plain constraint added (`x >= 10`) or removed (`remove 2`): its number, as written, and
/// the values it moved.
struct PlainConstraintChange: Equatable {
    /// Whether it was removed (false: added).
    var wasRemoved: Bool
    /// The number `remove N` takes.
    var number: Int
    /// The line as written, without a comment or surrounding blanks.
    var constraint: String
    var values: PlainValues
}
