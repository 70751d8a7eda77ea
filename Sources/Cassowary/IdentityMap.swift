/// A hash map keyed by object identity, with open addressing and a cheap multiplicative hash:
/// the solver looks variables and constraints up on every add, and Swift's Dictionary (SipHash,
/// resizing through the generic machinery) costs more than the rest of a small add.
struct IdentityMap<Value> {
    private var keys: [UInt] = []      // 0 marks an empty slot (no object lives at address 0)
    private var values: [Value?] = []
    private(set) var count = 0
    private var shift = 64

    init(capacity: Int = 16) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        keys = [UInt](repeating: 0, count: size)
        values = [Value?](repeating: nil, count: size)
        shift = 64 - size.trailingZeroBitCount
    }

    @inline(__always) private func slot(for key: UInt) -> Int {
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    subscript(_ object: ObjectIdentifier) -> Value? {
        get {
            let key = UInt(bitPattern: object)
            guard !keys.isEmpty else { return nil }
            let mask = keys.count - 1
            var i = slot(for: key)
            while true {
                let k = keys[i]
                if k == key { return values[i] }
                if k == 0 { return nil }
                i = (i + 1) & mask
            }
        }
        set {
            let key = UInt(bitPattern: object)
            if let newValue { insert(key, newValue) } else { remove(key) }
        }
    }

    private mutating func insert(_ key: UInt, _ value: Value) {
        if (count + 1) * 2 > keys.count { grow() }
        let mask = keys.count - 1
        var i = slot(for: key)
        while true {
            let k = keys[i]
            if k == key { values[i] = value; return }
            if k == 0 {
                keys[i] = key
                values[i] = value
                count += 1
                return
            }
            i = (i + 1) & mask
        }
    }

    /// Linear probing with backward-shift deletion: no tombstones.
    private mutating func remove(_ key: UInt) {
        let mask = keys.count - 1
        var i = slot(for: key)
        while keys[i] != key {
            if keys[i] == 0 { return }
            i = (i + 1) & mask
        }
        keys[i] = 0
        values[i] = nil
        count -= 1
        var j = i
        while true {
            j = (j + 1) & mask
            let k = keys[j]
            if k == 0 { return }
            let home = slot(for: k)
            // Move k back to i when its home is not in the cyclic range (i, j].
            let inRange = i <= j ? (home > i && home <= j) : (home > i || home <= j)
            if !inRange {
                keys[i] = k
                values[i] = values[j]
                keys[j] = 0
                values[j] = nil
                i = j
            }
        }
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        let size = keys.count * 2
        keys = [UInt](repeating: 0, count: size)
        values = [Value?](repeating: nil, count: size)
        shift = 64 - size.trailingZeroBitCount
        count = 0
        for (k, v) in zip(oldKeys, oldValues) where k != 0 {
            if let v { insert(k, v) }
        }
    }

    /// Every value, in no particular order.
    var allValues: [Value] { values.compactMap { $0 } }
}
