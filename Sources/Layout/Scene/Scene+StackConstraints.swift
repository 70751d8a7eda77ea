import Cassowary

/// The constraints a stack view makes, as UIKit makes them and under UIKit's identifiers.
///
/// Along the axis (the distribution): `UISV-canvas-connection` ties the stack's leading (top)
/// to the first visible arranged view and its trailing (bottom) to the last; `UISV-spacing`
/// puts each arranged view `spacing` after the one before (`>=` for equalSpacing and
/// equalCentering), where a hidden view's spacing is shared half and half by its two links
/// and a link at the edge of the visible ones is 0; `UISV-hiding` makes a hidden view 0 long;
/// `UISV-fill-equally`, `UISV-fill-proportionally` (999, 998, … by position) and the gap
/// guides of `UISV-distributing-edge` with their equal lengths (149 when centring) and
/// `UISV-canvas-fit` (49) do the rest.
///
/// Across the axis (the alignment): `fill` ties the first arranged view to both edges and the
/// others to it (`UISV-alignment`); every other alignment spans the visible views with a guide
/// (`UISV-alignment-spanner`: `UISV-spanning-boundary` at 999.5 on the aligned edge, `<=`/`>=`
/// on the others, `UISV-spanning-fit` at 51), ties the stack to it and to the first view, and
/// lets each view shrink across at 25 (`UISV-ambiguity-suppression`).
///
/// Facts from UIKit's console logs, and from Arranged (a reimplementation checked against
/// UIStackView's constraints, github.com/kean/Arranged); the code is this project's.
struct StackPlan {
    struct Item {
        /// The scene's role for it (`UISV-spacing.b`); the constraint is `STACK.ROLE`.
        var role: String
        /// UIKit's identifier (`UISV-spacing`).
        var identifier: String
        var spec: ConstraintSpec
    }
    var guides: [(name: String, identifier: String)] = []
    var constraints: [Item] = []
}

extension Scene {
    /// UIKit's priority of a spanning boundary on the aligned edge.
    static let spanningPriority = Priority(999.5) ?? .required

