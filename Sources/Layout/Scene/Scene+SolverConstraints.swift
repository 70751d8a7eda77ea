import Cassowary

// A scene's constraint as its solver holds it: made from the record, and known again by name.

extension Scene {
    func solverConstraint(_ id: String) -> Constraint? {
        constraints[id].map(solverConstraint(for:)) ?? nil
    }

    /// The solver's constraint for a record (its name is the record's identifier).
    func solverConstraint(for c: SceneConstraint) -> Constraint? {
        simpleSolverConstraint(for: c) ?? generalSolverConstraint(for: c)
    }

    /// ``solverConstraint(for:)`` for any record: each side written out as an expression.
    ///
    /// The terms go into one array made to size, in the order, and with the coefficients and
    /// constant to the bit (the sign of a zero included), that writing it with the operators
    /// gives (`lhs - (constant + multiplier × second + Σ coefficient × term)`, each anchor
    /// `base + k × extra`, negated where mirrored): those made an array for each anchor and
    /// grew it at each operator, some 2 k instructions a constraint.
    func generalSolverConstraint(for c: SceneConstraint) -> Constraint? {
        let mirrored = isMirrored(c.spec)
        guard let first = anchorParts(c.spec.first) else { return nil }
        var terms: [LinearExpression.Term] = []
        terms.reserveCapacity(4 + 2 * c.spec.extraTerms.count)
        // One anchor's terms, scaled by `factor` (nil: not scaled, as the left side is not),
        // negated first where `negate` says (a mirrored horizontal location), then negated
        // again when it is on the right; returns the anchor's constant as the operators leave it.
        func append(_ parts: AnchorParts, negate: Bool, factor: Double?, right: Bool) -> Double {
            var base = 1.0, extra = 1 * parts.k, constant = 0 + 0 * parts.k
            if parts.extra == nil { constant = 0 }
            if negate {
                base = base * -1
                extra = extra * -1
                constant = constant * -1
            }
            if let factor {
                base = base * factor
                extra = extra * factor
                constant = constant * factor
            }
            terms.append(LinearExpression.Term(parts.base, right ? -base : base))
            if let variable = parts.extra { terms.append(LinearExpression.Term(variable, right ? -extra : extra)) }
            return constant
        }
        let left = append(first, negate: mirrored && first.isHorizontalLocation, factor: nil, right: false)
        var right = effectiveConstant(of: c)
        if let second = c.spec.second {
            guard let parts = anchorParts(second) else { return nil }
            right = right + append(parts, negate: mirrored && parts.isHorizontalLocation, factor: c.spec.multiplier, right: true)
        }
        for term in c.spec.extraTerms {
            guard let parts = anchorParts(term.anchor) else { return nil }
            right = right + append(parts, negate: false, factor: term.coefficient, right: true)
        }
        return Constraint(LinearExpression(terms: terms, constant: left - right), c.spec.relation,
                          priority: c.spec.priority, name: c.identifier)
    }

    /// ``solverConstraint(for:)`` where each side is one variable or the right side a number
    /// (`width >= 0`, `a.top == b.top`, a label's baseline; most of the engine's own): the same
    /// constraint, made without arrays of terms. Nil for any other.
    func simpleSolverConstraint(for c: SceneConstraint) -> Constraint? {
        let spec = c.spec
        guard spec.extraTerms.isEmpty, !isMirrored(spec), let first = anchorParts(spec.first), first.extra == nil else {
            return nil
        }
        let constant = effectiveConstant(of: c)
        guard let second = spec.second else {
            return Constraint(first.base, spec.relation, constant, priority: spec.priority, name: c.identifier)
        }
        guard spec.multiplier == 1, constant == 0, let other = anchorParts(second), other.extra == nil else { return nil }
        return Constraint(first.base, spec.relation, other.base, priority: spec.priority, name: c.identifier)
    }

    /// The identifier of a constraint in force, from its constraint in a solver: its name, the
    /// identifier it was made with, unless it was renamed since. Nil for one not in force (a
    /// probe).
    func sceneIdentifier(of solverConstraint: Constraint) -> String? {
        if !renamedSolverConstraints.isEmpty, let renamed = renamedSolverConstraints[ObjectIdentifier(solverConstraint)] {
            return renamed
        }
        guard let name = solverConstraint.name, constraints[name]?.enforced === solverConstraint else { return nil }
        return name
    }
}
