import Cassowary

/// The layout guides every view has, made when first used (as UIKit makes `layoutMarginsGuide`
/// on first access): `VIEW.margins` (UIViewLayoutMarginsGuide, inset by the view's margins),
/// `VIEW.safeArea` (UIViewSafeAreaLayoutGuide, inset by a root's safe area insets) and
/// `VIEW.readable` (UIViewReadableContentGuide: the margins, no wider than the readable width,
/// centred), tied to the view under UIKit's names; and guides of the user's own
/// (`guide NAME in VIEW`).
extension Scene {
    /// The kinds of guide a view has, by the suffix of their names.
    public enum ViewGuide: String, Sendable, CaseIterable {
        case margins
        case safeArea
        case readable

        /// UIKit's identifier of the guide.
        var identifier: String {
            switch self {
            case .margins: return "UIViewLayoutMarginsGuide"
            case .safeArea: return "UIViewSafeAreaLayoutGuide"
            case .readable: return "UIViewReadableContentGuide"
            }
        }
    }

    /// The owner and kind of a view guide's name (`cell.margins` → cell, margins), if it is one.
    public func viewGuide(named name: String) -> (owner: String, guide: ViewGuide)? {
        guard let (owner, guide) = Self.splitGuideName(name), let v = views[owner], !v.isGuide else { return nil }
        return (owner, guide)
    }

    /// `cell.margins` → (cell, margins), whether or not there is a view `cell`.
    static func splitGuideName(_ name: String) -> (owner: String, guide: ViewGuide)? {
        guard let dot = name.lastIndex(of: "."), let guide = ViewGuide(rawValue: String(name[name.index(after: dot)...])) else {
            return nil
        }
        return (String(name[..<dot]), guide)
    }

    /// Makes the view guides a constraint names (`cell.margins.leading`) that do not exist yet,
    /// and returns their names (to take them away again if the constraint is refused).
    @discardableResult
    func ensureViewGuides(of spec: ConstraintSpec) throws(LayoutError) -> [String] {
        var made: [String] = []
        for anchor in [spec.first] + (spec.second.map { [$0] } ?? []) + spec.extraTerms.map(\.anchor) {
            do {
                made += try ensureViewGuide(anchor.view)
            } catch {
                removeGuides(made)
                throw error
            }
        }
        return made
    }

    /// Takes away guides made for a constraint that was then refused: a refused line changes
    /// nothing.
    func removeGuides(_ names: [String]) {
        for name in names.reversed() {
            if let v = views[name] { try? removeView(name, v) }
        }
    }

    /// Makes `VIEW.margins`, `VIEW.safeArea` or `VIEW.readable` if the name is one and it does
    /// not exist yet (the readable guide is placed in the margins guide, which it makes too);
    /// the names of the guides it made. A guide of a view that does not exist is that view's
    /// error.
    @discardableResult
    func ensureViewGuide(_ name: String) throws(LayoutError) -> [String] {
        guard views[name] == nil, let (owner, guide) = Self.splitGuideName(name) else { return [] }
        guard let v = views[owner] else { throw .unknownView(owner, suggestion: suggestView(owner)) }
        guard !v.isGuide else { throw .guideUsedAsView(owner, .ownGuides) }
        var made: [String] = []
        if guide == .readable { made = try ensureViewGuide("\(owner).\(ViewGuide.margins.rawValue)") }
        do {
            try addView(name, kind: .guide(guide.identifier), parent: owner)
        } catch {
            removeGuides(made)
            throw error
        }
        refreshGuideConstraints(of: owner)
        return made + [name]
    }

    /// `guide NAME in VIEW`: a guide of the user's, with no constraints of its own.
    public func addGuide(_ name: String, in owner: String) throws(LayoutError) {
        _ = try view(owner)
        try addView(name, kind: .guide(""), parent: owner)
    }

    /// Sets a view's margins (directionalLayoutMargins); its margins guide follows in place.
    public func setLayoutMargins(_ name: String, _ margins: DirectionalInsets) throws(LayoutError) {
        let v = try view(name)
        guard !v.isGuide else { throw .guideUsedAsView(name, .margins) }
        guard margins.isFinite else { throw .nonFinite(.margin) }
        views[name]?.layoutMargins = margins
        if preservingViews.contains(name) { preservedMargins[name] = nil }
        refreshGuideConstraints(of: name)
        markUnsettledPreserving(below: name)
    }

    /// preservesSuperviewLayoutMargins: the view's margins become the superview's where those
    /// reach further into it, worked out from the frames as the layout settles.
    public func setPreservesSuperviewLayoutMargins(_ name: String, _ preserves: Bool) throws(LayoutError) {
        let v = try view(name)
        guard !v.isGuide else { throw .guideUsedAsView(name, .margins) }
        guard v.preservesSuperviewLayoutMargins != preserves else { return }
        views[name]?.preservesSuperviewLayoutMargins = preserves
        if preserves { preservingViews.insert(name) } else { preservingViews.remove(name) }
        preservedMargins[name] = nil
        refreshGuideConstraints(of: name)
        markUnsettled(name)
    }

    /// Sets the widest a view's readable content guide gets.
    public func setReadableWidth(_ name: String, _ width: Double) throws(LayoutError) {
        let v = try view(name)
        guard !v.isGuide else { throw .guideUsedAsView(name, .readableWidth) }
        guard width.isFinite else { throw .nonFinite(.readableWidth) }
        guard width >= 0 else { throw .outOfRange(.readableWidth) }
        views[name]?.readableWidth = width
        refreshGuideConstraints(of: name)
    }

