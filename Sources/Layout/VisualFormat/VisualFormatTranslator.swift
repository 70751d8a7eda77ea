import Cassowary

/// Turns a parsed format into the constraints UIKit would create for it.
///
/// The items, attributes and order follow Auto Layout's parser:
/// - A connection relates the element after it to the element before it:
///   `after.leading relation before.trailing + constant`. So `[a]-8-[b]` is
///   `b.leading == a.trailing + 8`, `|-6-[a]` is `a.leading == superview.leading + 6`, and
///   `[a]-6-|` is `superview.trailing == a.trailing + 6`; a relation keeps its direction
///   (`[a]-(>=8)-|` is `superview.trailing >= a.trailing + 8`). `V:` uses bottom/top; with
///   baseline spacing, a view's side is its baseline instead (last baseline of the upper view,
///   first of the lower), toward the superview too: `V:|-[a]` is `a.firstBaseline == superview.top + 20`.
///   Left-to-right uses left/right; right-to-left also swaps the two elements, so `[a]-8-[b]`
///   is `a.left == b.right + 8`.
/// - A view's predicate is `view.width relation constant` (height in `V:`), or
///   `view.width relation other.width` when it names a view.
/// - An alignment option adds `left.attribute == right.attribute` for every pair of
///   neighbouring views (right-to-left `H:`: `right.attribute == left.attribute`), after all
///   the other constraints, connection by connection, in ascending attribute order.
struct VisualFormatTranslator {
    let environment: VisualFormatEnvironment

    func constraints(for format: VisualFormat) throws(VisualFormatError) -> [VisualFormatConstraint] {
        let axis = format.orientation
        // (Made to size, and appended to in place: an array for each connection's constraints
        // and another to join them cost a line of two views some 4 k instructions.)
        var constraints: [VisualFormatConstraint] = []
        constraints.reserveCapacity(format.connections.count + 1)
        var alignments: [VisualFormatConstraint] = []
        if let first = format.elements.first?.view {
            let sizes = try sizeConstraints(of: first, along: axis)
            if !sizes.isEmpty { constraints += sizes }
        }
        // The same order of checks as the parser's: the connection's predicates, the view after
        // it, then the connection as a whole.
        let neighbours = zip(format.elements, format.elements.dropFirst())
        for (connection, (before, after)) in zip(format.connections, neighbours) {
            let spacings = try resolveSpacings(of: connection)
            var sizes: [VisualFormatConstraint] = []
            if let view = after.view { sizes = try sizeConstraints(of: view, along: axis) }
            try environment.checkConnection(from: before, to: after, orientation: axis)
            appendSpacingConstraints(before, connection, after, spacings, along: axis, to: &constraints)
            if !sizes.isEmpty { constraints += sizes }
            let aligned = alignmentConstraints(before, after, along: axis)
            if !aligned.isEmpty { alignments += aligned }
        }
        if !alignments.isEmpty { constraints += alignments }
        return constraints
    }

    // MARK: - Sizes

    private func sizeConstraints(
        of view: VisualFormat.View, along axis: LayoutAttribute.Axis
    ) throws(VisualFormatError) -> [VisualFormatConstraint] {
        try environment.checkView(named: view.name, at: view.nameRange)
        let size = LayoutAttribute.size(along: axis)
        var constraints: [VisualFormatConstraint] = []
        for predicate in view.predicates {
            let object = try environment.resolveObject(predicate.object, at: predicate.objectRange, in: .size)
            let priority = try resolvePriority(of: predicate)
            var constraint = VisualFormatConstraint(
                firstItem: .view(view.name), firstAttribute: size, relation: predicate.relation,
                secondItem: nil, secondAttribute: nil, constant: 0, priority: priority,
                kind: .size, sourceRange: predicate.range)
            switch object {
            case .constant(let value):
                constraint.constant = value
            case .view(let other):
                constraint.secondItem = .view(other)
                constraint.secondAttribute = size
            }
            constraints.append(constraint)
        }
        return constraints
    }

    // MARK: - Spacing

    /// A connection's constraints before they know their items.
    private struct Spacing {
        var relation: Relation
        var constant: Double?  // nil: the standard spacing
        var priority: Priority
        var sourceRange: Range<Int>?  // nil: the flush joint
    }

