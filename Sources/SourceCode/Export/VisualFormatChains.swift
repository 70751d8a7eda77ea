import Cassowary
import Layout

/// The constraints of an export that a Visual Format line can say, joined into chains
/// (`H:|-6-[photo(==60)]-8-[body]-6-|`): spacings between siblings and to their superview's
/// edges or margins, and sizes, each equal, at least or at most, at a whole priority. The
/// rest stay as they are, for anchors.
struct VisualFormatChains {
    struct Line {
        var format: String
        /// The views the line names, by property, in order of first mention.
        var views: [String]
        /// The plan's constraints it makes (by index).
        var made: [Int]
    }

    var lines: [Line] = []
    /// The constraints no line makes (by index), in order.
    var rest: [Int] = []

    /// A step of a chain: from a view (or the superview) to a view (or the superview).
    private struct Edge {
        var from: String?  // nil: the superview's leading (top) edge, or margin
        var to: String?    // nil: the superview's trailing (bottom) edge, or margin
        var predicate: String
        var index: Int
        var toMargin: Bool
    }

    init(_ plan: ExportPlan, parents: [String: ExportPlan.Item]) {
        // parents: each property's container item (the superview) for views that are not
        // arranged by a stack.
        var edges: [String: [Edge]] = [:]  // by "axis|parent"
        var sizes: [String: [(String, Int)]] = [:]  // by "axis|property": predicates
        var used = Set<Int>()
        func key(_ axis: LayoutAttribute.Axis, _ parent: ExportPlan.Item) -> String { "\(axis == .horizontal ? "H" : "V")|\(parent)" }
        for (index, c) in plan.constraints.enumerated() where c.isActive && c.identifier == nil && !c.isSystemSpacing {
            guard let priority = Self.priority(c.priority) else { continue }
            if let edge = Self.edge(c, parents: parents, priority: priority) {
                edges[key(edge.axis, edge.parent), default: []].append(Edge(from: edge.from, to: edge.to, predicate: edge.predicate, index: index, toMargin: edge.toMargin))
            } else if let size = Self.size(c, parents: parents, priority: priority) {
                sizes["\(size.axis == .horizontal ? "H" : "V")|\(size.view)", default: []].append((size.predicate, index))
            }
        }
        var keys = Array(edges.keys)
        // In order of each group's first constraint.
        keys.sort { (edges[$0]?.first?.index ?? 0) < (edges[$1]?.first?.index ?? 0) }
        for k in keys {
            guard var pending = edges[k] else { continue }
            let axis = String(k.prefix(1))
            while !pending.isEmpty {
                // A chain starts at the superview if it can, else at a view no pending edge reaches.
                let startIndex = pending.firstIndex { $0.from == nil }
                    ?? pending.firstIndex { e in !pending.contains { $0.to == e.from && $0.to != nil } }
                    ?? 0
                var chain = [pending.remove(at: startIndex)]
                while let last = chain.last?.to, let next = pending.firstIndex(where: { $0.from == last }) {
                    chain.append(pending.remove(at: next))
                }
                var format = "\(axis):"
                var named: [String] = []
                var made: [Int] = []
                func viewTerm(_ property: String) -> String {
                    if !named.contains(property) { named.append(property) }
                    let sizeKey = "\(axis)|\(property)"
                    guard let predicates = sizes[sizeKey], !predicates.isEmpty else { return "[\(property)]" }
                    sizes[sizeKey] = nil
                    made += predicates.map(\.1)
                    for p in predicates { if let other = Self.namedView(in: p.0), !named.contains(other) { named.append(other) } }
                    return "[\(property)(\(predicates.map(\.0).joined(separator: ",")))]"
                }
                if let first = chain.first, first.from == nil { format += "|" } else if let from = chain.first?.from { format += viewTerm(from) }
                for edge in chain {
                    format += edge.predicate
                    made.append(edge.index)
                    format += edge.to.map(viewTerm) ?? "|"
                }
                lines.append(Line(format: format, views: named, made: made))
                used.formUnion(made)
            }
        }
        // Sizes of views no chain named: a line of their own.
        for (sizeKey, predicates) in sizes.sorted(by: { ($0.value.first?.1 ?? 0) < ($1.value.first?.1 ?? 0) }) where !predicates.isEmpty {
            let axis = sizeKey.prefix(1)
            let property = String(sizeKey.dropFirst(2))
            var named = [property]
            for p in predicates { if let other = Self.namedView(in: p.0), !named.contains(other) { named.append(other) } }
            lines.append(Line(format: "\(axis):[\(property)(\(predicates.map(\.0).joined(separator: ",")))]", views: named,
                              made: predicates.map(\.1)))
            used.formUnion(predicates.map(\.1))
        }
        rest = plan.constraints.indices.filter { !used.contains($0) }
    }

    /// The view a size predicate names (`==other`), if any.
    private static func namedView(in predicate: String) -> String? {
        var body = predicate.drop { "=<>".contains($0) }
        if let at = body.firstIndex(of: "@") { body = body[..<at] }
        guard let first = body.first, first.isLetter || first == "_" else { return nil }
        return String(body)
    }

    /// A whole priority, as a Visual Format line writes it; nil for a fractional one.
    private static func priority(_ p: Priority) -> String? {
        guard p.value == p.value.rounded(), p.value >= 1, p.value <= 1000 else { return nil }
        return p.isRequired ? "" : "@\(Int(p.value))"
    }

