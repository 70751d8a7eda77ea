// A required row with no subject: an inequality goes in through the dual simplex, an equality
// directly as one of its symbols' row where that can be done at once, else through an artificial
// variable (phase one). The dual simplex and phase one may find the row cannot hold; a snapshot
// of the tableau, taken unless the add is sure to succeed, then puts the solver back as it was.

extension SolverCore {
    /// What a failed add puts back, so that it leaves the solver exactly as it was (bit for bit):
    /// the tableau and the counters beside it. The tableau is copied into the spare kept from the
    /// last time, which has buffers of the right size already.
    private struct Snapshot {
        var tableau: Tableau
        let nextRank: Int
        let aggregates: [Int32]
        let aggregatesAfterSweep: Int
    }

    private mutating func takeSnapshot() -> Snapshot {
        snapshotsTaken += 1
        var saved: Tableau
        if var spare = spareTableau.take() {
            spare.assign(from: tableau)
            saved = spare
        } else {
            saved = tableau.copy()
        }
        return Snapshot(tableau: saved, nextRank: nextRank, aggregates: aggregates,
                        aggregatesAfterSweep: aggregatesAfterSweep)
    }

    /// Puts the snapshot back; the tableau it replaces becomes the spare.
    private mutating func restore(_ snapshot: consuming Snapshot) {
        swap(&tableau, &snapshot.tableau)
        spareTableau = snapshot.tableau
        nextRank = snapshot.nextRank
        aggregates = snapshot.aggregates
        aggregatesAfterSweep = snapshot.aggregatesAfterSweep
    }

    /// A required inequality whose row has no feasible subject: its slack takes the row anyway,
    /// at a negative value, and the dual simplex makes the row feasible. The tableau stays
    /// optimal meanwhile (a slack costs nothing), which is all the dual simplex needs: usually one
    /// pivot, where phase one would build an artificial row and an objective row to pivot as
    /// often. Returns nil when the row could be made to hold, or the symbols of a conflict
    /// certificate when it cannot (the tableau is then exactly as before).
    mutating func addThroughDualSimplex(slack: Int32, certain: Bool) -> [Int32]? {
        installRow(subject: slack)
        if certain {
            // It can hold: the dual simplex makes it, and no copy is needed.
            if tableau.constant(slack) < 0 { infeasibleRows.append(slack) }
            let stuck = dualOptimize(stoppingThere: true)
            assert(stuck == nil, "a required inequality through a free variable could not hold")
            return nil
        }
        // Usually one pivot does it, and when that pivot leaves every other row feasible it
        // cannot fail: no snapshot is needed (copying the tableau cost a quarter of such an add).
        if tableau.constant(slack) < -nearZero, let entering = dualEntering(for: slack),
           dualPivotKeepsRowsFeasible(entering: entering.symbol, coefficient: entering.coefficient, leaving: slack) {
            pivot(entering: entering.symbol, leaving: slack)
            return nil
        }
        // Otherwise the row comes out again for the snapshot, and goes back in after it.
        tableau.clearRow(slack)
        let snapshot = takeSnapshot()
        installRow(subject: slack)
        if tableau.constant(slack) < 0 { infeasibleRows.append(slack) }
        if let row = dualOptimize(stoppingThere: true) {
            // The row stays negative whatever its symbols do: it and they are the certificate.
            // (Read before the tableau goes back: aggregates made meanwhile go with it.)
            let certificate = markersBehind([row] + tableau.terms(of: row).map(\.0))
            infeasibleRows.removeAll()
            restore(snapshot)
            return certificate
        }
        if unsettled {
            // The dual simplex stopped at its bound (see `PivotBudget`) without deciding: the
            // tableau goes back, and phase one, a primal simplex under its own watch, decides.
            unsettled = false
            infeasibleRows.removeAll()
            restore(snapshot)
            return addWithArtificialVariable(marker: slack, certain: false)
        }
        spareTableau = snapshot.tableau
        return nil
    }

    /// Whether pivoting `entering` (its `coefficient` in the row of `leaving`) into that row
    /// leaves every other restricted row at a constant the dual simplex accepts (not below
    /// -nearZero). The constants are computed as `pivot` will compute them (`solveRow`, then
    /// `merge`), so the answer is exact.
    private func dualPivotKeepsRowsFeasible(entering: Int32, coefficient: Double, leaving: Int32) -> Bool {
        substitutionKeepsRowsFeasible(entering, at: tableau.constant(leaving) * (-1 / coefficient), except: leaving)
    }

