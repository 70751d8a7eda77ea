import Cassowary
import Layout

/// Why an expression or statement was not understood: thrown by the readers, caught at the
/// statement, which is then listed as skipped.
struct ReadFailure: Error {
    var reason: SkippedCode.Reason
    var place: SourcePlace
}

/// What both readers do to the layout they build, in UIKit's words: make views, add them,
/// set their properties, make and activate constraints.
struct LayoutRecorder {
    var layout: ImportedLayout
    /// The cell's content view (a cell's only).
    let contentView: String?
    private var taken: Set<String>
    private var activations = 0

    /// `rootClass`: the UIKit class the root is (a UIStackView subclass's root is a stack).
    init(className: String, base: ImportedLayout.Base, rootName: String, rootClass: String = "UIView", place: SourcePlace) {
        layout = ImportedLayout(className: className, base: base, rootName: rootName)
        let kind = base == .view ? (Self.kinds[rootClass] ?? .plain) : .plain
        var root = ImportedView(name: rootName, kind: kind == .guide ? .plain : kind, className: base == .tableCell ? "UITableViewCell" : rootClass, place: place)
        root.translatesAutoresizingMask = true
        layout.views.append(root)
        taken = [rootName]
        if base == .tableCell || base == .collectionCell {
            var content = ImportedView(name: "contentView", kind: .plain, className: "UIView", place: place)
            content.parent = rootName
            layout.views.append(content)
            contentView = "contentView"
            taken.insert("contentView")
        } else {
            contentView = nil
        }
    }

    /// The classes whose kind Trellis knows; any other class is a plain view.
    static let kinds: [String: ImportedView.Kind] = [
        "UIView": .plain, "UILabel": .label, "UIImageView": .image(nil), "UIStackView": .stack,
        "UILayoutGuide": .guide,
    ]

    /// Whether a class name is a view's or guide's the reader makes (UIKit's, or one of the
    /// app's named like a view).
    static func isViewClass(_ name: String) -> Bool {
        if kinds[name] != nil { return true }
        return ["View", "Label", "Button", "Field", "Control", "Switch", "Slider", "Guide"].contains { name.hasSuffix($0) }
            && name.first?.isUppercase == true
    }

    mutating func makeView(className: String, kind: ImportedView.Kind? = nil, hint: String?, place: SourcePlace) -> String {
        var base = hint ?? ViewNaming.kindWord(className)
        if base.isEmpty { base = "view" }
        var name = base
        var ordinal = 1
        while taken.contains(name) {
            ordinal += 1
            name = "\(base)\(ordinal)"
        }
        taken.insert(name)
        let kind = kind ?? Self.kinds[className] ?? .plain
        layout.views.append(ImportedView(name: name, kind: kind, className: className, place: place))
        return name
    }

    func index(of view: String) -> Int? { layout.views.firstIndex { $0.name == view } }

    mutating func update(_ view: String, place: SourcePlace, _ change: (inout ImportedView) throws(ReadFailure) -> Void) throws(ReadFailure) {
        guard let i = index(of: view) else { throw ReadFailure(reason: .unknownName(view), place: place) }
        try change(&layout.views[i])
    }

    func isGuideName(_ name: String) -> Bool {
        name.hasSuffix(".margins") || name.hasSuffix(".safeArea") || name.hasSuffix(".readable")
            || layout.view(name)?.kind == .guide
    }

    // MARK: The tree

    mutating func addSubview(_ child: String, to parent: String, place: SourcePlace) throws(ReadFailure) {
        guard !isGuideName(parent), layout.view(parent) != nil else { throw ReadFailure(reason: .wrongKind(expected: "a view to add to"), place: place) }
        guard child != parent, layout.view(child)?.kind != .guide else { throw ReadFailure(reason: .wrongKind(expected: "a view to add"), place: place) }
        // A view in its own subtree cannot be added (UIKit raises).
        var ancestor: String? = parent
        var steps = 0
        while let a = ancestor, steps < 10_000 {
            guard a != child else { throw ReadFailure(reason: .wrongKind(expected: "a view not above its superview"), place: place) }
            ancestor = layout.view(a)?.parent
            steps += 1
        }
        if let content = contentView, parent == layout.rootName, child != content {
            layout.lints.append(CodeLint(.subviewOnCell(view: child), at: place))
        }
        try update(child, place: place) { (v: inout ImportedView) throws(ReadFailure) in v.parent = parent }
    }

