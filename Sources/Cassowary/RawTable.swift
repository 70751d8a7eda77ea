// Raw memory for the solver's tables, and the growable table of trivial elements built on it.

/// A block of memory for trivial elements, freed with the object.
///
/// Allocated as an object (`swift_allocObject`, a plain `malloc`), not through
/// `UnsafeMutablePointer.allocate`: on Linux the runtime serves every such allocation with
/// `posix_memalign`, whatever alignment is asked, and that costs several times a `malloc` for the
/// few kilobytes of a small solver's tables.
final class RawStorage: ManagedBuffer<Void, UInt64> {
    /// A block of at least `byteCount` bytes, aligned for any element of alignment 8 or less,
    /// and its address (fixed for the object's life: objects do not move).
    static func make(byteCount: Int) -> (storage: RawStorage, base: UnsafeMutableRawPointer) {
        let buffer = create(minimumCapacity: Swift.max(1, (byteCount + 7) / 8)) { _ in }
        let storage = unsafeDowncast(buffer, to: RawStorage.self)
        let base = storage.withUnsafeMutablePointerToElements { UnsafeMutableRawPointer($0) }
        return (storage, base)
    }

    /// Room for `capacity` elements of `Element` (a trivial type, aligned to 8 bytes or less).
    static func make<Element>(capacity: Int, of _: Element.Type) -> (storage: RawStorage, base: UnsafeMutablePointer<Element>) {
        assert(_isPOD(Element.self) && MemoryLayout<Element>.alignment <= 8)
        let (storage, raw) = make(byteCount: capacity * MemoryLayout<Element>.stride)
        return (storage, raw.bindMemory(to: Element.self, capacity: capacity))
    }
}

/// A growable buffer of trivial elements with unchecked, non-mutating element access: writes
/// go through the pointer, so no uniqueness check or retain happens on the hot paths.
///
/// The table does not own its memory: the `RawStorage` that `makePair`, `grow` and `assign`
/// hand out does, and its holder keeps it as long as the table is used.
struct RawTable<Element>: RandomAccessCollection {
    private(set) var base: UnsafeMutablePointer<Element>
    var count: Int
    private(set) var capacity: Int

    private init(base: UnsafeMutablePointer<Element>, capacity: Int) {
        self.base = base
        count = 0
        self.capacity = capacity
    }

    /// An empty table and the owner of its memory.
    static func make(capacity: Int) -> (RawTable, RawStorage) {
        let (storage, base) = RawStorage.make(capacity: capacity, of: Element.self)
        return (RawTable(base: base, capacity: capacity), storage)
    }

    /// Two empty tables in one block of memory (one allocation, not two), and its owner.
    static func makePair<Other>(capacity: Int, _ otherCapacity: Int, of _: Other.Type)
        -> (RawTable, RawTable<Other>, RawStorage) {
        assert(_isPOD(Element.self) && _isPOD(Other.self))
        assert(MemoryLayout<Element>.alignment <= 8 && MemoryLayout<Other>.alignment <= 8)
        // The second table starts at the next multiple of 8 bytes.
        let firstBytes = (capacity * MemoryLayout<Element>.stride + 7) & ~7
        let (storage, raw) = RawStorage.make(byteCount: firstBytes + otherCapacity * MemoryLayout<Other>.stride)
        let first = raw.bindMemory(to: Element.self, capacity: capacity)
        let second = (raw + firstBytes).bindMemory(to: Other.self, capacity: otherCapacity)
        return (RawTable(base: first, capacity: capacity), RawTable<Other>(base: second, capacity: otherCapacity), storage)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(i: Int) -> Element {
        @inline(__always) unsafeAddress {
            assert(i >= 0 && i < count, "RawTable index out of range")
            return UnsafePointer(base + i)
        }
        @inline(__always) nonmutating unsafeMutableAddress {
            assert(i >= 0 && i < count, "RawTable index out of range")
            return base + i
        }
    }

    @inline(__always) func initialize(_ i: Int, to value: Element) {
        assert(i >= 0 && i < count, "RawTable index out of range")
        (base + i).initialize(to: value)
    }

    mutating func append(_ value: Element) {
        assert(count < capacity)
        (base + count).initialize(to: value)
        count += 1
    }

    /// Doubles the capacity in new memory, returned: the caller keeps it in place of the old
    /// storage (which may go once this returns). A table of 64 or fewer grows fourfold: first
    /// capacities are sized for a small system (a root and a label), and one that outgrows
    /// them is usually several times larger (a cell of six views: 90 symbols, 200 nodes).
    mutating func grow() -> RawStorage {
        let newCapacity = capacity <= 64 ? Swift.max(16, capacity * 4) : capacity * 2
        let (storage, newBase) = RawStorage.make(capacity: newCapacity, of: Element.self)
        newBase.moveInitialize(from: base, count: count)
        base = newBase
        capacity = newCapacity
        return storage
    }

    /// Makes this table a copy of `other`, in this table's memory; when that is too small, in
    /// new memory, returned (the caller keeps it in place of the old storage).
    mutating func assign(from other: RawTable<Element>) -> RawStorage? {
        var replacement: RawStorage? = nil
        if capacity < other.count {
            let (storage, newBase) = RawStorage.make(capacity: other.capacity, of: Element.self)
            base = newBase
            capacity = other.capacity
            replacement = storage
        }
        // Trivial elements: copying over initialised memory needs no deinitialisation.
        base.update(from: other.base, count: other.count)
        count = other.count
        return replacement
    }
}
