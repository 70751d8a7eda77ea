/// The largest scene a scene accepts. Past these a layout is a mistake or an attack, not a
/// screen, and refusing it keeps memory bounded: a view costs about 20 KB with its constraints
/// and solver rows (10,000 wrapping labels in one chain: 214 MB), and a root about 65 KB more,
/// for a solver of its own (10,000 cells of a root and a label: 656 MB). Time is not what they
/// bound: a chain of 10,000 wrapping labels solves in 1.8 s, but some shapes still cost the
/// square of their views (4,000 views of equal widths: 3.5 s; issue 34), and
/// `Benchmarks/NOTES.md` has the figures of each shape.
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
    /// Views one stack arranges. A stack of wrapping labels, arranged a hundred at a time from a
    /// script, takes 0.45 s and 47 MB for 1,000 and 1.1 s and 75 MB for 2,000, but 4.6 s for
    /// 4,000 and 50 s for 10,000: its cost still grows with the square past that (issue 34).
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
