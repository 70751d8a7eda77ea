import Cassowary
import Layout

/// Builds a scene from what a reader understood of constraint code: the views in their tree,
/// their properties, and the constraints, each number the code left to a name taken from the
/// values the user gave; what the scene refuses, or what waits for a value, is listed.
public enum CodeSceneBuilder {
    public struct Built: Sendable {
        /// The root's name in the scene.
        public var root: String
        public var views: Int
        /// Constraints made (a Visual Format line makes several).
        public var constraints: Int
        public var leftOut: [LeftOut]
    }

    /// A constraint or property the scene did not take, and why.
    public struct LeftOut: Sendable {
        public enum Reason: Sendable {
            /// It uses names that have no value yet.
            case needsValues([String])
            case layout(LayoutError)
            case visualFormat(VisualFormatFailure)
            /// A Visual Format option Trellis does not know.
            case unknownOption(String)
            /// A priority outside 1…1000.
            case priorityOutOfRange(Double)
        }
        public var place: SourcePlace
        public var reason: Reason
    }

    /// The root's width when the code does not say (a superview's or table's to give): an
    /// iPhone's 320 points, as the posts use.
    public static let defaultWidth = 320.0

    /// `width` and `height`: the root's size, which its superview or table gives (nil leaves
    /// it to the constraints). A view placed by its frame and autoresizing mask keeps its
    /// margins to the root at this size.
    public static func build(_ layout: ImportedLayout, into scene: Scene, values: [String: Double] = [:],
                             width: Double? = defaultWidth, height: Double? = nil) throws(LayoutError) -> Built {
        var leftOut: [LeftOut] = []
        let root = layout.rootName
        try scene.addView(root, kind: layout.view(root).map { kind(of: $0, values: values) } ?? .plain)
        if let width { try scene.setRootSize(root, .width, width) }
        if let height { try scene.setRootSize(root, .height, height) }
        // Views in the order the code made them, each once its superview is made (a view
        // never added is not in the layout).
        var made: Set<String> = [root]
        var pending = layout.views.filter { $0.name != root && $0.parent != nil }
        while !pending.isEmpty {
            var progressed = false
            var waiting: [ImportedView] = []
            for v in pending {
                guard let parent = v.parent, made.contains(parent) else {
                    waiting.append(v)
                    continue
                }
                progressed = true
                do {
                    if v.kind == .guide {
                        try scene.addGuide(v.name, in: parent)
                    } else {
                        try scene.addView(v.name, kind: kind(of: v, values: values), parent: parent)
                    }
                    made.insert(v.name)
                } catch {
                    leftOut.append(LeftOut(place: v.place, reason: .layout(error)))
                }
            }
            pending = waiting
            if !progressed { break }
        }
        for v in layout.views where made.contains(v.name) && v.kind != .guide {
            do { try configure(v, in: scene, isRoot: v.name == root || v.name == "contentView" && layout.base != .view && layout.base != .viewController, values: values, leftOut: &leftOut) } catch {
                leftOut.append(LeftOut(place: v.place, reason: .layout(error)))
            }
        }
        var count = 0
        // In the order they were activated, then those never activated.
        let ordered = layout.constraints.enumerated().sorted { a, b in
            (a.element.activation ?? Int.max, a.offset) < (b.element.activation ?? Int.max, b.offset)
        }.map(\.element)
        for c in ordered {
            count += add(c, to: scene, made: made, values: values, leftOut: &leftOut)
        }
        let roots: Set<String> = layout.base == .view || layout.base == .viewController ? [root] : [root, "contentView"]
        for v in layout.views where made.contains(v.name) && v.kind != .guide && !roots.contains(v.name) {
            do { try placeByFrame(v, in: scene) } catch {
                leftOut.append(LeftOut(place: v.place, reason: .layout(error)))
            }
        }
        return Built(root: root, views: made.count, constraints: count, leftOut: leftOut)
    }

    static func kind(of v: ImportedView, values: [String: Double]) -> ViewKind {
        switch v.kind {
        case .label: return .label(v.label)
        case .image(let size?): return .image(size)
        case .image(nil), .plain, .guide: return .plain
        case .stack:
            var s = v.stack
            s.spacing = v.numbers.first { $0.property == "spacing" }.flatMap { $0.value.resolved(values) } ?? s.spacing
            return .stack(s)
        }
    }