    mutating func addGuide(_ guide: String, to owner: String, place: SourcePlace) throws(ReadFailure) {
        guard layout.view(guide)?.kind == .guide else { throw ReadFailure(reason: .wrongKind(expected: "a UILayoutGuide"), place: place) }
        guard layout.view(owner) != nil, !isGuideName(owner) else { throw ReadFailure(reason: .wrongKind(expected: "a view to own the guide"), place: place) }
        try update(guide, place: place) { (v: inout ImportedView) throws(ReadFailure) in v.parent = owner }
    }

    mutating func arrange(_ child: String, in stack: String, at position: Int?, place: SourcePlace) throws(ReadFailure) {
        guard layout.view(stack)?.kind == .stack else { throw ReadFailure(reason: .wrongKind(expected: "a UIStackView"), place: place) }
        try addSubview(child, to: stack, place: place)
        try update(stack, place: place) { (v: inout ImportedView) throws(ReadFailure) in
            v.arranged.removeAll { $0 == child }
            if let position {
                guard position >= 0, position <= v.arranged.count else { throw ReadFailure(reason: .wrongKind(expected: "an index within the arranged views"), place: place) }
                v.arranged.insert(child, at: position)
            } else {
                v.arranged.append(child)
            }
        }
    }

    // MARK: Constraints

    mutating func makeEquation(_ first: Anchor, _ relation: Relation, _ second: Anchor?, multiplier: CodeNumber = CodeNumber(1),
                               constant: CodeNumber = CodeNumber(0), systemSpacing: Bool = false, place: SourcePlace) -> Int {
        if second != nil, !first.attribute.isSize, multiplier != CodeNumber(1) {
            layout.lints.append(CodeLint(.multiplierOnPosition(multiplier.value), at: place))
        }
        let e = ImportedConstraint.Equation(first: first, relation: relation, second: second, multiplier: multiplier,
                                            constant: constant, isSystemSpacing: systemSpacing)
        layout.constraints.append(ImportedConstraint(form: .equation(e), place: place))
        return layout.constraints.count - 1
    }

    mutating func makeVisualFormat(_ format: String, metrics: [String: CodeNumber], views: [String: String], options: [String], place: SourcePlace) -> Int {
        let line = ImportedConstraint.VisualFormatLine(format: format, metrics: metrics, views: views, options: options)
        layout.constraints.append(ImportedConstraint(form: .visualFormat(line), place: place))
        return layout.constraints.count - 1
    }

    mutating func setActive(_ index: Int, _ active: Bool, addedTo: String? = nil, place: SourcePlace) {
        guard layout.constraints.indices.contains(index) else { return }
        layout.constraints[index].isActive = active
        if active, layout.constraints[index].activation == nil {
            activations += 1
            layout.constraints[index].activation = activations
        }
        if let addedTo {
            layout.constraints[index].addedTo = addedTo
            if contentView != nil, addedTo == layout.rootName, !layout.lints.contains(where: { $0.kind == .constraintOnCell }) {
                layout.lints.append(CodeLint(.constraintOnCell, at: place))
            }
        }
    }

    /// The lints found once the whole class is read: constraints never activated, views never
    /// added, and views with constraints that translate their autoresizing masks.
    mutating func finish() {
        for c in layout.constraints where !c.isActive {
            layout.lints.append(CodeLint(.neverActivated, at: c.place))
        }
        var constrained = Set<String>()
        for c in layout.constraints where c.isActive {
            switch c.form {
            case .equation(let e):
                constrained.insert(e.first.view)
                if let s = e.second { constrained.insert(s.view) }
            case .visualFormat(let v):
                constrained.formUnion(v.views.values)
            }
        }
        for v in layout.views where v.name != layout.rootName && v.name != contentView {
            if v.parent == nil {
                layout.lints.append(CodeLint(.neverAdded(view: v.name), at: v.place))
            } else if v.kind != .guide, v.translatesAutoresizingMask, constrained.contains(v.name),
                      !(layout.views.first { $0.name == v.parent }?.kind == .stack && layout.view(v.parent ?? "")?.arranged.contains(v.name) == true) {
                layout.lints.append(CodeLint(.translatesAutoresizingMask(view: v.name), at: v.place))
            }
        }
        layout.lints.sort { $0.place < $1.place }
    }
}