    /// The guides and constraints `stack` wants now; from `start` on, the constraints of the
    /// arranged views before `start` left out (they stay as they are: ``rebuildStack(_:appendedAfter:)``
    /// asks only for what views appended at the end change). The stack's own constraints (its
    /// connections, fits and guides) are always in the plan.
    func stackPlan(_ stack: String, _ arrangement: StackArrangement, from requestedStart: Int = 0) -> StackPlan {
        // A proportional or spreading distribution relates every view to all the others: its
        // plan is whole.
        let partial = requestedStart > 0 && (arrangement.distribution == .fill || arrangement.distribution == .fillEqually)
        // Every arranged view is a subview (`arrange` checks it, and a removed view leaves
        // the list): a part plan does not build the set of subviews again.
        let children = partial ? [] : Set(views[stack]?.children ?? [])
        let items = partial ? arrangement.arranged : arrangement.arranged.filter { children.contains($0) }
        let start = partial ? min(requestedStart, items.count) : 0
        let firstVisible = items.first { !isOutOfArrangement($0) }
        let lastVisible = items.last { !isOutOfArrangement($0) }
        // The visible views from `start` on: all of them for a whole plan.
        let visible = items[start...].filter { !isOutOfArrangement($0) }
        let names = StackAxisNames(arrangement.axis)
        var plan = StackPlan()
        let spanner = "\(stack).spanner"
        // The canvas the connections tie to: the stack, or its margins guide.
        let canvas = arrangement.marginsRelative ? "\(stack).\(ViewGuide.margins.rawValue)" : stack
        var needsSpanner = false

        func add(_ role: String, _ identifier: String, _ spec: ConstraintSpec) {
            plan.constraints.append(StackPlan.Item(role: "\(identifier).\(role)", identifier: identifier, spec: spec))
        }
        func relate(_ a: String, _ aAttr: LayoutAttribute, _ relation: Relation, _ b: String, _ bAttr: LayoutAttribute,
                    multiplier: Double = 1, constant: Double = 0, priority: Priority = .required) -> ConstraintSpec {
            ConstraintSpec(Anchor(a, aAttr), relation, Anchor(b, bAttr), multiplier: multiplier, constant: constant, priority: priority)
        }
        func equal(_ a: String, _ aAttr: LayoutAttribute, _ b: String, _ bAttr: LayoutAttribute) -> ConstraintSpec {
            relate(a, aAttr, .equal, b, bAttr)
        }
        func size(_ v: String, _ attr: LayoutAttribute, _ constant: Double, priority: Priority = .required) -> ConstraintSpec {
            ConstraintSpec(Anchor(v, attr), .equal, constant: constant, priority: priority)
        }

        // MARK: Along the axis
        if let first = firstVisible {
            add(names.start.name, "UISV-canvas-connection", equal(canvas, names.start, first, names.start))
        } else if !items.isEmpty {
            needsSpanner = true
            add(names.start.name, "UISV-canvas-connection", equal(canvas, names.start, spanner, names.start))
            add(names.end.name, "UISV-canvas-connection", equal(canvas, names.end, spanner, names.end))
        }
        let spreading = arrangement.distribution == .equalSpacing || arrangement.distribution == .equalCentering
        let baselines = arrangement.baselineRelative && arrangement.axis == .vertical
        for index in max(0, start - 1)..<max(0, items.count - 1) {
            let (previous, current) = (items[index], items[index + 1])
            let constant = spacingConstant(previousAt: index, current, items: items, firstVisible: firstVisible,
                                           lastVisible: lastVisible, arrangement)
            add(current, "UISV-spacing", relate(current, baselines ? .firstBaseline : names.start, spreading ? .greaterOrEqual : .equal,
                                                previous, baselines ? .lastBaseline : names.end, constant: constant))
        }
        for item in items[start...] where isOutOfArrangement(item) {
            add(item, "UISV-hiding", size(item, names.size, 0))
        }
        // The end after the spacings: tied first, it defined the last view's place by the
        // stack's length, and each spacing then wrote the views above into the solver's row of
        // that length (arranging N views at once cost N²).
        if let last = lastVisible {
            add(names.end.name, "UISV-canvas-connection", equal(canvas, names.end, last, names.end))
        }
        switch arrangement.distribution {
        case .fill:
            break
        case .fillEqually:
            if let firstVisible {
                addEqualLengths(firstVisible, visible.filter { $0 != firstVisible }, "UISV-fill-equally", names.size,
                                priority: .required, add)
            }
        case .fillProportionally:
            addProportionalLengths(stack, visible, arrangement, names, add)
        case .equalSpacing, .equalCentering:
            let centring = arrangement.distribution == .equalCentering
            var gaps: [String] = []
            for (index, (previous, next)) in zip(visible, visible.dropFirst()).enumerated() {
                let gap = "\(stack).gap\(index + 1)"
                gaps.append(gap)
                plan.guides.append((gap, "UISV-distributing"))
                let from: LayoutAttribute = centring ? names.center : (baselines ? .lastBaseline : names.end)
                let to: LayoutAttribute = centring ? names.center : (baselines ? .firstBaseline : names.start)
                add("gap\(index + 1).\(names.start.name)", "UISV-distributing-edge", equal(gap, names.start, previous, from))
                add("gap\(index + 1).\(names.end.name)", "UISV-distributing-edge", equal(gap, names.end, next, to))
            }
            addEqualLengths(gaps, "UISV-fill-equally", names.size, priority: centring ? 149 : .required, add)
            if firstVisible != nil { add(names.size.name, "UISV-canvas-fit", size(stack, names.size, 0, priority: 49)) }
        }

        // MARK: Across the axis
        let alignment = arrangement.alignment
        let ignored = (alignment == .firstBaseline || alignment == .lastBaseline) && arrangement.axis == .vertical
        if let first = items.first {
            if alignment == .fill && firstVisible != nil {
                add(names.across.start.name, "UISV-canvas-connection", equal(canvas, names.across.start, first, names.across.start))
                add(names.across.end.name, "UISV-canvas-connection", equal(canvas, names.across.end, first, names.across.end))
            } else {
                needsSpanner = true
                let s = names.across.start, e = names.across.end
                switch (firstVisible == nil || ignored) ? .fill : alignment {
                case .leading:
                    add(s.name, "UISV-canvas-connection", equal(canvas, s, first, s))
                    add(e.name, "UISV-canvas-connection", equal(canvas, e, spanner, e))
                case .trailing:
                    add(s.name, "UISV-canvas-connection", equal(canvas, s, spanner, s))
                    add(e.name, "UISV-canvas-connection", equal(canvas, e, first, e))
                case .firstBaseline:
                    add(s.name, "UISV-canvas-connection", relate(canvas, s, .lessOrEqual, first, s))
                    add(e.name, "UISV-canvas-connection", equal(canvas, e, spanner, e))
                    add(names.across.size.name, "UISV-canvas-fit", size(stack, names.across.size, 0, priority: 49))
                case .lastBaseline:
                    add(s.name, "UISV-canvas-connection", equal(canvas, s, spanner, s))
                    add(e.name, "UISV-canvas-connection", relate(canvas, e, .greaterOrEqual, first, e))
                    add(names.across.size.name, "UISV-canvas-fit", size(stack, names.across.size, 0, priority: 49))
                case .center:
                    add(s.name, "UISV-canvas-connection", equal(canvas, s, spanner, s))
                    add(e.name, "UISV-canvas-connection", equal(canvas, e, spanner, e))
                    add(names.across.center.name, "UISV-canvas-connection", equal(canvas, names.across.center, first, names.across.center))
                case .fill:
                    add(s.name, "UISV-canvas-connection", equal(canvas, s, spanner, s))
                    add(e.name, "UISV-canvas-connection", equal(canvas, e, spanner, e))
                }
                for item in visible {
                    let leadingAligned = alignment == .leading && !ignored, trailingAligned = alignment == .trailing && !ignored
                    add("\(item).\(s.name)", "UISV-spanning-boundary",
                        relate(spanner, s, leadingAligned ? .equal : .lessOrEqual, item, s, priority: leadingAligned ? Self.spanningPriority : .required))
                    add("\(item).\(e.name)", "UISV-spanning-boundary",
                        relate(spanner, e, trailingAligned ? .equal : .greaterOrEqual, item, e, priority: trailingAligned ? Self.spanningPriority : .required))
                }
                add(names.across.size.name, "UISV-spanning-fit", size(spanner, names.across.size, 0, priority: 51))
                if alignment != .fill {
                    for item in items[start...] {
                        add(item, "UISV-ambiguity-suppression", size(item, names.across.size, 0, priority: 25))
                    }
                }
            }
            // The views tied to the first after the stack is tied to it: the other way round,
            // each tie wrote every view tied before into the solver's rows (N² for N views).
            if !ignored {
                for item in items[max(1, start)...] {
                    for attribute in alignedAttributes(alignment, names) {
                        add("\(item).\(attribute.name)", "UISV-alignment", equal(first, attribute, item, attribute))
                    }
                }
            }
        }
        if needsSpanner { plan.guides.insert((spanner, "UISV-alignment-spanner"), at: 0) }
        return plan
    }

