import Cassowary

/// A set of view trees and their constraints, solved incrementally.
///
/// The scene owns one ``Solver`` a tree of views (constraints never cross trees). Changing a
/// constant, a priority, a text, a root's width or a collapse re-solves from the current
/// tableau; nothing is rebuilt. Reading frames first
/// settles labels that wrap at the width the layout gives them.
///
/// Pure: no I/O. A scene is used from one thread at a time.
///
/// Its stored state is `@exclusivity(unchecked)`: the compiler's static exclusivity checks stay,
/// the runtime check at each access does not (`swift_beginAccess`, on every read of a
/// dictionary of the scene: 7 % of the instructions of a script of 10,000 labels). Nothing
/// here passes the scene's state `inout` to code that can reach the scene again, and no
/// closure given to a mutation of it reads the scene (`updateLabel` changes a copy); the whole
/// test suite ran with the runtime checks on before, and never tripped one.
public final class Scene {
    @exclusivity(unchecked) public internal(set) var views: [String: View] = [:]
    /// View names in the order they were made.
    @exclusivity(unchecked) public internal(set) var viewOrder: [String] = []
    @exclusivity(unchecked) public internal(set) var constraints = SceneConstraintTable()
    /// Constraint identifiers in the order they were made.
    @exclusivity(unchecked) public internal(set) var constraintOrder: [String] = []

    /// One solver a tree: constraints never cross trees, so each tree is solved on its own
    /// and a change costs what its tree holds, not what the scene holds.
    @exclusivity(unchecked) var solvers: [String: Solver] = [:]
    /// The tree whose solver was asked for last, and that solver: the engine's constraints of
    /// a view come in sixes (a label's size and baselines), each asking for the same tree's
    /// solver, and a root's name compares faster than it hashes. Cleared when a solver goes.
    @exclusivity(unchecked) private var lastSolver: (root: String, solver: Solver)?
    /// The work of the solvers of trees since removed (for ``solverStatistics``).
    @exclusivity(unchecked) var retiredStatistics = Solver.Statistics()
    /// The identifiers of constraints in force that were renamed (``renameAutoNamedConstraint(_:)``)
    /// by their solver constraint, which keeps its old name. Any other constraint in a solver
    /// is named by its identifier (see ``sceneIdentifier(of:)``).
    @exclusivity(unchecked) var renamedSolverConstraints: [ObjectIdentifier: String] = [:]
    @exclusivity(unchecked) var anchorByVariable: [ObjectIdentifier: (view: String, attribute: LayoutAttribute)] = [:]
    /// The engine's own constraints for a view, by role (`intrinsic.width.hug`, `root.left`, …).
    @exclusivity(unchecked) var systemConstraints: [String: SystemRoles] = [:]
    @exclusivity(unchecked) var sequence = 0
    /// The views whose own `isCollapsed` is set.
    @exclusivity(unchecked) var collapsedViews = Set<String>()
    /// Identifiers of the constraints in the `.broken` state.
    @exclusivity(unchecked) var brokenIDs = Set<String>()
    /// Counts of the scene's costly steps, for tests that bound work without a clock.
    @exclusivity(unchecked) var work = SceneWork()
    /// Proportional stacks to rebuild at the end of ``rebuildingStacksOnce(_:)``; nil outside it.
    @exclusivity(unchecked) var deferredStackRebuilds: Set<String>?
    /// Views to measure at the end of ``measuringOnce(_:)``, in the order they changed (a few).
    @exclusivity(unchecked) var deferredMeasures: [String]?
    /// The last refusal of each broken constraint that ``retryBroken()`` tried to put back.
    @exclusivity(unchecked) var refusedRetries: [String: RefusedRetry] = [:]
    @exclusivity(unchecked) var nextNumber = 1
    @exclusivity(unchecked) var pendingConflicts: [ConflictReport] = []
    /// Engine-named constraints renamed to free their name for a view: (old, new).
    @exclusivity(unchecked) var renamedConstraints: [(String, String)] = []

