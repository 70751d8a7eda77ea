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

    /// Whether each external's `requiredLinks`, and `requiredBounds`, are what the required
    /// constraints in the solver give.
    func requiredUsesAreCounted() -> Bool {
        var links = [Int32](repeating: 0, count: tableau.symbols.count)
        var bounds: [Int32: [ObjectIdentifier]] = [:]
        for constraint in constraints where constraint.priority.isRequired {
            let terms = constraint.expression.terms
            for term in terms {
                guard let s = variableSymbols[ObjectIdentifier(term.variable)] else { return false }
                if terms.count == 1 {
                    bounds[s, default: []].append(ObjectIdentifier(constraint))
                } else {
                    links[Int(s)] += 1
                }
            }
        }
        let symbols = tableau.symbols
        for s in 0..<symbols.count where symbols[s].kind == .external && symbols[s].requiredLinks != links[s] { return false }
        let kept = requiredBounds.mapValues { Set($0.map(ObjectIdentifier.init)) }
        return kept == bounds.mapValues { Set($0) }
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
