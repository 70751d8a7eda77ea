// What the solver keeps beside the tableau to save work, checked against the work itself (the
// property tests call these after every step).

extension SolverCore {
    /// Whether every value still cached is the one a fresh evaluation gives: each change to the
    /// tableau must forget what it touches.
    func cachedValuesAreCurrent() -> Bool {
        var fresh = copy()
        fresh.tableau.forgetAllValues()
        let symbols = tableau.symbols, epoch = tableau.valueEpoch
        for s in 0..<symbols.count where symbols[s].isBasic && symbols[s].valueGeneration == epoch {
            if fresh.evaluate(Int32(s)) != symbols[s].value { return false }
        }
        return true
    }

    /// Whether each external's `requiredLinks`, and `requiredBounds` (with the constants in
    /// force), are what the required constraints in the solver give.
    func requiredUsesAreCounted() -> Bool {
        struct Kept: Hashable {
            let symbol: Int32, slot: Int32, coefficient: Double, constant: Double, relation: Relation
        }
        var links = [Int32](repeating: 0, count: tableau.symbols.count)
        var bounds: [Kept] = []
        for record in records.allValues where record.priority.isRequired {
            guard let constraint = slots[Int(record.slot)] else { return false }
            let terms = constraint.expression.terms
            for term in terms {
                guard let s = variableSymbols[ObjectIdentifier(term.variable)] else { return false }
                if terms.count == 1 {
                    bounds.append(Kept(symbol: s, slot: record.slot, coefficient: term.coefficient,
                                       constant: record.constant, relation: record.relation))
                } else {
                    links[Int(s)] += 1
                }
            }
        }
        let symbols = tableau.symbols
        for s in 0..<symbols.count where symbols[s].kind == .external && symbols[s].requiredLinks != links[s] { return false }
        let kept = requiredBounds.all.map {
            Kept(symbol: $0.symbol, slot: $0.bound.slot, coefficient: $0.bound.coefficient,
                 constant: $0.bound.constant, relation: $0.bound.relation)
        }
        return kept.count == bounds.count && Set(kept) == Set(bounds)
    }

    /// Whether the tableau's count of parametric externals, slacks and errors is theirs.
    func parametricDirectionsAreCounted() -> Bool {
        let symbols = tableau.symbols
        let counted = symbols.indices.filter {
            !symbols[$0].isBasic && [.external, .slack, .error].contains(symbols[$0].kind)
        }.count
        return counted == tableau.parametricDirections
    }

    /// Whether what the tableau keeps of each symbol's costs (`Tableau.addCost`) is what its
    /// column adds up to, level by level, within rounding.
    func costsAreKept() -> Bool {
        let symbols = tableau.symbols, nodes = tableau.nodes
        for s in 0..<symbols.count {
            var walked: [Double: (sum: Double, scale: Double)] = [:]
            var n = symbols[s].colHead
            while n != -1 {
                let node = nodes[Int(n)]
                let level = symbols[Int(node.row)].cost
                if level > 0 {
                    let old = walked[level] ?? (0, 0)
                    walked[level] = (old.sum + node.value, max(old.scale, abs(node.value)))
                }
                n = node.colNext
            }
            var kept: [Double: CostEntry] = [:]
            var e = symbols[s].costHead
            while e != -1 {
                let entry = tableau.costEntries[Int(e)]
                if kept[entry.level] != nil { return false }
                kept[entry.level] = entry
                e = entry.next
            }
            for level in Set(walked.keys).union(kept.keys) {
                let (sum, scale) = walked[level] ?? (0, 0)
                // A noisy entry is read from the column (`Tableau.topCost`); any other must
                // be the column's sum, within the rounding of the amounts that made it (a cost
                // of 1 kept 1.0000000012 after amounts of 2e7).
                if let entry = kept[level], entry.isNoisy { continue }
                let rounding = 1e-9 * max(1, scale) + 1e-14 * (kept[level]?.magnitude ?? 0)
                if abs(sum - (kept[level]?.cost ?? 0)) > rounding { return false }
            }
        }
        return true
    }
}
