// Removing a constraint: take its errors out of the objective, make its marker basic (with the
// row kiwi's rule picks), drop that row.

extension SolverCore {
    /// Removes several constraints and re-optimises once. Each removal keeps the tableau
    /// feasible, so the optimum is needed only after the last: taking a tree's directional
    /// constraints out one optimum at a time cost a second a constraint in nested stacks
    /// (turn3/05c). Throws, removing nothing, when one is unknown, an edit's, or given twice.
    mutating func remove(_ constraints: [Constraint]) throws(SolverError) {
        var keys: [ObjectIdentifier] = [], seen = Set<ObjectIdentifier>()
        keys.reserveCapacity(constraints.count)
        for constraint in constraints {
            let key = ObjectIdentifier(constraint)
            guard let record = records[key], !record.isEdit, seen.insert(key).inserted else { throw .unknownConstraint(constraint) }
            keys.append(key)
        }
        for key in keys {
            guard let record = records[key] else { continue }
            if record.priority.isRequired { relaxations += 1 }
            removeRecord(record, key: key)
            statistics.constraintsRemoved += 1
        }
        optimize()
    }

    mutating func removeRecord(_ record: Record, key: ObjectIdentifier) {
        records[key] = nil
        if record.priority.isRequired, let constraint = slots[Int(record.slot)] {
            countRequiredUses(of: constraint, slot: record.slot, constant: record.constant, by: -1)
        }
        let marker = record.marker, other = record.other
        for s in [marker, other] where s != -1 && tableau.kind(s) == .error { setErrorCost(s, to: 0) }
        if tableau.kind(marker) == .dummy, !tableau.isBasic(marker) { extractFromAggregates(marker) }
        if tableau.isBasic(marker) {
            tableau.clearRow(marker)
        } else if let leaving = markerLeavingRow(marker) {
            pivot(entering: marker, leaving: leaving)
            tableau.clearRow(marker)
        }
        if other != -1, tableau.isBasic(other) { tableau.clearRow(other) }
        tableau.freeSymbol(marker)
        if other != -1 { tableau.freeSymbol(other) }
        slots[Int(record.slot)] = nil
        freeSlots.append(record.slot)
    }

    /// Moves an error to the level `cost` of the objective (0: out of it), and marks the symbols
    /// whose costs that changes: those of its row when it is basic, else itself.
    mutating func setErrorCost(_ error: Int32, to cost: Double) {
        tableau.setCost(error, cost)
        if tableau.isBasic(error) {
            markRowEnteringCandidates(error)
        } else {
            markEnteringCandidate(error)
        }
    }

    /// A basic dummy row that mentions the marker comes first (see below); then kiwi's choice:
    /// a restricted row where the marker has a negative coefficient (smallest
    /// ratio), else one where it is positive (smallest ratio), else an external row (here the
    /// one of lowest rank, so that no row comes to mention an external defined after it).
    private mutating func markerLeavingRow(_ marker: Int32) -> Int32? {
        var first: Int32 = -1, second: Int32 = -1, third: Int32 = -1
        var r1 = Double.infinity, r2 = Double.infinity
        var n = tableau.symbols[Int(marker)].colHead
        while n != -1 {
            let node = tableau.nodes[Int(n)]
            let row = node.row
            switch tableau.kind(row) {
            case .dummy:
                // A redundant required equality keeps a row of dummies only (`d2 = d1`): the
                // marker must leave through it, so that the other constraint takes its place.
                return row
            case _ where abs(node.value) < nearZero:
                // Rounding noise, not a coefficient: pivoting on 4e-14 wrote coefficients of
                // 1e14 into every row it reached and a required inequality came out 4 short
                // (BUG 8). The marker leaves through a row that really mentions it, or none.
                break
            case .external:
                if third == -1 || tableau.symbols[Int(row)].rank < tableau.symbols[Int(third)].rank { third = row }
            default:
                if node.value < 0 {
                    let r = -tableau.constant(row) / node.value
                    if r < r1 { r1 = r; first = row }
                } else {
                    let r = tableau.constant(row) / node.value
                    if r < r2 { r2 = r; second = row }
                }
            }
            n = node.colNext
        }
        if first != -1 { return first }
        if second != -1 { return second }
        return third == -1 ? nil : third
    }
}
