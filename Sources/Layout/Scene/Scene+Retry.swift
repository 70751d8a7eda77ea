import Cassowary

/// Broken constraints tried again after a change, and only when they can hold.
extension Scene {
    /// Tries again the constraints given up earlier: a change may have made room for them.
    /// One refused before, unchanged, by a solver whose required constraints have not been
    /// loosened since, is refused again without asking: each attempt is a phase one over the
    /// whole tree, and nested stacks with a few dozen broken constraints spent a second a
    /// command on them (turn3/05c).
    func retryBroken() {
        guard !brokenIDs.isEmpty else { return }
        for id in constraintOrder where brokenIDs.contains(id) {
            guard let c = constraints[id], c.wantsActive, !isSuspended(id), let sc = solverConstraint(id) else { continue }
            let solver = solver(for: c.spec.first.view)
            if let last = refusedRetries[id], last.solver === solver,
               last.relaxations == solver.requiredRelaxations, last.constraint.says(theSameAs: sc) { continue }
            work.retries += 1
            if solver.addIfSatisfiable(sc) {
                refusedRetries[id] = nil
                markUnsettled(c.spec.first.view)
                constraints[id]?.enforced = sc
                setState(id, .active)
            } else {
                refusedRetries[id] = RefusedRetry(solver: solver, relaxations: solver.requiredRelaxations, constraint: sc)
            }
        }
    }
}

/// A broken constraint's last refusal: the solver that refused it, how many times that solver's
/// required constraints had been loosened then, and the constraint as it was.
struct RefusedRetry {
    let solver: Solver
    let relaxations: Int
    let constraint: Constraint
}
