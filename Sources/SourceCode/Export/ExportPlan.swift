import Cassowary
import Layout

/// What exported code says, before it is words of one language: the class, each view with
/// its container and properties, and each constraint with its items as code names them.
struct ExportPlan {
    enum BaseClass { case view, tableViewCell }

    /// One thing a constraint's anchor belongs to.
    enum Item: Equatable {
        /// `self`: the root of a view, or a cell.
        case this
        /// A cell's `contentView`.
        case contentView
        /// A view's property.
        case property(String)
        /// A view's margins, safe area or readable content guide (the view, as an item).
        indirect case guide(Item, Scene.ViewGuide)
        /// A layout guide of the user's, as a property (UILayoutGuide).
        case layoutGuide(String)
    }

    struct Anchor: Equatable {
        var item: Item
        var attribute: LayoutAttribute
    }

    struct Constraint {
        /// The scene's identifier.
        var id: String
        var first: Anchor
        var relation: Relation
        var second: Anchor?
        var multiplier: Double
        var constant: Double
        var priority: Priority
        var isSystemSpacing: Bool
        /// The identifier given in code (the user's; an identifier Trellis chose is not written).
        var identifier: String?
        var isActive: Bool
        /// Why the constant or activation differs from the scene's spec (a collapsed view).
        var collapsedFrom: Double?

        /// The same constraint with its sides swapped (`a.x == b.y + c` as `b.y == a.x - c`),
        /// for a multiplier of 1 only, where swapping is exact.
        var swapped: Constraint? {
            guard let second, multiplier == 1 else { return nil }
            var copy = self
            copy.first = second
            copy.second = first
            copy.constant = -constant
            switch relation {
            case .equal: break
            case .greaterOrEqual: copy.relation = .lessOrEqual
            case .lessOrEqual: copy.relation = .greaterOrEqual
            }
            copy.collapsedFrom = collapsedFrom.map { -$0 }
            return copy
        }
    }

    /// A step that builds the tree, in the order written.
    enum TreeStep {
        /// `addSubview`, or `addArrangedSubview` for a stack's arranged view.
        case add(property: String, to: Item, arranged: Bool)
        /// A stack's `setCustomSpacing(_:after:)`.
        case customSpacing(stack: Item, after: Item, Double)
        case addGuide(property: String, to: Item)
    }

    /// The views added where they are, the stacks' custom spacings, then the guides.
    var treeSteps: [TreeStep] {
        var steps = madeViews.map { TreeStep.add(property: $0.property, to: $0.container, arranged: $0.isArranged) }
        for (item, v) in configured {
            guard let stack = v.stack else { continue }
            for name in stack.arranged {
                guard let spacing = stack.customSpacing[name], let after = items[name] else { continue }
                steps.append(.customSpacing(stack: item, after: after, spacing))
            }
        }
        return steps + madeGuides.map { .addGuide(property: $0.property, to: $0.owner) }
    }

    /// The item a made view is added to (its superview), or nil.
    func container(of item: Item) -> Item? {
        switch item {
        case .property(let p): return madeViews.first { $0.property == p }?.container
        case .contentView: return items.values.contains(.this) ? .this : nil
        case .this, .guide, .layoutGuide: return nil
        }
    }

    /// A constraint as a DSL (SnapKit, Masonry) writes it best: the subview first when the
    /// constraint has its superview first (`make.trailing.equalToSuperview().offset(-8)`).
    func subviewFirst(_ c: Constraint) -> Constraint {
        guard let second = c.second, container(of: second.item) == c.first.item, let swapped = c.swapped else { return c }
        return swapped
    }

    /// A view made in code (the root and a cell's content view are not made: they are `self`
    /// and `contentView`).
    struct MadeView {
        var name: String
        var property: String
        var kind: ViewKind
        /// Where it is added, and whether arranged (a stack's arranged subview).
        var container: Item
        var isArranged: Bool
    }

    struct MadeGuide {
        var name: String
        var property: String
        var owner: Item
    }

    var className: String
    var base: BaseClass
    var items: [String: Item] = [:]
    var madeViews: [MadeView] = []
    var madeGuides: [MadeGuide] = []
    /// Every view whose properties are set, with its item (the root and content view too).
    var configured: [(item: Item, view: View)] = []
    var constraints: [Constraint] = []
    var rootName: String
    var rootSize: (width: Double?, height: Double?)
    /// The UIKit class `self` is: a cell, or the root's own (a stack, a label, an image view, a view).
    var superclass: String
    var notes: [ExportNote] = []

