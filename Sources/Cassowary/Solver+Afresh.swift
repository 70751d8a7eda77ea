// A fresh solve: the safety net behind the dual simplex's pivot bound.
//
// The dual simplex can cycle on rounding noise (see `PivotBudget`). Stopped at its bound, it
// leaves a tableau whose rows may not all hold, and no cheap way back: the state before the
// operation was not copied (a suggestion is the hot path of a table). What is always at hand is
// the problem itself: the constraints in their order, each with the constant and priority in
// force, and the edit variables with their suggestions. Solving that from nothing takes the
// primal simplex only (an edit's constraint goes in with its suggested constant), whose own
// watch ends every call. The answer is then a solution of the same problem, reached another
// way: for an ambiguous layout, possibly another of its solutions.

extension SolverCore {
    /// Solves the same problem afresh when the last operation left the solver unsettled.
    mutating func solveAfreshIfUnsettled() {
        guard unsettled else { return }
        unsettled = false
        solveAfresh()
    }

    /// Replaces the tableau by one built from nothing for the same constraints, constants,
    /// priorities, edit variables and suggestions, in the order they were added. Counters and
    /// settings carry over; the constraints keep their identities.
    mutating func solveAfresh() {
        var fresh = SolverCore()
        fresh.aggregationThreshold = aggregationThreshold
        fresh.explainsConflicts = false
        // The variables in their first order, so that symbols (and ties) come in the same order.
        for variable in variables { _ = fresh.symbol(for: variable) }
        for record in records.allValues.sorted(by: { $0.sequence < $1.sequence }) {
            guard let constraint = slots[Int(record.slot)] else { continue }
            if record.isEdit {
                guard let variable = constraint.expression.terms.first?.variable else { continue }
                // The edit's constraint reads `variable - value == 0`, its constant -value.
                fresh.addEditFreshly(variable, priority: record.priority, value: -record.constant)
            } else {
                fresh.addFreshly(constraint, constant: record.constant, priority: record.priority)
            }
        }
        fresh.explainsConflicts = explainsConflicts
        // The caller's counters, with the fresh solve's pivots (its adds are not the caller's).
        let work = fresh.statistics
        fresh.statistics = statistics
        fresh.statistics.pivots += work.pivots
        fresh.statistics.rowsRewritten += work.rowsRewritten
        fresh.statistics.freshSolves += 1
        fresh.relaxations = relaxations
        fresh.snapshotsTaken = snapshotsTaken
        fresh.directEqualities = directEqualities
        fresh.unsettled = false
        self = fresh
    }

    /// Adds `constraint`, then gives it the constant and priority in force where they differ
    /// from its own, as the operations that changed them did.
    private mutating func addFreshly(_ constraint: Constraint, constant: Double, priority: Priority) {
        do {
            try add(constraint)
            if records[ObjectIdentifier(constraint)]?.constant != constant {
                try updateConstant(of: constraint, to: constant)
            }
            if constraint.priority != priority { try updatePriority(of: constraint, to: priority) }
        } catch {
            // It held in the solver this one replaces; only rounding can refuse it here. It is
            // left out rather than forced: the answer stays a solution of what is in.
        }
    }

    /// Makes `variable` editable at `priority` with `value` suggested, in one insert.
    private mutating func addEditFreshly(_ variable: Variable, priority: Priority, value: Double) {
        guard (try? addEditVariable(variable, priority: priority, at: value)) != nil else { return }
        dualOptimize()
    }
}
