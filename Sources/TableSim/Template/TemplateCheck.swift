import Layout

/// What registering a cell template found out about it, for the shell to report.
public struct TemplateCheck: Sendable {
    /// Conflicts among the template's own constraints (each already resolved by breaking one).
    public let conflicts: [ConflictReport]
    /// Whether nothing but the fitting pull decides the cell's height, so that self-sizing
    /// rows take UIKit's standard 44-point row (its "ambiguously suggest a height of zero").
    public let heightIsFree: Bool
}
