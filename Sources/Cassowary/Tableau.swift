/// The simplex tableau as a sparse matrix with both row and column links.
///
/// Every basic symbol has a row `basic = constant + Σ coefficient·symbol`. Every symbol has a
/// column: the list of rows that mention it, so a pivot touches only the rows that contain the
/// entering symbol instead of every row (kiwi's cost).
///
/// Rows of restricted symbols (and of a phase one's objective) are written in parametric symbols
/// only. Rows of *external* basic symbols may also mention basic externals of lower rank: they are
/// kept as the user wrote them and evaluated in rank order, instead of being expanded into
/// parametric symbols. A chain `x(i+1) = x(i) + 10 + s` then stays one short row a link,
/// where a fully substituted tableau would carry every earlier link in every row (O(N²)).
struct Tableau {
    /// Symbol and node storage, in memory owned by `symbolMemory` and `nodeMemory`. Copying a
    /// Tableau shares the memory: use `copy()` for an independent snapshot.
    private(set) var symbols: RawTable<SymbolInfo>
    private(set) var nodes: RawTable<Node>
    private var symbolMemory: RawStorage
    private var nodeMemory: RawStorage
    private var freeNode: Int32 = -1
    /// Freed symbols, a stack threaded through their `owner` field.
    private var freeSymbol: Int32 = -1
    /// The dummies that are basic (redundant required equalities), which must stay zero: an
    /// update checks these, not every symbol.
    private(set) var basicDummies = Set<Int32>()

    // Scratch position map for `merge`: `SymbolInfo.stamp` / `SymbolInfo.position`, valid where
    // the stamp matches this one.
    private var stamp: UInt32 = 0

    /// Values are cached in `SymbolInfo.value`, valid where `SymbolInfo.valueGeneration` is this
    /// epoch (see `SolverCore.evaluate`). Every change to a row goes through this type and
    /// forgets the row's value, and the values evaluated from it (the rows whose terms mention
    /// it, transitively): what an operation does not touch stays cached, so reading the end of a
    /// long chain after adding a link costs the link, not the chain.
    private(set) var valueEpoch: UInt64 = 1

    /// When on, every external whose value may have changed is listed in `touchedExternals`:
    /// one whose cached value is forgotten, or that becomes basic or parametric. A caller that
    /// reads every value after each change (and so has them all cached) learns from this list
    /// which of them to read again, instead of reading all (turn3/13: a chain of plain
    /// variables compared every value at every line). A symbol can come more than once.
    var recordsTouches = false
    var touchedExternals: [Int32] = []

    /// How many externals, slacks and errors are parametric: the only symbols along which a
    /// value can be ambiguous. None in a system of required equalities (a chain of plain
    /// variables), where `ambiguities()` then answers without a pass over every symbol.
    private(set) var parametricDirections = 0

    /// What each symbol costs through the rows of errors, a level each (`Tableau+Costs.swift`),
    /// linked from `SymbolInfo.costHead`, in memory owned by `costMemory`; `freeCostEntry`
    /// heads the entries free for reuse. A raw table, as the others: no retain nor uniqueness
    /// check on the paths that change rows.
    var costEntries: RawTable<CostEntry>
    var costMemory: RawStorage
    var freeCostEntry: Int32 = -1

    @inline(__always)
    private static func isDirection(_ kind: SymbolKind) -> Bool {
        kind == .external || kind == .slack || kind == .error
    }

    init() {
        // Room for a small tree's symbols and coefficients: a root and a wrapping label use 34
        // symbols and 44 coefficients; the scenarios' cell of six views (about 90 and 200)
        // grows once (fourfold, see `RawTable.grow`). Each first table is memory a solver
        // touches at once: with room for 64 and 128, and the larger lists below, 1,000
        // independent cells of a root and a label took 26 KB a solver, and every round that
        // met fresh pages ran 60 % slower (kiwi takes 8 KB); now 15 KB. That cell with its
        // image costs 1.6 % more instructions for its growing.
        // One block for both tables; a table that outgrows it moves to its own.
        let memory: RawStorage
        (symbols, nodes, memory) = RawTable.makePair(capacity: 40, 64, of: Node.self)
        symbolMemory = memory
        nodeMemory = memory
        (costEntries, costMemory) = RawTable.make(capacity: 16)
    }

    /// An independent copy (the storage is not shared), in one block of memory.
    func copy() -> Tableau {
        var other = self
        let memory: RawStorage
        (other.symbols, other.nodes, memory) = RawTable.makePair(capacity: symbols.capacity, nodes.capacity, of: Node.self)
        _ = other.symbols.assign(from: symbols)
        _ = other.nodes.assign(from: nodes)
        other.symbolMemory = memory
        other.nodeMemory = memory
        (other.costEntries, other.costMemory) = RawTable.make(capacity: costEntries.capacity)
        _ = other.costEntries.assign(from: costEntries)
        return other
    }