    /// The constant of the spacing from `previous` to `current`: 0 at the edge of the visible
    /// views; otherwise the spacing after the visible view that starts the run, of which each
    /// link that touches a hidden view takes half (a hidden view between two visible ones
    /// leaves one spacing between them, as UIKit does).
    /// (`index` is the previous view's place in `items`: finding it there made a rebuild of N
    /// views cost N², and arranging 2,000 labels a hundred at a time took 0.9 s.)
    private func spacingConstant(previousAt index: Int, _ current: String, items: [String], firstVisible: String?,
                                 lastVisible: String?, _ arrangement: StackArrangement) -> Double {
        let previous = items[index]
        if current == firstVisible || previous == lastVisible { return 0 }
        let runStart = items[...index].last { !isOutOfArrangement($0) }
        let base = runStart.map { arrangement.spacing(after: $0) } ?? arrangement.spacing
        let hidden = [previous, current].filter(isOutOfArrangement).count
        return base - base / 2 * Double(hidden)
    }

    /// Hidden, or collapsed (itself or with an ancestor): out of the arrangement.
    func isOutOfArrangement(_ view: String) -> Bool {
        views[view]?.isHidden == true || isCollapsed(view)
    }

    private func alignedAttributes(_ alignment: StackAlignment, _ names: StackAxisNames) -> [LayoutAttribute] {
        switch alignment {
        case .fill: return [names.across.start, names.across.end]
        case .leading: return [names.across.start]
        case .trailing: return [names.across.end]
        case .center: return [names.across.center]
        case .firstBaseline: return [.firstBaseline]
        case .lastBaseline: return [.lastBaseline]
        }
    }

