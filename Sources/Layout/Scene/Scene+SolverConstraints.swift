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
    func generalSolverConstraint(for c: SceneConstraint) -> Constraint? {
        let mirrored = isMirrored(c.spec)
        guard let lhs = expression(c.spec.first, mirrored: mirrored) else { return nil }
        var rhs = LinearExpression(effectiveConstant(of: c))
        if let second = c.spec.second {
            guard let e = expression(second, mirrored: mirrored) else { return nil }
            rhs = rhs + c.spec.multiplier * e
        }
        for term in c.spec.extraTerms {
            guard let e = expression(term.anchor) else { return nil }
            rhs = rhs + term.coefficient * e
        }
        return Constraint(lhs - rhs, c.spec.relation, priority: c.spec.priority, name: c.identifier)
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
