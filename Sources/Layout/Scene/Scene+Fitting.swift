import Cassowary

/// `UILayoutFittingCompressedSize` or `UILayoutFittingExpandedSize`.
public enum FittingTarget: String, Sendable, CaseIterable {
    case compressed
    case expanded

    /// The target size asked for: zero, or a size larger than any layout (10⁷ points).
    var value: Double { self == .compressed ? 0 : 10_000_000 }
}

extension Scene {
    /// The size of a view that satisfies its constraints, as `systemLayoutSizeFitting` gives it:
    /// the view is pulled toward the target size (compressed: zero; expanded: very large) at
    /// the fitting priorities, with its width held at `width` when one is given (at
    /// `horizontalPriority`, required by default, as a table sizes a cell: width required,
    /// height at fittingSizeLevel). A root's own width and height are set aside meanwhile.
    ///
    /// A question: it is answered on a copy of the view's tree (``copy(tree:)``), so the scene
    /// asked is left exactly as it was, its solver's state included.
    public func fittingSize(of name: String, _ target: FittingTarget = .compressed, width: Double? = nil,
                            horizontalPriority: Priority = .required,
                            verticalPriority: Priority = .fittingSizeLevel) throws(LayoutError) -> Size {
        _ = try view(name)
        return try copy(tree: root(of: name)).fitInPlace(name, target, width: width, horizontalPriority: horizontalPriority,
                                                          verticalPriority: verticalPriority)
    }

    /// `fittingSize`, worked out in this scene (which it changes and puts back).
    private func fitInPlace(_ name: String, _ target: FittingTarget, width: Double?, horizontalPriority: Priority,
                            verticalPriority: Priority) throws(LayoutError) -> Size {
        if let width { guard width.isFinite, width >= 0 else { throw .outOfRange(.fittingWidth) } }
        // What decides the size is the view's own subtree: its size constraints as a root, and
        // every constraint that ties the subtree to a view outside it, are set aside meanwhile
        // (as a cell's content view is sized on its own, whatever its frame in the cell).
        let inside = Set(subtree(of: name))
        // A question reports nothing: conflicts met while the constraints set aside go back
        // (already known ones, found again) are dropped.
        let reportsBefore = pendingConflicts.count
        defer { pendingConflicts.removeSubrange(reportsBefore...) }
        let ownSize = [systemConstraints[name]?["root.width"], systemConstraints[name]?["root.height"],
                       systemConstraints[name]?["encapsulated.width"], systemConstraints[name]?["encapsulated.height"]]
            .compactMap { $0 }
        let crossing = constraintOrder.filter { id in
            guard let c = constraints[id] else { return false }
            let items = [c.spec.first.view] + (c.spec.second.map { [$0.view] } ?? []) + c.spec.extraTerms.map(\.anchor.view)
            let within = items.filter { inside.contains($0) }.count
            return within > 0 && within < items.count
        }
        let setAside = (ownSize + crossing).filter { constraints[$0]?.enforced != nil }
        for id in setAside { unenforce(id) }
        // The probes go straight to the solver, not into the scene: a question must not break
        // or report anything. A required width that cannot hold is asked at 999 instead.
        let widthPriority = width == nil ? Priority.fittingSizeLevel : horizontalPriority
        var probes: [Constraint] = []
        if let v = views[name] {
            let widthProbe = Constraint(LinearExpression(v.width) - (width ?? target.value), .equal, priority: widthPriority)
            if solver(for: name).addIfSatisfiable(widthProbe) {
                probes.append(widthProbe)
            } else {
                let softer = widthProbe.priority(999)
                if solver(for: name).addIfSatisfiable(softer) { probes.append(softer) }
            }
            let heightProbe = Constraint(LinearExpression(v.height) - target.value, .equal, priority: verticalPriority)
            if solver(for: name).addIfSatisfiable(heightProbe) { probes.append(heightProbe) }
        }
        markUnsettled(name)
        layoutIfNeeded()
        let v = views[name]
        let size = Rect(x: 0, y: 0, width: v.map { value($0.width, of: name) } ?? 0,
                        height: v.map { value($0.height, of: name) } ?? 0).rounded(scale: scale)
        for probe in probes { try? solver(for: name).remove(probe) }
        for id in setAside {
            setState(id, .inactive)
            enforce(id)
        }
        retryBroken()
        markUnsettled(name)
        return Size(width: size.width, height: size.height)
    }
}
