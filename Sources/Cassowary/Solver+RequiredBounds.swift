// The required constraints each variable is held by, counted so that an add can tell when a
// required constraint is sure to hold (and needs no snapshot of the tableau).

extension SolverCore {
    /// Whether the required constraint in the scratch row (its terms only, as written) can
    /// hold with those in the solver: when one of its variables is held by no other required
    /// constraint but bounds of its own (`width >= 0`), and the value that satisfies it, the
    /// others where they are now, is within them. The current values satisfy every required
    /// constraint, so they still do with that one variable moved. (The trailing edge of
    /// H:|-8-[label]-8-|: the label's width is held by its hugging, its compression resistance
    /// and `width >= 0` only. Its phase one took a copy of the whole tableau each time.)
    mutating func canHoldThroughBoundedVariable() -> Bool {
        let touched = scratch.touched
        for s in touched where tableau.kind(s) == .external && tableau.symbols[Int(s)].requiredLinks == 0 {
            let a = scratch.coefficient(s)
            guard abs(a) >= nearZero else { continue }
            var rest = scratch.constant
            for t in touched where t != s { rest += scratch.coefficient(t) * evaluate(t) }
            let value = -rest / a
            guard value.isFinite else { continue }
            if requiredBounds.allHold(for: s, at: value) { return true }
        }
        return false
    }

    /// Counts a required constraint in (1) or out (-1): of its variables' `requiredLinks`, one
    /// a term (a variable named twice twice), or of `requiredBounds` when it has one term,
    /// with `constant`, the one in force (counted out, it is found by its slot).
    mutating func countRequiredUses(of constraint: Constraint, slot: Int32, constant: Double, by delta: Int32) {
        if let (variable, coefficient) = constraint.boundTerm {
            guard let s = variableSymbols[variable.identifier] else { return }
            if delta > 0 {
                requiredBounds.insert(.init(coefficient: coefficient, constant: constant, relation: constraint.relation,
                                            slot: slot), for: s)
            } else {
                requiredBounds.remove(slot: slot, from: s)
            }
            return
        }
        constraint.forEachTerm { variable, _ in
            guard let s = variableSymbols[variable.identifier] else { return }
            tableau.symbols[Int(s)].requiredLinks &+= delta
        }
    }

    /// Gives the bound of a required constraint of one term the constant now in force.
    mutating func boundConstantChanged(of constraint: Constraint, slot: Int32, to constant: Double) {
        guard let (variable, _) = constraint.boundTerm,
              let s = variableSymbols[variable.identifier] else { return }
        requiredBounds.setConstant(constant, slot: slot, of: s)
    }
}
