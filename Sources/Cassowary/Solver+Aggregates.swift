// Aggregates: one symbol for many dummy markers.
//
// A required equality's dummy marker is pinned at zero; it stays in the tableau only so that
// the constraint's constant can change in place and the constraint can be removed (its column
// says how every row depends on that constant). Rows carry those markers along when they are
// substituted: in a row of N views that fill a container, the row that defines the common width
// mentions the markers of all 2N equalities, and substituting it into the N rows of the views'
// `W(i) >= 1` slacks writes 2N² coefficients, nearly all of them markers.
//
// Before such a row is substituted into several rows, its markers move into a new *aggregate*
// symbol whose row is their combination (always zero), and the row mentions the aggregate
// once. The markers' columns then reach the rows through the aggregate: changing a constant
// walks the marker's column and, through each aggregate met there, the aggregate's column
// (`rowsDepending`). Removing a required equality first takes its marker out of the aggregates
// that hold it and writes it into the rows that reached it through them, so that the usual
// removal sees the marker in every row it affects. The aggregates stay, one term shorter: an
// aggregate's row is a sum of zeros, and so is what is left of it. (Writing each aggregate back
// into its rows instead cost rows × aggregate length per removal, and aggregates hold older
// aggregates: removing one arranged view of 17 in nested stacks took 10 s.)

extension SolverCore {
    /// Moves the markers of the row of `s` into a new aggregate when there are enough of them;
    /// the row then mentions the aggregate instead, with coefficient 1.
    mutating func aggregateMarkers(ofRow s: Int32) {
        guard tableau.symbols[Int(s)].rowCount >= aggregationThreshold else { return }
        var markers = 0
        var n = tableau.symbols[Int(s)].rowHead
        while n != -1, markers < aggregationThreshold {
            if tableau.symbols[Int(tableau.nodes[Int(n)].col)].isZeroMarker { markers += 1 }
            n = tableau.nodes[Int(n)].rowNext
        }
        guard markers >= aggregationThreshold else { return }
        sweepAggregatesIfDue()
        let aggregate = tableau.newSymbol(.aggregate)
        tableau.setBasic(aggregate, true)
        tableau.symbols[Int(aggregate)].rank = nextRank
        nextRank += 1
        n = tableau.symbols[Int(s)].rowHead
        while n != -1 {
            let node = tableau.nodes[Int(n)]
            if tableau.symbols[Int(node.col)].isZeroMarker {
                tableau.unlink(n)
                tableau.link(row: aggregate, col: node.col, value: node.value)
            }
            n = node.rowNext
        }
        tableau.link(row: s, col: aggregate, value: 1)
        aggregates.append(aggregate)
    }

    /// Every row other than an aggregate's that depends on `marker`, directly or through
    /// aggregates, with the total coefficient of the marker in that row (a row may come twice:
    /// once directly, once through aggregates). Each aggregate is walked once, oldest first (an
    /// aggregate is made of older ones only), with the factors of every path to it added up.
    /// Without `direct`, only what reaches rows through aggregates.
    func rowsDepending(on marker: Int32, direct: Bool = true) -> [(row: Int32, factor: Double)] {
        var out: [(row: Int32, factor: Double)] = []
        var pending: [(aggregate: Int32, factor: Double)] = []
        var symbol = marker, factor = 1.0
        while true {
            var n = tableau.symbols[Int(symbol)].colHead
            while n != -1 {
                let node = tableau.nodes[Int(n)]
                if tableau.kind(node.row) == .aggregate {
                    let k = factor * node.value
                    if let i = pending.firstIndex(where: { $0.aggregate == node.row }) {
                        pending[i].factor += k
                    } else {
                        pending.append((node.row, k))
                    }
                } else if direct || symbol != marker {
                    out.append((node.row, factor * node.value))
                }
                n = node.colNext
            }
            guard let next = pending.indices.min(by: {
                tableau.symbols[Int(pending[$0].aggregate)].rank < tableau.symbols[Int(pending[$1].aggregate)].rank
            }) else { return out }
            (symbol, factor) = pending.remove(at: next)
        }
    }

    /// Takes `marker` out of every aggregate that holds it and adds, to each row that reached
    /// it through aggregates, the coefficient it had there. Every row then says directly how it
    /// depends on the marker; each aggregate now stands for itself less the marker's part,
    /// still a sum of zeros. Done before the marker's constraint is removed. Costs the rows
    /// the marker reaches, not their length.
    mutating func extractFromAggregates(_ marker: Int32) {
        var held = false
        var n = tableau.symbols[Int(marker)].colHead
        while n != -1, !held {
            held = tableau.kind(tableau.nodes[Int(n)].row) == .aggregate
            n = tableau.nodes[Int(n)].colNext
        }
        guard held else { return }
        let reached = rowsDepending(on: marker, direct: false)
        n = tableau.symbols[Int(marker)].colHead
        while n != -1 {
            let next = tableau.nodes[Int(n)].colNext
            if tableau.kind(tableau.nodes[Int(n)].row) == .aggregate { tableau.unlink(n) }
            n = next
        }
        for (row, factor) in reached { tableau.add(row: row, col: marker, value: factor) }
    }

    /// Frees the aggregates no row mentions any more, once their number has doubled since the
    /// last sweep (newest first: freeing one can leave the older ones it held unmentioned).
    private mutating func sweepAggregatesIfDue() {
        guard aggregates.count >= 2 * aggregatesAfterSweep + 16 else { return }
        aggregates.sort { tableau.symbols[Int($0)].rank > tableau.symbols[Int($1)].rank }
        var kept: [Int32] = []
        for aggregate in aggregates {
            if tableau.symbols[Int(aggregate)].colCount == 0 {
                tableau.clearRow(aggregate)
                tableau.freeSymbol(aggregate)
            } else {
                kept.append(aggregate)
            }
        }
        aggregates = kept
        aggregatesAfterSweep = kept.count
    }

    /// The dummies behind `symbols`: aggregates replaced by the markers they hold, transitively;
    /// other symbols kept. For explanations, which name constraints by their markers.
    func markersBehind(_ symbols: [Int32]) -> [Int32] {
        var out: [Int32] = []
        var stack = symbols.reversed() as [Int32]
        var seen = Set<Int32>()
        while let s = stack.popLast() {
            guard tableau.kind(s) == .aggregate else {
                out.append(s)
                continue
            }
            guard seen.insert(s).inserted else { continue }
            for (c, _) in tableau.terms(of: s).reversed() { stack.append(c) }
        }
        return out
    }
}
