/// The heights of a table's rows and where each row starts, in a Fenwick (binary indexed) tree:
/// a row's height changes, a row's offset and the row at an offset are found in O(log n); a
/// table of n rows of one height is built in O(n).
///
/// Offsets are sums of heights from row 0. A table with a separator adds it to each height
/// before it gets here (as UITableView adds the separator to the row's height).
public struct RowOffsets: Sendable {
    /// The heights, one a row.
    public private(set) var heights: [Double]
    /// `tree[i]` (1-based) holds the sum of heights of rows `i - lowbit(i) ..< i`.
    private var tree: [Double]
    /// The largest power of two not above the count (for the descent in ``row(at:)``).
    private var topBit: Int

    /// `count` rows, all `height` high.
    public init(count: Int, height: Double) {
        self.init(heights: Array(repeating: height, count: max(0, count)))
    }

    /// Rows of the given heights, built in O(n).
    public init(heights: [Double]) {
        self.heights = heights
        tree = [0] + heights
        let n = heights.count
        if n > 0 {
            for i in 1...n {
                let parent = i + (i & -i)
                if parent <= n { tree[parent] += tree[i] }
            }
        }
        topBit = 1
        while topBit * 2 <= n { topBit *= 2 }
    }

    /// How many rows.
    public var count: Int { heights.count }

    /// The sum of all heights.
    public var total: Double { offset(of: count) }

    /// The height of row `row`.
    public func height(of row: Int) -> Double { heights[row] }

    /// Changes one row's height in O(log n).
    public mutating func setHeight(_ height: Double, of row: Int) {
        let delta = height - heights[row]
        guard delta != 0 else { return }
        heights[row] = height
        var i = row + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// Where row `row` starts: the sum of the heights of the rows before it (`count` gives the
    /// total). O(log n).
    public func offset(of row: Int) -> Double {
        var sum = 0.0
        var i = min(max(row, 0), count)
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    /// The row that covers offset `y`: the last row whose start is at or before `y` (0 for
    /// `y` before the start, the last row for `y` past the end). Rows of height 0 are skipped
    /// over. O(log n). Nil when there are no rows.
    public func row(at y: Double) -> Int? {
        guard count > 0 else { return nil }
        // Find the largest prefix length p with offset(p) <= y, descending the tree.
        var position = 0
        var remaining = y
        var step = topBit
        while step > 0 {
            let next = position + step
            if next <= count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        // `position` rows fit entirely at or before y: the row covering y is the next one.
        return min(position, count - 1)
    }

    /// The bytes held, for the memory figure of ``TableStats``.
    /// Bytes held for the rows (counted from the rows, not from the allocator's capacities,
    /// so that the figure is the same on every run).
    public var bytes: Int { (heights.count + tree.count) * MemoryLayout<Double>.stride }
}