    static func configure(_ v: ImportedView, in scene: Scene, isRoot: Bool, values: [String: Double], leftOut: inout [LeftOut]) throws(LayoutError) {
        let name = v.name
        if v.isHidden { try scene.setHidden(name, true) }
        for (axis, p) in v.hugging { if let priority = Priority(p) { try scene.setHugging(name, axis == .horizontal ? .horizontal : .vertical, priority) } }
        for (axis, p) in v.compression { if let priority = Priority(p) { try scene.setCompressionResistance(name, axis == .horizontal ? .horizontal : .vertical, priority) } }
        if let m = v.margins { try scene.setLayoutMargins(name, m) }
        if v.preservesSuperviewLayoutMargins { try scene.setPreservesSuperviewLayoutMargins(name, true) }
        if !v.arranged.isEmpty { try scene.arrange(v.arranged, in: name) }
        for (after, spacing) in v.customSpacing {
            guard let value = spacing.resolved(values) else {
                leftOut.append(LeftOut(place: v.place, reason: .needsValues(spacing.unknowns.keys.sorted())))
                continue
            }
            try scene.updateStack(name) { s in s.customSpacing[after] = value }
        }
        if case .stack = v.kind, let n = v.numbers.first(where: { $0.property == "spacing" }), n.value.resolved(values) == nil {
            leftOut.append(LeftOut(place: n.place, reason: .needsValues(n.value.unknowns.keys.sorted())))
        }
    }

    /// A view that translates its autoresizing mask gets UIKit's constraints for its frame:
    /// zero when the code gives none, as `UIView()` has. Placed once the constraints are in,
    /// so that its margins are kept to its superview at the size the layout gives it (as a
    /// view loaded with its superview at that size has them).
    static func placeByFrame(_ v: ImportedView, in scene: Scene) throws(LayoutError) {
        let name = v.name
        guard v.translatesAutoresizingMask, scene.arrangingStack(of: name) == nil else { return }
        // The mask first: the frame then sets the margins it keeps (as UIKit's frame setter does).
        if !v.autoresizing.isEmpty { try scene.setAutoresizing(name, v.autoresizing) }
        try scene.setFrame(name, v.frame ?? Rect(x: 0, y: 0, width: 0, height: 0))
    }

    /// Adds one constraint or line; how many constraints it made.
    static func add(_ c: ImportedConstraint, to scene: Scene, made: Set<String>, values: [String: Double], leftOut: inout [LeftOut]) -> Int {
        guard let priorityValue = c.priority.resolved(values) else {
            leftOut.append(LeftOut(place: c.place, reason: .needsValues(c.priority.unknowns.keys.sorted())))
            return 0
        }
        guard let priority = Priority(priorityValue) else {
            leftOut.append(LeftOut(place: c.place, reason: .priorityOutOfRange(priorityValue)))
            return 0
        }
        switch c.form {
        case .equation(let e):
            let missing = (e.constant.unknowns.keys.sorted() + e.multiplier.unknowns.keys.sorted()).filter { values[$0] == nil }
            guard missing.isEmpty, let constant = e.constant.resolved(values), let multiplier = e.multiplier.resolved(values) else {
                leftOut.append(LeftOut(place: c.place, reason: .needsValues(missing)))
                return 0
            }
            var spec = ConstraintSpec(e.first, e.relation, e.second, multiplier: multiplier, constant: constant, priority: priority)
            spec.isSystemSpacing = e.isSystemSpacing
            do {
                try scene.addConstraint(spec, identifier: identifier(c.identifier, in: scene), origin: .code(line: c.place.line, column: c.place.column),
                                        active: c.isActive)
                return 1
            } catch {
                leftOut.append(LeftOut(place: c.place, reason: .layout(error)))
                return 0
            }
        case .visualFormat(let line):
            var metrics: [String: Double] = [:]
            var missing: [String] = []
            for (name, n) in line.metrics {
                if let v = n.resolved(values) { metrics[name] = v } else { missing += n.unknowns.keys.filter { values[$0] == nil } }
            }
            guard missing.isEmpty else {
                leftOut.append(LeftOut(place: c.place, reason: .needsValues(missing.sorted())))
                return 0
            }
            var options = VisualFormatOptions()
            for o in line.options {
                let name = o.hasPrefix("NSLayoutFormat") ? String(o.dropFirst(14)).prefix(1).lowercased() + o.dropFirst(15) : o
                if let a = VisualFormatOptions.Alignment(name: name) {
                    options.alignment.insert(a)
                } else if name == "directionLeadingToTrailing" {
                    options.direction = .leadingToTrailing
                } else if name == "directionLeftToRight" {
                    options.direction = .leftToRight
                } else if name == "directionRightToLeft" {
                    options.direction = .rightToLeft
                } else {
                    leftOut.append(LeftOut(place: c.place, reason: .unknownOption(o)))
                    return 0
                }
            }
            do {
                return try scene.addVisualFormat(line.format, metrics: metrics, options: options, viewNames: line.views, active: c.isActive).count
            } catch {
                leftOut.append(LeftOut(place: c.place, reason: .visualFormat(error)))
                return 0
            }
        }
    }

    /// The code's identifier where the scene can take it (unique, no dot); nil lets the scene name it.
    static func identifier(_ id: String?, in scene: Scene) -> String? {
        guard let id, !id.isEmpty, !id.contains("."), !id.contains(where: \.isWhitespace), scene.constraints[id] == nil, scene.views[id] == nil else { return nil }
        return id
    }
}