    /// Whether every restricted row that mentions `s`, but `except`, stays at a constant the
    /// dual simplex accepts (not below -nearZero) once `s`, now zero, becomes `value`.
    private func substitutionKeepsRowsFeasible(_ s: Int32, at value: Double, except: Int32) -> Bool {
        var n = tableau.symbols[Int(s)].colHead
        while n != -1 {
            let node = tableau.nodes[Int(n)]
            let kind = tableau.kind(node.row)
            if node.row != except, kind != .external, kind != .objective,
               sumCancelling(tableau.constant(node.row), node.value * value) < -nearZero {
                return false
            }
            n = node.colNext
        }
        return true
    }

    /// A required equality whose row has no subject, put in without phase one where one of its
    /// symbols can take the row: the one the dual simplex would choose (the least cost for what
    /// it moves, lexicographically; among equals the one in the fewest rows, whose substitution
    /// costs least, then the lower symbol). The value the row gives it, constant / -coefficient,
    /// is not negative, and the others' costs stay non-negative by the choice: the tableau stays
    /// optimal. When every other row stays feasible too, that is all; when the add is `certain`
    /// to hold, the dual simplex makes the rows it pushed below zero feasible again (it cannot
    /// fail). No artificial variable, phase-one objective or snapshot is made: a cell's trailing
    /// and bottom pins and its root's width, whose symbols all have rows already, went in
    /// through phase one, a quarter of its adds' work. Returns false, the scratch row and the
    /// tableau as they were, otherwise: phase one then decides, and finds the conflict if any.
    mutating func addEqualityDirectly(certain: Bool) -> Bool {
        // Coefficients far smaller than the row's largest are rounding noise: never a pivot
        // (as in phase one's last step).
        var scale = 1.0
        for s in scratch.touched { scale = max(scale, abs(scratch.coefficient(s))) }
        let threshold = max(nearZero, 1e-8 * scale)
        let symbols = tableau.symbols
        func choice() -> Int32 {
            var best: Int32 = -1
            var bestCoefficient = 0.0
            for s in scratch.touched {
                let c = scratch.coefficient(s)
                guard c <= -threshold, symbols[Int(s)].isPivotable, !tableau.isBasic(s) else { continue }
                if best != -1 {
                    let order = compareRatios(s, -c, best, -bestCoefficient, tiesBySymbol: false)
                    if order > 0 { continue }
                    if order == 0 {
                        let (length, bestLength) = (symbols[Int(s)].colCount, symbols[Int(best)].colCount)
                        if length > bestLength || (length == bestLength && s > best) { continue }
                    }
                }
                best = s
                bestCoefficient = c
            }
            return best
        }
        // The constant is not negative (see `insert`). At zero either sign of the row will do
        // (the symbol that enters stays at zero): the one whose choice is in fewer rows goes.
        // `vI.width == v1.width` would otherwise enter the first view's slack each time, a
        // column of every width tied to it (O(N²) for N views).
        var flipped = false
        var entering = choice()
        if scratch.constant == 0 {
            scratch.scale(-1)
            let other = choice()
            if other != -1, entering == -1 || symbols[Int(other)].colCount < symbols[Int(entering)].colCount {
                entering = other
                flipped = true
            } else {
                scratch.scale(-1)
            }
        }
        // (The value as `installRow` computes it, so that the answer is exact.)
        guard entering != -1, certain
                || substitutionKeepsRowsFeasible(entering, at: scratch.constant * (-1 / scratch.coefficient(entering)),
                                                 except: -1) else {
            if flipped { scratch.scale(-1) }
            return false
        }
        installRow(subject: entering)
        substitute(entering, costsChange: tableau.kind(entering) == .error)
        if certain {
            let stuck = dualOptimize(stoppingThere: true)
            assert(stuck == nil, "a required equality sure to hold could not")
        }
        directEqualities += 1
        return true
    }