    private func addEqualLengths(_ list: [String], _ identifier: String, _ attribute: LayoutAttribute, priority: Priority,
                                 _ add: (String, String, ConstraintSpec) -> Void) {
        guard let first = list.first else { return }
        addEqualLengths(first, list.dropFirst(), identifier, attribute, priority: priority, add)
    }

    /// Each of `others` as long as `first`.
    private func addEqualLengths(_ first: String, _ others: some Sequence<String>, _ identifier: String,
                                 _ attribute: LayoutAttribute, priority: Priority,
                                 _ add: (String, String, ConstraintSpec) -> Void) {
        for other in others {
            add(other, identifier, ConstraintSpec(Anchor(other, attribute), .equal, Anchor(first, attribute), priority: priority))
        }
    }

    /// Each visible view as long as its share of the intrinsic lengths and the spacings,
    /// times the stack's length; a view without an intrinsic length is 0 long; with none at
    /// all, equal lengths.
    private func addProportionalLengths(_ stack: String, _ visible: [String], _ arrangement: StackArrangement,
                                        _ names: StackAxisNames, _ add: (String, String, ConstraintSpec) -> Void) {
        func length(_ v: String) -> Double? {
            guard let size = computeIntrinsicSize(of: v) else { return nil }
            guard let value = names.size == .width ? size.width : size.height else { return nil }
            return value > 0 ? value : nil
        }
        let proportional = visible.filter { length($0) != nil }
        guard !proportional.isEmpty else {
            addEqualLengths(visible, "UISV-fill-equally", names.size, priority: .required, add)
            return
        }
        let total = proportional.reduce(arrangement.spacing * Double(visible.count - 1)) { $0 + (length($1) ?? 0) }
        let single = proportional.count == 1 && (visible.count == 1 || arrangement.spacing == 0)
        var priority = 999.0
        for v in visible {
            if let value = length(v), total > 0 {
                add(v, "UISV-fill-proportionally",
                    ConstraintSpec(Anchor(v, names.size), .equal, Anchor(stack, names.size), multiplier: value / total,
                                   priority: single ? .required : (Priority(priority) ?? 1)))
            } else {
                add(v, "UISV-fill-proportionally", ConstraintSpec(Anchor(v, names.size), .equal, constant: 0))
            }
            priority -= 1
        }
    }
}

/// The attributes of a stack's axis and of the axis across it.
struct StackAxisNames {
    var start: LayoutAttribute, end: LayoutAttribute, size: LayoutAttribute, center: LayoutAttribute
    var across: (start: LayoutAttribute, end: LayoutAttribute, size: LayoutAttribute, center: LayoutAttribute)

    init(_ axis: Axis) {
        if axis == .horizontal {
            (start, end, size, center) = (.leading, .trailing, .width, .centerX)
            across = (.top, .bottom, .height, .centerY)
        } else {
            (start, end, size, center) = (.top, .bottom, .height, .centerY)
            across = (.leading, .trailing, .width, .centerX)
        }
    }
}
