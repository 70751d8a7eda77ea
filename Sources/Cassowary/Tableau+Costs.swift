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
    /// The largest amount this entry has held or been changed by: each change leaves rounding
    /// noise of about 1e-16 of it, so a cost within `noise` of zero is read from the column.
    var magnitude: Double
    var next: Int32

    /// Under this, the kept sum may be mostly the rounding of the amounts that made it (a
    /// ratio chain's coefficients of 1e7 left 1.6e-9 where the column sums to nothing).
    var isNoisy: Bool { abs(cost) <= 1e-8 * magnitude }
}

extension Tableau {
    /// Adds `amount` to what `s` costs through rows at `level`. An entry that comes back to
    /// exactly nothing from small amounts goes, as a level the symbol no longer appears in;
    /// one whose amounts were large stays, noisy, and is read from the column (a ratio chain's
    /// merge of amounts of 1e16 left rows of 100 and an entry that had cancelled to nothing).
    @inline(__always)
    mutating func addCost(_ amount: Double, to s: Int32, at level: Double) {
        var previous: Int32 = -1
        var e = symbols[Int(s)].costHead
        while e != -1 {
            if costEntries[Int(e)].level == level {
                let old = costEntries[Int(e)].cost
                let sum = old + amount
                costEntries[Int(e)].magnitude = max(costEntries[Int(e)].magnitude, abs(amount), abs(sum))
                if sum == 0, costEntries[Int(e)].magnitude < 1e6 {
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
        let entry = CostEntry(level: level, cost: amount, magnitude: abs(amount), next: symbols[Int(s)].costHead)
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
    /// there is none): its own priority, when it is an error, and what rows add. A kept sum
    /// within its rounding noise (`CostEntry.isNoisy`) is summed down the column instead, as
    /// every cost was before they were kept.
    /// (Static, on the tables: called on `self` from the solver, it copied the whole tableau,
    /// with a retain of each of its buffers, at each look.)
    @inline(__always)
    static func topCost(of s: Int32, below bound: Double, symbols: RawTable<SymbolInfo>, nodes: RawTable<Node>,
                        costEntries: RawTable<CostEntry>) -> (level: Double, cost: Double) {
        var level = 0.0, rows = 0.0, noisy = false
        let own = symbols[Int(s)].cost
        if own > 0, own < bound { level = own }
        var e = symbols[Int(s)].costHead
        while e != -1 {
            let entry = costEntries[Int(e)]
            if entry.level > level, entry.level < bound {
                (level, rows, noisy) = (entry.level, entry.cost, entry.isNoisy)
            } else if entry.level == level, level > 0 {
                (rows, noisy) = (entry.cost, entry.isNoisy)
            }
            e = entry.next
        }
        if noisy {
            rows = 0
            var n = symbols[Int(s)].colHead
            while n != -1 {
                let node = nodes[Int(n)]
                if symbols[Int(node.row)].cost == level { rows = sumCancelling(rows, node.value) }
                n = node.colNext
            }
        }
        return (level, own == level && level > 0 ? sumCancelling(1, rows) : rows)
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
