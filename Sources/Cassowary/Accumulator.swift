/// A dense scratch expression `constant + Σ coefficient·symbol`, for building a new row and
/// for expanding external definitions. It is reused between operations: only touched entries
/// are cleared.
struct Accumulator {
    private(set) var constant: Double = 0
    private var coefficients: [Double] = []
    private var stamps: [UInt32] = []
    private var stamp: UInt32 = 1
    private(set) var touched: [Int32] = []
    // Heap of basic externals to expand, highest rank first.
    private var heap: [(rank: Int, symbol: Int32)] = []
    private var inHeap: [UInt32] = []

    mutating func reset(symbolCount: Int) {
        if coefficients.count < symbolCount {
            let grow = max(symbolCount, 2 * coefficients.count, 64) - coefficients.count
            coefficients.append(contentsOf: repeatElement(0, count: grow))
            stamps.append(contentsOf: repeatElement(0, count: grow))
            inHeap.append(contentsOf: repeatElement(0, count: grow))
        }
        stamp &+= 1
        if stamp == 0 {
            for i in stamps.indices { stamps[i] = 0; inHeap[i] = 0 }
            stamp = 1
        }
        touched.removeAll(keepingCapacity: true)
        heap.removeAll(keepingCapacity: true)
        constant = 0
    }

    @inline(__always) func coefficient(_ s: Int32) -> Double {
        stamps[Int(s)] == stamp ? coefficients[Int(s)] : 0
    }

    mutating func addConstant(_ v: Double) { constant = sumCancelling(constant, v) }

    mutating func add(_ s: Int32, _ v: Double) {
        let i = Int(s)
        if stamps[i] == stamp {
            coefficients[i] = sumCancelling(coefficients[i], v)
        } else {
            stamps[i] = stamp
            coefficients[i] = v
            touched.append(s)
        }
    }

    mutating func set(_ s: Int32, _ v: Double) {
        let i = Int(s)
        if stamps[i] != stamp {
            stamps[i] = stamp
            touched.append(s)
        }
        coefficients[i] = v
    }

    /// `self += factor × row r` (with its constant).
    mutating func addRow(_ r: Int32, factor k: Double, of tableau: Tableau) {
        constant = sumCancelling(constant, k * tableau.symbols[Int(r)].constant)
        var n = tableau.symbols[Int(r)].rowHead
        while n != -1 {
            let node = tableau.nodes[Int(n)]
            add(node.col, k * node.value)
            n = node.rowNext
        }
    }

    mutating func scale(_ k: Double) {
        constant *= k
        for s in touched { coefficients[Int(s)] *= k }
    }

    /// Replaces every basic external of rank `>= minimumRank` by its row, latest first, so that
    /// terms that cancel (a chain's `x(i+1) - x(i)`) cancel before anything older is expanded.
    /// With `minimumRank` 0 the result mentions parametric symbols only.
    mutating func expand(minimumRank: Int, in tableau: Tableau) {
        for s in touched { pushIfExpandable(s, minimumRank: minimumRank, tableau) }
        while let top = popHeap() {
            let s = top.symbol
            let c = coefficient(s)
            if abs(c) < storedZero { continue }
            set(s, 0)
            constant = sumCancelling(constant, c * tableau.symbols[Int(s)].constant)
            var n = tableau.symbols[Int(s)].rowHead
            while n != -1 {
                let node = tableau.nodes[Int(n)]
                add(node.col, c * node.value)
                pushIfExpandable(node.col, minimumRank: minimumRank, tableau)
                n = node.rowNext
            }
        }
    }

    /// The symbols with a non-zero coefficient, in the order they were first touched.
    var nonZeroTerms: [(Int32, Double)] {
        touched.compactMap { s in
            let c = coefficients[Int(s)]
            return abs(c) >= storedZero ? (s, c) : nil
        }
    }

    private mutating func pushIfExpandable(_ s: Int32, minimumRank: Int, _ tableau: Tableau) {
        let info = tableau.symbols[Int(s)]
        guard info.kind == .external, info.isBasic, info.rank >= minimumRank, inHeap[Int(s)] != stamp else { return }
        inHeap[Int(s)] = stamp
        heap.append((info.rank, s))
        var i = heap.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            if heap[parent].rank >= heap[i].rank { break }
            heap.swapAt(parent, i)
            i = parent
        }
    }

    private mutating func popHeap() -> (rank: Int, symbol: Int32)? {
        guard let first = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var largest = i
                if l < heap.count, heap[l].rank > heap[largest].rank { largest = l }
                if r < heap.count, heap[r].rank > heap[largest].rank { largest = r }
                if largest == i { break }
                heap.swapAt(i, largest)
                i = largest
            }
        }
        inHeap[Int(first.symbol)] = 0
        return first
    }
}
