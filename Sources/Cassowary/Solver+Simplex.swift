// The simplex steps: primal optimisation of the lexicographic objective, dual optimisation
// after a suggestion, and the pivot that both share.

extension SolverCore {
    /// Remembers that the objective coefficient of `s` changed, so it may now improve things.
    @inline(__always)
    mutating func markEnteringCandidate(_ s: Int32) {
        // Only symbols that can enter (not markers, aggregates among them: phase one can make
        // aggregates that a failed add takes back with the tableau).
        guard tableau.symbols[Int(s)].canEnter else { return }
        let i = Int(s)
        if isCandidate.count <= i {
            isCandidate.append(contentsOf: repeatElement(false, count: max(i + 1 - isCandidate.count, 64)))
        }
        if !isCandidate[i] {
            isCandidate[i] = true
            enteringCandidates.append(s)
        }
    }

    /// The sign of the objective's coefficient vector for `s`, read from the highest priority
    /// down: -1 when entering `s` lowers the objective lexicographically, +1 when it raises it,
    /// 0 when every level is indifferent. One walk down the column of `s`: the objective rows
    /// that mention it are among its few entries, so no level's (long) row is searched.
    mutating func costSign(_ s: Int32) -> Int {
        var best = -Double.infinity
        var sign = 0
        var n = tableau.symbols[Int(s)].colHead
        while n != -1 {
            let node = tableau.nodes[Int(n)]
            let row = tableau.symbols[Int(node.row)]
            // Objective levels only: the phase-one objective (owner -1) is not one of them.
            if row.kind == .objective, row.owner >= 0, abs(node.value) > nearZero {
                let priority = levels[Int(row.owner)].priority
                if priority > best {
                    best = priority
                    sign = node.value < 0 ? -1 : 1
                }
            }
            n = node.colNext
        }
        return sign
    }

    /// Primal simplex on the objective levels (Bland's rule: the improving symbol of lowest
    /// index enters, ties in the ratio test go to the lowest index too).
    mutating func optimize() {
        // Symbols found unbounded in this call (a cost that is only noise): not tried again.
        var unbounded: Set<Int32> = []
        while true {
            var entering: Int32 = -1
            var kept = 0
            for i in enteringCandidates.indices {
                let s = enteringCandidates[i]
                let info = tableau.symbols[Int(s)]
                if !info.isBasic, info.canEnter, costSign(s) < 0 {
                    if unbounded.contains(s) {
                        enteringCandidates[kept] = s
                        kept += 1
                        continue
                    }
                    enteringCandidates[kept] = s
                    kept += 1
                    if entering == -1 || s < entering { entering = s }
                } else {
                    isCandidate[Int(s)] = false
                }
            }
            enteringCandidates.removeLast(enteringCandidates.count - kept)
            guard entering != -1 else { return }
            guard let leaving = leavingRow(for: entering) else {
                // Unbounded: with non-negative errors only a noise cost can do this; skip that
                // symbol and go on with the others.
                unbounded.insert(entering)
                continue
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Primal simplex on a single objective row (phase one of an artificial add).
    mutating func optimize(phaseOne objective: Int32) {
        while true {
            var entering: Int32 = -1
            var n = tableau.symbols[Int(objective)].rowHead
            while n != -1 {
                let node = tableau.nodes[Int(n)]
                if node.value < -nearZero, tableau.symbols[Int(node.col)].canEnter,
                   entering == -1 || node.col < entering {
                    entering = node.col
                }
                n = node.rowNext
            }
            guard entering != -1, let leaving = leavingRow(for: entering) else { return }
            pivot(entering: entering, leaving: leaving)
        }
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

    /// Dual simplex: restores feasibility after a suggestion while staying optimal. Returns
    /// false when a row cannot be made feasible (the required constraints cannot hold).
    @discardableResult
    mutating func dualOptimize() -> Bool {
        var feasible = true
        while let leaving = infeasibleRows.popLast() {
            guard tableau.isBasic(leaving), tableau.constant(leaving) < -nearZero else { continue }
            guard let entering = dualEntering(for: leaving) else {
                feasible = false
                continue
            }
            pivot(entering: entering, leaving: leaving)
        }
        return feasible
    }

    /// The symbol of `row` with a positive coefficient whose objective cost vector, divided by
    /// that coefficient, is lexicographically smallest.
    private mutating func dualEntering(for row: Int32) -> Int32? {
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
        return best == -1 ? nil : best
    }

    /// Compares cost(a)/ca with cost(b)/cb level by level; ties go to the lower symbol.
    private mutating func compareRatios(_ a: Int32, _ ca: Double, _ b: Int32, _ cb: Double) -> Int {
        for index in levelOrder {
            let objective = levels[Int(index)].symbol
            let ra = tableau.coefficient(row: objective, col: a) / ca
            let rb = tableau.coefficient(row: objective, col: b) / cb
            if ra < rb - nearZero { return -1 }
            if ra > rb + nearZero { return 1 }
        }
        return a < b ? -1 : (a > b ? 1 : 0)
    }

    /// `entering` becomes basic in the row of `leaving`, and is substituted everywhere else.
    mutating func pivot(entering: Int32, leaving: Int32) {
        tableau.solveRow(of: leaving, for: entering)
        if tableau.kind(entering) == .external {
            tableau.symbols[Int(entering)].rank = nextRank
            nextRank += 1
        }
        substitute(entering)
        statistics.pivots += 1
    }

    /// Replaces basic `s` by its row in every other row that mentions it.
    mutating func substitute(_ s: Int32) {
        var uses: [(row: Int32, coefficient: Double)] = []
        swap(&uses, &substitutionBuffer)
        uses.removeAll(keepingCapacity: true)
        defer { substitutionBuffer = uses }
        var n = tableau.symbols[Int(s)].colHead
        while n != -1 {
            let node = tableau.nodes[Int(n)]
            let next = node.colNext
            if node.row != s {
                uses.append((node.row, node.value))
                tableau.unlink(n)
            }
            n = next
        }
        if uses.count >= 2 { aggregateMarkers(ofRow: s) }
        let rowIsLazy = rowMentionsBasicExternal(s)
        for use in uses {
            tableau.merge(into: use.row, from: s, factor: use.coefficient)
            let kind = tableau.kind(use.row)
            if rowIsLazy { restoreRankOrder(of: use.row) }
            if kind == .objective {
                var m = tableau.symbols[Int(s)].rowHead
                while m != -1 {
                    markEnteringCandidate(tableau.nodes[Int(m)].col)
                    m = tableau.nodes[Int(m)].rowNext
                }
            } else if kind != .external, tableau.constant(use.row) < 0 {
                infeasibleRows.append(use.row)
            }
        }
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
        tableau.symbols[Int(r)].constant = constant
        tableau.symbols[Int(r)].isBasic = true
        if info.kind == .objective {
            for s in scratch.touched where abs(scratch.coefficient(s)) >= storedZero { markEnteringCandidate(s) }
        }
    }
}