    /// Makes this tableau an independent copy of `source`, in its own buffers (reallocated only
    /// when too small): a snapshot without an allocation when taken again and again.
    mutating func assign(from source: Tableau) {
        let ownSymbols = symbols, ownNodes = nodes, ownCosts = costEntries
        let ownSymbolMemory = symbolMemory, ownNodeMemory = nodeMemory, ownCostMemory = costMemory
        self = source
        symbols = ownSymbols
        nodes = ownNodes
        costEntries = ownCosts
        symbolMemory = ownSymbolMemory
        nodeMemory = ownNodeMemory
        costMemory = ownCostMemory
        if let replacement = symbols.assign(from: source.symbols) { symbolMemory = replacement }
        if let replacement = nodes.assign(from: source.nodes) { nodeMemory = replacement }
        if let replacement = costEntries.assign(from: source.costEntries) { costMemory = replacement }
    }

    // MARK: Symbols

    mutating func newSymbol(_ kind: SymbolKind, owner: Int32 = -1) -> Int32 {
        var info = SymbolInfo(kind: kind)
        info.owner = owner
        if Self.isDirection(kind) { parametricDirections += 1 }
        if freeSymbol != -1 {
            let reused = freeSymbol
            freeSymbol = symbols[Int(reused)].owner
            symbols[Int(reused)] = info
            return reused
        }
        if symbols.count == symbols.capacity {
            symbolMemory = symbols.grow()
        }
        symbols.append(info)
        return Int32(symbols.count - 1)
    }

    /// Gives a symbol back for reuse. It must have no row; any column entries are removed.
    mutating func freeSymbol(_ s: Int32) {
        removeColumn(s)
        if symbols[Int(s)].isBasic { clearRow(s) }
        releaseCosts(of: s)
        if Self.isDirection(symbols[Int(s)].kind) { parametricDirections -= 1 }
        var info = SymbolInfo(kind: .dummy)
        info.owner = freeSymbol
        symbols[Int(s)] = info
        freeSymbol = s
    }

    @inline(__always) func kind(_ s: Int32) -> SymbolKind { symbols[Int(s)].kind }
    @inline(__always) func isBasic(_ s: Int32) -> Bool { symbols[Int(s)].isBasic }
    @inline(__always) func constant(_ s: Int32) -> Double { symbols[Int(s)].constant }

    // MARK: Nodes

    /// Adds a coefficient that is not yet in the row.
    @discardableResult @inline(__always)
    mutating func link(row r: Int32, col c: Int32, value v: Double) -> Int32 {
        let n: Int32
        if freeNode != -1 {
            n = freeNode
            freeNode = nodes[Int(n)].rowNext
        } else {
            if nodes.count == nodes.capacity {
                nodeMemory = nodes.grow()
            }
            n = Int32(truncatingIfNeeded: nodes.count)
            nodes.count &+= 1
        }
        forgetValue(r)
        let nodes = self.nodes, symbols = self.symbols
        let rowHead = symbols[Int(r)].rowHead
        let colHead = symbols[Int(c)].colHead
        nodes.initialize(Int(n), to: Node(row: r, col: c, value: v, rowPrev: -1, rowNext: rowHead, colPrev: -1, colNext: colHead))
        if rowHead != -1 { nodes[Int(rowHead)].rowPrev = n }
        if colHead != -1 { nodes[Int(colHead)].colPrev = n }
        symbols[Int(r)].rowHead = n
        symbols[Int(r)].rowCount &+= 1
        symbols[Int(c)].colHead = n
        symbols[Int(c)].colCount &+= 1
        let level = symbols[Int(r)].cost
        if level > 0 { addCost(v, to: c, at: level) }
        return n
    }

    @inline(__always)
    mutating func unlink(_ n: Int32) {
        let nodes = self.nodes, symbols = self.symbols
        let node = nodes[Int(n)]
        forgetValue(node.row)
        if node.rowPrev != -1 { nodes[Int(node.rowPrev)].rowNext = node.rowNext } else { symbols[Int(node.row)].rowHead = node.rowNext }
        if node.rowNext != -1 { nodes[Int(node.rowNext)].rowPrev = node.rowPrev }
        if node.colPrev != -1 { nodes[Int(node.colPrev)].colNext = node.colNext } else { symbols[Int(node.col)].colHead = node.colNext }
        if node.colNext != -1 { nodes[Int(node.colNext)].colPrev = node.colPrev }
        symbols[Int(node.row)].rowCount &-= 1
        symbols[Int(node.col)].colCount &-= 1
        let level = symbols[Int(node.row)].cost
        if level > 0 { addCost(-node.value, to: node.col, at: level) }
        nodes[Int(n)].rowNext = freeNode
        nodes[Int(n)].row = -1
        freeNode = n
    }

