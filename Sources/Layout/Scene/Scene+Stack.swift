import Cassowary

/// Stack views: what a person changes (arranged subviews, axis, distribution, alignment,
/// spacings); the constraints follow from it (``rebuildStack(_:)``, Scene+StackConstraints).
extension Scene {
    /// The arrangement of a stack view.
    public func stackArrangement(of name: String) throws(LayoutError) -> StackArrangement {
        let v = try view(name)
        guard let arrangement = v.stack else { throw .notAStack(name) }
        return arrangement
    }

    /// Changes a stack's axis, distribution, alignment or spacings; its constraints follow.
    public func updateStack(_ name: String, _ change: (inout StackArrangement) -> Void) throws(LayoutError) {
        var arrangement = try stackArrangement(of: name)
        let arranged = arrangement.arranged
        change(&arrangement)
        arrangement.arranged = arranged
        guard arrangement.spacing.isFinite else { throw .nonFinite(.spacing) }
        guard arrangement.customSpacing.values.allSatisfy(\.isFinite) else { throw .nonFinite(.spacing) }
        for view in arrangement.customSpacing.keys where !arranged.contains(view) {
            throw .notArranged(view, stack: name)
        }
        guard arrangement.distribution != .fillProportionally || arranged.count <= SceneLimits.proportionalViews else {
            throw .limit(.proportionalViews, about: name)
        }
        views[name]?.kind = .stack(arrangement)
        rebuildStack(name)
    }

    /// `insertArrangedSubview(_:at:)` (`addArrangedSubview` when `index` is nil): each view
    /// must be a subview of the stack already; one already arranged moves to its new place,
    /// as UIKit moves it.
    public func arrange(_ names: [String], in stack: String, at index: Int? = nil) throws(LayoutError) {
        var arrangement = try stackArrangement(of: stack)
        for name in names {
            let v = try view(name)
            guard v.parent == stack else { throw .notASubview(name, of: stack) }
            guard !v.isGuide else { throw .guideUsedAsView(name, .arranged) }
        }
        var seen = Set<String>()
        for name in names where !seen.insert(name).inserted { throw .arrangedTwice(name) }
        let incoming = Set(names)
        var list = arrangement.arranged.filter { !incoming.contains($0) }
        let position = index ?? list.count
        guard position >= 0, position <= list.count else {
            throw .stackIndexOutOfRange(stack: stack, index: position, count: list.count)
        }
        guard list.count + names.count <= SceneLimits.arrangedViews else { throw .limit(.arrangedViews, about: stack) }
        guard arrangement.distribution != .fillProportionally || list.count + names.count <= SceneLimits.proportionalViews else {
            throw .limit(.proportionalViews, about: stack)
        }
        let appended = position == list.count && list.count == arrangement.arranged.count
        let previousCount = list.count
        list.insert(contentsOf: names, at: position)
        arrangement.arranged = list
        views[stack]?.kind = .stack(arrangement)
        // A collapsed view's size-zero constraints are its stack's business once arranged.
        for name in names where isCollapsed(name) { refreshCollapse(under: name) }
        if appended { rebuildStack(stack, appendedAfter: previousCount) } else { rebuildStack(stack) }
    }

    /// `removeArrangedSubview(_:)`: the view stays a subview, with none of the stack's
    /// constraints (so usually ambiguous, as in UIKit).
    public func unarrange(_ names: [String], from stack: String) throws(LayoutError) {
        var arrangement = try stackArrangement(of: stack)
        for name in names {
            _ = try view(name)
            guard arrangement.arranged.contains(name) else { throw .notArranged(name, stack: stack) }
        }
        let leaving = Set(names)
        arrangement.arranged.removeAll { leaving.contains($0) }
        for name in names { arrangement.customSpacing[name] = nil }
        views[stack]?.kind = .stack(arrangement)
        rebuildStack(stack)
        for name in names where isCollapsed(name) { refreshCollapse(under: name) }
    }

    /// The stack that arranges `name`, if one does.
    public func arrangingStack(of name: String) -> String? {
        guard let parent = views[name]?.parent, let arrangement = views[parent]?.stack,
              arrangement.arranged.contains(name) else { return nil }
        return parent
    }

    /// Forgets a view a stack arranged (it is being removed).
    func forgetArranged(_ doomed: Set<String>) {
        for name in doomed {
            guard let stack = arrangingStack(of: name), !doomed.contains(stack),
                  var arrangement = views[stack]?.stack else { continue }
            arrangement.arranged.removeAll { $0 == name }
            arrangement.customSpacing[name] = nil
            views[stack]?.kind = .stack(arrangement)
        }
    }

