// What each parametric symbol costs, kept as the tableau changes.
//
// The objective has no rows (see `SolverCore.topCost`): at a level, a symbol costs 1 when it is
// an error of that priority, plus its coefficient in the row of every basic error of that
// priority. Summed down the symbol's column at each look, that cost took as long as the column:
// in a stack whose height nothing sets, the column of what moves the common height holds the
// row of every image's hugging error, and each image added read it again (O(N²)). The tableau
// now keeps, for each symbol, the sum of its coefficients in the rows of errors, one entry a
// level, changed wherever such a row changes: a node linked, unlinked or rewritten, a row
// solved for another symbol, an error's priority changed.

/// What the rows of errors of one priority add up to in a symbol's column.
struct CostEntry {
    var level: Double
    var cost: Double
    var next: Int32
}

extension Tableau {
    /// Adds `amount` to what `s` costs through rows at `level`. An entry that comes back to
    /// nothing (rounding noise, under `1e-11` of what it held) goes, as a level the symbol no
    /// longer appears in.
    @inline(__always)
    mutating func addCost(_ amount: Double, to s: Int32, at level: Double) {
        var previous: Int32 = -1
        var e = symbols[Int(s)].costHead
        while e != -1 {
            if costEntries[Int(e)].level == level {
                let old = costEntries[Int(e)].cost
                let sum = old + amount
                if abs(sum) <= 1e-11 * max(abs(old), abs(amount), 1) {
                    let next = costEntries[Int(e)].next
                    if previous == -1 { symbols[Int(s)].costHead = next } else { costEntries[Int(previous)].next = next }
                    costEntries[Int(e)].next = freeCostEntry
                    freeCostEntry = e
                } else {
                    costEntries[Int(e)].cost = sum
                }
                return
            }
            previous = e
            e = costEntries[Int(e)].next
        }
        let entry = CostEntry(level: level, cost: amount, next: symbols[Int(s)].costHead)
        if freeCostEntry != -1 {
            let reused = freeCostEntry
            freeCostEntry = costEntries[Int(reused)].next
            costEntries[Int(reused)] = entry
            symbols[Int(s)].costHead = reused
        } else {
            if costEntries.count == costEntries.capacity { costMemory = costEntries.grow() }
            costEntries.append(entry)
            symbols[Int(s)].costHead = Int32(costEntries.count - 1)
        }
    }

    /// The highest level below `bound` that `s` costs at, and its cost there (0 and 0 when
    /// there is none): its own priority, when it is an error, and what rows add.
    /// (Static, on the two tables: called on `self` from the solver, it copied the whole
    /// tableau, with a retain of each of its buffers, at each look.)
    @inline(__always)
    static func topCost(of s: Int32, below bound: Double, symbols: RawTable<SymbolInfo>,
                        costEntries: RawTable<CostEntry>) -> (level: Double, cost: Double) {
        var level = 0.0, cost = 0.0
        let own = symbols[Int(s)].cost
        if own > 0, own < bound { level = own; cost = 1 }
        var e = symbols[Int(s)].costHead
        while e != -1 {
            let entry = costEntries[Int(e)]
            if entry.level > level, entry.level < bound {
                level = entry.level
                cost = entry.cost
            } else if entry.level == level, level > 0 {
                cost = sumCancelling(cost, entry.cost)
            }
            e = entry.next
        }
        return (level, cost)
    }

    /// Moves `s` to the level `cost` of the objective: its row, when it has one, now counts
    /// there instead.
    mutating func setCost(_ s: Int32, _ cost: Double) {
        let old = symbols[Int(s)].cost
        guard old != cost else { return }
        var n = symbols[Int(s)].rowHead
        while n != -1 {
            let node = nodes[Int(n)]
            if old > 0 { addCost(-node.value, to: node.col, at: old) }
            if cost > 0 { addCost(node.value, to: node.col, at: cost) }
            n = node.rowNext
        }
        symbols[Int(s)].cost = cost
    }

    /// Frees the entries of `s` (what rounding left of them once its column emptied).
    mutating func releaseCosts(of s: Int32) {
        var e = symbols[Int(s)].costHead
        while e != -1 {
            let next = costEntries[Int(e)].next
            costEntries[Int(e)].next = freeCostEntry
            freeCostEntry = e
            e = next
        }
        symbols[Int(s)].costHead = -1
    }
}
