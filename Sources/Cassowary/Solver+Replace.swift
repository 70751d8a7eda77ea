// Replacing a required equality by another in place: its marker stays, and the rows that hold
// the marker change by the difference of the two expressions alone.
//
// A stack that arranges more views ties its far edge to its new last view. Taken out and added
// again, that tie was written out over every view of the stack (the stack's `height >= 0` row
// is in parametric symbols, and so the whole chain above the new view was): N views arranged a
// hundred at a time cost N²/100. In place, the difference `old.bottom - new.bottom` is what
// changes, and written in parametric symbols the chain between the two views cancels out (the
// expansion goes latest first, `Accumulator.expand`): the cost is the views added.
//
// Why it holds: the tableau is a rewriting of the constraints `E_i + m_i = 0`, one marker a
// required equality. The new system, `E_new + m = 0` in place of `E_old + m = 0`, is the old one
// read with `m_old = m + δ`, where `δ = E_new − E_old`: every row that mentions the marker with
// coefficient `a` gains `a·δ` (a basic marker's own row loses δ), with δ written in parametric
// symbols. The rows stay a basis of the new system; only their constants may turn negative,
// which the dual simplex mends, as after a changed constant.

extension SolverCore {
    /// Puts required equality `new` in the place of required equality `old` (the same
    /// priority), as a removal of `old` and an add of `new` would, without writing either out:
    /// the difference goes into the rows that hold `old`'s marker. Returns false, the solver's
    /// constraints as they were, where it does not apply (another relation or priority, a
    /// difference that mentions the marker itself, a change of the objective's rows that leaves
    /// a row infeasible) or where `new` cannot hold: the caller then removes and adds, which
    /// reports the conflict.
    mutating func replace(_ old: Constraint, with new: Constraint) -> Bool {
        let oldKey = ObjectIdentifier(old), newKey = ObjectIdentifier(new)
        guard oldKey != newKey, let record = records[oldKey], !record.isEdit, records[newKey] == nil,
              record.relation == .equal, new.relation == .equal, record.priority.isRequired,
              new.priority == record.priority, tableau.kind(record.marker) == .dummy else { return false }
        let marker = record.marker
        // The rows to change, and by how much of δ each: checked before anything changes.
        let rows = rowsHolding(marker)
        // An aggregate's row is a sum of markers, never of variables (and the marker was taken
        // out of every aggregate above).
        for (row, _) in rows where tableau.kind(row) == .aggregate { return false }
        let newConstant = new.constantTerm
        guard newConstant.isFinite, writeDifference(from: old, constant: record.constant, to: new, constant: newConstant,
                                                    sparing: marker) else { return false }
        // A basic error's row counts in the objective: changed, what is optimal may change too.
        let objectiveChanges = rows.contains { tableau.kind($0.row) == .error }
        apply(rows)
        if objectiveChanges {
            // The dual simplex needs an optimal tableau to start from, and this one may not be:
            // only a change that leaves every row feasible is taken (then optimised); another
            // is taken back at once, in the same basis, and declined.
            guard infeasibleRows.count == 0, dummiesHold() else {
                infeasibleRows.removeAll()
                apply(rows.map { ($0.row, -$0.factor) })
                infeasibleRows.removeAll()
                return false
            }
            for (s, _) in scratch.nonZeroTerms { markEnteringCandidate(s) }
            optimize()
        } else if dualOptimize() != nil || !dummiesHold() {
            // The new one cannot hold: the old one back, written in the basis as it is now.
            putBack(old, constant: record.constant, from: new, constant: newConstant, marker: marker)
            return false
        }
        records[oldKey] = nil
        countRequiredUses(of: old, slot: record.slot, constant: record.constant, by: -1)
        countRequiredUses(of: new, slot: record.slot, constant: newConstant, by: 1)
        slots[Int(record.slot)] = new
        records.insertNew(Record(marker: marker, other: record.other, slot: record.slot, relation: .equal,
                                 sequence: sequence, constant: newConstant, priority: record.priority), for: newKey)
        sequence += 1
        relaxations += 1
        statistics.constraintsRemoved += 1
        statistics.constraintsAdded += 1
        return true
    }

    /// Undoes a replacement whose new constraint could not hold: the difference back the other
    /// way (in the rows as the dual simplex left them), then feasible again.
    private mutating func putBack(_ old: Constraint, constant oldConstant: Double, from new: Constraint,
                                  constant newConstant: Double, marker: Int32) {
        let rows = rowsHolding(marker)
        if writeDifference(from: new, constant: newConstant, to: old, constant: oldConstant, sparing: marker) {
            apply(rows)
            if dualOptimize() == nil { return }
        }
        // Rounding left it short (or the marker came into the difference): the problem as it
        // was, solved from nothing.
        infeasibleRows.removeAll()
        solveAfresh()
    }

    /// The rows that read `marker` and the share of δ each gains: a basic marker's own row
    /// loses δ; otherwise each row that mentions it (taken out of the aggregates first, so that
    /// every such row mentions it directly) gains its coefficient times δ.
    private mutating func rowsHolding(_ marker: Int32) -> [(row: Int32, factor: Double)] {
        if tableau.isBasic(marker) { return [(marker, -1)] }
        extractFromAggregates(marker)
        var rows: [(row: Int32, factor: Double)] = []
        var n = tableau.symbols[Int(marker)].colHead
        while n != -1 {
            rows.append((tableau.nodes[Int(n)].row, tableau.nodes[Int(n)].value))
            n = tableau.nodes[Int(n)].colNext
        }
        return rows
    }

    /// Writes `to − from` (each with its constant in force) into the scratch row in parametric
    /// symbols. False when it mentions `marker`: the substitution would then be circular.
    private mutating func writeDifference(from: Constraint, constant fromConstant: Double, to: Constraint,
                                          constant toConstant: Double, sparing marker: Int32) -> Bool {
        scratch.reset(symbolCount: tableau.symbols.count + to.termCount + from.termCount)
        addTerms(of: to, times: 1)
        addTerms(of: from, times: -1)
        scratch.addConstant(toConstant)
        scratch.addConstant(-fromConstant)
        scratch.expand(minimumRank: 0, in: tableau)
        return abs(scratch.coefficient(marker)) < storedZero
    }

    /// Adds `factor` times the scratch row to each row, noting a restricted row made negative.
    private mutating func apply(_ rows: [(row: Int32, factor: Double)]) {
        let terms = scratch.nonZeroTerms
        let constant = scratch.constant
        for (row, factor) in rows {
            for (s, c) in terms { tableau.add(row: row, col: s, value: factor * c) }
            tableau.addToConstant(row, factor * constant)
            if tableau.symbols[Int(row)].isRestricted, tableau.constant(row) < 0 { infeasibleRows.append(row) }
        }
    }

    private mutating func addTerms(of constraint: Constraint, times k: Double) {
        constraint.forEachTerm { variable, coefficient in scratch.add(symbol(for: variable), k * coefficient) }
    }
}