    /// The node of `c` in row `r`, walking the shorter of the two lists.
    func find(row r: Int32, col c: Int32) -> Int32 {
        let nodes = self.nodes, symbols = self.symbols
        if symbols[Int(r)].rowCount <= symbols[Int(c)].colCount {
            var n = symbols[Int(r)].rowHead
            while n != -1 {
                if nodes[Int(n)].col == c { return n }
                n = nodes[Int(n)].rowNext
            }
        } else {
            var n = symbols[Int(c)].colHead
            while n != -1 {
                if nodes[Int(n)].row == r { return n }
                n = nodes[Int(n)].colNext
            }
        }
        return -1
    }

    /// Adds `v` to the coefficient of `c` in row `r`, dropping it when it becomes zero.
    mutating func add(row r: Int32, col c: Int32, value v: Double) {
        let n = find(row: r, col: c)
        if n == -1 {
            if abs(v) >= storedZero { link(row: r, col: c, value: v) }
        } else {
            let old = nodes[Int(n)].value
            let sum = sumCancelling(old, v)
            if abs(sum) < storedZero {
                unlink(n)
            } else {
                forgetValue(r)
                nodes[Int(n)].value = sum
                let level = symbols[Int(r)].cost
                if level > 0 { addCost(sum - old, to: c, at: level) }
            }
        }
    }

    mutating func clearRow(_ r: Int32) {
        var n = symbols[Int(r)].rowHead
        while n != -1 {
            let next = nodes[Int(n)].rowNext
            unlink(n)
            n = next
        }
        setBasic(r, false)
        setConstant(r, 0)
    }

    /// Makes `s` basic or parametric, keeping ``basicDummies``.
    /// An external's values count in the rows that mention it only while it is basic (a
    /// parametric symbol is zero), so a change either way forgets theirs too.
    mutating func setBasic(_ s: Int32, _ basic: Bool) {
        if symbols[Int(s)].kind == .external {
            forgetValues(from: s)
        } else {
            forgetValue(s)
        }
        if symbols[Int(s)].isBasic != basic, Self.isDirection(symbols[Int(s)].kind) {
            parametricDirections += basic ? -1 : 1
        }
        symbols[Int(s)].isBasic = basic
        guard symbols[Int(s)].kind == .dummy else { return }
        if basic { basicDummies.insert(s) } else { basicDummies.remove(s) }
    }

    mutating func removeColumn(_ c: Int32) {
        var n = symbols[Int(c)].colHead
        while n != -1 {
            let next = nodes[Int(n)].colNext
            unlink(n)
            n = next
        }
    }

    /// The terms of row `r` as (symbol, coefficient) pairs.
    func terms(of r: Int32) -> [(Int32, Double)] {
        var out: [(Int32, Double)] = []
        out.reserveCapacity(Int(symbols[Int(r)].rowCount))
        var n = symbols[Int(r)].rowHead
        while n != -1 {
            out.append((nodes[Int(n)].col, nodes[Int(n)].value))
            n = nodes[Int(n)].rowNext
        }
        return out
    }

    // MARK: Constants and cached values

    mutating func setConstant(_ r: Int32, _ constant: Double) {
        forgetValue(r)
        symbols[Int(r)].constant = constant
    }

    mutating func addToConstant(_ r: Int32, _ amount: Double) {
        forgetValue(r)
        symbols[Int(r)].constant += amount
    }

    /// Forgets the cached value of `r` when it has one, and those evaluated from it.
    @inline(__always)
    mutating func forgetValue(_ r: Int32) {
        if symbols[Int(r)].valueGeneration == valueEpoch { forgetValues(from: r) }
    }

    /// Forgets the cached value of `s` and, when it is an external, of every row evaluated from
    /// it, transitively (`SolverCore.evaluate` reads basic externals only). A value is cached
    /// only when the values it was evaluated from are, so the walk stops at a forgotten one.
    @inline(never)
    mutating func forgetValues(from s: Int32) {
        let symbols = self.symbols, nodes = self.nodes, epoch = valueEpoch
        symbols[Int(s)].valueGeneration = 0
        guard symbols[Int(s)].kind == .external else { return }
        if recordsTouches { touchedExternals.append(s) }
        var pending: [Int32] = []
        var c = s
        while true {
            var n = symbols[Int(c)].colHead
            while n != -1 {
                let r = nodes[Int(n)].row
                if symbols[Int(r)].valueGeneration == epoch {
                    symbols[Int(r)].valueGeneration = 0
                    if symbols[Int(r)].kind == .external {
                        pending.append(r)
                        if recordsTouches { touchedExternals.append(r) }
                    }
                }
                n = nodes[Int(n)].colNext
            }
            guard let next = pending.popLast() else { return }
            c = next
        }
    }