    private func resolveSpacings(of connection: VisualFormat.Connection) throws(VisualFormatError) -> [Spacing] {
        switch connection.spacing {
        case .flush:
            return [Spacing(relation: .equal, constant: 0, priority: .required, sourceRange: nil)]
        case .standard:
            return [Spacing(relation: .equal, constant: nil, priority: .required, sourceRange: connection.range)]
        case .predicates(let predicates):
            var spacings: [Spacing] = []
            for predicate in predicates {
                let object = try environment.resolveObject(predicate.object, at: predicate.objectRange, in: .spacing)
                let priority = try resolvePriority(of: predicate)
                guard case .constant(let value) = object else { continue }  // views are refused above
                spacings.append(Spacing(
                    relation: predicate.relation, constant: value, priority: priority, sourceRange: predicate.range))
            }
            return spacings
        }
    }

    private func appendSpacingConstraints(
        _ before: VisualFormat.Element, _ connection: VisualFormat.Connection, _ after: VisualFormat.Element,
        _ spacings: [Spacing], along axis: LayoutAttribute.Axis, to out: inout [VisualFormatConstraint]
    ) {
        let options = environment.options
        // Right to left: the element written first is the one further right.
        let swaps = axis == .horizontal && options.direction == .rightToLeft
        let (earlier, later) = swaps ? (after, before) : (before, after)
        let edges = connectionEdges(earlierIsView: earlier.view != nil, laterIsView: later.view != nil, along: axis)
        let touchesSuperview = before.view == nil || after.view == nil
        let standard = touchesSuperview ? options.standardSuperviewSpacing : options.standardSpacing
        let joint = max(before.range.upperBound - 1, 0)..<after.range.lowerBound + 1

        for spacing in spacings {
            out.append(VisualFormatConstraint(
                firstItem: item(later), firstAttribute: edges.later, relation: spacing.relation,
                secondItem: item(earlier), secondAttribute: edges.earlier,
                constant: spacing.constant ?? standard, priority: spacing.priority, kind: .spacing,
                isStandardSpacing: spacing.constant == nil, sourceRange: spacing.sourceRange ?? joint))
        }
    }

    /// The edge of the earlier element (a view's far edge, or the superview's near edge) and of
    /// the later one (a view's near edge, or the superview's far edge).
    private func connectionEdges(
        earlierIsView: Bool, laterIsView: Bool, along axis: LayoutAttribute.Axis
    ) -> (earlier: LayoutAttribute, later: LayoutAttribute) {
        let options = environment.options
        switch axis {
        case .horizontal:
            let leftRight = options.direction != .leadingToTrailing
            let start: LayoutAttribute = leftRight ? .left : .leading
            let end: LayoutAttribute = leftRight ? .right : .trailing
            return (earlierIsView ? end : start, laterIsView ? start : end)
        case .vertical:
            let baselines = options.spacing == .baselineToBaseline
            return (
                earlierIsView ? (baselines ? .lastBaseline : .bottom) : .top,
                laterIsView ? (baselines ? .firstBaseline : .top) : .bottom
            )
        }
    }

    // MARK: - Alignment

    private func alignmentConstraints(
        _ before: VisualFormat.Element, _ after: VisualFormat.Element, along axis: LayoutAttribute.Axis
    ) -> [VisualFormatConstraint] {
        guard let left = before.view, let right = after.view else { return [] }
        let options = environment.options
        let swaps = axis == .horizontal && options.direction == .rightToLeft
        let (first, second) = swaps ? (right, left) : (left, right)
        return options.alignment.attributes.map { attribute in
            VisualFormatConstraint(
                firstItem: .view(first.name), firstAttribute: attribute, relation: .equal,
                secondItem: .view(second.name), secondAttribute: attribute, constant: 0,
                kind: .alignment, sourceRange: left.range.lowerBound..<right.range.upperBound)
        }
    }

    // MARK: - Helpers

    private func item(_ element: VisualFormat.Element) -> VisualFormatConstraint.Item {
        element.view.map { .view($0.name) } ?? .superview
    }

    private func resolvePriority(of predicate: VisualFormat.Predicate) throws(VisualFormatError) -> Priority {
        guard let term = predicate.priority, let range = predicate.priorityRange else { return .required }
        return try environment.resolvePriority(term, at: range)
    }
}