    /// Sets a root's safe area insets (what a device's notch, bars and home indicator take).
    public func setSafeAreaInsets(_ name: String, _ insets: DirectionalInsets) throws(LayoutError) {
        let v = try view(name)
        guard v.parent == nil else {
            throw .safeAreaInsetsOfSubview(name)
        }
        guard insets.isFinite else { throw .nonFinite(.safeAreaInset) }
        guard [insets.top, insets.leading, insets.bottom, insets.trailing].allSatisfy({ $0 >= 0 }) else {
            throw .outOfRange(.safeAreaInset)
        }
        views[name]?.safeAreaInsets = insets
        refreshGuideConstraints(of: name)
        markUnsettledPreserving(below: name)
    }

    /// The constraints that hold a view's guides to it, as UIKit names them:
    /// `UIView-leftMargin-guide-constraint` `H:|-(8)-[guide]` and so on, and
    /// `UIViewSafeAreaLayoutGuide-top` `V:|-(47)-[guide]`. Leading and trailing follow the
    /// layout direction (UIKit prints `(LTR)` after such a constraint).
    func refreshGuideConstraints(of owner: String) {
        guard let v = views[owner] else { return }
        for guide in ViewGuide.allCases {
            let name = "\(owner).\(guide.rawValue)"
            guard views[name] != nil else { continue }
            let insets: DirectionalInsets
            let roles: (top: String, leading: String, bottom: String, trailing: String)
            switch guide {
            case .margins:
                // insetsLayoutMarginsFromSafeArea (true by default): "any margins that are
                // outside the safe area are automatically modified to fall within the safe
                // area boundary" (Apple's documentation). Only a root has a safe area here.
                insets = marginInsets(of: owner)
                roles = ("UIView-topMargin-guide-constraint", "UIView-leftMargin-guide-constraint",
                         "UIView-bottomMargin-guide-constraint", "UIView-rightMargin-guide-constraint")
            case .safeArea:
                insets = v.parent == nil ? v.safeAreaInsets : .zero
                roles = ("UIViewSafeAreaLayoutGuide-top", "UIViewSafeAreaLayoutGuide-left",
                         "UIViewSafeAreaLayoutGuide-bottom", "UIViewSafeAreaLayoutGuide-right")
            case .readable:
                refreshReadableGuideConstraints(of: owner, v)
                continue
            }
            let origin = ConstraintOrigin.guide(guide.identifier)
            setSystemConstraint(owner, roles.top, ConstraintSpec(Anchor(name, .top), .equal, Anchor(owner, .top), constant: insets.top),
                                origin: origin)
            setSystemConstraint(owner, roles.leading,
                                ConstraintSpec(Anchor(name, .leading), .equal, Anchor(owner, .leading), constant: insets.leading), origin: origin)
            setSystemConstraint(owner, roles.bottom,
                                ConstraintSpec(Anchor(owner, .bottom), .equal, Anchor(name, .bottom), constant: insets.bottom), origin: origin)
            setSystemConstraint(owner, roles.trailing,
                                ConstraintSpec(Anchor(owner, .trailing), .equal, Anchor(name, .trailing), constant: insets.trailing), origin: origin)
        }
    }
}

extension Scene {
    /// The insets of a view's margins guide: its margins (or those it preserves from its
    /// superview), kept inside a root's safe area as `insetsLayoutMarginsFromSafeArea` has
    /// them: "any margins that are outside the safe area are automatically modified to fall
    /// within the safe area boundary" (Apple's documentation). Only a root has a safe area here.
    func marginInsets(of name: String) -> DirectionalInsets {
        guard let v = views[name] else { return .zero }
        let m = preservedMargins[name] ?? v.layoutMargins, s = v.parent == nil ? v.safeAreaInsets : .zero
        return DirectionalInsets(top: max(m.top, s.top), leading: max(m.leading, s.leading),
                                 bottom: max(m.bottom, s.bottom), trailing: max(m.trailing, s.trailing))
    }

    /// The readable content guide in its view's margins guide: as tall as the margins, centred
    /// between them, as wide as they are up to the view's readable width (the width is pulled
    /// there at 999, so the margins win when they are narrower). UIKit computes the guide's
    /// frame in its layout pass and no real console log seen shows the names of its
    /// constraints: these identifiers are Trellis's, after the safe area guide's.
    static let readableWidthPriority = Priority(999)

    private func refreshReadableGuideConstraints(of owner: String, _ v: View) {
        let guide = "\(owner).\(ViewGuide.readable.rawValue)", margins = "\(owner).\(ViewGuide.margins.rawValue)"
        let origin = ConstraintOrigin.guide(ViewGuide.readable.identifier)
        let id = ViewGuide.readable.identifier
        let specs: [(String, ConstraintSpec)] = [
            ("\(id)-top", ConstraintSpec(Anchor(guide, .top), .equal, Anchor(margins, .top))),
            ("\(id)-bottom", ConstraintSpec(Anchor(margins, .bottom), .equal, Anchor(guide, .bottom))),
            ("\(id)-leading", ConstraintSpec(Anchor(guide, .leading), .greaterOrEqual, Anchor(margins, .leading))),
            ("\(id)-trailing", ConstraintSpec(Anchor(margins, .trailing), .greaterOrEqual, Anchor(guide, .trailing))),
            ("\(id)-centerX", ConstraintSpec(Anchor(guide, .centerX), .equal, Anchor(margins, .centerX))),
            ("\(id)-maxWidth", ConstraintSpec(Anchor(guide, .width), .lessOrEqual, constant: v.readableWidth)),
            ("\(id)-width", ConstraintSpec(Anchor(guide, .width), .equal, constant: v.readableWidth, priority: Self.readableWidthPriority)),
        ]
        for (role, spec) in specs { setSystemConstraint(owner, role, spec, origin: origin) }
    }
}
