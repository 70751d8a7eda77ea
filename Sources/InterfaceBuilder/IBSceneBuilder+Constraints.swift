import Cassowary
import Layout

/// The document's constraints as the scene's: items resolved to views and guides, margins
/// attributes to the margins guide, a scroll view's edges to its content when a subview is
/// pinned to them (as UIKit reads them).
extension IBSceneBuilder.Builder {
    mutating func addConstraints() {
        for c in document.constraints where inTree.contains(c.holder) && c.isInstalled && !c.isPlaceholder {
            let first: Anchor, second: Anchor?
            do {
                first = try anchor(c.firstItem, c.firstAttribute, other: c.secondItem)
                second = try c.secondItem.map { item throws(AnchorFailure) in
                    try anchor(item, c.secondAttribute ?? c.firstAttribute, other: c.firstItem)
                }
            } catch {
                refuse(c, error.problem, cause: error.cause)
                continue
            }
            guard let priority = Priority(c.priority) else { continue }
            var spec = ConstraintSpec(first, c.relation, second, multiplier: c.multiplier, constant: c.constant, priority: priority)
            spec.isSystemSpacing = false
            // Named by its identifier, else by the outlet that points at it, when the name is free.
            let identifier = [c.identifier, c.outlet].compactMap { $0 }.first { name in
                !name.isEmpty && !name.contains(".") && scene.constraints[name] == nil && scene.views[name] == nil
            }
            do {
                constraintNames[c.id] = try scene.addConstraint(spec, identifier: identifier, origin: .interfaceBuilder(c.id))
            } catch {
                refuse(c, nil, cause: error)
            }
        }
    }

    /// Why an item of a constraint stands for no anchor: `problem`, and the scene's refusal
    /// under it when there is one.
    struct AnchorFailure: Error {
        let problem: IBUnhandled.AnchorProblem
        var cause: LayoutError? = nil
    }

    /// The constraint `c` is left out: for `problem` (nil: only the cause says), and the
    /// scene's refusal under it (`cause`), when there is one.
    mutating func refuse(_ c: IBConstraint, _ problem: IBUnhandled.AnchorProblem?, cause: LayoutError? = nil) {
        refused.append(IBUnhandled(line: c.line, element: "constraint", attribute: nil,
                                   reason: .constraintLeftOut(id: c.id, problem), cause: cause))
    }

    /// The anchor an item and attribute stand for in the scene.
    mutating func anchor(_ item: String, _ attribute: IBAttribute, other: String?) throws(AnchorFailure) -> Anchor {
        if let guide = document.guides[item] {
            guard inTree.contains(guide.owner) else { throw AnchorFailure(problem: .guideOfAnotherRoot(item)) }
            guard !attribute.isMargin else { throw AnchorFailure(problem: .guideMargins) }
            return Anchor(try guideView(guide), attribute.attribute)
        }
        guard let index = document.viewIndex[item] else { throw AnchorFailure(problem: .unknownItem(item)) }
        guard inTree.contains(index) else {
            throw AnchorFailure(problem: document.views[index].isExcluded
                ? .excludedBySizeClass(name(index)) : .outsideRoot(name(index)))
        }
        if attribute.isMargin { return Anchor("\(name(index)).margins", attribute.attribute) }
        if document.views[index].element == "scrollView", !attribute.attribute.isSize, let other, isInside(other, index) {
            return Anchor(try guideView(IBGuide(kind: .contentLayoutGuide, owner: index)), attribute.attribute)
        }
        return Anchor(name(index), attribute.attribute)
    }

    /// Whether the item (a view, or a guide's view) is inside the view `ancestor`.
    func isInside(_ item: String, _ ancestor: Int) -> Bool {
        guard var index = document.viewIndex[item] ?? document.guides[item]?.owner else { return false }
        if document.guides[item] != nil, index == ancestor { return false }
        var steps = 0
        while let parent = document.views[index].parent, steps < XMLTree.maximumDepth {
            if parent == ancestor { return true }
            index = parent
            steps += 1
        }
        return false
    }

    /// The scene's view for a guide, made on first use: the safe area and margins guides are
    /// the engine's; a scroll view's content and frame guides and a view controller's legacy
    /// top and bottom layout guides are guides in their view, held where UIKit holds them.
    mutating func guideView(_ guide: IBGuide) throws(AnchorFailure) -> String {
        let owner = name(guide.owner)
        let guideName: String
        switch guide.kind {
        case .safeArea: return "\(owner).safeArea"
        case .layoutMargins: return "\(owner).margins"
        case .contentLayoutGuide: guideName = "\(owner)_contentLayoutGuide"
        case .frameLayoutGuide: guideName = "\(owner)_frameLayoutGuide"
        case .topLayoutGuide: guideName = "\(owner)_topLayoutGuide"
        case .bottomLayoutGuide: guideName = "\(owner)_bottomLayoutGuide"
        }
        if madeGuides.contains(guideName) { return guideName }
        do {
            try scene.addGuide(guideName, in: owner)
            let insets = scene.views[owner]?.safeAreaInsets ?? .zero
            let g = guideName
            var specs: [ConstraintSpec] = [
                ConstraintSpec(Anchor(g, .left), .equal, Anchor(owner, .left)),
                ConstraintSpec(Anchor(g, .top), .equal, Anchor(owner, .top)),
            ]
            switch guide.kind {
            case .contentLayoutGuide:
                break // its size is what the content's constraints make it
            case .frameLayoutGuide:
                specs += [ConstraintSpec(Anchor(g, .width), .equal, Anchor(owner, .width)),
                          ConstraintSpec(Anchor(g, .height), .equal, Anchor(owner, .height))]
            case .topLayoutGuide:
                specs += [ConstraintSpec(Anchor(g, .width), .equal, Anchor(owner, .width)),
                          ConstraintSpec(Anchor(g, .height), .equal, constant: insets.top)]
            case .bottomLayoutGuide:
                specs = [ConstraintSpec(Anchor(g, .left), .equal, Anchor(owner, .left)),
                         ConstraintSpec(Anchor(g, .bottom), .equal, Anchor(owner, .bottom)),
                         ConstraintSpec(Anchor(g, .width), .equal, Anchor(owner, .width)),
                         ConstraintSpec(Anchor(g, .height), .equal, constant: insets.bottom)]
            case .safeArea, .layoutMargins:
                break
            }
            // The reader's, standing for the guide UIKit makes: a cell template made of the
            // document keeps them (the engine's own constraints it makes again).
            for spec in specs { try scene.addConstraint(spec, origin: .interfaceBuilder(guide.kind.rawValue)) }
        } catch {
            throw AnchorFailure(problem: .guideNotMade(guideName), cause: error)
        }
        madeGuides.insert(guideName)
        return guideName
    }
}
