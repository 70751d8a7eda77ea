/// A growable list of trivial elements that owns its memory (a `RawTable` and its storage), for
/// the solver's working lists (the symbols whose costs changed, the rows a substitution writes
/// into, the rows left infeasible, the evaluation stack). Appending, popping and emptying are a
/// store and a count: an `Array` pays a uniqueness check at each change, and emptying one goes
/// through its generic range replacement (about 80 instructions, a dozen times an add).
///
/// Copying a list shares its memory: each list has one owner, which never copies it.
struct ScratchList<Element> {
    private var table: RawTable<Element>
    /// The owner of the table's memory.
    private var memory: RawStorage

    init(capacity: Int) {
        (table, memory) = RawTable.make(capacity: Swift.max(capacity, 4))
    }

    var count: Int { table.count }

    /// An independent copy, in memory of its own.
    func copy() -> ScratchList {
        var other = ScratchList(capacity: table.capacity)
        if let replacement = other.table.assign(from: table) { other.memory = replacement }
        return other
    }

    subscript(i: Int) -> Element {
        @inline(__always) get { table[i] }
        @inline(__always) nonmutating set { table[i] = newValue }
    }

    var last: Element? { table.count > 0 ? table[table.count - 1] : nil }

    @inline(__always)
    mutating func append(_ element: Element) {
        if table.count == table.capacity { memory = table.grow() }
        table.append(element)
    }

    @inline(__always)
    mutating func removeLast() {
        // checked: a solver invariant (the evaluation stack pops what it pushed), out of reach
        // of any input; a wrong count here would write outside the table.
        precondition(table.count > 0, "removeLast on an empty ScratchList")  // checked: see above
        table.count -= 1
    }

    @inline(__always)
    mutating func popLast() -> Element? {
        guard table.count > 0 else { return nil }
        table.count -= 1
        return table.base[table.count]
    }

    /// Keeps the first `newCount` elements (trivial: nothing to deinitialise).
    @inline(__always)
    mutating func truncate(to newCount: Int) {
        // checked: a solver invariant (the candidates kept are never more than there were), out
        // of reach of any input.
        precondition(newCount >= 0 && newCount <= table.count, "ScratchList truncated beyond its ends")  // checked: see above
        table.count = newCount
    }

    @inline(__always)
    mutating func removeAll() { table.count = 0 }
}