    /// The engine-named constraints renamed since the last call, as (old, new) names.
    public func takeRenamedConstraints() -> [(old: String, new: String)] {
        defer { renamedConstraints.removeAll() }
        return renamedConstraints.map { (old: $0.0, new: $0.1) }
    }
    /// Each view's variables, by name: what an anchor's expression reads, without a copy of
    /// the whole view (its kind, text, children, properties) at each look-up.
    @exclusivity(unchecked) var variablesOfView: [String: ViewVariables] = [:] {
        didSet { (lastVariables, previousVariables) = (nil, nil) }
    }
    /// The two views whose variables ``variables(of:)`` found last: a constraint names a view
    /// and its neighbour or superview, the next one mostly the same two, and a name compares
    /// faster than it hashes. Forgotten at any change to `variablesOfView`.
    @exclusivity(unchecked) private var lastVariables: (name: String, variables: ViewVariables)?
    @exclusivity(unchecked) private var previousVariables: (name: String, variables: ViewVariables)?

    /// The variables of view `name` (nil: no such view).
    func variables(of name: String) -> ViewVariables? {
        if let last = lastVariables, last.name == name { return last.variables }
        if let previous = previousVariables, previous.name == name {
            (lastVariables, previousVariables) = (previous, lastVariables)
            return previous.variables
        }
        guard let found = variablesOfView[name] else { return nil }
        (lastVariables, previousVariables) = ((name, found), lastVariables)
        return found
    }
    /// Each view's root (a view never changes trees), so that finding it costs one look-up.
    @exclusivity(unchecked) var rootOf: [String: String] = [:]
    /// The roots whose trees changed since their automatic labels were last settled (a
    /// change in one tree cannot move another: constraints never cross trees).
    @exclusivity(unchecked) var unsettledRoots = Set<String>() {
        didSet { lastUnsettledRoot = nil }
    }
    /// The root ``markUnsettled(root:)`` put in `unsettledRoots` last, while it is still there
    /// (any change to the set forgets it): a label's six constraints each mark their tree.
    @exclusivity(unchecked) private var lastUnsettledRoot: String?

    /// Puts a tree among those to settle (see `unsettledRoots`).
    func markUnsettled(root: String) {
        if let last = lastUnsettledRoot, last == root { return }
        unsettledRoots.insert(root)
        lastUnsettledRoot = root
    }
    /// The labels of each tree, by root, in the order they were made: what settling looks at,
    /// so that a line costs what its tree's labels hold, not what the tree holds.
    @exclusivity(unchecked) var labelsOfRoot: [String: [String]] = [:]
    /// How many views each tree holds, by root, the engine's guides left out (``SceneLimits/viewsInTree``).
    @exclusivity(unchecked) var viewCountOfRoot: [String: Int] = [:]
    /// How many views the scene holds, the engine's guides left out (``SceneLimits/views``).
    @exclusivity(unchecked) var countedViews = 0
    /// Constraints a person or a Visual Format line added (``SceneLimits/constraints``).
    @exclusivity(unchecked) var userConstraintCount = 0
    /// Those of them that name a first or last baseline (see ``takeConflicts()``).
    @exclusivity(unchecked) var userBaselineConstraintCount = 0
    /// The width each automatic multi-line label wraps at in the current settling pass.
    @exclusivity(unchecked) var automaticWrapWidths: [String: Double?] = [:]
    /// The views that preserve their superview's margins (see ``View/preservesSuperviewLayoutMargins``).
    @exclusivity(unchecked) var preservingViews = Set<String>()
    /// The margins such a view has in the current settling pass (its own where the
    /// superview's do not reach further).
    @exclusivity(unchecked) var preservedMargins: [String: DirectionalInsets] = [:]

    @exclusivity(unchecked) public internal(set) var direction: LayoutDirection = .leftToRight
    /// Pixels a point: frames are rounded to this grid.
    @exclusivity(unchecked) public internal(set) var scale: Double = 1
    @exclusivity(unchecked) public internal(set) var category: ContentSizeCategory = .large
    @exclusivity(unchecked) public internal(set) var fonts: FontLibrary = .builtIn

    public init() {}

    /// An independent scene in the same state: the same views, constraints, broken ones and
    /// solved values (each tree's solver copied, not rebuilt). Changing one leaves the other
    /// as it was, and both answer every later change exactly as this one would: what a scene
    /// becomes is a function of the state it starts from and the changes made to it.
    public func copy() -> Scene { copy(tree: nil) }

