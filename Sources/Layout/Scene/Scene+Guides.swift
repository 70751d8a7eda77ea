import Cassowary

/// The layout guides every view has, made when first used (as UIKit makes `layoutMarginsGuide`
/// on first access): `VIEW.margins` (UIViewLayoutMarginsGuide, inset by the view's margins)
/// and `VIEW.safeArea` (UIViewSafeAreaLayoutGuide, inset by a root's safe area insets), tied
/// to the view under UIKit's names; and guides of the user's own (`guide NAME in VIEW`).
extension Scene {
    /// The kinds of guide a view has, by the suffix of their names.
    public enum ViewGuide: String, Sendable, CaseIterable {
        case margins
        case safeArea

        /// UIKit's identifier of the guide.
        var identifier: String {
            switch self {
            case .margins: return "UIViewLayoutMarginsGuide"
            case .safeArea: return "UIViewSafeAreaLayoutGuide"
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
                if try ensureViewGuide(anchor.view) { made.append(anchor.view) }
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

    /// Makes `VIEW.margins` or `VIEW.safeArea` if the name is one and it does not exist yet;
    /// whether it made it. A guide of a view that does not exist is that view's error.
    @discardableResult
    func ensureViewGuide(_ name: String) throws(LayoutError) -> Bool {
        guard views[name] == nil, let (owner, guide) = Self.splitGuideName(name) else { return false }
        guard let v = views[owner] else { throw .unknownView(owner, suggestion: suggestView(owner)) }
        guard !v.isGuide else { return false }
        try addView(name, kind: .guide(guide.identifier), parent: owner)
        refreshGuideConstraints(of: owner)
        return true
    }

    /// `guide NAME in VIEW`: a guide of the user's, with no constraints of its own.
    public func addGuide(_ name: String, in owner: String) throws(LayoutError) {
        _ = try view(owner)
        try addView(name, kind: .guide(""), parent: owner)
    }

    /// Sets a view's margins (directionalLayoutMargins); its margins guide follows in place.
    public func setLayoutMargins(_ name: String, _ margins: DirectionalInsets) throws(LayoutError) {
        let v = try view(name)
        guard !v.isGuide else { throw .invalidValue("a guide has no margins of its own") }
        guard margins.isFinite else { throw .nonFinite("a margin") }
        views[name]?.layoutMargins = margins
        refreshGuideConstraints(of: name)
    }

    /// Sets a root's safe area insets (what a device's notch, bars and home indicator take).
    public func setSafeAreaInsets(_ name: String, _ insets: DirectionalInsets) throws(LayoutError) {
        let v = try view(name)
        guard v.parent == nil else {
            throw .invalidValue("only a root has safe area insets (a device gives them); \(name)'s safe area guide is its bounds")
        }
        guard insets.isFinite else { throw .nonFinite("a safe area inset") }
        guard [insets.top, insets.leading, insets.bottom, insets.trailing].allSatisfy({ $0 >= 0 }) else {
            throw .invalidValue("a safe area inset is at least 0")
        }
        views[name]?.safeAreaInsets = insets
        refreshGuideConstraints(of: name)
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
                let m = v.layoutMargins, s = v.parent == nil ? v.safeAreaInsets : .zero
                insets = DirectionalInsets(top: max(m.top, s.top), leading: max(m.leading, s.leading),
                                           bottom: max(m.bottom, s.bottom), trailing: max(m.trailing, s.trailing))
                roles = ("UIView-topMargin-guide-constraint", "UIView-leftMargin-guide-constraint",
                         "UIView-bottomMargin-guide-constraint", "UIView-rightMargin-guide-constraint")
            case .safeArea:
                insets = v.parent == nil ? v.safeAreaInsets : .zero
                roles = ("UIViewSafeAreaLayoutGuide-top", "UIViewSafeAreaLayoutGuide-left",
                         "UIViewSafeAreaLayoutGuide-bottom", "UIViewSafeAreaLayoutGuide-right")
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
