import Cassowary

/// The layout pass: the one point where a scene's labels settle at the widths the layout gives
/// them (and preserved margins follow the frames). A change only marks its tree; the pass runs
/// when ``Scene/layoutIfNeeded()`` is called, as UIKit lays out once after a run of changes
/// rather than at each one. The queries (`frame`, `value`, `ambiguities`, `constraintsAffecting`,
/// `intrinsicSize`, `layoutMargins`, `snapshot`) never run it: they answer for the layout as
/// the last pass left it, and a debug build stops a query asked of a tree that changed since.
extension Scene {
    /// Whether a change since the last layout pass has yet to be laid out.
    public var needsLayout: Bool { !unsettledRoots.isEmpty }

    /// Whether the tree that holds `view` changed since the last layout pass.
    public func needsLayout(_ view: String) -> Bool { unsettledRoots.contains(root(of: view)) }

    /// A query's contract: the tree it reads (every tree, for nil) has been laid out.
    func assertLaidOut(_ view: String? = nil, _ query: StaticString = #function) {
        assert(view.map { !needsLayout($0) } ?? !needsLayout, "\(query) read a layout that changed since layoutIfNeeded()")
    }

    /// Lays out every tree changed since the last pass. It settles labels that wrap at the width
    /// the layout gives them (and margins preserved from a superview, which depend on frames
    /// too: Scene+PreservedMargins.swift) as UIKit's two-pass layout does: first every such
    /// label asks for its natural one-line size, the layout is solved, then each wraps at the width it got, and again until nothing changes. Every pass starts
    /// from the natural size, so the result is the same whatever came before (a label never
    /// stays narrow, or wide, because it once was). Only the trees changed since they were last
    /// settled are settled: constraints never cross trees, so a change cannot move another.
    public func layoutIfNeeded() {
        guard !unsettledRoots.isEmpty else { return }
        // Conflicts met on the way (a label at its natural width, before it wraps) are only
        // reported if they are still there at the end.
        let mark = beginTransientChanges()
        let roots = unsettledRoots.sorted()
        for root in roots { settleTree(root, fromNatural: true) }
        unsettledRoots.subtract(roots)
        endTransientChanges(mark)
    }

    /// Lays out the tree that holds `view`, if it changed, from the widths its labels wrap at
    /// now instead of their natural sizes: for a change made to a settled layout that is known to leave the
    /// labels' widths where they are, or to move them only from there (a table cell placed in
    /// its row at a height). Still a function of the layout it starts from and the change.
    public func layoutIfNeeded(keepingWrapWidthsOf view: String) {
        let root = root(of: view)
        guard unsettledRoots.contains(root) else { return }
        let mark = beginTransientChanges()
        settleTree(root, fromNatural: false)
        unsettledRoots.remove(root)
        endTransientChanges(mark)
    }

    /// Marks the tree that holds `name` as changed: its labels settle again at the next layout pass.
    func markUnsettled(_ name: String) {
        markUnsettled(root: root(of: name))
    }

    private func settleTree(_ root: String, fromNatural: Bool) {
        var automatic: [String] = []
        rebuildingStacksOnce {
            for name in labelsOfRoot[root] ?? [] {
                guard let view = views[name], let label = view.label else { continue }
                if view.intrinsicOverride == nil, label.preferredMaxWidth == .automatic, label.lines != 1, !isCollapsed(name) {
                    automatic.append(name)
                }
                // Back to the natural size (a label that no longer wraps automatically, too: its
                // baselines were measured at the old width).
                if fromNatural, automaticWrapWidths[name] != nil {
                    automaticWrapWidths[name] = nil
                    refreshIntrinsicSize(of: name)
                }
            }
        }
        let preserving = preservingViews(ofRoot: root)
        if fromNatural { resetPreservedMargins(preserving) }
        guard !automatic.isEmpty || !preserving.isEmpty else { return }
        for _ in 0..<8 {
            var changed = false
            rebuildingStacksOnce {
                for name in automatic {
                    guard let v = views[name] else { continue }
                    let width = value(v.width, of: name)
                    let current = automaticWrapWidths[name] ?? nil
                    if current.map({ abs($0 - width) > 1e-6 }) ?? true {
                        automaticWrapWidths[name] = width
                        refreshIntrinsicSize(of: name)
                        changed = true
                    }
                }
            }
            if updatePreservedMargins(preserving) { changed = true }
            if !changed { break }
        }
    }
}