    /// Forgets every cached value at once.
    mutating func forgetAllValues() {
        valueEpoch &+= 1
    }

    // MARK: Row arithmetic

    /// `row r += factor × row e` (constants included). `e` must not mention `r`.
    mutating func merge(into r: Int32, from e: Int32, factor k: Double) {
        forgetValue(r)
        if symbols[Int(r)].rowCount > 2 * symbols[Int(e)].rowCount + 8, lookupsAreCheaper(into: r, from: e) {
            // A long row and a short one: look each term up through the
            // shorter of its column and the row, instead of indexing the whole long row.
            symbols[Int(r)].constant = sumCancelling(symbols[Int(r)].constant, k * symbols[Int(e)].constant)
            var m = symbols[Int(e)].rowHead
            while m != -1 {
                add(row: r, col: nodes[Int(m)].col, value: k * nodes[Int(m)].value)
                m = nodes[Int(m)].rowNext
            }
            return
        }
        stamp &+= 1
        if stamp == 0 {
            for i in 0..<symbols.count { symbols[i].stamp = 0 }
            stamp = 1
        }
        var nodes = self.nodes
        let symbols = self.symbols
        let stamp = self.stamp
        let level = symbols[Int(r)].cost
        var n = symbols[Int(r)].rowHead
        while n != -1 {
            let c = Int(nodes[Int(n)].col)
            symbols[c].stamp = stamp
            symbols[c].position = n
            n = nodes[Int(n)].rowNext
        }
        symbols[Int(r)].constant = sumCancelling(symbols[Int(r)].constant, k * symbols[Int(e)].constant)
        var m = symbols[Int(e)].rowHead
        while m != -1 {
            let c = nodes[Int(m)].col
            let v = k * nodes[Int(m)].value
            if symbols[Int(c)].stamp == stamp {
                let t = symbols[Int(c)].position
                let old = nodes[Int(t)].value
                let sum = sumCancelling(old, v)
                if abs(sum) < storedZero {
                    unlink(t)
                    symbols[Int(c)].stamp = 0
                } else {
                    nodes[Int(t)].value = sum
                    if level > 0 { addCost(sum - old, to: c, at: level) }
                }
            } else if abs(v) >= storedZero {
                // `link` may grow (move) the node storage.
                let t = link(row: r, col: c, value: v)
                nodes = self.nodes
                symbols[Int(c)].stamp = stamp
                symbols[Int(c)].position = t
            }
            m = nodes[Int(m)].rowNext
        }
    }

    /// Whether looking each term of `e` up in `r` (through the shorter of `r` and the term's
    /// column) walks fewer nodes than indexing `r` once. Both rows long and every column long
    /// (a dense phase one) made each lookup walk the whole row: the lookups cost len(e)·len(r)
    /// where indexing costs len(e) + len(r).
    private func lookupsAreCheaper(into r: Int32, from e: Int32) -> Bool {
        let rowLength = Int(symbols[Int(r)].rowCount)
        var walked = 0
        var m = symbols[Int(e)].rowHead
        while m != -1 {
            walked += min(rowLength, Int(symbols[Int(nodes[Int(m)].col)].colCount))
            if walked > rowLength { return false }
            m = nodes[Int(m)].rowNext
        }
        return true
    }

    /// Rewrites the row of basic `l` as the row of `e` (which it mentions): `e` becomes basic,
    /// `l` parametric. The row keeps its nodes; only their values and owner change.
    mutating func solveRow(of l: Int32, for e: Int32) {
        let pivotNode = find(row: l, col: e)
        guard pivotNode != -1 else { return }
        let a = nodes[Int(pivotNode)].value
        forgetValue(e)
        unlink(pivotNode)
        let factor = -1 / a
        // The row stops counting at the level of `l` and starts at that of `e`.
        let (oldLevel, newLevel) = (symbols[Int(l)].cost, symbols[Int(e)].cost)
        var n = symbols[Int(l)].rowHead
        while n != -1 {
            let old = nodes[Int(n)].value
            nodes[Int(n)].value = old * factor
            nodes[Int(n)].row = e
            if oldLevel > 0 { addCost(-old, to: nodes[Int(n)].col, at: oldLevel) }
            if newLevel > 0 { addCost(old * factor, to: nodes[Int(n)].col, at: newLevel) }
            n = nodes[Int(n)].rowNext
        }
        symbols[Int(e)].rowHead = symbols[Int(l)].rowHead
        symbols[Int(e)].rowCount = symbols[Int(l)].rowCount
        symbols[Int(e)].constant = symbols[Int(l)].constant * factor
        setBasic(e, true)
        symbols[Int(l)].rowHead = -1
        symbols[Int(l)].rowCount = 0
        symbols[Int(l)].constant = 0
        setBasic(l, false)
        link(row: e, col: l, value: 1 / a)
    }
}
