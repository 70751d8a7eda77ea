/// What the table keeps for one row: its height (the estimate until it is known), the
/// estimate it had, whether the actual height replaced it, and which of the data's rows it is.
public struct RowRecord: Sendable, Equatable {
    /// The row's height with the separator: the estimate while ``isKnown`` is false.
    public var height: Double
    /// The estimate the row had (its height, for strategies without estimates).
    public var estimate: Double
    /// The data's key for the row (``TableData``): it stays with the row when rows move.
    public var key: Int
    /// Whether the actual height replaced the estimate.
    public var isKnown: Bool

    public init(height: Double, estimate: Double? = nil, key: Int, isKnown: Bool = false) {
        self.height = height
        self.estimate = estimate ?? height
        self.key = key
        self.isKnown = isKnown
    }
}

/// The rows of a table in order, in a B+ tree whose nodes know how many rows and how many
/// points they hold: a row's record, where a row starts and which row covers an offset are
/// found in O(log n), and so are inserting and removing rows anywhere (a Fenwick tree finds
/// offsets as fast, but an insert at its top moves every entry).
///
/// Offsets are sums in one fixed order (each node's sum is the sum of its parts from the
/// first), so a query gives the same figure however the tree reached its shape's heights, and
/// ``row(at:)`` agrees exactly with ``offset(of:)``.
///
/// A value: copies share nodes until one of them changes (then it copies them all).
public struct RowTree {
    static let leafCapacity = 64
    static let fanout = 32

    private var root: Node
    /// How many rows have their actual height.
    public private(set) var knownCount = 0

    /// No rows.
    public init() { root = Node(records: []) }

    /// The rows in order, built in O(n).
    public init(_ records: [RowRecord]) {
        var level: [Node] = stride(from: 0, to: records.count, by: Self.leafCapacity).map {
            Node(records: Array(records[$0..<min($0 + Self.leafCapacity, records.count)]))
        }
        while level.count > 1 {
            level = stride(from: 0, to: level.count, by: Self.fanout).map {
                Node(children: Array(level[$0..<min($0 + Self.fanout, level.count)]))
            }
        }
        root = level.first ?? Node(records: [])
        knownCount = records.reduce(0) { $0 + ($1.isKnown ? 1 : 0) }
    }

    /// `count` rows of one height, keyed 0 ..< count.
    public init(count: Int, height: Double) {
        self.init((0..<max(0, count)).map { RowRecord(height: height, key: $0) })
    }

    /// How many rows.
    public var count: Int { root.count }

    /// The sum of all heights.
    public var total: Double { root.sum }

    /// Row `r`'s record (0 ≤ r < count).
    public subscript(r: Int) -> RowRecord {
        var node = root, i = r
        while !node.isLeaf {
            var c = 0
            while c < node.children.count - 1, i >= node.counts[c] {
                i -= node.counts[c]
                c += 1
            }
            node = node.children[c]
        }
        return node.records[i]
    }

    /// The height of row `r`.
    public func height(of r: Int) -> Double { self[r].height }

    /// Changes row `r`'s record in O(log n).
    public mutating func update(_ r: Int, _ change: (inout RowRecord) -> Void) {
        makeUnique()
        var path: [(Node, Int)] = []
        var node = root, i = r
        while !node.isLeaf {
            let c = node.child(containing: &i)
            path.append((node, c))
            node = node.children[c]
        }
        let before = node.records[i]
        change(&node.records[i])
        let after = node.records[i]
        if before.isKnown != after.isKnown { knownCount += after.isKnown ? 1 : -1 }
        guard before.height != after.height else { return }
        node.recount()
        for (parent, c) in path.reversed() { parent.refresh(child: c) }
    }

    /// Sets row `r`'s height.
    public mutating func setHeight(_ height: Double, of r: Int) {
        update(r) { $0.height = height }
    }

    /// Where row `r` starts: the sum of the heights before it (`count` gives the total). O(log n).
    public func offset(of r: Int) -> Double {
        var node = root, i = min(max(r, 0), count), start = 0.0
        while true {
            if i >= node.count { return start + node.sum }
            if node.isLeaf {
                var local = 0.0
                for j in 0..<i { local += node.records[j].height }
                return start + local
            }
            var local = 0.0, c = 0
            while i >= node.counts[c] {
                i -= node.counts[c]
                local += node.sums[c]
                c += 1
            }
            start += local
            node = node.children[c]
        }
    }

