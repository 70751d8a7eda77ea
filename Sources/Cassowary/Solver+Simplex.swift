// The simplex steps: primal optimisation of the lexicographic objective, dual optimisation
// after a suggestion, and the pivot that both share.

extension SolverCore {
    /// Remembers that the cost of `s` (see `topCost`) changed, so that it may now improve things.
    @inline(__always)
    mutating func markEnteringCandidate(_ s: Int32) {
        // Only symbols that can enter (not markers, aggregates among them: phase one can make
        // aggregates that a failed add takes back with the tableau).
        guard tableau.symbols[Int(s)].canEnter else { return }
        if !tableau.symbols[Int(s)].isCandidate {
            tableau.symbols[Int(s)].isCandidate = true
            enteringCandidates.append(s)
        }
    }

    /// Marks every symbol of the row of `s`: done when that row starts or stops counting in
    /// the objective (`s` is an error entering or leaving the basis), as their costs change.
    mutating func markRowEnteringCandidates(_ s: Int32) {
        var n = tableau.symbols[Int(s)].rowHead
        while n != -1 {
            markEnteringCandidate(tableau.nodes[Int(n)].col)
            n = tableau.nodes[Int(n)].rowNext
        }
    }

    // The objective has no rows. At each level it is the sum of the errors of that priority;
    // written in parametric symbols, a basic error stands for its row. So the cost of a
    // parametric symbol `s` at level p is 1 when `s` is an error of priority p, plus its
    // coefficient in the row of every basic error of priority p: the tableau keeps those sums
    // as rows change (`Tableau.topCost`). A pivot then writes into the rows of the constraints
    // only, never into objective rows that mention nearly every error (kiwi keeps one such
    // row).

    @inline(__always)
    func topCost(of s: Int32, below bound: Double) -> (level: Double, cost: Double) {
        Tableau.topCost(of: s, below: bound, symbols: tableau.symbols, nodes: tableau.nodes, costEntries: tableau.costEntries)
    }

    /// The sign of the objective's cost vector for `s`, read from the highest priority down:
    /// -1 when entering `s` lowers the objective lexicographically, +1 when it raises it, 0
    /// when every level is indifferent.
    func costSign(_ s: Int32) -> Int {
        var bound = Double.infinity
        while true {
            let (level, cost) = topCost(of: s, below: bound)
            if level == 0 { return 0 }
            if cost < -costZero { return -1 }
            if cost > costZero { return 1 }
            bound = level
        }
    }

