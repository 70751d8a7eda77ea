// Adding a constraint: build its row and choose the basic symbol it defines. A required row with
// none goes in through the dual simplex (an inequality), one of its symbols chosen as the dual
// simplex would (an equality, where that keeps the rows feasible) or an artificial variable
// (phase one).

extension SolverCore {
    mutating func symbol(for variable: Variable) -> Int32 {
        symbol(for: Unmanaged.passUnretained(variable))
    }

    /// The symbol of a variable that something else keeps alive (a constraint's term), made on
    /// its first mention: only then is the variable retained (see `ConstraintTerms.swift`).
    mutating func symbol(for variable: Unmanaged<Variable>) -> Int32 {
        variableSymbols.value(for: variable.identifier) {
            let s = tableau.newSymbol(.external, owner: Int32(variables.count))
            variables.append(variable.takeUnretainedValue())
            return s
        }
    }

    private mutating func newSlot(for constraint: Constraint) -> Int32 {
        if let slot = freeSlots.popLast() {
            slots[Int(slot)] = constraint
            return slot
        }
        slots.append(constraint)
        return Int32(slots.count - 1)
    }

    /// Puts the constraint into the tableau (without optimising).
    mutating func insert(_ constraint: Constraint) throws(SolverError) {
        let required = constraint.priority.isRequired
        let slot = newSlot(for: constraint)

        // The scratch row is sized for every symbol this add can create (one a term, the marker
        // and the other error); the terms' symbols are created first, then the marker and error.
        let constant = constraint.constantTerm
        scratch.reset(symbolCount: tableau.symbols.count + constraint.termCount + 2)
        scratch.addConstant(constant)
        constraint.forEachTerm { variable, coefficient in scratch.add(symbol(for: variable), coefficient) }
        // Whether it can hold for sure, so that its add needs no snapshot for the case it cannot.
        var certain = false
        if required {
            certain = canHoldThroughBoundedVariable()
            countRequiredUses(of: constraint, slot: slot, constant: constant, by: 1)
        }
        var marker: Int32 = -1, other: Int32 = -1
        switch constraint.relation {
        case .lessOrEqual, .greaterOrEqual:
            marker = tableau.newSymbol(.slack, owner: slot)
            if !required { other = newError(owner: slot, cost: constraint.priority) }
        case .equal:
            if required {
                marker = tableau.newSymbol(.dummy, owner: slot)
            } else {
                marker = newError(owner: slot, cost: constraint.priority)
                other = newError(owner: slot, cost: constraint.priority)
            }
        }

        switch constraint.relation {
        case .lessOrEqual, .greaterOrEqual:
            let coefficient: Double = constraint.relation == .lessOrEqual ? 1 : -1
            scratch.add(marker, coefficient)
            if other != -1 { scratch.add(other, -coefficient) }
        case .equal:
            if required {
                scratch.add(marker, 1)
            } else {
                scratch.add(marker, -1)
                scratch.add(other, 1)
            }
        }
        if !required {
            // The new errors cost in their level from now on.
            markEnteringCandidate(other)
            if constraint.relation == .equal { markEnteringCandidate(marker) }
        }
        let record = Record(marker: marker, other: other, slot: slot, relation: constraint.relation,
                            sequence: sequence, constant: constant, priority: constraint.priority)
        let key = ObjectIdentifier(constraint)

        // A variable that no row mentions yet can define this row as written (lazily).
        for s in scratch.touched where tableau.kind(s) == .external && !tableau.isBasic(s)
            && tableau.symbols[Int(s)].colCount == 0 && abs(scratch.coefficient(s)) >= nearZero {
            installRow(subject: s)
            commit(record, key)
            return
        }
        // So can one that only rows of basic externals mention, each of a rank above every basic
        // external the row as written mentions: they take its row in its place and stay in rank
        // order (so no row comes to depend on itself), and no restricted row nor the objective
        // changes, so the solution stays feasible and optimal. A label's baselines mention its
        // top: without this, the link that places the label expanded the chain above it (O(N²)).
        var highestMentioned = -1
        for s in scratch.touched where tableau.kind(s) == .external && tableau.isBasic(s) && abs(scratch.coefficient(s)) >= storedZero {
            highestMentioned = max(highestMentioned, tableau.symbols[Int(s)].rank)
        }
        for s in scratch.touched where tableau.kind(s) == .external && !tableau.isBasic(s)
            && abs(scratch.coefficient(s)) >= nearZero && onlyExternalRowsMention(s, rankAbove: highestMentioned) {
            installRow(subject: s)
            substitute(s)
            commit(record, key)
            return
        }
        // Where those rows are of a lower rank (the labels of a stack were made, with their
        // baselines, before the stack placed their tops), they and the rows that mention them,
        // transitively, take new ranks above every other: in their old order, which their rows
        // already respect. Only rows of basic externals can mention a basic external, so the
        // closure is all such rows; past a few dozen the row is expanded as below.
        for s in scratch.touched where tableau.kind(s) == .external && !tableau.isBasic(s)
            && abs(scratch.coefficient(s)) >= nearZero {
            guard let dependents = externalRowsDepending(on: s, atMost: 64) else { continue }
            // A row that depends on `s` and that the new row mentions would come to mention
            // itself once `s` is substituted into it: evaluation would never end.
            var mentionsADependent = false
            for t in scratch.touched where tableau.kind(t) == .external && tableau.isBasic(t)
                && abs(scratch.coefficient(t)) >= storedZero && dependents.contains(t) {
                mentionsADependent = true
                break
            }
            if mentionsADependent { continue }
            installRow(subject: s)
            // Before the substitution, which would otherwise expand into each of these rows
            // every basic external of a rank above its own (`restoreRankOrder`).
            for d in dependents.sorted(by: { tableau.symbols[Int($0)].rank < tableau.symbols[Int($1)].rank }) {
                tableau.symbols[Int(d)].rank = nextRank
                nextRank += 1
            }
            substitute(s)
            commit(record, key)
            return
        }

        scratch.expand(minimumRank: 0, in: tableau)
        if scratch.constant < 0 { scratch.scale(-1) }
        if let subject = chooseSubject(marker: marker, other: other) {
            installRow(subject: subject)
            // A basic error costs through its row: the costs of the row's symbols change.
            substitute(subject, costsChange: tableau.kind(subject) == .error)
            commit(record, key)
            return
        }
        // Whether every term is a dummy (checked without building the term list). Terms under
        // `nearZero` are rounding noise here: phase one could not pivot on them either, and its
        // last step would (dividing by the noise: coefficients of 1e10 in every row after).
        var onlyDummies = true
        for s in scratch.touched where abs(scratch.coefficient(s)) >= nearZero && !tableau.symbols[Int(s)].isZeroMarker {
            onlyDummies = false
            break
        }
        if onlyDummies {
            let terms = scratch.nonZeroTerms
            if abs(scratch.constant) < feasibilityTolerance, scratch.coefficient(marker) != 0 {
                // Redundant with what is there: the row only pins markers that are zero anyway.
                // What noise is left in it goes first.
                for s in scratch.touched where !tableau.symbols[Int(s)].isZeroMarker { scratch.set(s, 0) }
                scratch.addConstant(-scratch.constant)
                installRow(subject: marker)
                substitute(marker)
                commit(record, key)
                return
            }
            let owners = terms.map(\.0)
            let failure = unsatisfiable(constraint, candidates: owners)
            discard(marker: marker, other: other, slot: slot)
            throw failure
        }
        if tableau.kind(marker) == .dummy, addEqualityDirectly(certain: certain) {
            commit(record, key)
            return
        }
        let certificate = tableau.kind(marker) == .slack
            ? addThroughDualSimplex(slack: marker, certain: certain)
            : addWithArtificialVariable(marker: marker, certain: certain)
        if let candidates = certificate {
            let failure = unsatisfiable(constraint, candidates: candidates)
            discard(marker: marker, other: other, slot: slot)
            throw failure
        }
        commit(record, key)
    }

