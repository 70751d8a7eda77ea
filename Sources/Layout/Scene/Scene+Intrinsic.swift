import Cassowary

extension Scene {
    /// The intrinsic content size of a view, as its kind and settings give it: nil for a plain
    /// view with no `intrinsic` set. For a label it is its text measured under its
    /// preferredMaxLayoutWidth mode, rounded up to the pixel grid as UILabel rounds it.
    /// Nil too when an axis has none (UIKit's `noIntrinsicMetric`).
    public func intrinsicSize(of name: String) -> Size? {
        assertLaidOut(name)
        return computeIntrinsicSize(of: name)?.size
    }

    func computeIntrinsicSize(of name: String) -> IntrinsicSize? {
        guard let v = views[name] else { return nil }
        if let size = v.intrinsicOverride { return size }
        switch v.kind {
        case .plain, .stack, .guide: return nil
        case .image(let size): return IntrinsicSize(size)
        case .label(let label):
            let measured = measure(label, maxWidth: wrapWidth(of: name, label))
            return IntrinsicSize(width: measured.size.width, height: measured.size.height)
        }
    }

    /// The width a label wraps at now: none for a one-line label (it truncates when drawn);
    /// the explicit width; none in legacy mode; in automatic mode the width the last settling
    /// pass gave it (none until then: its natural one-line width).
    func wrapWidth(of name: String, _ label: Label) -> Double? {
        guard label.lines != 1 else { return nil }
        switch label.preferredMaxWidth {
        case .explicit(let w): return w
        case .legacy: return nil
        case .automatic: return automaticWrapWidths[name] ?? nil
        }
    }

    /// A label's text measured at a width (nil: one line a paragraph), rounded up to pixels.
    public func measure(_ label: Label, maxWidth: Double?) -> TextMeasurement {
        let font = (try? label.font.resolve(category: category, in: fonts)) ?? Font.system(size: 17)
        let lineLimit = label.preferredMaxWidth == .legacy && maxWidth == nil ? 1 : label.lines
        let options = TextLayoutOptions(maxWidth: maxWidth.map { $0 + 1e-9 }, lineLimit: lineLimit,
                                        wrapping: label.wrapping, truncation: label.truncation)
        let m = TextLayout.measure(label.text, font: font, options: options)
        return m.roundedUp(scale: scale)
    }

    /// Re-measures a view and updates its intrinsic-size constraints (and a label's
    /// baselines) in place.
    func refreshIntrinsicSize(of name: String) {
        if deferredMeasures != nil {
            if deferredMeasures?.contains(name) == false { deferredMeasures?.append(name) }
            return
        }
        guard let v = views[name] else { return }
        // Four intrinsic constraints and two baselines change one after the other: a conflict
        // that only exists half way through is not one.
        let mark = beginTransientChanges()
        defer { endTransientChanges(mark) }
        // A label is measured once, for its intrinsic size and its baselines alike.
        let measurement = v.label.map { measure($0, maxWidth: wrapWidth(of: name, $0)) }
        if measurement != nil { work.labelMeasures += 1 }
        let size = v.intrinsicOverride
            ?? measurement.map { IntrinsicSize(width: $0.size.width, height: $0.size.height) }
            ?? computeIntrinsicSize(of: name)
        // A proportional stack's multipliers are shares of its views' intrinsic lengths: made
        // again when a length changed (not at every re-measure that finds the same size).
        // (The parent's distribution is asked first: whether a view is arranged is a search of
        // the stack's list, and a stack of N labels measured each.)
        let inProportionalStack = v.parent.flatMap { views[$0]?.stack?.distribution } == .fillProportionally
        let before = inProportionalStack ? systemConstraints[name].map { roles in
            (roles[IntrinsicRoles.width.hug].flatMap { constraints[$0]?.spec.constant },
             roles[IntrinsicRoles.height.hug].flatMap { constraints[$0]?.spec.constant })
        } : nil
        for roles in [IntrinsicRoles.width, .height] {
            let attribute = roles.attribute
            let hugging = attribute == .width ? v.huggingHorizontal : v.huggingVertical
            let compression = attribute == .width ? v.compressionHorizontal : v.compressionVertical
            let value = attribute == .width ? size?.width ?? nil : size?.height ?? nil
            setSystemConstraint(name, roles.hug,
                                value.map { ConstraintSpec(Anchor(name, attribute), .lessOrEqual, constant: $0, priority: hugging) },
                                origin: .contentHugging(attribute))
            setSystemConstraint(name, roles.compression,
                                value.map { ConstraintSpec(Anchor(name, attribute), .greaterOrEqual, constant: $0, priority: compression) },
                                origin: .compressionResistance(attribute))
        }
        if let measurement { refreshBaselines(of: name, measurement) }
        markUnsettled(name)
        if inProportionalStack, let stack = arrangingStack(of: name), before?.0 != size?.width || before?.1 != size?.height {
            if deferredStackRebuilds != nil { deferredStackRebuilds?.insert(stack) } else { rebuildStack(stack) }
        }
    }

