/// Prefetching's state (`table prefetch on N`): how far past the screen rows are sized ahead,
/// and the rows sized ahead and not shown yet, by key.
///
/// A row sized ahead is counted once: as used when it comes on screen, or as wasted when
/// its height is thrown away before (a reload, an invalidation, a delete, prefetching off).
struct Prefetcher {
    /// How many rows past the screen are sized ahead (at least one); nil: off.
    private(set) var distance: Int?
    /// Keys of rows sized ahead and not shown yet.
    private(set) var keys = Set<Int>()

    /// Sets the distance (at least one; nil turns prefetching off and wastes what it sized).
    /// Returns the rows wasted.
    @discardableResult
    mutating func setDistance(_ newDistance: Int?) -> Int {
        distance = newDistance.map { max(1, $0) }
        return newDistance == nil ? wasteAll() : 0
    }

    /// The rows to size ahead of the `visible` ones, nearest first: below them scrolling down
    /// (`direction` ≥ 0), above them scrolling up; within `0..<rowCount`. None when off.
    func candidates(past visible: Range<Int>, rowCount: Int, direction: Int) -> [Int] {
        guard let distance else { return [] }
        return direction >= 0
            ? Array(visible.upperBound..<max(visible.upperBound, min(rowCount, visible.upperBound + distance)))
            : Array((max(0, visible.lowerBound - distance)..<visible.lowerBound).reversed())
    }

    /// The row with this key was sized ahead.
    mutating func noteSized(key: Int) {
        keys.insert(key)
    }

    /// A row came on screen: whether it had been sized ahead (its prefetch used, counted once).
    mutating func noteShown(key: @autoclosure () -> Int) -> Bool {
        // Asked for every row that comes on screen: no key read while nothing is pending.
        !keys.isEmpty && keys.remove(key()) != nil
    }

    /// The heights of these rows are thrown away: returns how many had been sized ahead.
    mutating func waste(keys wasted: [Int]) -> Int {
        guard !keys.isEmpty else { return 0 }
        var n = 0
        for k in wasted where keys.remove(k) != nil { n += 1 }
        return n
    }

    /// Every height sized ahead is thrown away: returns how many rows there were.
    mutating func wasteAll() -> Int {
        let n = keys.count
        if n > 0 { keys.removeAll() }
        return n
    }
}