    /// Whether every row that mentions `s` is the row of a basic external of a rank above
    /// `rank` (none a restricted symbol's, nor the objective's).
    private func onlyExternalRowsMention(_ s: Int32, rankAbove rank: Int) -> Bool {
        var n = tableau.symbols[Int(s)].colHead
        while n != -1 {
            let node = tableau.nodes[Int(n)]
            if tableau.kind(node.row) != .external || tableau.symbols[Int(node.row)].rank <= rank { return false }
            n = node.colNext
        }
        return true
    }

    /// The rows that mention `s`, and those that mention them, transitively: nil when one is
    /// not a basic external's, or when there are more than `limit`.
    private func externalRowsDepending(on s: Int32, atMost limit: Int) -> [Int32]? {
        var found: [Int32] = []
        var next = 0
        var column = s
        while true {
            var n = tableau.symbols[Int(column)].colHead
            while n != -1 {
                let row = tableau.nodes[Int(n)].row
                guard tableau.kind(row) == .external else { return nil }
                if !found.contains(row) {
                    guard found.count < limit else { return nil }
                    found.append(row)
                }
                n = tableau.nodes[Int(n)].colNext
            }
            guard next < found.count else { return found }
            column = found[next]
            next += 1
        }
    }

    /// A new error symbol of a constraint at `cost`.
    private mutating func newError(owner slot: Int32, cost: Priority) -> Int32 {
        let s = tableau.newSymbol(.error, owner: slot)
        tableau.setCost(s, cost.value)
        return s
    }

    private mutating func commit(_ record: Record, _ key: ObjectIdentifier) {
        records.insertNew(record, for: key)
        sequence += 1
    }

    private mutating func discard(marker: Int32, other: Int32, slot: Int32) {
        if let constraint = slots[Int(slot)], constraint.priority.isRequired {
            countRequiredUses(of: constraint, slot: slot, constant: 0, by: -1)
        }
        if marker != -1 { tableau.freeSymbol(marker) }
        if other != -1 { tableau.freeSymbol(other) }
        slots[Int(slot)] = nil
        freeSlots.append(slot)
    }

    /// kiwi's rule on a fully expanded row: an external variable, else the constraint's own
    /// slack or error symbol when its coefficient is negative (the constant is not negative).
    private mutating func chooseSubject(marker: Int32, other: Int32) -> Int32? {
        for s in scratch.touched where tableau.kind(s) == .external && abs(scratch.coefficient(s)) >= nearZero {
            return s
        }
        let markerKind = tableau.kind(marker)
        if markerKind == .slack || markerKind == .error, scratch.coefficient(marker) < 0 { return marker }
        if other != -1, scratch.coefficient(other) < 0 { return other }
        return nil
    }

    /// Writes the scratch row `0 = constant + Σ c·s` as the row of `subject`.
    mutating func installRow(subject: Int32) {
        let a = scratch.coefficient(subject)
        let factor = -1 / a
        for s in scratch.touched where s != subject {
            let c = scratch.coefficient(s)
            if abs(c) >= storedZero { tableau.link(row: subject, col: s, value: c * factor) }
        }
        tableau.setConstant(subject, scratch.constant * factor)
        tableau.setBasic(subject, true)
        if tableau.kind(subject) == .external {
            tableau.symbols[Int(subject)].rank = nextRank
            nextRank += 1
        }
    }
}