    /// A label draws its text centred vertically: its baselines sit at
    /// `top + height/2 - textHeight/2 + baseline`.
    func refreshBaselines(of name: String, _ m: TextMeasurement) {
        let half = m.size.height / 2
        for (role, attribute, baseline) in [("baseline.first", LayoutAttribute.firstBaseline, m.firstBaseline),
                                            ("baseline.last", .lastBaseline, m.lastBaseline)] {
            // firstBaseline == 0.5 × height + top + (baseline − textHeight/2): written against
            // centerY, which is top + height/2.
            setSystemConstraint(name, role,
                                ConstraintSpec(Anchor(name, attribute), .equal, Anchor(name, .centerY),
                                               constant: baseline - half),
                                origin: .labelBaseline)
        }
    }
}

extension Scene {
    /// The conflict that keeps a broken constraint out now: the minimal set of constraints in
    /// force that it cannot hold with.
    func currentConflict(breaking id: String) -> ConflictReport? {
        guard let probe = solverConstraint(id) else { return nil }
        do {
            try solver(for: constraints[id]?.spec.first.view ?? id).add(probe)
            // It fits after all: put it in force.
            constraints[id]?.enforced = probe
            setState(id, .active)
            return nil
        } catch {
            guard case .unsatisfiable(_, let conflict) = error else { return nil }
            let ids = conflict.compactMap(sceneIdentifier(of:)) + [id]
            return ConflictReport(constraints: ids.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }, broken: id)
        }
    }

    /// Runs `body`, which makes a view and sets its properties one after the other, and measures
    /// each view it changed once, at the end, instead of after each change: a label made and then
    /// given `lines=0` was measured on one line, then wrapped, its six constraints changed twice.
    public func measuringOnce<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        guard deferredMeasures == nil else { return try body() }
        deferredMeasures = []
        defer {
            let pending = deferredMeasures ?? []
            deferredMeasures = nil
            for name in pending { refreshIntrinsicSize(of: name) }
        }
        return try body()
    }

    /// Runs `body`, which re-measures several views, and then rebuilds once each proportional
    /// stack whose views' sizes changed, instead of at each one: a stack's rebuild remakes one
    /// constraint an arranged view, so re-measuring its N labels one rebuild at a time cost N²
    /// constraints (60 labels took minutes: turn3/12).
    func rebuildingStacksOnce(_ body: () -> Void) {
        guard deferredStackRebuilds == nil else { return body() }
        deferredStackRebuilds = []
        body()
        let pending = deferredStackRebuilds ?? []
        deferredStackRebuilds = nil
        // (Only when there are some: a pass over every view of the scene at each settling of a
        // tree made a scene of N small trees cost N².)
        guard !pending.isEmpty else { return }
        for stack in viewOrder where pending.contains(stack) { rebuildStack(stack) }
    }

    /// Starts a group of changes whose intermediate states do not count.
    func beginTransientChanges() -> Int { pendingConflicts.count }

    /// Ends the group: broken constraints are tried again, and only the conflicts whose broken
    /// constraint is still broken are kept.
    func endTransientChanges(_ mark: Int) {
        retryBroken()
        guard pendingConflicts.count > mark else { return }
        // What is reported is the conflict as it stands now, not as it stood half way.
        let lasting = pendingConflicts[mark...].filter { brokenIDs.contains($0.broken) }
            .compactMap { currentConflict(breaking: $0.broken) }
        pendingConflicts.removeSubrange(mark...)
        pendingConflicts.append(contentsOf: lasting)
    }
}

/// The roles of a view's intrinsic-size constraints on one axis (string constants: made at
/// each re-measure, a role built by interpolation was an allocation each time).
struct IntrinsicRoles {
    let attribute: LayoutAttribute
    let hug: String
    let compression: String

    static let width = IntrinsicRoles(attribute: .width, hug: "intrinsic.width.hug", compression: "intrinsic.width.compression")
    static let height = IntrinsicRoles(attribute: .height, hug: "intrinsic.height.hug", compression: "intrinsic.height.compression")
}

extension TextMeasurement {
    /// The size rounded up to the pixel grid (UILabel's intrinsicContentSize is).
    func roundedUp(scale: Double) -> TextMeasurement {
        var copy = self
        copy.size = size.roundedUp(scale: scale)
        return copy
    }
}
