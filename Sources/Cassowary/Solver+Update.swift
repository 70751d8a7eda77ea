// Changing a constraint in place: its constant (as Auto Layout's `constant`, or an edit
// variable's suggestion) and its priority. Both re-optimise from the current tableau.

extension SolverCore {
    /// The coefficient of the marker symbol in the constraint's own row (see `insert`).
    private func markerCoefficient(_ record: Record) -> Double {
        switch record.relation {
        case .lessOrEqual: return 1
        case .greaterOrEqual: return -1
        case .equal: return record.priority.isRequired ? 1 : -1
        }
    }

    /// Moves the constraint's expression constant by `delta` in the tableau: the new row is the
    /// old one with its marker shifted by delta / coefficient.
    mutating func shiftConstant(of record: Record, by delta: Double) {
        shiftConstant(marker: record.marker, coefficient: markerCoefficient(record), by: delta)
    }

    /// The same for a marker whose coefficient in its constraint's row is `coefficient`.
    mutating func shiftConstant(marker: Int32, coefficient: Double, by delta: Double) {
        guard delta != 0 else { return }
        let shift = delta / coefficient
        if tableau.isBasic(marker) {
            tableau.addToConstant(marker, -shift)
            if tableau.constant(marker) < 0 { infeasibleRows.append(marker) }
            return
        }
        if tableau.kind(marker) == .dummy {
            // A dummy's column may reach rows through aggregates.
            for (row, factor) in rowsDepending(on: marker) { shiftRow(row, by: factor * shift) }
            return
        }
        var n = tableau.symbols[Int(marker)].colHead
        while n != -1 {
            let node = tableau.nodes[Int(n)]
            shiftRow(node.row, by: node.value * shift)
            n = node.colNext
        }
    }

    /// Adds `amount` to the constant of a row that depends on a shifted marker, and notes a
    /// restricted row made negative.
    private mutating func shiftRow(_ row: Int32, by amount: Double) {
        let kind = tableau.kind(row)
        tableau.addToConstant(row, amount)
        if kind != .external, tableau.constant(row) < 0 { infeasibleRows.append(row) }
    }

    /// Whether every basic dummy (a redundant required equality) is still zero.
    func dummiesHold() -> Bool {
        tableau.basicDummies.allSatisfy { abs(tableau.constant($0)) <= feasibilityTolerance }
    }

    mutating func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard let record = records[key], !record.isEdit else {
            throw .unknownConstraint(constraint)
        }
        guard constant.isFinite else { throw .nonFiniteNumber(.newConstant(constraint)) }
        let delta = constant - record.constant
        guard delta != 0 else { return }
        if record.priority.isRequired { relaxations += 1 }
        shiftConstant(of: record, by: delta)
        records[key]?.constant = constant
        if dualOptimize() == nil, dummiesHold() {
            // A bound tells later adds what holds: with the constant in force.
            if record.priority.isRequired { boundConstantChanged(of: constraint, slot: record.slot, to: constant) }
            return
        }

        // The required constraints cannot hold with the new constant: put the old one back.
        shiftConstant(of: record, by: -delta)
        records[key]?.constant = record.constant
        dualOptimize()
        let terms = constraint.expression.terms
        let probe = Constraint(LinearExpression(terms: terms, constant: constant), constraint.relation,
                               priority: record.priority, name: constraint.name)
        let others = constraints.filter { $0 !== constraint && $0.priority.isRequired }
        throw conflict(for: probe, among: others, reportingAs: constraint)
    }

    mutating func updatePriority(of constraint: Constraint, to priority: Priority) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard let record = records[key], !record.isEdit else {
            throw .unknownConstraint(constraint)
        }
        guard record.priority.isRequired == priority.isRequired else { throw .requiredPriorityChange(constraint) }
        guard record.priority != priority else { return }
        records[key]?.priority = priority
        guard !priority.isRequired else { return }
        for s in [record.marker, record.other] where s != -1 && tableau.kind(s) == .error {
            setErrorCost(s, to: priority.value)
        }
        optimize()
        dualOptimize()
    }
}