    /// A copy for work on one tree (nil: a whole copy): it has that tree's solver only (a copy),
    /// and only that tree's pending settling and broken constraints, so that nothing done to it
    /// can reach another tree's solver of this scene.
    func copy(tree: String?) -> Scene {
        let other = Scene()
        other.views = views
        other.variablesOfView = variablesOfView
        other.viewOrder = viewOrder
        other.constraints = constraints
        other.constraintOrder = constraintOrder
        if let tree {
            other.solvers = solvers[tree].map { [tree: $0.copy()] } ?? [:]
        } else {
            other.solvers = solvers.mapValues { $0.copy() }
        }
        other.retiredStatistics = retiredStatistics
        other.renamedSolverConstraints = renamedSolverConstraints
        other.anchorByVariable = anchorByVariable
        other.systemConstraints = systemConstraints
        other.sequence = sequence
        other.brokenIDs = brokenIDs
        other.collapsedViews = collapsedViews
        other.nextNumber = nextNumber
        other.pendingConflicts = pendingConflicts
        other.renamedConstraints = renamedConstraints
        other.rootOf = rootOf
        other.labelsOfRoot = labelsOfRoot
        other.viewCountOfRoot = viewCountOfRoot
        other.countedViews = countedViews
        other.userConstraintCount = userConstraintCount
        other.userBaselineConstraintCount = userBaselineConstraintCount
        if let tree {
            other.unsettledRoots = unsettledRoots.intersection([tree])
            other.brokenIDs = brokenIDs.filter { id in constraints[id].map { root(of: $0.spec.first.view) == tree } ?? false }
            other.pendingConflicts = pendingConflicts.filter { other.brokenIDs.contains($0.broken) }
        } else {
            other.unsettledRoots = unsettledRoots
        }
        other.automaticWrapWidths = automaticWrapWidths
        other.preservingViews = preservingViews
        other.preservedMargins = preservedMargins
        other.direction = direction
        other.scale = scale
        other.category = category
        other.fonts = fonts
        other.explainsConflicts = explainsConflicts
        return other
    }

    /// Counters of the solver's work (for the table's statistics).
    public var solverStatistics: Solver.Statistics {
        solvers.values.reduce(retiredStatistics) { $0 + $1.statistics }
    }

    /// The solver of the tree that holds `view` (made on first use).
    func solver(for view: String) -> Solver { solver(ofRoot: root(of: view)) }

    /// The solver of the tree whose root is `root` (made on first use).
    func solver(ofRoot root: String) -> Solver {
        if let last = lastSolver, last.root == root { return last.solver }
        if let s = solvers[root] {
            lastSolver = (root, s)
            return s
        }
        let s = Solver()
        s.explainsConflicts = explainsConflicts
        solvers[root] = s
        lastSolver = (root, s)
        return s
    }

    /// Whether a conflict is reported with its minimal set of constraints (true), or only with
    /// the constraint broken (false: much cheaper, for a scene asked only whether its
    /// constraints can all hold).
    public var explainsConflicts = true {
        didSet { for s in solvers.values { s.explainsConflicts = explainsConflicts } }
    }

    /// The solved value of one of `view`'s variables (0 while its tree has no constraints).
    func value(_ variable: Variable, of view: String) -> Double {
        solvers[root(of: view)]?.value(of: variable) ?? 0
    }

    // MARK: Views

    public func view(_ name: String) throws(LayoutError) -> View {
        guard let v = views[name] else {
            if let (owner, _) = viewGuide(named: name) {
                throw .guideNotYetMade(name, owner: owner)
            }
            throw .unknownView(name, suggestion: suggestView(name))
        }
        return v
    }

    func suggestView(_ name: String) -> String? { closestName(to: name, in: viewOrder) }