    /// The row that covers offset `y`: the last row whose start is at or before `y` (0 for `y`
    /// before the start, the last row for `y` past the end); rows of height 0 are passed over.
    /// O(log n). Nil when there are no rows.
    public func row(at y: Double) -> Int? {
        guard count > 0 else { return nil }
        if total <= y { return count - 1 }
        var node = root, position = 0, start = 0.0
        while !node.isLeaf {
            var local = 0.0, c = 0
            // Within the node descended into, its last child is never passed over.
            while c < node.children.count - 1, start + (local + node.sums[c]) <= y {
                local += node.sums[c]
                position += node.counts[c]
                c += 1
            }
            start += local
            node = node.children[c]
        }
        var local = 0.0, j = 0
        while j < node.records.count - 1, start + (local + node.records[j].height) <= y {
            local += node.records[j].height
            j += 1
        }
        return min(position + j, count - 1)
    }

    /// Inserts rows before row `r` (0 ≤ r ≤ count; clamped), in O(log n) a leaf's worth.
    public mutating func insert(contentsOf records: [RowRecord], at r: Int) {
        guard !records.isEmpty else { return }
        makeUnique()
        var path: [(Node, Int)] = []
        var node = root, i = min(max(r, 0), count)
        while !node.isLeaf {
            var c = 0
            while c < node.children.count - 1, i >= node.counts[c] {
                i -= node.counts[c]
                c += 1
            }
            path.append((node, c))
            node = node.children[c]
        }
        node.records.insert(contentsOf: records, at: i)
        node.recount()
        knownCount += records.reduce(0) { $0 + ($1.isKnown ? 1 : 0) }
        var pieces = node.split(capacity: Self.leafCapacity)
        for (parent, c) in path.reversed() {
            parent.replace(child: c, with: pieces)
            pieces = parent.split(capacity: Self.fanout)
        }
        while pieces.count > 1 {
            pieces = stride(from: 0, to: pieces.count, by: Self.fanout).map {
                Node(children: Array(pieces[$0..<min($0 + Self.fanout, pieces.count)]))
            }
        }
        root = pieces[0]
    }

    /// Removes the rows in `range` (clamped to the rows), in O(log n) a leaf's worth.
    public mutating func remove(_ range: Range<Int>) {
        let range = range.clamped(to: 0..<count)
        guard !range.isEmpty else { return }
        makeUnique()
        knownCount -= root.remove(range)
        while !root.isLeaf, root.children.count == 1 { root = root.children[0] }
        if !root.isLeaf, root.children.isEmpty { root = Node(records: []) }
    }

    /// Changes every row's record in place, in row order (`body` gets the row's index), and
    /// sums the tree again: O(n), with no copy of the rows (a reload of a million rows).
    public mutating func rewrite(_ body: (Int, inout RowRecord) -> Void) {
        makeUnique()
        var index = 0
        root.rewrite(from: &index, body)
        knownCount = 0
        root.countKnown(into: &knownCount)
    }

    /// The records of the rows in `range` (clamped), in order.
    public func records(in range: Range<Int>) -> [RowRecord] {
        let range = range.clamped(to: 0..<count)
        var out: [RowRecord] = []
        out.reserveCapacity(range.count)
        root.collect(range, into: &out)
        return out
    }

    /// Bytes held for the rows (counted from the rows and nodes, not from the allocator's
    /// capacities, so the figure is the same on every run).
    public var bytes: Int {
        let leaves = (count + Self.leafCapacity - 1) / Self.leafCapacity
        return count * MemoryLayout<RowRecord>.stride + leaves * (MemoryLayout<Int>.stride + MemoryLayout<Double>.stride + 8)
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&root) { root = root.copy() }
    }
}

extension RowTree {
    /// A node: a leaf holds records; an inner node holds children with their row counts and
    /// height sums.
    final class Node {
        let isLeaf: Bool
        var records: [RowRecord]
        var children: [Node]
        var counts: [Int]
        var sums: [Double]
        private(set) var count = 0
        private(set) var sum = 0.0

        init(records: [RowRecord]) {
            isLeaf = true
            self.records = records
            children = []
            counts = []
            sums = []
            recount()
        }

        init(children: [Node]) {
            isLeaf = false
            records = []
            self.children = children
            counts = children.map(\.count)
            sums = children.map(\.sum)
            recount()
        }

        func copy() -> Node {
            isLeaf ? Node(records: records) : Node(children: children.map { $0.copy() })
        }

        /// The count and sum, from the parts in order.
        func recount() {
            if isLeaf {
                count = records.count
                var s = 0.0
                for r in records { s += r.height }
                sum = s
            } else {
                count = counts.reduce(0, +)
                var s = 0.0
                for x in sums { s += x }
                sum = s
            }
        }

