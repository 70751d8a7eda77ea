/// A hash map keyed by object identity: entries in dense arrays, and an open-addressing index
/// of them with a cheap multiplicative hash. The solver looks variables and constraints up on
/// every add; Swift's Dictionary (SipHash, generic resizing that copies every value) costs more
/// than the rest of a small add.
struct IdentityMap<Value> {
    private var slots: [Int32]            // index into the entries, -1 when empty
    private var entryKeys: [UInt] = []
    private var entryValues: [Value] = []
    private var shift: Int
    /// The entries reserved at the first insertion (the index holds twice as many slots).
    private let firstCapacity: Int

    init(capacity: Int = 32) {
        firstCapacity = capacity
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = filledArray(repeating: -1, count: size)
        shift = 64 - size.trailingZeroBitCount
    }

    var count: Int { entryKeys.count }

    /// Every value, in the order of insertion (disturbed by removals).
    var allValues: [Value] { entryValues }

    @inline(__always) private func home(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    /// The slot holding `key`, or the empty slot where it would go.
    @inline(__always) private func probe(_ key: UInt) -> (slot: Int, found: Bool) {
        let mask = slots.count - 1
        var i = home(key)
        while true {
            let entry = slots[i]
            if entry == -1 { return (i, false) }
            if entryKeys[Int(entry)] == key { return (i, true) }
            i = (i + 1) & mask
        }
    }

    /// Whether the map holds the object (without copying its value out).
    func contains(_ object: ObjectIdentifier) -> Bool { probe(UInt(bitPattern: object)).found }

    subscript(_ object: ObjectIdentifier) -> Value? {
        get {
            let (slot, found) = probe(UInt(bitPattern: object))
            return found ? entryValues[Int(slots[slot])] : nil
        }
        set {
            let key = UInt(bitPattern: object)
            let (slot, found) = probe(key)
            switch (newValue, found) {
            case (let value?, true):
                entryValues[Int(slots[slot])] = value
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
            entryValues[Int(slots[slot])] = value
            return
        }
        append(value, key: key, slot: slot)
    }

    /// A new entry in the empty index slot `slot` that `probe` found for `key`.
    private mutating func append(_ value: Value, key: UInt, slot: Int) {
        if entryKeys.isEmpty {
            // Skip the smallest growth steps (each one copies every entry).
            entryKeys.reserveCapacity(firstCapacity)
            entryValues.reserveCapacity(firstCapacity)
        }
        slots[slot] = Int32(entryKeys.count)
        entryKeys.append(key)
        entryValues.append(value)
        if entryKeys.count * 2 > slots.count { grow() }
    }

    /// Changes the value of an entry in place; returns false when the map does not hold the object.
    @discardableResult
    mutating func modify(_ object: ObjectIdentifier, _ body: (inout Value) -> Void) -> Bool {
        let (slot, found) = probe(UInt(bitPattern: object))
        guard found else { return false }
        body(&entryValues[Int(slots[slot])])
        return true
    }

    /// Removes the entry in `slot`: backward-shift deletion in the index (no tombstones), and
    /// the last entry moves into the freed place of the dense arrays.
    private mutating func remove(at slot: Int) {
        let mask = slots.count - 1
        let index = Int(slots[slot])
        var hole = slot
        slots[hole] = -1
        var j = hole
        while true {
            j = (j + 1) & mask
            let entry = slots[j]
            if entry == -1 { break }
            let h = home(entryKeys[Int(entry)])
            let between = hole <= j ? (h > hole && h <= j) : (h > hole || h <= j)
            if !between {
                slots[hole] = entry
                slots[j] = -1
                hole = j
            }
        }
        let last = entryKeys.count - 1
        if index != last {
            let movedKey = entryKeys[last]
            entryKeys[index] = movedKey
            entryValues.swapAt(index, last)
            let (movedSlot, _) = probe(movedKey)
            slots[movedSlot] = Int32(index)
        }
        entryKeys.removeLast()
        entryValues.removeLast()
    }

    private mutating func grow() {
        let size = slots.count * 2
        slots = filledArray(repeating: -1, count: size)
        shift = 64 - size.trailingZeroBitCount
        let mask = size - 1
        for (index, key) in entryKeys.enumerated() {
            var i = home(key)
            while slots[i] != -1 { i = (i + 1) & mask }
            slots[i] = Int32(index)
        }
    }
}