    /// Makes the stack's constraints again from its arrangement: constraints that keep their
    /// shape change their constants in place; the others go before the new ones come, and a
    /// conflict met half way is not one.
    func rebuildStack(_ name: String) {
        guard let arrangement = views[name]?.stack else { return }
        let mark = beginTransientChanges()
        defer { endTransientChanges(mark) }
        let plan = stackPlan(name, arrangement)
        // Guides first: the constraints name them.
        let wantedGuides = Set(plan.guides.map(\.name))
        for guide in views[name]?.children ?? [] where views[guide]?.isStackGuide == true && !wantedGuides.contains(guide) {
            if let record = views[guide] { try? removeView(guide, record) }
        }
        for guide in plan.guides where views[guide.name] == nil {
            try? addView(guide.name, kind: .guide(guide.identifier), parent: name)
        }
        if arrangement.marginsRelative { _ = try? ensureViewGuide("\(name).\(ViewGuide.margins.rawValue)") }
        let current = (systemConstraints[name] ?? SystemRoles()).filter { $0.key.hasPrefix("UISV-") }.map(\.key)
        apply(plan, to: name, replacing: current)
    }

    /// Rebuilds a stack after views were appended to the `previousCount` it arranged, planning
    /// only what the new views change, so that arranging N views a few at a time costs N and
    /// not N² (a stack of 2,000 labels arranged a hundred at a time planned 2,000 views 20
    /// times). That is the new views' constraints, the links from the last visible view
    /// before them (a hidden view after it had links of 0 at the edge), and the stack's own
    /// connections. The rest of the plan would come out as it is; the result is a whole
    /// rebuild's (`SceneStackAppendTests` compares them). A stack that showed no view, or
    /// whose distribution relates every view to all the others, is rebuilt whole.
    func rebuildStack(_ name: String, appendedAfter previousCount: Int) {
        guard let arrangement = views[name]?.stack,
              arrangement.distribution == .fill || arrangement.distribution == .fillEqually,
              previousCount > 0, previousCount <= arrangement.arranged.count,
              let lastVisible = arrangement.arranged[..<previousCount].lastIndex(where: { !isOutOfArrangement($0) })
        else { return rebuildStack(name) }
        let mark = beginTransientChanges()
        defer { endTransientChanges(mark) }
        let plan = stackPlan(name, arrangement, from: lastVisible + 1)
        // No role goes away and the guides stay: only the roles of the plan can change. The far
        // edge moves to the new last view in place (see `Scene.replaceInPlace`).
        apply(plan, to: name, replacing: plan.constraints.map(\.role), inPlace: true)
    }

    /// Puts a stack's plan in force, inside the caller's transient changes. Of the `current`
    /// roles, those the plan does not want, or wants in another shape, go first, in the order
    /// they were made (so that the solver's state is the same on every run); then each planned
    /// constraint is set, in place when only its constant changes. With `inPlace`, a required
    /// equality the plan wants in another shape stays until its item, which replaces it in its
    /// solver (`replaceInPlace`): for views appended, whose plan cannot conflict with the old
    /// far edge while their own constraints come in.
    private func apply(_ plan: StackPlan, to name: String, replacing current: [String], inPlace: Bool = false) {
        work.stackRebuilds += 1
        work.stackPlanItems += plan.constraints.count
        let wanted = Dictionary(plan.constraints.map { ($0.role, $0) }, uniquingKeysWith: { first, _ in first })
        // (Each sequence looked up once: a sort that looked both up at every comparison was a
        // third of arranging 2,000 labels a hundred at a time.)
        let going = current.compactMap { role -> (role: String, sequence: Int)? in
            guard let id = systemConstraints[name]?[role], let existing = constraints[id] else { return nil }
            if let want = wanted[role], existing.spec.hasSameShape(as: want.spec) { return nil }
            if inPlace, let want = wanted[role], canReplaceInPlace(existing, by: want.spec, origin: .stack(want.identifier)) {
                return nil
            }
            return (role, existing.sequence)
        }.sorted { $0.sequence < $1.sequence }
        for (role, _) in going { setSystemConstraint(name, role, nil, origin: .stack("")) }
        for item in plan.constraints {
            setSystemConstraint(name, item.role, item.spec, origin: .stack(item.identifier))
        }
        markUnsettled(name)
    }

    /// Rebuilds the stack that arranges `name`, if one does (its hidden state or intrinsic
    /// size changed).
    func rebuildArrangingStack(of name: String) {
        if let stack = arrangingStack(of: name) { rebuildStack(stack) }
    }
}
