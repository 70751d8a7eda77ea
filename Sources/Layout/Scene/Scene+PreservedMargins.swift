/// preservesSuperviewLayoutMargins: "When any of the superview's margins is inside the area
/// represented by the content view and its own margins, UIKit adjusts the content view's
/// layout to respect the superview's margins" (Apple's documentation). How far the superview's
/// margin reaches into a view depends on where the view is, which the layout decides: so the
/// margins are settled with the frames, as wrapping labels are (``layoutIfNeeded()``). Each pass sets
/// every preserving view's margins from its superview's margins and its frame in it, parents
/// first, until nothing changes; every settling starts from the views' own margins, so the
/// result is a function of the layout, not of the margins a view had before.
extension Scene {
    /// The preserving views of a tree in the order they were made: parents before children
    /// (each view's margins come from its superview's, which may be preserved too), and usually
    /// a view before the views placed from it, so that one pass settles a chain.
    func preservingViews(ofRoot root: String) -> [String] {
        guard !preservingViews.isEmpty else { return [] }
        return viewOrder.filter { preservingViews.contains($0) && self.root(of: $0) == root }
    }

    /// Back to their own margins (the start of every settling).
    func resetPreservedMargins(_ names: [String]) {
        for name in names where preservedMargins[name] != nil {
            preservedMargins[name] = nil
            refreshGuideConstraints(of: name)
        }
    }

    /// One pass: each view's margins, on each edge, are the larger of its own and what is left
    /// of its superview's margin past the distance between their edges. A view that sticks out
    /// of its superview (a negative distance) takes the superview's margin, no more: the
    /// margin never feeds the size that moves it without bound. Whether any changed.
    func updatePreservedMargins(_ names: [String]) -> Bool {
        var changed = false
        for name in names {
            guard let v = views[name], let parentName = v.parent, let p = views[parentName] else { continue }
            let outer = marginInsets(of: parentName)
            let x = value(v.left, of: name) - value(p.left, of: parentName)
            let y = value(v.top, of: name) - value(p.top, of: parentName)
            let right = value(p.width, of: parentName) - x - value(v.width, of: name)
            let bottom = value(p.height, of: parentName) - y - value(v.height, of: name)
            let (leadingGap, trailingGap) = direction == .leftToRight ? (x, right) : (right, x)
            let own = v.layoutMargins
            let margins = DirectionalInsets(top: max(own.top, outer.top - max(0, y)),
                                            leading: max(own.leading, outer.leading - max(0, leadingGap)),
                                            bottom: max(own.bottom, outer.bottom - max(0, bottom)),
                                            trailing: max(own.trailing, outer.trailing - max(0, trailingGap)))
            let current = preservedMargins[name] ?? own
            let moved = [(current.top, margins.top), (current.leading, margins.leading), (current.bottom, margins.bottom),
                         (current.trailing, margins.trailing)].contains { abs($0.0 - $0.1) > 1e-6 }
            guard moved else { continue }
            preservedMargins[name] = margins == own ? nil : margins
            refreshGuideConstraints(of: name)
            changed = true
        }
        return changed
    }

    /// A change to a view's margins moves the margins its subviews preserve.
    func markUnsettledPreserving(below name: String) {
        if !preservingViews.isEmpty { markUnsettled(name) }
    }

    /// The margins a view has now: its own, or those it preserves from its superview.
    public func layoutMargins(of name: String) throws(LayoutError) -> DirectionalInsets {
        let v = try view(name)
        assertLaidOut(name)
        return preservedMargins[name] ?? v.layoutMargins
    }
}
