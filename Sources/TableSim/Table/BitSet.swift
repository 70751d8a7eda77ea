/// One bit a row (whether its actual height is known): 1/8 byte a row.
struct BitSet: Sendable {
    private var words: [UInt64]
    private(set) var count: Int

    init(count: Int) {
        self.count = max(0, count)
        words = Array(repeating: 0, count: (self.count + 63) / 64)
    }

    subscript(i: Int) -> Bool {
        get { words[i >> 6] & (1 << UInt64(i & 63)) != 0 }
        set {
            if newValue { words[i >> 6] |= 1 << UInt64(i & 63) } else { words[i >> 6] &= ~(1 << UInt64(i & 63)) }
        }
    }

    mutating func clearAll() {
        for i in words.indices { words[i] = 0 }
    }

    /// How many bits are set.
    var population: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }

    var bytes: Int { words.count * 8 }
}
