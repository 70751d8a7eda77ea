import Cassowary

extension Scene {
    /// Gives a view a manual frame (in its superview's coordinates). With
    /// translatesAutoresizingMaskIntoConstraints on (the default for a view given a frame), the
    /// frame and autoresizing mask become required constraints the way UIKit converts them.
    public func setFrame(_ name: String, _ frame: Rect?) throws(LayoutError) {
        let v = try view(name)
        if let frame {
            guard [frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite), frame.width >= 0, frame.height >= 0 else {
                throw .outOfRange(.frame)
            }
            if v.manualFrame == nil { views[name]?.translatesAutoresizingMask = true }
        }
        views[name]?.manualFrame = frame
        refreshAutoresizing(of: name)
    }

    /// A new mask converts the view's current frame (as UIKit does), not the one first given.
    public func setAutoresizing(_ name: String, _ mask: AutoresizingMask) throws(LayoutError) {
        _ = try view(name)
        try keepCurrentFrame(name)
        views[name]?.autoresizing = mask
        refreshAutoresizing(of: name)
    }

    public func setTranslatesAutoresizingMask(_ name: String, _ translates: Bool) throws(LayoutError) {
        _ = try view(name)
        try keepCurrentFrame(name)
        views[name]?.translatesAutoresizingMask = translates
        views[name]?.translatesAutoresizingMaskWasSet = true
        refreshAutoresizing(of: name)
    }

    private func keepCurrentFrame(_ name: String) throws(LayoutError) {
        guard views[name]?.manualFrame != nil else { return }
        layoutIfNeeded()
        guard let v = views[name] else { return }
        var frame = Rect(x: value(v.left, of: name), y: value(v.top, of: name),
                         width: value(v.width, of: name), height: value(v.height, of: name))
        if let parent = v.parent, let p = views[parent] {
            frame.x -= value(p.left, of: parent)
            frame.y -= value(p.top, of: parent)
        }
        views[name]?.manualFrame = frame
    }

    /// Springs and struts: along each axis the margin before, the size and the margin after
    /// are fixed unless flexible; when the superview grows by Δ, the flexible ones share Δ in
    /// proportion to what they were (equally when they were all zero). The superview's size
    /// at the time of the conversion is the reference, as in UIKit.
    func refreshAutoresizing(of name: String) {
        guard let v = views[name] else { return }
        let roles = ["autoresizing.x", "autoresizing.width", "autoresizing.y", "autoresizing.height"]
        guard let frame = v.manualFrame, v.translatesAutoresizingMask else {
            for role in roles { setSystemConstraint(name, role, nil, origin: .autoresizing) }
            if v.parent == nil { pinRootOrigin(name) }
            return
        }
        guard let parent = v.parent, let superview = views[parent] else {
            // A root with a frame sits where the frame says.
            setSystemConstraint(name, "root.left", nil, origin: .rootSize)
            setSystemConstraint(name, "root.top", nil, origin: .rootSize)
            setSystemConstraint(name, roles[0], ConstraintSpec(Anchor(name, .left), .equal, constant: frame.x), origin: .autoresizing)
            setSystemConstraint(name, roles[1], ConstraintSpec(Anchor(name, .width), .equal, constant: frame.width), origin: .autoresizing)
            setSystemConstraint(name, roles[2], ConstraintSpec(Anchor(name, .top), .equal, constant: frame.y), origin: .autoresizing)
            setSystemConstraint(name, roles[3], ConstraintSpec(Anchor(name, .height), .equal, constant: frame.height), origin: .autoresizing)
            return
        }
        let mask = v.autoresizing
        let superWidth = value(superview.width, of: superview.name), superHeight = value(superview.height, of: superview.name)
        let horizontal = shares(before: frame.x, size: frame.width, after: superWidth - frame.maxX,
                                flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        let vertical = shares(before: frame.y, size: frame.height, after: superHeight - frame.maxY,
                              flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        let specs = [
            location(name, parent, .left, base: frame.x, share: horizontal.before, along: .width, reference: superWidth),
            size(name, parent, .width, base: frame.width, share: horizontal.size, reference: superWidth),
            location(name, parent, .top, base: frame.y, share: vertical.before, along: .height, reference: superHeight),
            size(name, parent, .height, base: frame.height, share: vertical.size, reference: superHeight),
        ]
        for (role, spec) in zip(roles, specs) { setSystemConstraint(name, role, spec, origin: .autoresizing) }
    }

    /// `view.left == superview.left + base + share × (superview.width − reference)`
    private func location(_ view: String, _ superview: String, _ attribute: LayoutAttribute, base: Double,
                          share: Double, along size: LayoutAttribute, reference: Double) -> ConstraintSpec {
        ConstraintSpec(Anchor(view, attribute), .equal, Anchor(superview, attribute), constant: base - share * reference,
                       extraTerms: share == 0 ? [] : [.init(anchor: Anchor(superview, size), coefficient: share)])
    }

    /// `view.width == base + share × (superview.width − reference)`
    private func size(_ view: String, _ superview: String, _ attribute: LayoutAttribute, base: Double,
                      share: Double, reference: Double) -> ConstraintSpec {
        guard share != 0 else { return ConstraintSpec(Anchor(view, attribute), .equal, constant: base) }
        return ConstraintSpec(Anchor(view, attribute), .equal, Anchor(superview, attribute), multiplier: share,
                              constant: base - share * reference)
    }

    /// The fractions of a change in the superview's size that go to the margin before and to
    /// the size.
    private func shares(before: Double, size: Double, after: Double,
                        flexible: (Bool, Bool, Bool)) -> (before: Double, size: Double) {
        let parts = [(flexible.0, max(before, 0)), (flexible.1, max(size, 0)), (flexible.2, max(after, 0))]
        let flexibleParts = parts.filter(\.0)
        guard !flexibleParts.isEmpty else { return (0, 0) }
        let total = flexibleParts.reduce(0) { $0 + $1.1 }
        func share(_ part: (Bool, Double)) -> Double {
            guard part.0 else { return 0 }
            return total > 0 ? part.1 / total : 1 / Double(flexibleParts.count)
        }
        return (share(parts[0]), share(parts[1]))
    }
}
