/// A layout to draw in the terminal (`draw`, `table draw`): the views as plain values, and the
/// columns asked for (nil: the terminal's).
struct Picture: Equatable {
    /// Nil when there is nothing to draw yet.
    var drawing: Drawing?
    var columns: Int?
}
