/// A growable list of trivial elements in memory it owns, for the solver's working lists (the
/// symbols whose costs changed, the rows a substitution writes into, the rows left infeasible,
/// the evaluation stack). Appending, popping and emptying are a store and a count: an `Array`
/// pays a uniqueness check at each change, and emptying one goes through its generic range
/// replacement (about 80 instructions, a dozen times an add).
///
/// Copying a list shares its memory: each list has one owner, which never copies it.
struct ScratchList<Element> {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int
    /// The owner of the elements' memory.
    private var memory: RawStorage

    init(capacity: Int) {
        let capacity = Swift.max(capacity, 4)
        (memory, base) = RawStorage.make(capacity: capacity, of: Element.self)
        self.capacity = capacity
    }

    subscript(i: Int) -> Element {
        @inline(__always) get {
            assert(i >= 0 && i < count, "ScratchList index out of range")
            return base[i]
        }
        @inline(__always) nonmutating set {
            assert(i >= 0 && i < count, "ScratchList index out of range")
            base[i] = newValue
        }
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    var last: Element? { count > 0 ? base[count - 1] : nil }

    @inline(__always)
    mutating func removeLast() {
        precondition(count > 0, "removeLast on an empty ScratchList")
        count -= 1
    }

    @inline(__always)
    mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return base[count]
    }

    /// Keeps the first `newCount` elements (trivial: nothing to deinitialise).
    @inline(__always)
    mutating func truncate(to newCount: Int) {
        precondition(newCount >= 0 && newCount <= count, "ScratchList truncated beyond its ends")
        count = newCount
    }

    @inline(__always)
    mutating func removeAll() { count = 0 }

    private mutating func grow() {
        let newCapacity = 2 * capacity
        let (newMemory, newBase) = RawStorage.make(capacity: newCapacity, of: Element.self)
        newBase.moveInitialize(from: base, count: count)
        (memory, base, capacity) = (newMemory, newBase, newCapacity)
    }
}
