/// The largest scene a scene accepts. Past these a layout is a mistake or an attack, not a
/// screen, and refusing it keeps memory bounded: a view costs about 20 KB with its constraints
/// and solver rows (10,000 wrapping labels in one chain: 192 MB), and a tree more for a solver
/// of its own (50,000 cells of a root and a label: 2.5 GB). Time is not what they
/// bound, but for the stack's: a chain of 10,000 wrapping labels solves in 1.5 s, 99,999 in
/// 16 s, and `Benchmarks/NOTES.md` has the figures of each shape.
public enum SceneLimits {
    /// Views in one scene, all trees together.
    public static let views = 120_000
    /// Views in one tree, its root included.
    public static let viewsInTree = 100_000
    /// Levels below a root (a root is level 0; its subviews level 1).
    public static let depth = 100
    /// Constraints in one scene that a person or a Visual Format line adds (the engine's own,
    /// for intrinsic sizes and roots, are not counted).
    public static let constraints = 500_000
    /// Bytes in the name of a view or a constraint.
    public static let nameBytes = 256
    /// Views one stack arranges. A stack of 10,000 wrapping labels takes 1.4 s and 220 MB from a
    /// script when arranged at once, and 2.9 s when arranged a hundred at a time: each part
    /// ties the stack's edge to its new last view, and the solver writes that edge's length
    /// out over every view above it again (the part costs what the stack holds).
    public static let arrangedViews = 10_000
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
