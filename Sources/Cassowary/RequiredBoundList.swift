/// The required constraints of one term (`width >= 0`, `2·x <= 7`), by the external they bound,
/// each as the solver holds it: its coefficient, its relation and the constant in force, which
/// ``SolverCore/updateConstant(of:to:)`` changes (the constraint object keeps the constant it
/// was made with). A list a symbol, its entries in one pool: an add that counts a bound
/// allocates nothing once the pool has grown.
struct RequiredBoundList {
    struct Bound {
        var coefficient: Double
        var constant: Double
        var relation: Relation
        /// The constraint's slot in the solver: how a removal or a new constant finds it.
        var slot: Int32
        var next: Int32 = -1

        /// Whether `coefficient · value + constant` relates to zero as the bound says.
        func holds(at value: Double) -> Bool {
            let residual = coefficient * value + constant
            switch relation {
            case .equal: return residual == 0
            case .greaterOrEqual: return residual >= 0
            case .lessOrEqual: return residual <= 0
            }
        }
    }

    /// The first bound of each symbol (-1: none), for the symbols seen so far.
    private var heads: [Int32] = []
    private var pool: [Bound] = []
    /// Pool entries free for reuse, linked through `next`.
    private var freeHead: Int32 = -1

    /// Whether every bound of `symbol` holds at `value` (true when it has none).
    func allHold(for symbol: Int32, at value: Double) -> Bool {
        var n = head(of: symbol)
        while n != -1 {
            let bound = pool[Int(n)]
            if !bound.holds(at: value) { return false }
            n = bound.next
        }
        return true
    }

    mutating func insert(_ bound: Bound, for symbol: Int32) {
        if Int(symbol) >= heads.count {
            heads.append(contentsOf: repeatElement(-1, count: Int(symbol) + 1 - heads.count))
        }
        var entry = bound
        entry.next = heads[Int(symbol)]
        let index: Int32
        if freeHead != -1 {
            index = freeHead
            freeHead = pool[Int(index)].next
            pool[Int(index)] = entry
        } else {
            index = Int32(pool.count)
            pool.append(entry)
        }
        heads[Int(symbol)] = index
    }

    /// Removes the bound of constraint `slot` from `symbol`'s list (nothing when absent).
    mutating func remove(slot: Int32, from symbol: Int32) {
        var previous: Int32 = -1
        var n = head(of: symbol)
        while n != -1 {
            let next = pool[Int(n)].next
            if pool[Int(n)].slot == slot {
                if previous == -1 { heads[Int(symbol)] = next } else { pool[Int(previous)].next = next }
                pool[Int(n)].next = freeHead
                freeHead = n
                return
            }
            previous = n
            n = next
        }
    }

    /// Gives the bound of constraint `slot` on `symbol` the constant now in force.
    mutating func setConstant(_ constant: Double, slot: Int32, of symbol: Int32) {
        var n = head(of: symbol)
        while n != -1 {
            if pool[Int(n)].slot == slot {
                pool[Int(n)].constant = constant
                return
            }
            n = pool[Int(n)].next
        }
    }

    /// Every bound with its symbol, for the invariant checks.
    var all: [(symbol: Int32, bound: Bound)] {
        var out: [(symbol: Int32, bound: Bound)] = []
        for symbol in heads.indices {
            var n = heads[symbol]
            while n != -1 {
                out.append((Int32(symbol), pool[Int(n)]))
                n = pool[Int(n)].next
            }
        }
        return out
    }

    private func head(of symbol: Int32) -> Int32 {
        Int(symbol) < heads.count ? heads[Int(symbol)] : -1
    }
}
