import Cassowary

/// An attribute the constraints leave free, with another value it could take in an equally
/// good layout (as `exerciseAmbiguityInLayout` shows it).
public struct AmbiguousAttribute: Sendable, Equatable {
    public let view: String
    public let attribute: LayoutAttribute
    public let value: Double
    public let alternative: Double
}

extension Scene {
    /// The view attributes that more than one layout satisfies equally well.
    public func ambiguities() -> [AmbiguousAttribute] {
        assertLaidOut()
        // A stack's guides matter only along the axis each serves, and an ambiguity there is
        // one of the stack's views too: their other attributes are nobody's business.
        var found = solvers.keys.sorted().flatMap { solvers[$0]?.ambiguities() ?? [] }.compactMap { a -> AmbiguousAttribute? in
            guard let anchor = anchorByVariable[ObjectIdentifier(a.variable)], views[anchor.view]?.isEngineGuide != true else { return nil }
            return AmbiguousAttribute(view: anchor.view, attribute: anchor.attribute, value: a.value, alternative: a.alternativeValue)
        }
        // A frame variable no constraint mentions is as free as it gets.
        for name in viewOrder {
            guard let v = views[name], !v.isEngineGuide else { continue }
            for (variable, attribute) in [(v.left, LayoutAttribute.left), (v.top, .top), (v.width, .width), (v.height, .height)]
                where solvers[root(of: name)]?.knows(variable) != true {
                found.append(AmbiguousAttribute(view: name, attribute: attribute, value: 0, alternative: 10))
            }
        }
        return found.sorted { lhs, rhs in
            let l = viewOrder.firstIndex(of: lhs.view) ?? 0, r = viewOrder.firstIndex(of: rhs.view) ?? 0
            return l != r ? l < r : lhs.attribute.name < rhs.attribute.name
        }
    }

    /// Whether any view's frame is ambiguous.
    public var hasAmbiguousLayout: Bool { !ambiguities().isEmpty }

    /// The constraints that decide an attribute's value (`constraintsAffectingLayout`), in the
    /// order they were made.
    public func constraintsAffecting(_ anchor: Anchor) throws(LayoutError) -> [String] {
        _ = try view(anchor.view)
        assertLaidOut(anchor.view)
        guard let e = expression(anchor) else { return [] }
        var found = Set<String>()
        for term in e.terms {
            for c in solver(for: anchor.view).constraintsDetermining(term.variable) {
                if let id = sceneIdentifier(of: c) { found.insert(id) }
            }
        }
        // Hugging and compression resistance meet at the same size: when one of a pair decides
        // the value and the other holds with equality too, both are listed (which one the
        // solver's basis names is an accident of the order of pivots).
        for id in Array(found) {
            for (a, b) in [("hug", "compression"), ("compression", "hug")] where id.hasSuffix(".\(a)") {
                let partner = String(id.dropLast(a.count)) + b
                if let p = constraints[partner], p.enforced != nil, let v = views[p.spec.first.view] {
                    let size = value(p.spec.first.attribute == .width ? v.width : v.height, of: v.name)
                    if abs(size - p.spec.constant) < 1e-6 { found.insert(partner) }
                }
            }
        }
        return constraintOrder.filter { found.contains($0) }
    }

    /// The constraints that mention a view (as first or second item), and those the engine
    /// made on its behalf (a stack's, between its arranged views), in order.
    public func constraints(mentioning view: String) -> [String] {
        let own = Set(systemConstraints[view]?.values.map { $0 } ?? [])
        return constraintOrder.filter { id in
            guard let c = constraints[id] else { return false }
            return own.contains(id) || c.spec.first.view == view || c.spec.second?.view == view
                || c.spec.extraTerms.contains { $0.anchor.view == view }
        }
    }
}
