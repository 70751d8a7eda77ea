/// A hash map keyed by object identity, for plain-data values: entries in dense tables, and an
/// open-addressing index of them with a cheap multiplicative hash, all in one block of memory.
/// The solver looks variables and constraints up on every add; Swift's Dictionary (SipHash,
/// generic resizing that copies every value) cost more than the rest of a small add, and three
/// Swift arrays cost a uniqueness check at every change and three allocations a map.
///
/// Copying the map shares its memory (as `Tableau` does): the solver keeps one of each.
struct IdentityMap<Value> {
    /// Index slots (twice the entry capacity, a power of two): an entry's position, -1 when empty.
    private var index: UnsafeMutablePointer<Int32>
    private var keys: UnsafeMutablePointer<UInt>
    private var values: UnsafeMutablePointer<Value>
    private(set) var count = 0
    private var capacity: Int
    private var shift: Int
    /// The owner of the three tables' memory.
    private var memory: RawStorage

    init(capacity: Int = 32) {
        assert(_isPOD(Value.self) && MemoryLayout<Value>.alignment <= 8)
        var entries = 8
        while entries < capacity { entries *= 2 }
        (index, keys, values, memory) = IdentityMap.allocate(capacity: entries)
        self.capacity = entries
        shift = 64 - (2 * entries).trailingZeroBitCount
    }

    /// Tables for `capacity` entries, the index empty: the values first (aligned to 8), then
    /// the keys, then the index.
    private static func allocate(capacity: Int) -> (UnsafeMutablePointer<Int32>, UnsafeMutablePointer<UInt>,
                                                    UnsafeMutablePointer<Value>, RawStorage) {
        let valueBytes = (capacity * MemoryLayout<Value>.stride + 7) & ~7
        let keyBytes = capacity * MemoryLayout<UInt>.stride
        let (memory, base) = RawStorage.make(byteCount: valueBytes + keyBytes + 2 * capacity * MemoryLayout<Int32>.stride)
        let values = base.bindMemory(to: Value.self, capacity: capacity)
        let keys = (base + valueBytes).bindMemory(to: UInt.self, capacity: capacity)
        let index = (base + valueBytes + keyBytes).bindMemory(to: Int32.self, capacity: 2 * capacity)
        index.initialize(repeating: -1, count: 2 * capacity)
        return (index, keys, values, memory)
    }

    /// An independent copy, in memory of its own.
    func copy() -> IdentityMap {
        var other = self
        (other.index, other.keys, other.values, other.memory) = IdentityMap.allocate(capacity: capacity)
        other.values.update(from: values, count: count)
        other.keys.update(from: keys, count: count)
        other.index.update(from: index, count: 2 * capacity)
        return other
    }

    /// Every value, in the order of insertion (disturbed by removals).
    var allValues: [Value] { Array(UnsafeBufferPointer(start: values, count: count)) }

    @inline(__always) private func home(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    /// The index slot holding `key`, or the empty slot where it would go.
    @inline(__always) private func probe(_ key: UInt) -> (slot: Int, found: Bool) {
        let mask = 2 * capacity - 1
        var i = home(key)
        while true {
            let entry = index[i]
            if entry == -1 { return (i, false) }
            if keys[Int(entry)] == key { return (i, true) }
            i = (i + 1) & mask
        }
    }

    /// Whether the map holds the object (without copying its value out).
    func contains(_ object: ObjectIdentifier) -> Bool { probe(UInt(bitPattern: object)).found }

    subscript(_ object: ObjectIdentifier) -> Value? {
        get {
            let (slot, found) = probe(UInt(bitPattern: object))
            return found ? values[Int(index[slot])] : nil
        }
        set {
            let key = UInt(bitPattern: object)
            let (slot, found) = probe(key)
            switch (newValue, found) {
            case (let value?, true):
                values[Int(index[slot])] = value
            case (let value?, false):
                append(value, key: key, slot: slot)
            case (nil, true):
                remove(at: slot)
            case (nil, false):
                return
            }
        }
    }

    /// Adds an entry for an object the map does not hold yet (no optional wrapping of the
    /// value). Callers check first; should the object be there after all, its value is replaced.
    mutating func insertNew(_ value: Value, for object: ObjectIdentifier) {
        let key = UInt(bitPattern: object)
        let (slot, found) = probe(key)
        if found {
            values[Int(index[slot])] = value
            return
        }
        append(value, key: key, slot: slot)
    }

    /// The value for the object; when the map does not hold it, `make()`'s, stored first (one
    /// probe either way).
    @inline(__always)
    mutating func value(for object: ObjectIdentifier, orInsert make: () -> Value) -> Value {
        let key = UInt(bitPattern: object)
        let (slot, found) = probe(key)
        if found { return values[Int(index[slot])] }
        let value = make()
        append(value, key: key, slot: slot)
        return value
    }

    /// A new entry in the empty index slot `slot` that `probe` found for `key`.
    private mutating func append(_ value: Value, key: UInt, slot: Int) {
        if count == capacity {
            grow()
            append(value, key: key, slot: probe(key).slot)
            return
        }
        index[slot] = Int32(truncatingIfNeeded: count)
        keys[count] = key
        (values + count).initialize(to: value)
        count += 1
    }

    /// Changes the value of an entry in place; returns false when the map does not hold the object.
    @discardableResult
    mutating func modify(_ object: ObjectIdentifier, _ body: (inout Value) -> Void) -> Bool {
        let (slot, found) = probe(UInt(bitPattern: object))
        guard found else { return false }
        body(&values[Int(index[slot])])
        return true
    }

    /// Removes the entry in index slot `slot`: backward-shift deletion in the index (no
    /// tombstones), and the last entry moves into the freed place of the dense tables.
    private mutating func remove(at slot: Int) {
        let mask = 2 * capacity - 1
        let position = Int(index[slot])
        var hole = slot
        index[hole] = -1
        var j = hole
        while true {
            j = (j + 1) & mask
            let entry = index[j]
            if entry == -1 { break }
            let h = home(keys[Int(entry)])
            let between = hole <= j ? (h > hole && h <= j) : (h > hole || h <= j)
            if !between {
                index[hole] = entry
                index[j] = -1
                hole = j
            }
        }
        let last = count - 1
        if position != last {
            let movedKey = keys[last]
            keys[position] = movedKey
            values[position] = values[last]
            index[probe(movedKey).slot] = Int32(truncatingIfNeeded: position)
        }
        count -= 1
    }

    /// Twice the room, in new memory; the index is built again.
    private mutating func grow() {
        let newCapacity = 2 * capacity
        let (newIndex, newKeys, newValues, newMemory) = IdentityMap.allocate(capacity: newCapacity)
        newKeys.update(from: keys, count: count)
        newValues.update(from: values, count: count)
        (index, keys, values, memory) = (newIndex, newKeys, newValues, newMemory)
        capacity = newCapacity
        shift = 64 - (2 * newCapacity).trailingZeroBitCount
        let mask = 2 * newCapacity - 1
        for position in 0..<count {
            var i = home(keys[position])
            while index[i] != -1 { i = (i + 1) & mask }
            index[i] = Int32(truncatingIfNeeded: position)
        }
    }
}
