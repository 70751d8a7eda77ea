/// The simplex tableau as a sparse matrix with both row and column links.
///
/// Every basic symbol has a row `basic = constant + Σ coefficient·symbol`. Every symbol has a
/// column: the list of rows that mention it, so a pivot touches only the rows that contain the
/// entering symbol instead of every row (kiwi's cost).
///
/// Rows of restricted symbols and of the objective are written in parametric symbols only.
/// Rows of *external* basic symbols may also mention basic externals of lower rank: they are
/// kept as the user wrote them and evaluated in rank order, instead of being expanded into
/// parametric symbols. A chain `x(i+1) = x(i) + 10 + s` then stays one short row a link,
/// where a fully substituted tableau would carry every earlier link in every row (O(N²)).
struct Tableau {
    var symbols: [SymbolInfo] = []
    var nodes: [Node] = []
    private var freeNode: Int32 = -1
    private var freeSymbols: [Int32] = []

    // Scratch position map for `merge` (per symbol, valid where stamp matches).
    private var positionStamp: [UInt32] = []
    private var positionNode: [Int32] = []
    private var stamp: UInt32 = 0

    init() {
        symbols.reserveCapacity(64)
        positionStamp.reserveCapacity(64)
        positionNode.reserveCapacity(64)
        nodes.reserveCapacity(256)
    }

    // MARK: Symbols

    mutating func newSymbol(_ kind: SymbolKind, owner: Int32 = -1) -> Int32 {
        if let reused = freeSymbols.popLast() {
            symbols[Int(reused)] = SymbolInfo(kind: kind)
            symbols[Int(reused)].owner = owner
            return reused
        }
        var info = SymbolInfo(kind: kind)
        info.owner = owner
        symbols.append(info)
        positionStamp.append(0)
        positionNode.append(-1)
        return Int32(symbols.count - 1)
    }

    /// Gives a symbol back for reuse. It must have no row; any column entries are removed.
    mutating func freeSymbol(_ s: Int32) {
        removeColumn(s)
        if symbols[Int(s)].isBasic { clearRow(s) }
        symbols[Int(s)] = SymbolInfo(kind: .dummy)
        freeSymbols.append(s)
    }

    @inline(__always) func kind(_ s: Int32) -> SymbolKind { symbols[Int(s)].kind }
    @inline(__always) func isBasic(_ s: Int32) -> Bool { symbols[Int(s)].isBasic }
    @inline(__always) func constant(_ s: Int32) -> Double { symbols[Int(s)].constant }

    // MARK: Nodes

    /// Adds a coefficient that is not yet in the row.
    @discardableResult
    mutating func link(row r: Int32, col c: Int32, value v: Double) -> Int32 {
        if freeNode == -1 {
            // Grow the pool outside the pointer scope below: new nodes go on the free list.
            let start = nodes.count
            let grow = max(16, start)
            nodes.reserveCapacity(start + grow)
            for i in 0..<grow {
                nodes.append(Node(row: -1, col: -1, value: 0, rowPrev: -1,
                                  rowNext: i + 1 < grow ? Int32(start + i + 1) : -1, colPrev: -1, colNext: -1))
            }
            freeNode = Int32(start)
        }
        let n = freeNode
        let nextFree = withNodesAndSymbols { nodes, symbols in
            let nextFree = nodes[Int(n)].rowNext
            let rowHead = symbols[Int(r)].rowHead
            let colHead = symbols[Int(c)].colHead
            nodes[Int(n)] = Node(row: r, col: c, value: v, rowPrev: -1, rowNext: rowHead, colPrev: -1, colNext: colHead)
            if rowHead != -1 { nodes[Int(rowHead)].rowPrev = n }
            if colHead != -1 { nodes[Int(colHead)].colPrev = n }
            symbols[Int(r)].rowHead = n
            symbols[Int(r)].rowCount += 1
            symbols[Int(c)].colHead = n
            symbols[Int(c)].colCount += 1
            return nextFree
        }
        freeNode = nextFree
        return n
    }

    mutating func unlink(_ n: Int32) {
        let free = freeNode
        withNodesAndSymbols { nodes, symbols in
            let node = nodes[Int(n)]
            if node.rowPrev != -1 { nodes[Int(node.rowPrev)].rowNext = node.rowNext } else { symbols[Int(node.row)].rowHead = node.rowNext }
            if node.rowNext != -1 { nodes[Int(node.rowNext)].rowPrev = node.rowPrev }
            if node.colPrev != -1 { nodes[Int(node.colPrev)].colNext = node.colNext } else { symbols[Int(node.col)].colHead = node.colNext }
            if node.colNext != -1 { nodes[Int(node.colNext)].colPrev = node.colPrev }
            symbols[Int(node.row)].rowCount -= 1
            symbols[Int(node.col)].colCount -= 1
            nodes[Int(n)].rowNext = free
            nodes[Int(n)].row = -1
        }
        freeNode = n
    }