    /// Adds a view; a root when `parent` is nil (it then sits at (0, 0) with a free size).
    public func addView(_ name: String, kind: ViewKind = .plain, parent: String? = nil) throws(LayoutError) {
        guard views[name] == nil else { throw .duplicateView(name) }
        guard !name.isEmpty else { throw .emptyViewName }
        // The engine's guides are bounded by the views they serve (a stack's gaps by its
        // arranged views, a view's margins and safe area by the view): the limits are on those,
        // and a guide the engine needs is never refused (its constraints would go unenforced).
        let isEngineGuide = kind.isEngineGuide
        guard isEngineGuide || name.utf8.count <= SceneLimits.nameBytes else { throw .limit(.nameBytes, about: name) }
        if let existing = constraints[name], !existing.isAutoNamed {
            throw .nameTakenByConstraint(name)
        }
        if let parent {
            guard let parentView = views[parent] else { throw .unknownView(parent, suggestion: suggestView(parent)) }
            guard !parentView.isGuide else { throw .guideUsedAsView(parent, .superview) }
            guard isEngineGuide || depth(of: parent) < SceneLimits.depth else { throw .limit(.depth, about: parent) }
            guard isEngineGuide || viewCountOfRoot[root(of: parent), default: 0] < SceneLimits.viewsInTree else {
                throw .limit(.viewsInTree, about: parent)
            }
        }
        guard isEngineGuide || countedViews < SceneLimits.views else { throw .limit(.views, about: name) }
        try validate(kind)
        if let renamed = renameAutoNamedConstraint(name) { renamedConstraints.append((name, renamed)) }
        let view = View(name: name, kind: kind, parent: parent)
        views[name] = view
        variablesOfView[name] = view.variables
        let root = parent.map { rootOf[$0] ?? $0 } ?? name
        rootOf[name] = root
        if view.isLabel { labelsOfRoot[root, default: []].append(name) }
        if !isEngineGuide {
            viewCountOfRoot[root, default: 0] += 1
            countedViews += 1
        }
        viewOrder.append(name)
        for (variable, attribute) in [(view.left, LayoutAttribute.left), (view.top, .top), (view.width, .width),
                                      (view.height, .height), (view.firstBaseline, .firstBaseline),
                                      (view.lastBaseline, .lastBaseline)] {
            anchorByVariable[ObjectIdentifier(variable)] = (name, attribute)
        }
        if let parent { views[parent]?.children.append(name) } else { pinRootOrigin(name) }
        // A view's size is never negative; a layout guide's may be (see forbidNegativeSize).
        if !view.isGuide { forbidNegativeSize(name) }
        refreshIntrinsicSize(of: name)
        if parent.flatMap({ views[$0] }).map({ isCollapsed($0.name) }) == true { refreshCollapse(under: name) }
        if case .stack = kind { rebuildStack(name) }
        rebuildArrangingStack(of: name)
    }

