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
    public func fittingSize(of name: String, _ target: FittingTarget = .compressed, width: Double? = nil,
                            horizontalPriority: Priority = .required,
                            verticalPriority: Priority = .fittingSizeLevel) throws(LayoutError) -> Size {
        _ = try view(name)
        if let width { guard width.isFinite, width >= 0 else { throw .invalidValue("a fitting width is a number of at least 0") } }
        let setAside = [systemConstraints[name]?["root.width"], systemConstraints[name]?["root.height"],
                        systemConstraints[name]?["encapsulated.width"], systemConstraints[name]?["encapsulated.height"]]
            .compactMap { $0 }.filter { constraints[$0]?.enforced != nil }
        for id in setAside { unenforce(id) }
        let widthPriority = width == nil ? Priority.fittingSizeLevel : horizontalPriority
        let probes = [
            ("fitting.width", ConstraintSpec(Anchor(name, .width), .equal, constant: width ?? target.value, priority: widthPriority)),
            ("fitting.height", ConstraintSpec(Anchor(name, .height), .equal, constant: target.value, priority: verticalPriority)),
        ]
        for (role, spec) in probes { setSystemConstraint(name, role, spec, origin: .fitting) }
        needsSettling = true
        settle()
        let v = views[name]
        let size = Rect(x: 0, y: 0, width: v.map { solver.value(of: $0.width) } ?? 0,
                        height: v.map { solver.value(of: $0.height) } ?? 0).rounded(scale: scale)
        for (role, _) in probes { setSystemConstraint(name, role, nil, origin: .fitting) }
        for id in setAside {
            setState(id, .inactive)
            enforce(id)
        }
        needsSettling = true
        return Size(width: size.width, height: size.height)
    }
}