    /// Runs `body` with unchecked access to the node and symbol storage: one uniqueness check
    /// for the two arrays instead of one for every write. Indices are the tableau's own (never
    /// the user's), kept valid by construction.
    @inline(__always)
    private mutating func withNodesAndSymbols<R>(
        _ body: (UnsafeMutableBufferPointer<Node>, UnsafeMutableBufferPointer<SymbolInfo>) -> R
    ) -> R {
        nodes.withUnsafeMutableBufferPointer { n in
            symbols.withUnsafeMutableBufferPointer { s in body(n, s) }
        }
    }

    /// The node of `c` in row `r`, walking the shorter of the two lists.
    func find(row r: Int32, col c: Int32) -> Int32 {
        nodes.withUnsafeBufferPointer { nodes in
            symbols.withUnsafeBufferPointer { symbols in
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
        }
    }

    func coefficient(row r: Int32, col c: Int32) -> Double {
        let n = find(row: r, col: c)
        return n == -1 ? 0 : nodes[Int(n)].value
    }

    /// Adds `v` to the coefficient of `c` in row `r`, dropping it when it becomes zero.
    mutating func add(row r: Int32, col c: Int32, value v: Double) {
        let n = find(row: r, col: c)
        if n == -1 {
            if abs(v) >= storedZero { link(row: r, col: c, value: v) }
        } else {
            let sum = sumCancelling(nodes[Int(n)].value, v)
            if abs(sum) < storedZero { unlink(n) } else { nodes[Int(n)].value = sum }
        }
    }

    mutating func clearRow(_ r: Int32) {
        var n = symbols[Int(r)].rowHead
        while n != -1 {
            let next = nodes[Int(n)].rowNext
            unlink(n)
            n = next
        }
        symbols[Int(r)].isBasic = false
        symbols[Int(r)].constant = 0
    }

    mutating func removeColumn(_ c: Int32) {
        var n = symbols[Int(c)].colHead
        while n != -1 {
            let next = nodes[Int(n)].colNext
            unlink(n)
            n = next
        }
    }

    /// The rows that mention `c`, as a list (safe to mutate the tableau while walking it).
    func rowsContaining(_ c: Int32) -> [Int32] {
        var out: [Int32] = []
        out.reserveCapacity(Int(symbols[Int(c)].colCount))
        var n = symbols[Int(c)].colHead
        while n != -1 {
            out.append(nodes[Int(n)].row)
            n = nodes[Int(n)].colNext
        }
        return out
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

    // MARK: Row arithmetic

    /// `row r += factor × row e` (constants included). `e` must not mention `r`.
    mutating func merge(into r: Int32, from e: Int32, factor k: Double) {
        if symbols[Int(r)].rowCount > 2 * symbols[Int(e)].rowCount + 8 {
            // A long row (an objective level) and a short one: look each term up through the
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
            for i in positionStamp.indices { positionStamp[i] = 0 }
            stamp = 1
        }
        var n = symbols[Int(r)].rowHead
        while n != -1 {
            let c = Int(nodes[Int(n)].col)
            positionStamp[c] = stamp
            positionNode[c] = n
            n = nodes[Int(n)].rowNext
        }
        symbols[Int(r)].constant = sumCancelling(symbols[Int(r)].constant, k * symbols[Int(e)].constant)
        var m = symbols[Int(e)].rowHead
        while m != -1 {
            let c = nodes[Int(m)].col
            let v = k * nodes[Int(m)].value
            if positionStamp[Int(c)] == stamp {
                let t = positionNode[Int(c)]
                let sum = sumCancelling(nodes[Int(t)].value, v)
                if abs(sum) < storedZero {
                    unlink(t)
                    positionStamp[Int(c)] = 0
                } else {
                    nodes[Int(t)].value = sum
                }
            } else if abs(v) >= storedZero {
                let t = link(row: r, col: c, value: v)
                positionStamp[Int(c)] = stamp
                positionNode[Int(c)] = t
            }
            m = nodes[Int(m)].rowNext
        }
    }

    /// Rewrites the row of basic `l` as the row of `e` (which it mentions): `e` becomes basic,
    /// `l` parametric. The row keeps its nodes; only their values and owner change.
    mutating func solveRow(of l: Int32, for e: Int32) {
        let pivotNode = find(row: l, col: e)
        guard pivotNode != -1 else { return }
        let a = nodes[Int(pivotNode)].value
        unlink(pivotNode)
        let factor = -1 / a
        var n = symbols[Int(l)].rowHead
        while n != -1 {
            nodes[Int(n)].value *= factor
            nodes[Int(n)].row = e
            n = nodes[Int(n)].rowNext
        }
        symbols[Int(e)].rowHead = symbols[Int(l)].rowHead
        symbols[Int(e)].rowCount = symbols[Int(l)].rowCount
        symbols[Int(e)].constant = symbols[Int(l)].constant * factor
        symbols[Int(e)].isBasic = true
        symbols[Int(l)].rowHead = -1
        symbols[Int(l)].rowCount = 0
        symbols[Int(l)].constant = 0
        symbols[Int(l)].isBasic = false
        link(row: e, col: l, value: 1 / a)
    }
}