    private func validate(_ kind: ViewKind) throws(LayoutError) {
        switch kind {
        case .plain, .guide: return
        case .stack(let arrangement):
            guard arrangement.spacing.isFinite else { throw .nonFinite(.spacing) }
        case .image(let size):
            guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
                throw .outOfRange(.imageSize)
            }
        case .label(let label):
            guard label.lines >= 0 else { throw .outOfRange(.lines) }
            do { _ = try label.font.resolve(category: category, in: fonts) } catch {
                throw .unresolvedFont(error)
            }
        }
    }

    /// Removes a view, its subviews and every constraint that mentions any of them.
    public func removeView(_ name: String) throws(LayoutError) {
        let view = try self.view(name)
        guard !view.isEngineGuide else { throw .engineGuide(name) }
        try removeView(name, view)
    }

    /// Removes a view its stack made (or any view, already looked up).
    func removeView(_ name: String, _ view: View) throws(LayoutError) {
        let doomed = Set(subtree(of: name))
        let counted = doomed.filter { views[$0]?.isEngineGuide != true }.count
        let stacks = Set(doomed.compactMap { arrangingStack(of: $0) }).subtracting(doomed)
        forgetArranged(doomed)
        dropConstraints(Set(constraintOrder.filter { id in
            guard let c = constraints[id] else { return false }
            return doomed.contains(c.spec.first.view) || c.spec.second.map({ doomed.contains($0.view) }) == true
                || c.spec.extraTerms.contains { doomed.contains($0.anchor.view) }
        }))
        for v in doomed {
            if let record = views[v] {
                for variable in [record.left, record.top, record.width, record.height, record.firstBaseline, record.lastBaseline] {
                    anchorByVariable[ObjectIdentifier(variable)] = nil
                }
            }
            views[v] = nil
            variablesOfView[v] = nil
            rootOf[v] = nil
            systemConstraints[v] = nil
            collapsedViews.remove(v)
        }
        viewOrder.removeAll { doomed.contains($0) }
        let root = root(of: view.parent ?? name)
        labelsOfRoot[root]?.removeAll { doomed.contains($0) }
        if labelsOfRoot[root]?.isEmpty == true { labelsOfRoot[root] = nil }
        viewCountOfRoot[root, default: 0] -= counted
        countedViews -= counted
        if viewCountOfRoot[root, default: 0] <= 0 { viewCountOfRoot[root] = nil }
        if let parent = view.parent { views[parent]?.children.removeAll { $0 == name } }
        retryBroken()
        for v in doomed {
            automaticWrapWidths[v] = nil
            preservingViews.remove(v)
            preservedMargins[v] = nil
        }
        for stack in stacks.sorted() { rebuildStack(stack) }
        if let parent = view.parent {
            markUnsettled(parent)
        } else {
            unsettledRoots.remove(name)
            if let solver = solvers.removeValue(forKey: name) { retiredStatistics = retiredStatistics + solver.statistics }
            lastSolver = nil
        }
    }

    /// The view and all its descendants, parents first.
    public func subtree(of name: String) -> [String] {
        var out: [String] = []
        var stack = [name]
        while let next = stack.popLast() {
            out.append(next)
            stack.append(contentsOf: (views[next]?.children ?? []).reversed())
        }
        return out
    }

    /// How many levels `name` is below its root (a root is at 0).
    public func depth(of name: String) -> Int {
        var depth = 0
        var current = views[name]?.parent
        while let c = current {
            depth += 1
            current = views[c]?.parent
        }
        return depth
    }

    /// The root of the tree that holds `name`.
    public func root(of name: String) -> String { rootOf[name] ?? name }

    /// The roots, in the order they were made.
    public var roots: [String] { viewOrder.filter { views[$0]?.parent == nil } }

    /// Whether the view or one of its ancestors is collapsed.
    public func isCollapsed(_ name: String) -> Bool {
        // (Asked for each constraint enforced: a walk to the root, a copy of each view on the
        // way, where most scenes collapse nothing.)
        guard !collapsedViews.isEmpty else { return false }
        var current: String? = name
        while let c = current, let v = views[c] {
            if v.isCollapsed { return true }
            current = v.parent
        }
        return false
    }

    // MARK: Frames

    /// The view's frame in its root's coordinates, rounded to the pixel grid (or, with
    /// `pixelGrid` false, as the solver places it: a console log's points, which the device's
    /// scale the log does not give would round): the rectangle constraints place, grown by the
    /// view's alignment insets.
    public func absoluteFrame(of name: String, pixelGrid: Bool = true) throws(LayoutError) -> Rect {
        let v = try view(name)
        assertLaidOut(name)
        var frame = Rect(x: value(v.left, of: name), y: value(v.top, of: name),
                         width: value(v.width, of: name), height: value(v.height, of: name))
        let insets = v.alignmentInsets
        if insets != .zero {
            let (left, right) = direction == .rightToLeft ? (insets.trailing, insets.leading) : (insets.leading, insets.trailing)
            frame = Rect(x: frame.x - left, y: frame.y - insets.top, width: frame.width + left + right,
                         height: frame.height + insets.top + insets.bottom)
        }
        return pixelGrid ? frame.rounded(scale: scale) : frame
    }

    /// The view's frame in its superview's coordinates, rounded to the pixel grid.
    public func frame(of name: String) throws(LayoutError) -> Rect {
        var frame = try absoluteFrame(of: name)
        if let parent = views[name]?.parent {
            let origin = try absoluteFrame(of: parent)
            frame.x -= origin.x
            frame.y -= origin.y
        }
        return frame
    }

    // MARK: Settings

    public func setScale(_ newScale: Double) throws(LayoutError) {
        guard [1.0, 2.0, 3.0].contains(newScale) else { throw .outOfRange(.scale) }
        scale = newScale
        for name in viewOrder { refreshIntrinsicSize(of: name) }
    }

    /// A new layout direction re-makes the constraints that use leading or trailing.
    public func setDirection(_ newDirection: LayoutDirection) {
        guard newDirection != direction else { return }
        direction = newDirection
        // Take every directional constraint out before any goes back in: half old and half new,
        // they would conflict with each other for nothing.
        let directional = constraintOrder.filter { id in
            guard let c = constraints[id] else { return false }
            let attributes = [c.spec.first.attribute] + (c.spec.second.map { [$0.attribute] } ?? [])
            return attributes.contains(.leading) || attributes.contains(.trailing)
        }
        let mark = beginTransientChanges()
        unenforce(directional)
        for id in directional where constraints[id]?.state != .broken { enforce(id) }
        retryBroken()
        endTransientChanges(mark)
        unsettledRoots.formUnion(roots)
    }

    /// A new content size category re-measures every label.
    public func setCategory(_ newCategory: ContentSizeCategory) {
        category = newCategory
        rebuildingStacksOnce {
            for name in viewOrder where views[name]?.isLabel == true { refreshIntrinsicSize(of: name) }
        }
    }

    /// Fonts the user loaded, by name, for labels' `font=NAME SIZE`.
    public func setFonts(_ library: FontLibrary) {
        fonts = library
        rebuildingStacksOnce {
            for name in viewOrder where views[name]?.isLabel == true { refreshIntrinsicSize(of: name) }
        }
    }
}
