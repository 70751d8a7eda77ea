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
            guard let bounds = requiredBounds[s] else { return true }
            var rest = scratch.constant
            for t in touched where t != s { rest += scratch.coefficient(t) * evaluate(t) }
            let value = -rest / a
            guard value.isFinite else { continue }
            if bounds.allSatisfy({ bound in
                let expression = bound.expression
                let residual = expression.terms.reduce(expression.constant) { $0 + $1.coefficient * value }
                switch bound.relation {
                case .equal: return residual == 0
                case .greaterOrEqual: return residual >= 0
                case .lessOrEqual: return residual <= 0
                }
            }) {
                return true
            }
        }
        return false
    }

    /// Counts a required constraint in (1) or out (-1): of its variables' `requiredLinks`, one
    /// a term (a variable named twice twice), or of `requiredBounds` when it has one term.
    mutating func countRequiredUses(of constraint: Constraint, by delta: Int32) {
        func link(_ variable: Variable) {
            guard let s = variableSymbols[ObjectIdentifier(variable)] else { return }
            tableau.symbols[Int(s)].requiredLinks &+= delta
        }
        func bound(_ variable: Variable) {
            guard let s = variableSymbols[ObjectIdentifier(variable)] else { return }
            if delta > 0 {
                requiredBounds[s, default: []].append(constraint)
            } else {
                requiredBounds[s]?.removeAll { $0 === constraint }
                if requiredBounds[s]?.isEmpty == true { requiredBounds[s] = nil }
            }
        }
        switch constraint.form {
        case .expression(let expression):
            if expression.terms.count == 1 {
                bound(expression.terms[0].variable)
            } else {
                for term in expression.terms { link(term.variable) }
            }
        case .variable(let variable, _): bound(variable)
        case .difference(let first, let second): link(first); link(second)
        }
    }
}
