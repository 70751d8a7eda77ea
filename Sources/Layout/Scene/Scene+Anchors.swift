import Cassowary

// An attribute of a view (left, baseline, width…) as the solver's variables make it.

extension Scene {
    /// What an attribute is made of, in root coordinates: `base + k × extra` (right is left +
    /// 1 × width; a width, or a label's baseline, one variable). Nil for an unknown view.
    struct AnchorParts {
        let base: Variable
        let extra: Variable?
        let k: Double
        /// An edge or centre along x: what reading right to left measures the other way.
        let isHorizontalLocation: Bool
    }

    /// Right to left, leading is the right edge and trailing the left one.
    func anchorParts(_ anchor: Anchor) -> AnchorParts? {
        guard let v = variables(of: anchor.view) else { return nil }
        let ltr = direction == .leftToRight
        func x(_ base: Variable, _ extra: Variable? = nil, _ k: Double = 1) -> AnchorParts {
            AnchorParts(base: base, extra: extra, k: k, isHorizontalLocation: true)
        }
        func other(_ base: Variable, _ extra: Variable? = nil, _ k: Double = 1) -> AnchorParts {
            AnchorParts(base: base, extra: extra, k: k, isHorizontalLocation: false)
        }
        switch anchor.attribute {
        case .left: return x(v.left)
        case .right: return x(v.left, v.width)
        case .centerX: return x(v.left, v.width, 0.5)
        case .leading: return ltr ? x(v.left) : x(v.left, v.width)
        case .trailing: return ltr ? x(v.left, v.width) : x(v.left)
        case .top: return other(v.top)
        case .bottom: return other(v.top, v.height)
        case .width: return other(v.width)
        case .height: return other(v.height)
        case .centerY: return other(v.top, v.height, 0.5)
        case .firstBaseline: return views[anchor.view]?.isLabel == true ? other(v.firstBaseline) : other(v.top, v.height)
        case .lastBaseline: return views[anchor.view]?.isLabel == true ? other(v.lastBaseline) : other(v.top, v.height)
        }
    }

    /// The attribute as a linear expression of the solver's variables (root coordinates). With
    /// `mirrored`, horizontal locations are measured the other way (x → −x): a constraint that
    /// uses leading or trailing reads in the direction of the text, so `b.leading == a.trailing
    /// + 10` puts b 10 points further along, which right to left is further left.
    func expression(_ anchor: Anchor, mirrored: Bool = false) -> LinearExpression? {
        guard let parts = anchorParts(anchor) else { return nil }
        var e = LinearExpression(parts.base)
        if let extra = parts.extra { e = e + parts.k * extra }
        return mirrored && parts.isHorizontalLocation ? -e : e
    }

    /// The value ``expression(_:mirrored:)`` has in `solver` (0 for each variable without
    /// one), summed as its terms would be, without building it.
    func solvedValue(of anchor: Anchor, in solver: Solver?) -> Double? {
        guard let parts = anchorParts(anchor) else { return nil }
        let base = 0 + 1 * (solver?.value(of: parts.base) ?? 0)
        guard let extra = parts.extra else { return base }
        return base + parts.k * (solver?.value(of: extra) ?? 0)
    }

    /// Whether a constraint is read in the text's direction (right to left, with leading or trailing).
    func isMirrored(_ spec: ConstraintSpec) -> Bool {
        guard direction == .rightToLeft else { return false }
        return spec.first.attribute.isDirectional || spec.second?.attribute.isDirectional == true
    }

    /// The solved value of an attribute (before rounding to pixels), as a position in x or y.
    public func value(of anchor: Anchor) throws(LayoutError) -> Double {
        _ = try view(anchor.view)
        assertLaidOut(anchor.view)
        guard let e = expression(anchor) else { return 0 }
        return e.terms.reduce(e.constant) { $0 + $1.coefficient * value($1.variable, of: anchor.view) }
    }
}
