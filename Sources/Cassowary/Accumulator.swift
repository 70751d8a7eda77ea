/// A dense scratch expression `constant + Σ coefficient·symbol`, for building a new row and
/// for expanding external definitions. It is reused between operations: only touched entries
/// are cleared.
struct Accumulator {
    private(set) var constant: Double = 0
    /// Per symbol: coefficient and stamps; `capacity` entries, all initialised.
    private var entries: UnsafeMutablePointer<Entry>
    private var capacity: Int
    /// The touched symbols, in order; never more than `capacity` (each symbol once a stamp).
    private var touchedBase: UnsafeMutablePointer<Int32>
    private var touchedCount = 0
    /// The owner of the three buffers' memory.
    private var memory: RawStorage
    private var stamp: UInt32 = 1
    // Heap of basic externals to expand, highest rank first: `capacity` entries (a symbol is in
    // it at most once), behind a pointer so that the sift loops pay no uniqueness checks.
    private var heap: UnsafeMutablePointer<HeapEntry>
    private var heapCount = 0
    private var expandsAggregates = false

    private struct HeapEntry {
        var rank: Int
        var symbol: Int32
    }

    private struct Entry {
        var coefficient: Double
        var stamp: UInt32
        var inHeap: UInt32
    }

    /// Room for a small layout's symbols from the start (a root and a label use 34; a table
    /// cell of six views about 90, which grows once): each growth is an allocation and a copy.
    init(capacity: Int = 48) {
        self.capacity = capacity
        let (storage, base) = RawStorage.make(byteCount: capacity * Accumulator.bytesPerSymbol)
        memory = storage
        (entries, heap, touchedBase) = Accumulator.regions(of: base, capacity: capacity)
        entries.initialize(repeating: Entry(coefficient: 0, stamp: 0, inHeap: 0), count: capacity)
    }

    /// The three buffers lie one after the other in one block: the entries, the heap and the
    /// touched list, each aligned for its type (8, 8 and 4 bytes, in that order).
    private static var bytesPerSymbol: Int {
        MemoryLayout<Entry>.stride + MemoryLayout<HeapEntry>.stride + MemoryLayout<Int32>.stride
    }

    private static func regions(of base: UnsafeMutableRawPointer, capacity: Int)
        -> (UnsafeMutablePointer<Entry>, UnsafeMutablePointer<HeapEntry>, UnsafeMutablePointer<Int32>) {
        let entries = base.bindMemory(to: Entry.self, capacity: capacity)
        let heap = (base + capacity * MemoryLayout<Entry>.stride).bindMemory(to: HeapEntry.self, capacity: capacity)
        let touched = (base + capacity * (MemoryLayout<Entry>.stride + MemoryLayout<HeapEntry>.stride))
            .bindMemory(to: Int32.self, capacity: capacity)
        return (entries, heap, touched)
    }

    /// The symbols touched since the last reset, in the order they were first touched.
    var touched: UnsafeMutableBufferPointer<Int32> {
        UnsafeMutableBufferPointer(start: touchedBase, count: touchedCount)
    }

    mutating func reset(symbolCount: Int) {
        if capacity < symbolCount {
            let newCapacity = max(symbolCount, 2 * capacity, 64)
            let (newMemory, newBase) = RawStorage.make(byteCount: newCapacity * Accumulator.bytesPerSymbol)
            let (newEntries, newHeap, newTouched) = Accumulator.regions(of: newBase, capacity: newCapacity)
            // The touched list and the heap are empty between operations: nothing to move.
            newEntries.moveInitialize(from: entries, count: capacity)
            (newEntries + capacity).initialize(repeating: Entry(coefficient: 0, stamp: 0, inHeap: 0),
                                               count: newCapacity - capacity)
            (entries, heap, touchedBase) = (newEntries, newHeap, newTouched)
            memory = newMemory
            capacity = newCapacity
        }
        stamp &+= 1
        if stamp == 0 {
            for i in 0..<capacity { entries[i].stamp = 0; entries[i].inHeap = 0 }
            stamp = 1
        }
        touchedCount = 0
        heapCount = 0
        constant = 0
    }

    @inline(__always) func coefficient(_ s: Int32) -> Double {
        assert(Int(s) < capacity)
        return entries[Int(s)].stamp == stamp ? entries[Int(s)].coefficient : 0
    }

    mutating func addConstant(_ v: Double) { constant = sumCancelling(constant, v) }

    mutating func add(_ s: Int32, _ v: Double) {
        let i = Int(s)
        assert(i < capacity)
        if entries[i].stamp == stamp {
            entries[i].coefficient = sumCancelling(entries[i].coefficient, v)
        } else {
            entries[i].stamp = stamp
            entries[i].coefficient = v
            touchedBase[touchedCount] = s
            touchedCount += 1
        }
    }

    mutating func set(_ s: Int32, _ v: Double) {
        let i = Int(s)
        assert(i < capacity)
        if entries[i].stamp != stamp {
            entries[i].stamp = stamp
            touchedBase[touchedCount] = s
            touchedCount += 1
        }
        entries[i].coefficient = v
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
        for s in touched { entries[Int(s)].coefficient *= k }
    }

    /// Replaces every basic external of rank `>= minimumRank` by its row, latest first, so that
    /// terms that cancel (a chain's `x(i+1) - x(i)`) cancel before anything older is expanded.
    /// With `minimumRank` 0 the result mentions parametric symbols only, and aggregates; with
    /// `aggregates`, those are replaced by the markers they hold too.
    mutating func expand(minimumRank: Int, in tableau: Tableau, aggregates: Bool = false) {
        expandsAggregates = aggregates
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
        var out: [(Int32, Double)] = []
        out.reserveCapacity(touchedCount)
        for s in touched {
            let c = entries[Int(s)].coefficient
            if abs(c) >= storedZero { out.append((s, c)) }
        }
        return out
    }

    private mutating func pushIfExpandable(_ s: Int32, minimumRank: Int, _ tableau: Tableau) {
        let info = tableau.symbols[Int(s)]
        guard info.kind == .external || (expandsAggregates && info.kind == .aggregate), info.isBasic,
              info.rank >= minimumRank, entries[Int(s)].inHeap != stamp else { return }
        entries[Int(s)].inHeap = stamp
        assert(heapCount < capacity)
        var i = heapCount
        heapCount += 1
        heap[i] = HeapEntry(rank: info.rank, symbol: s)
        while i > 0 {
            let parent = (i - 1) / 2
            if heap[parent].rank >= heap[i].rank { break }
            swap(&heap[parent], &heap[i])
            i = parent
        }
    }

    private mutating func popHeap() -> HeapEntry? {
        guard heapCount > 0 else { return nil }
        let first = heap[0]
        heapCount -= 1
        if heapCount > 0 {
            heap[0] = heap[heapCount]
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var largest = i
                if l < heapCount, heap[l].rank > heap[largest].rank { largest = l }
                if r < heapCount, heap[r].rank > heap[largest].rank { largest = r }
                if largest == i { break }
                swap(&heap[i], &heap[largest])
                i = largest
            }
        }
        entries[Int(first.symbol)].inHeap = 0
        return first
    }
}