    private static func relation(_ r: Relation) -> String {
        switch r {
        case .equal: return "=="
        case .greaterOrEqual: return ">="
        case .lessOrEqual: return "<="
        }
    }

    private static func flipped(_ r: Relation) -> Relation {
        switch r {
        case .equal: return .equal
        case .greaterOrEqual: return .lessOrEqual
        case .lessOrEqual: return .greaterOrEqual
        }
    }

    /// `-(>=8@999)-`, `-8-`: a gap, which the format reads back as `to.edge R from.edge + gap`.
    private static func gap(_ relation: Relation, _ value: Double, _ priority: String) -> String? {
        guard value >= 0, value.isFinite else { return nil }
        let number = CodeLiterals.number(value)
        if relation == .equal && priority.isEmpty { return "-\(number)-" }
        return "-(\(relation == .equal ? "" : Self.relation(relation))\(number)\(priority))-"
    }

    /// A spacing between siblings, or between a view and its superview's edge (or margin, at
    /// the standard spacing), in the form the format reads back.
    private static func edge(_ c: ExportPlan.Constraint, parents: [String: ExportPlan.Item], priority: String)
        -> (axis: LayoutAttribute.Axis, parent: ExportPlan.Item, from: String?, to: String?, predicate: String, toMargin: Bool)? {
        guard let second = c.second, c.multiplier == 1 else { return nil }
        let axis = c.first.attribute.axis
        guard second.attribute.axis == axis else { return nil }
        let (lead, trail): (LayoutAttribute, LayoutAttribute) = axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
        // Written as `later.edge R earlier.edge + gap`, flipping the sides if need be.
        var later = c.first, earlier = second, relation = c.relation, constant = c.constant
        func property(_ item: ExportPlan.Item) -> String? { if case .property(let p) = item { return p }; return nil }
        func isStart(_ a: ExportPlan.Anchor) -> Bool { a.attribute == lead }
        func isEnd(_ a: ExportPlan.Anchor) -> Bool { a.attribute == trail }
        // Siblings: `[earlier]-gap-[later]`, later.lead R earlier.trail + gap.
        if let p1 = property(c.first.item), let p2 = property(second.item), p1 != p2,
           let parent1 = parents[p1], parent1 == parents[p2] {
            if isEnd(c.first) && isStart(second) {
                swap(&later, &earlier)
                relation = flipped(relation)
                constant = -constant
            }
            guard isStart(later), isEnd(earlier), let from = property(earlier.item), let to = property(later.item),
                  let predicate = gap(relation, constant, priority) else { return nil }
            return (axis, parent1, from, to, predicate, false)
        }
        // A view and its superview (or the superview's margins): `|-gap-[view]` is
        // view.lead R super.lead + gap; `[view]-gap-|` is super.trail R view.trail + gap.
        func superEdge(_ view: ExportPlan.Anchor, _ outer: ExportPlan.Anchor, sign: Double, relation: Relation)
            -> (axis: LayoutAttribute.Axis, parent: ExportPlan.Item, from: String?, to: String?, predicate: String, toMargin: Bool)? {
            guard let p = property(view.item), let parent = parents[p], view.attribute == outer.attribute else { return nil }
            var margin = false
            if outer.item == .guide(parent, .margins) { margin = true } else if outer.item != parent { return nil }
            let value = sign * constant
            let predicate: String
            if margin {
                guard value == 0, relation == .equal, priority.isEmpty else { return nil }
                predicate = "-"
            } else {
                guard let g = gap(relation, value, priority) else { return nil }
                predicate = g
            }
            if view.attribute == lead { return (axis, parent, nil, p, predicate, margin) }
            if view.attribute == trail { return (axis, parent, p, nil, predicate, margin) }
            return nil
        }
        // view.lead R outer.lead + c (as written), or outer.lead R view.lead + c (flipped).
        if isStart(c.first), let e = superEdge(c.first, second, sign: 1, relation: c.relation) { return e }
        if isStart(second), let e = superEdge(second, c.first, sign: -1, relation: flipped(c.relation)) { return e }
        // outer.trail R view.trail + c (as written), or view.trail R outer.trail + c (flipped).
        if isEnd(second), let e = superEdge(second, c.first, sign: 1, relation: c.relation) { return e }
        if isEnd(c.first), let e = superEdge(c.first, second, sign: -1, relation: flipped(c.relation)) { return e }
        return nil
    }

    /// `(==60)`, `(>=40@750)`, `(==other)`: a size the format can say of a view.
    private static func size(_ c: ExportPlan.Constraint, parents: [String: ExportPlan.Item], priority: String)
        -> (axis: LayoutAttribute.Axis, view: String, predicate: String)? {
        guard c.first.attribute.isSize, case .property(let p) = c.first.item, parents[p] != nil else { return nil }
        let axis = c.first.attribute.axis
        if let second = c.second {
            guard second.attribute == c.first.attribute, c.multiplier == 1, c.constant == 0,
                  case .property(let other) = second.item, other != p, parents[other] != nil else { return nil }
            return (axis, p, "\(relation(c.relation))\(other)\(priority)")
        }
        guard c.constant >= 0, c.constant.isFinite else { return nil }
        return (axis, p, "\(relation(c.relation))\(CodeLiterals.number(c.constant))\(priority)")
    }
}
