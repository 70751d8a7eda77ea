import Cassowary

/// An axis of a view's hugging and compression resistance.
public enum Axis: String, Sendable, CaseIterable {
    case horizontal = "h"
    case vertical = "v"
}

extension Scene {
    public func setHidden(_ name: String, _ hidden: Bool) throws(LayoutError) {
        let v = try view(name)
        guard v.isHidden != hidden else { return }
        views[name]?.isHidden = hidden
        // A hidden arranged view leaves its stack's arrangement (UISV-hiding).
        rebuildArrangingStack(of: name)
    }

    public func setHugging(_ name: String, _ axis: Axis, _ priority: Priority) throws(LayoutError) {
        _ = try view(name)
        if axis == .horizontal { views[name]?.huggingHorizontal = priority } else { views[name]?.huggingVertical = priority }
        refreshIntrinsicSize(of: name)
    }

    public func setCompressionResistance(_ name: String, _ axis: Axis, _ priority: Priority) throws(LayoutError) {
        _ = try view(name)
        if axis == .horizontal { views[name]?.compressionHorizontal = priority } else { views[name]?.compressionVertical = priority }
        refreshIntrinsicSize(of: name)
    }

    /// Sets how far the view's frame reaches past its alignment rectangle (UIView's
    /// `alignmentRectInsets`): constraints place the rectangle, the frame is drawn around it.
    public func setAlignmentInsets(_ name: String, _ insets: DirectionalInsets) throws(LayoutError) {
        _ = try view(name)
        guard [insets.top, insets.leading, insets.bottom, insets.trailing].allSatisfy({ $0.isFinite && abs($0) <= 1_000 }) else {
            throw .outOfRange(.alignmentInsets)
        }
        views[name]?.alignmentInsets = insets
    }

    /// Sets an intrinsic size by hand (nil: back to what the view's kind gives).
    public func setIntrinsicSize(_ name: String, _ size: Size?) throws(LayoutError) {
        try setIntrinsicSize(name, size.map(IntrinsicSize.init))
    }

    /// Sets an intrinsic size by hand whose axes may be missing (UIKit's `noIntrinsicMetric`);
    /// nil: back to what the view's kind gives.
    public func setIntrinsicSize(_ name: String, _ size: IntrinsicSize?) throws(LayoutError) {
        _ = try view(name)
        if let size {
            guard [size.width, size.height].allSatisfy({ $0.map { $0.isFinite && $0 >= 0 } ?? true }) else {
                throw .outOfRange(.intrinsicSize)
            }
        }
        views[name]?.intrinsicOverride = size
        refreshIntrinsicSize(of: name)
    }

    public func setImageSize(_ name: String, _ size: Size) throws(LayoutError) {
        let v = try view(name)
        guard case .image = v.kind else { throw .notAnImage(name) }
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw .outOfRange(.imageSize)
        }
        views[name]?.kind = .image(size)
        refreshIntrinsicSize(of: name)
    }

    /// Changes a label's text, font, lines, wrapping, truncation or preferredMaxLayoutWidth:
    /// it is re-measured and its intrinsic size changes in place.
    public func updateLabel(_ name: String, _ change: (inout Label) -> Void) throws(LayoutError) {
        let v = try view(name)
        guard var label = v.label else { throw .notALabel(name) }
        change(&label)
        guard label.lines >= 0 else { throw .outOfRange(.lines) }
        if case .explicit(let w) = label.preferredMaxWidth, !(w.isFinite && w >= 0) {
            throw .outOfRange(.preferredMaxWidth)
        }
        do { _ = try label.font.resolve(category: category, in: fonts) } catch { throw .unresolvedFont(error) }
        views[name]?.kind = .label(label)
        // A label that wraps where the layout puts it starts its settling from its natural
        // size: measured there now, not at the width its old text settled at (which the
        // settling would throw away).
        if automaticWrapWidths[name] != nil { automaticWrapWidths[name] = nil }
        refreshIntrinsicSize(of: name)
    }

    /// Collapses a view (and so its subtree) out of the layout, or brings it back.
    ///
    /// Collapsed: its size is zero; the constants of the constraints whose first item it is
    /// (its own margins) count as zero; its own size constraints are suspended; other views
    /// keep their margins toward it. Un-collapsing restores every constant exactly.
    public func setCollapsed(_ name: String, _ collapsed: Bool) throws(LayoutError) {
        let v = try view(name)
        guard v.isCollapsed != collapsed else { return }
        views[name]?.isCollapsed = collapsed
        if collapsed { collapsedViews.insert(name) } else { collapsedViews.remove(name) }
        refreshCollapse(under: name)
        // A collapsed arranged view leaves its stack's arrangement as a hidden one does, and
        // so do the views of the stacks inside it.
        rebuildArrangingStack(of: name)
        for v in subtree(of: name) where views[v]?.stack != nil { rebuildStack(v) }
    }

    /// Re-applies the collapse rule to the constraints of a subtree after a change: size-zero
    /// constraints go before the view's own constraints come back, and come after they leave,
    /// so that the two never meet in a conflict.
    func refreshCollapse(under name: String) {
        let affected = subtree(of: name)
        let members = Set(affected)
        func setCollapseConstraints(collapsed wanted: Bool) {
            // An arranged view's stack collapses it (UISV-hiding along the axis; across, the
            // alignment): a size of zero at 999 would drag its siblings down with it.
            for view in affected where isCollapsed(view) == wanted && (!wanted || arrangingStack(of: view) == nil) {
                for attribute in [LayoutAttribute.width, .height] {
                    // At 999, not required: a collapsed view pinned to both edges of its
                    // superview keeps that width (it is not drawn) instead of a conflict.
                    setSystemConstraint(view, "collapse.\(attribute.name)",
                                        wanted ? ConstraintSpec(Anchor(view, attribute), .equal, constant: 0, priority: 999) : nil,
                                        origin: .collapse)
                }
            }
        }
        setCollapseConstraints(collapsed: false)
        for id in constraintOrder {
            guard let c = constraints[id], members.contains(c.spec.first.view), c.origin != .collapse else { continue }
            let suspended = isSuspended(id)
            if suspended, c.enforced != nil {
                unenforce(id)
            } else if !suspended, c.enforced == nil, c.wantsActive, c.state != .broken {
                enforce(id)
            } else if let enforced = c.enforced, solver(for: c.spec.first.view).constant(of: enforced) != -effectiveConstant(id) {
                do { try solver(for: c.spec.first.view).updateConstant(of: enforced, to: -effectiveConstant(id)) } catch { reenforce(id) }
            }
        }
        setCollapseConstraints(collapsed: true)
        retryBroken()
        markUnsettled(name)
    }
}