    init(scene: Scene, root: String, options: CodeExportOptions) throws(LayoutError) {
        let rootView = try scene.view(root)
        guard rootView.parent == nil else { throw .notARoot(root) }
        rootName = root
        rootSize = (scene.rootSize(root, .width), scene.rootSize(root, .height))
        var contentName: String?
        switch options.root {
        case .view:
            base = .view
            items[root] = .this
        case .tableCell(let content):
            base = .tableViewCell
            if let content {
                items[root] = .this
                items[content] = .contentView
                contentName = content
            } else {
                items[root] = .contentView
            }
        }
        className = options.className ?? CodeNames.typeName(from: root, suffix: base == .tableViewCell ? "Cell" : "View")
        if base == .tableViewCell {
            superclass = "UITableViewCell"
        } else {
            switch rootView.kind {
            case .label: superclass = "UILabel"
            case .image: superclass = "UIImageView"
            case .stack: superclass = "UIStackView"
            case .plain, .guide: superclass = "UIView"
            }
        }

        // In the order the scene made them (a layout whose optimum is not unique solves the
        // same way only when its variables come in the same order).
        let treeSet = Set(scene.subtree(of: root))
        let tree = scene.viewOrder.filter { treeSet.contains($0) }
        let made = tree.filter { name in
            guard name != root, name != contentName, let v = scene.views[name] else { return false }
            if case .guide(let id) = v.kind { return id.isEmpty }
            return true
        }
        let properties = CodeNames.propertyNames(for: made, taken: [className])
        for name in made {
            guard let v = scene.views[name], v.parent != nil, let property = properties[name] else { continue }
            if property != name { notes.append(.renamed(view: name, property: property)) }
            items[name] = v.isGuide ? .layoutGuide(property) : .property(property)
        }
        for name in tree {
            guard let v = scene.views[name] else { continue }
            if let (owner, guide) = scene.viewGuide(named: name), let ownerItem = items[owner] {
                items[name] = .guide(ownerItem, guide)
            }
            guard let item = items[name], !v.isGuide else { continue }
            configured.append((item, v))
            if v.isCollapsed { notes.append(.collapsed(name)) }
            if v.label?.preferredMaxWidth == .legacy { notes.append(.legacyPreferredMaxWidth(name)) }
            if v.intrinsicOverride != nil { notes.append(.intrinsicSizeOverride(name)) }
            if v.alignmentInsets != .zero { notes.append(.alignmentInsets(name)) }
            if v.parent == nil, v.safeAreaInsets != .zero { notes.append(.safeAreaInsets(name)) }
            if v.readableWidth != View.defaultReadableWidth { notes.append(.readableWidth(name)) }
            if case .mono? = v.label?.font { notes.append(.monospacedFont(name)) }
            if case .named(let face, _)? = v.label?.font { notes.append(.namedFont(name, face: face)) }
        }
        if rootSize.width != nil || rootSize.height != nil { notes.append(.rootSize(root)) }
        for name in made {
            guard let v = scene.views[name], let parent = v.parent, let item = items[name], let container = items[parent] else { continue }
            if case .layoutGuide(let property) = item {
                madeGuides.append(MadeGuide(name: name, property: property, owner: container))
            } else if case .property(let property) = item {
                let arranged = scene.views[parent]?.stack?.arranged.contains(name) ?? false
                madeViews.append(MadeView(name: name, property: property, kind: v.kind, container: container, isArranged: arranged))
            }
        }
        // A stack's arranged views in its order (the tree lists subviews in the order added).
        madeViews = Self.arrangedInOrder(madeViews, scene: scene)
        placeConstraints(scene, tree: Set(tree))
    }

    /// Arranged views in their stack's order, each where its first arranged sibling was.
    static func arrangedInOrder(_ views: [MadeView], scene: Scene) -> [MadeView] {
        var byName: [String: MadeView] = [:]
        for v in views { byName[v.name] = v }
        var done = Set<String>()
        var ordered: [MadeView] = []
        for v in views where !done.contains(v.name) {
            if v.isArranged, let parent = scene.views[v.name]?.parent, let arranged = scene.views[parent]?.stack?.arranged {
                for name in arranged where !done.contains(name) {
                    if let a = byName[name] { ordered.append(a); done.insert(name) }
                }
            } else {
                ordered.append(v)
                done.insert(v.name)
            }
        }
        return ordered
    }

    private mutating func placeConstraints(_ scene: Scene, tree: Set<String>) {
        for id in scene.constraintOrder {
            guard let c = scene.constraints[id], !c.origin.isSystem else { continue }
            let spec = c.spec
            let anchors = [spec.first] + (spec.second.map { [$0] } ?? []) + spec.extraTerms.map(\.anchor)
            guard anchors.allSatisfy({ tree.contains($0.view) }) else {
                if anchors.contains(where: { tree.contains($0.view) }) { notes.append(.constraintOutsideRoot(id)) }
                continue
            }
            guard spec.extraTerms.isEmpty else {
                notes.append(.constraintWithMoreTerms(id))
                continue
            }
            guard let first = items[spec.first.view] else { continue }
            var second: Anchor?
            if let s = spec.second {
                guard let item = items[s.view] else { continue }
                second = Anchor(item: item, attribute: s.attribute)
            }
            let collapsed = scene.isCollapsed(spec.first.view)
            let inForce = scene.constantInForce(id)
            // A collapsed view's own size constraints are not activated (Trellis suspends them).
            let suspended = collapsed && spec.first.attribute.isSize
            constraints.append(Constraint(
                id: id, first: Anchor(item: first, attribute: spec.first.attribute), relation: spec.relation,
                second: second, multiplier: spec.multiplier, constant: inForce, priority: spec.priority,
                isSystemSpacing: spec.isSystemSpacing && inForce == spec.constant,
                identifier: c.isAutoNamed ? nil : id, isActive: c.wantsActive && !suspended,
                collapsedFrom: collapsed && (inForce != spec.constant || suspended) ? spec.constant : nil))
        }
        // What collapsing adds: a size of zero at 999, but for an arranged view (its stack
        // collapses it).
        for (item, v) in configured where scene.isCollapsed(v.name) && scene.arrangingStack(of: v.name) == nil {
            for attribute in [LayoutAttribute.width, .height] {
                constraints.append(Constraint(
                    id: "\(v.name).collapse.\(attribute.name)", first: Anchor(item: item, attribute: attribute),
                    relation: .equal, second: nil, multiplier: 1, constant: 0, priority: 999,
                    isSystemSpacing: false, identifier: nil, isActive: true, collapsedFrom: nil))
            }
        }
    }
}
