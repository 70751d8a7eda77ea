/// The largest scene a scene accepts. Past these a layout is a mistake or an attack, not a
/// screen: a view tree deeper than a hundred levels, or of two thousand views, is no cell or
/// window anyone builds, and refusing it keeps every command's cost bounded. (The solver's
/// rows are dense along a chain of views whose heights are intrinsic: 2,000 labels stacked
/// one under the other take 1 s and 560 MB to solve, and the cost grows with the square, so
/// the limit is on a tree, which has a solver of its own; the scene's is on memory.)
public enum SceneLimits {
    /// Views in one scene, all trees together.
    public static let views = 10_000
    /// Views in one tree, its root included.
    public static let viewsInTree = 2_000
    /// Levels below a root (a root is level 0; its subviews level 1).
    public static let depth = 100
    /// Constraints in one scene that a person or a Visual Format line adds (the engine's own,
    /// for intrinsic sizes and roots, are not counted).
    public static let constraints = 50_000
    /// Bytes in the name of a view or a constraint.
    public static let nameBytes = 256
    /// Views one stack arranges. Its constraints tie every view to its neighbours and to the
    /// first, and each of those required equalities goes through the solver's phase one: 500
    /// labels take 2 s to arrange, lay out, hide one of and check; 1,000 take 10 s.
    public static let arrangedViews = 500
    /// Views a fillProportionally stack arranges: each view's share has a priority of its own
    /// (999, 998, …), and the solver keeps priorities apart, level by level: 100 images take
    /// 1 s to arrange, lay out at two scales, hide one of and check; 150 take 5 s, 200 27 s.
    public static let proportionalViews = 100
}

/// One of ``SceneLimits``, as a refusal names it.
public enum SceneLimit: Sendable, Equatable {
    case views, viewsInTree, depth, constraints, nameBytes, arrangedViews, proportionalViews

    public var value: Int {
        switch self {
        case .views: return SceneLimits.views
        case .viewsInTree: return SceneLimits.viewsInTree
        case .depth: return SceneLimits.depth
        case .constraints: return SceneLimits.constraints
        case .nameBytes: return SceneLimits.nameBytes
        case .arrangedViews: return SceneLimits.arrangedViews
        case .proportionalViews: return SceneLimits.proportionalViews
        }
    }
}
