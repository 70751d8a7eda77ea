import Layout

/// What registering a cell template found out about it, for the shell to report.
public struct TemplateCheck: Sendable {
    /// Conflicts among the template's own constraints (each already resolved by breaking one).
    public let conflicts: [ConflictReport]
    /// Whether nothing but the fitting pull decides the cell's height, so that self-sizing
    /// rows come out 0 points tall (plus the separator).
    public let heightIsFree: Bool
}