        /// The child holding row `i` of this node; `i` becomes the row's place in that child.
        func child(containing i: inout Int) -> Int {
            var c = 0
            while c < children.count - 1, i >= counts[c] {
                i -= counts[c]
                c += 1
            }
            return c
        }

        /// After child `c` changed.
        func refresh(child c: Int) {
            counts[c] = children[c].count
            sums[c] = children[c].sum
            recount()
        }

        func replace(child c: Int, with nodes: [Node]) {
            children.replaceSubrange(c...c, with: nodes)
            counts.replaceSubrange(c...c, with: nodes.map(\.count))
            sums.replaceSubrange(c...c, with: nodes.map(\.sum))
            recount()
        }

        /// This node, or this node and new siblings after it, each at most `capacity` parts.
        func split(capacity: Int) -> [Node] {
            let parts = isLeaf ? records.count : children.count
            guard parts > capacity else { return [self] }
            let pieces = (parts + capacity - 1) / capacity
            let size = (parts + pieces - 1) / pieces
            var out: [Node] = []
            if isLeaf {
                let all = records
                records = Array(all[0..<size])
                recount()
                out.append(self)
                for start in stride(from: size, to: all.count, by: size) {
                    out.append(Node(records: Array(all[start..<min(start + size, all.count)])))
                }
            } else {
                let all = children
                children = Array(all[0..<size])
                counts = children.map(\.count)
                sums = children.map(\.sum)
                recount()
                out.append(self)
                for start in stride(from: size, to: all.count, by: size) {
                    out.append(Node(children: Array(all[start..<min(start + size, all.count)])))
                }
            }
            return out
        }

        /// Removes rows `range` of this node (within it); returns how many known rows went.
        /// Recursion as deep as the tree (a few levels).
        func remove(_ range: Range<Int>) -> Int {
            if isLeaf {
                let known = records[range].reduce(0) { $0 + ($1.isKnown ? 1 : 0) }
                records.removeSubrange(range)
                recount()
                return known
            }
            var known = 0, start = 0, c = 0
            while c < children.count {
                let n = counts[c]
                let lo = max(range.lowerBound, start), hi = min(range.upperBound, start + n)
                start += n
                if lo < hi {
                    known += children[c].remove((lo - start + n)..<(hi - start + n))
                    if children[c].count == 0 {
                        children.remove(at: c)
                        counts.remove(at: c)
                        sums.remove(at: c)
                        continue
                    }
                    refresh(child: c)
                }
                c += 1
            }
            mergeSmallChildren()
            recount()
            return known
        }

        /// Joins neighbours that fit in one node when one of them is under a quarter full, so
        /// that deletes do not leave a tree of near-empty leaves.
        private func mergeSmallChildren() {
            var c = 0
            while c + 1 < children.count {
                let a = children[c], b = children[c + 1]
                let capacity = a.isLeaf ? RowTree.leafCapacity : RowTree.fanout
                let pa = a.isLeaf ? a.records.count : a.children.count
                let pb = b.isLeaf ? b.records.count : b.children.count
                if pa + pb <= capacity, min(pa, pb) < capacity / 4 {
                    if a.isLeaf { a.records += b.records } else {
                        a.children += b.children
                        a.counts += b.counts
                        a.sums += b.sums
                    }
                    a.recount()
                    children.remove(at: c + 1)
                    counts.remove(at: c + 1)
                    sums.remove(at: c + 1)
                    refresh(child: c)
                } else {
                    c += 1
                }
            }
        }

        /// Rewrites the records under this node in order, then its sums (recursion as deep as
        /// the tree).
        func rewrite(from index: inout Int, _ body: (Int, inout RowRecord) -> Void) {
            if isLeaf {
                for j in records.indices {
                    body(index, &records[j])
                    index += 1
                }
            } else {
                for (c, child) in children.enumerated() {
                    child.rewrite(from: &index, body)
                    counts[c] = child.count
                    sums[c] = child.sum
                }
            }
            recount()
        }

        func countKnown(into total: inout Int) {
            if isLeaf {
                for r in records where r.isKnown { total += 1 }
            } else {
                for child in children { child.countKnown(into: &total) }
            }
        }

        /// Appends the records of rows `range` (within this node) in order.
        func collect(_ range: Range<Int>, into out: inout [RowRecord]) {
            if isLeaf {
                out += records[range]
                return
            }
            var start = 0
            for (c, child) in children.enumerated() {
                let n = counts[c]
                let lo = max(range.lowerBound, start), hi = min(range.upperBound, start + n)
                if lo < hi { child.collect((lo - start)..<(hi - start), into: &out) }
                start += n
                if start >= range.upperBound { break }
            }
        }
    }
}