    /// Primal simplex on the objective levels. The entering symbol is the one whose cost vector
    /// is lexicographically smallest (the steepest descent at the highest level, ties decided
    /// by the levels below, then by the lower index): entering a symbol that costs at a lower
    /// level only to leave again at the next step is a wasted pivot (making a cell's edit
    /// variable took two pivots under Bland's rule, one under this). Degenerate pivots can
    /// cycle under such a rule; after `degeneratePivotsBeforeBland` of them in one call, the
    /// lowest improving index enters (Bland's entering rule; the ratio test's ties go to the
    /// largest element first, so the pivot bound below stays the last resort).
    mutating func optimize() {
        // Symbols found unbounded in this call (a cost that is only noise): not tried again.
        var unbounded: Set<Int32> = []
        var budget = PivotBudget(symbolCount: tableau.symbols.count - aggregates.count)
        while budget.allowsAnotherPivot() {
            let bland = budget.usesBlandsRule
            var entering: Int32 = -1
            var kept = 0
            for i in 0..<enteringCandidates.count {
                let s = enteringCandidates[i]
                let info = tableau.symbols[Int(s)]
                if !info.isBasic, info.canEnter, costSign(s) < 0 {
                    enteringCandidates[kept] = s
                    kept += 1
                    if unbounded.contains(s) { continue }
                    if entering == -1 || (bland ? s < entering : compareRatios(s, 1, entering, 1) < 0) {
                        entering = s
                    }
                } else {
                    tableau.symbols[Int(s)].isCandidate = false
                }
            }
            enteringCandidates.truncate(to: kept)
            guard entering != -1 else { return }
            guard let leaving = leavingRow(for: entering) else {
                // Unbounded: with non-negative errors only a noise cost can do this; skip that
                // symbol and go on with the others.
                unbounded.insert(entering)
                continue
            }
            budget.notePivot(entering: entering, leaving: leaving, leavingConstant: tableau.constant(leaving))
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Primal simplex on a single objective row (phase one of an artificial add), with the
    /// entering rule of `optimize()`: the steepest symbol enters (the most negative cost, ties to
    /// the lower index), Bland's rule after `degeneratePivotsBeforeBland` degenerate pivots, and
    /// the same bound on pivots. (Under Bland's rule alone, a cost of -2e-9 left by rounding in a
    /// row of coefficients near 1e4 entered before one of -100, and dividing by a pivot element of
    /// the same noise put values of 1e16 into the tableau: BUG 10.) Costs are read down to
    /// `nearZero`, not `costZero`: a small real cost left unused would leave the artificial above
    /// zero, and a feasible add refused.
    mutating func optimize(phaseOne objective: Int32) {
        var budget = PivotBudget(symbolCount: tableau.symbols.count - aggregates.count)
        // Done once the artificial is down to zero: what costs are left then are noise.
        while abs(tableau.constant(objective)) >= feasibilityTolerance, budget.allowsAnotherPivot() {
            guard let entering = phaseOneEntering(objective, bland: budget.usesBlandsRule),
                  let leaving = leavingRow(for: entering) else { return }
            budget.notePivot(entering: entering, leaving: leaving, leavingConstant: tableau.constant(leaving))
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The symbol phase one enters next: the most negative cost of the objective row, or under
    /// Bland's rule the lowest index with a negative cost. Ties go to the symbol that costs
    /// least in the constraints' own objective (`compareRatios`), then to the lower index: the
    /// artificial stands above every priority, and the levels below it still choose among
    /// equals. Without that, the tie of a tall image's height to a stack's common height
    /// entered whatever came first, often a slack that lowered the common height below the
    /// other images' compression resistance, and the optimisation after phase one put it back
    /// one tied image at a time (O(N) pivots an add, N³ for a stack).
    func phaseOneEntering(_ objective: Int32, bland: Bool) -> Int32? {
        var entering: Int32 = -1
        var steepest = 0.0
        var n = tableau.symbols[Int(objective)].rowHead
        while n != -1 {
            let node = tableau.nodes[Int(n)]
            n = node.rowNext
            guard node.value < -nearZero, tableau.symbols[Int(node.col)].canEnter else { continue }
            if entering == -1 || (bland && node.col < entering)
                || (!bland && node.value < steepest - 1e-9 * abs(steepest)) {
                (entering, steepest) = (node.col, node.value)
            } else if !bland, node.value <= steepest + 1e-9 * abs(steepest),
                      compareRatios(node.col, 1, entering, 1) < 0 {
                (entering, steepest) = (node.col, min(node.value, steepest))
            }
        }
        return entering == -1 ? nil : entering
    }

    /// The ratio test: the restricted row that first reaches zero as `entering` grows. Among
    /// rows that reach zero together (degenerate ties), the one with the largest pivot element
    /// wins: dividing by a small element would amplify rounding noise.
    mutating func leavingRow(for entering: Int32) -> Int32? {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        var bestElement = 0.0
        var n = tableau.symbols[Int(entering)].colHead
        while n != -1 {
            let node = tableau.nodes[Int(n)]
            let row = node.row
            if node.value < -nearZero, tableau.symbols[Int(row)].isRestricted {
                let ratio = tableau.constant(row) / -node.value
                let tie = abs(ratio - bestRatio) <= 1e-12 * max(1, abs(ratio))
                if (!tie && ratio < bestRatio) || (tie && (-node.value > bestElement * (1 + 1e-9)
                        || (-node.value >= bestElement * (1 - 1e-9) && row < best))) {
                    bestRatio = min(ratio, bestRatio)
                    best = row
                    bestElement = -node.value
                }
            }
            n = node.colNext
        }
        return best == -1 ? nil : best
    }

    /// Dual simplex: restores feasibility while staying optimal (after a suggestion, a constant
    /// changed in place, or a required inequality's slack row put in negative). Returns
    /// the first row that cannot be made feasible (the required constraints cannot hold), or
    /// nil when every row is. With `stoppingThere`, it returns that row as it is then (to read
    /// a certificate from), the rest of the work left undone.
    ///
    /// Under the same watch as the primal simplex (`PivotBudget`): rounding noise can make it
    /// cycle too (turn3/06: a suggestion of 1e7 over multipliers of 1,000 pivoted for ever, its
    /// values reaching 1e21). Stopped so, it leaves rows that may not hold; it marks the solver
    /// `unsettled`, and the operation that called it solves afresh (`solveAfreshIfUnsettled`).
    @discardableResult
    mutating func dualOptimize(stoppingThere: Bool = false) -> Int32? {
        var infeasible: Int32? = nil
        var budget = PivotBudget(dualWithSymbolCount: tableau.symbols.count - aggregates.count)
        while let leaving = budget.usesBlandsRule ? popLowestInfeasibleRow() : infeasibleRows.popLast() {
            // Restricted rows only: a stale entry may name a symbol freed and made again since.
            guard tableau.isBasic(leaving), tableau.symbols[Int(leaving)].isRestricted,
                  tableau.constant(leaving) < -nearZero else { continue }
            guard let entering = dualEntering(for: leaving)?.symbol else {
                if tableau.constant(leaving) >= -feasibilityTolerance {
                    // Short of zero by less than a required equality may be (see `insert`):
                    // rounding, not a conflict, for inequalities too. The row is taken to hold.
                    tableau.setConstant(leaving, 0)
                    continue
                }
                if stoppingThere { return leaving }
                if infeasible == nil { infeasible = leaving }
                continue
            }
            guard budget.allowsAnotherPivot() else {
                infeasibleRows.removeAll()
                unsettled = true
                return nil
            }
            budget.notePivot(entering: entering, leaving: leaving, leavingConstant: tableau.constant(leaving))
            pivot(entering: entering, leaving: leaving)
        }
        return infeasible
    }

    /// The infeasible row of the lowest symbol, taken off the list: Bland's leaving rule for the
    /// dual simplex (with entering ties to the lower symbol, as `compareRatios` breaks them),
    /// once a basis came back.
    private mutating func popLowestInfeasibleRow() -> Int32? {
        guard infeasibleRows.count > 0 else { return nil }
        var lowest = 0
        for i in 1..<infeasibleRows.count where infeasibleRows[i] < infeasibleRows[lowest] { lowest = i }
        let row = infeasibleRows[lowest]
        infeasibleRows[lowest] = infeasibleRows[infeasibleRows.count - 1]
        infeasibleRows.removeLast()
        return row
    }

    /// The symbol of `row` with a positive coefficient whose objective cost vector, divided by
    /// that coefficient, is lexicographically smallest, and that coefficient.
    mutating func dualEntering(for row: Int32) -> (symbol: Int32, coefficient: Double)? {
        var best: Int32 = -1
        var bestCoefficient = 0.0
        var n = tableau.symbols[Int(row)].rowHead
        while n != -1 {
            let node = tableau.nodes[Int(n)]
            if node.value > nearZero, tableau.symbols[Int(node.col)].canEnter {
                if best == -1 || compareRatios(node.col, node.value, best, bestCoefficient) < 0 {
                    best = node.col
                    bestCoefficient = node.value
                }
            }
            n = node.rowNext
        }
        return best == -1 ? nil : (best, bestCoefficient)
    }

    /// Compares cost(a)/ca with cost(b)/cb level by level, from the highest; ties go to the
    /// lower symbol (or, without `tiesBySymbol`, answer 0).
    func compareRatios(_ a: Int32, _ ca: Double, _ b: Int32, _ cb: Double, tiesBySymbol: Bool = true) -> Int {
        var bound = Double.infinity
        while true {
            let (la, costA) = topCost(of: a, below: bound)
            let (lb, costB) = topCost(of: b, below: bound)
            let level = max(la, lb)
            if level == 0 { return tiesBySymbol ? (a < b ? -1 : (a > b ? 1 : 0)) : 0 }
            let ra = la == level ? costA / ca : 0
            let rb = lb == level ? costB / cb : 0
            if ra < rb - costZero { return -1 }
            if ra > rb + costZero { return 1 }
            bound = level
        }
    }

    /// `entering` becomes basic in the row of `leaving`, and is substituted everywhere else.
    mutating func pivot(entering: Int32, leaving: Int32) {
        tableau.solveRow(of: leaving, for: entering)
        if tableau.kind(entering) == .external {
            tableau.symbols[Int(entering)].rank = nextRank
            nextRank += 1
        }
        // An error that enters now costs through its row; one that leaves costs by itself (and
        // is in that row): either way the costs of the row's symbols change.
        substitute(entering, costsChange: tableau.kind(entering) == .error || tableau.kind(leaving) == .error)
        statistics.pivots += 1
    }

    /// Replaces basic `s` by its row in every other row that mentions it. The symbols of that
    /// row are marked as entering candidates when their costs change: when the caller says so
    /// (`costsChange`), or when the row goes into the row of a basic error. Once either way.
    mutating func substitute(_ s: Int32, costsChange callerCostsChange: Bool = false) {
        // The rows that mention `s`, with its coefficient there (nothing below adds to the list:
        // substitutions do not nest, which debug builds check).
        substitutionBuffer.removeAll()
        var n = tableau.symbols[Int(s)].colHead
        while n != -1 {
            let node = tableau.nodes[Int(n)]
            let next = node.colNext
            if node.row != s {
                substitutionBuffer.append((node.row, node.value))
                tableau.unlink(n)
            }
            n = next
        }
        statistics.rowsRewritten += substitutionBuffer.count
        if substitutionBuffer.count >= 2 { aggregateMarkers(ofRow: s) }
        let rowIsLazy = rowMentionsBasicExternal(s)
        var costsChange = callerCostsChange
        #if DEBUG
        // The loop below reads the list while it merges; a nested substitution would refill it.
        assert(!isSubstituting, "substitute re-entered: its row list would be overwritten")
        isSubstituting = true
        defer { isSubstituting = false }
        #endif
        for i in 0..<substitutionBuffer.count {
            let use = substitutionBuffer[i]
            tableau.merge(into: use.row, from: s, factor: use.coefficient)
            let kind = tableau.kind(use.row)
            if rowIsLazy { restoreRankOrder(of: use.row) }
            // The row of a basic error counts in the objective: the costs of the symbols merged
            // into it change.
            if kind == .error { costsChange = true }
            if kind != .external, kind != .objective, tableau.constant(use.row) < 0 {
                infeasibleRows.append(use.row)
            }
        }
        if costsChange { markRowEnteringCandidates(s) }
    }

    mutating func rowMentionsBasicExternal(_ r: Int32) -> Bool {
        var n = tableau.symbols[Int(r)].rowHead
        while n != -1 {
            let c = tableau.nodes[Int(n)].col
            if tableau.kind(c) == .external, tableau.isBasic(c) { return true }
            n = tableau.nodes[Int(n)].rowNext
        }
        return false
    }

    /// After a lazy row was merged into `r`: expand the basic externals that `r` may not mention
    /// (all of them in a restricted or objective row; those of rank ≥ its own in an external row).
    mutating func restoreRankOrder(of r: Int32) {
        let info = tableau.symbols[Int(r)]
        let minimumRank = info.kind == .external ? info.rank : 0
        var n = info.rowHead
        var needed = false
        while n != -1 {
            let c = tableau.symbols[Int(tableau.nodes[Int(n)].col)]
            if c.kind == .external, c.isBasic, c.rank >= minimumRank { needed = true; break }
            n = tableau.nodes[Int(n)].rowNext
        }
        guard needed else { return }
        scratch.reset(symbolCount: tableau.symbols.count)
        scratch.addRow(r, factor: 1, of: tableau)
        scratch.expand(minimumRank: minimumRank, in: tableau)
        let constant = scratch.constant
        tableau.clearRow(r)
        for s in scratch.touched {
            let c = scratch.coefficient(s)
            if abs(c) >= storedZero { tableau.link(row: r, col: s, value: c) }
        }
        tableau.setConstant(r, constant)
        tableau.setBasic(r, true)
        if info.kind == .error { markRowEnteringCandidates(r) }
    }
}