    /// Phase one for a required row with no subject. Returns nil when the row could be made to
    /// hold (it is then in the tableau), or the symbols of a conflict certificate when it cannot
    /// (the tableau is then exactly as before).
    mutating func addWithArtificialVariable(marker: Int32, certain free: Bool) -> [Int32]? {
        let terms = scratch.nonZeroTerms
        let constant = scratch.constant
        let artificial = tableau.newSymbol(.artificial)
        let objective = tableau.newSymbol(.objective, owner: -1)
        for (s, c) in terms {
            tableau.link(row: artificial, col: s, value: c)
            tableau.link(row: objective, col: s, value: c)
        }
        for s in [artificial, objective] {
            tableau.setConstant(s, constant)
            tableau.setBasic(s, true)
        }

        // Phase one may fail: the snapshot is put back then. It cannot when the artificial is
        // zero already, or when its own row leaves at the first pivot (the objective is that row,
        // so it is zero after it): usually so, and then no snapshot is taken (copying the tableau
        // was most of such an add, and made N of them O(N²): the trailing edge of H:|-8-[v]-8-|).
        let certain = free || abs(tableau.constant(objective)) < feasibilityTolerance
            || phaseOneEntering(objective, bland: false).map { leavingRow(for: $0) == artificial } == true
        let snapshot = certain ? nil : takeSnapshot()
        optimize(phaseOne: objective)
        let feasible = abs(tableau.constant(objective)) < feasibilityTolerance

        if !feasible {
            // Read before the tableau goes back: aggregates made by phase one go with it.
            let certificate = markersBehind(tableau.terms(of: objective).map(\.0))
            // (Without a snapshot the pivots stay: they keep every constraint, only the basis
            // differs. Not reached: the first pivot zeroes the objective.)
            assert(snapshot != nil, "phase one failed after a first pivot that left through the artificial")
            if let snapshot { restore(snapshot) }
            tableau.clearRow(objective)
            tableau.freeSymbol(objective)
            tableau.freeSymbol(artificial)
            return certificate
        }
        if let snapshot { spareTableau = snapshot.tableau }
        tableau.clearRow(objective)
        tableau.freeSymbol(objective)
        if tableau.isBasic(artificial) {
            let terms = tableau.terms(of: artificial)
            // The artificial leaves through its largest pivotable term; never through rounding
            // noise (a pivot on 2e-10 wrote coefficients of 5e9 everywhere: BUG 5).
            // Noise is judged against the row's largest coefficient too (its zero markers'
            // included): 6e-8 beside markers of 133 is rounding.
            let scale = terms.reduce(1.0) { max($0, abs($1.1)) }
            let pivotable = terms.filter {
                tableau.symbols[Int($0.0)].isPivotable && abs($0.1) >= nearZero && abs($0.1) >= 1e-8 * scale
            }
            // The largest term enters, the first in the row among equals; but a slack among
            // them in far fewer rows than the first goes instead. The pivot is degenerate (the
            // artificial is zero), so the values are the same whichever enters, and the
            // substitution costs the entering column:
            // - N views each as wide as the first entered the first one's `width >= 0` slack
            //   every time, a column of every width before it (O(N²));
            // - the images of a stack whose height nothing set, each as tall as the tallest
            //   before, entered that one's compression error, a column of every image tied
            //   before; the optimisation then took the new image's slack back in through the
            //   same rows (O(N²)). That slack is in four rows.
            // Not a short error: entering one of a stack's label made the rows of the stack
            // dense (an error entering the basis changes what its row's symbols cost).
            let largest = pivotable.reduce(0.0) { max($0, abs($1.1)) }
            let candidates = pivotable.filter { abs($0.1) >= largest * (1 - 1e-9) }
            let symbols = tableau.symbols
            func columnLength(_ s: Int32) -> Int { Int(symbols[Int(s)].colCount) }
            var choice = candidates.first?.0
            if let first = choice,
               let shortest = candidates.filter({ symbols[Int($0.0)].kind == .slack })
                   .min(by: { columnLength($0.0) < columnLength($1.0) })?.0,
               columnLength(first) > 4 * columnLength(shortest) + 8 {
                choice = shortest
            }
            if let entering = choice {
                pivot(entering: entering, leaving: artificial)
            } else if terms.contains(where: { $0.0 == marker }) {
                // Zero markers and noise only: the constraint is redundant. Its row stays, as
                // the marker's, as in `insert`'s redundant case: it is where a later change of
                // its constant or a removal finds it (dropped, a constant that cannot hold was
                // accepted: BUG 7).
                for (s, _) in terms where !tableau.symbols[Int(s)].isZeroMarker {
                    tableau.unlink(tableau.find(row: artificial, col: s))
                }
                tableau.setConstant(artificial, 0)
                tableau.solveRow(of: artificial, for: marker)
                substitute(marker)
            } else {
                tableau.clearRow(artificial)
            }
        }
        tableau.freeSymbol(artificial)
        return nil
    }
}
