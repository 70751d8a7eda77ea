/// The candidate closest to `name` by edit distance, when it is close enough to be a likely typo.
public func closestName(to name: String, in candidates: [String]) -> String? {
    // A name far longer than every candidate suggests nothing: the distance is at least the
    // difference in length, and the limit is at most 3 (a 2 MB word costs no 2 MB × n table).
    let longest = candidates.lazy.map(\.count).max() ?? 0
    guard name.utf8.count <= 4 * (longest + 3) else { return nil }
    let target = Array(name.lowercased())
    let limit = max(1, min(3, target.count / 3 + 1))
    // Of the closest, the one that starts as the name does: `tabel` is `table`, not `label`.
    var best: (name: String, distance: Int, prefix: Int)?
    for candidate in candidates {
        let other = Array(candidate.lowercased())
        guard abs(other.count - target.count) <= limit else { continue }
        let d = editDistance(target, other, atMost: limit)
        let prefix = zip(target, other).prefix { $0 == $1 }.count
        if best.map({ d < $0.distance || (d == $0.distance && prefix > $0.prefix) }) ?? true { best = (candidate, d, prefix) }
    }
    guard let found = best else { return nil }
    // More than one edit is a typo only in a name at least twice as long: `foo` is not `log`.
    let likely = found.distance == 1 || 2 * found.distance < target.count
    return found.distance <= limit && found.distance < target.count && likely ? found.name : nil
}

/// Levenshtein distance, with a transposition counted as one edit.
public func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], previous2[j - 2] + 1)
            }
        }
        (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
}

/// ``editDistance(_:_:)`` when it is at most `bound`, else `bound + 1`: only the cells within
/// `bound` of the diagonal are computed, so two long names cost their length, not its square.
public func editDistance(_ a: [Character], _ b: [Character], atMost bound: Int) -> Int {
    let bound = max(0, bound)
    guard abs(a.count - b.count) <= bound else { return bound + 1 }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    let far = bound + 1
    var previous2 = [Int](repeating: far, count: b.count + 1)
    var previous = [Int](repeating: far, count: b.count + 1)
    var current = [Int](repeating: far, count: b.count + 1)
    for j in 0...min(b.count, bound) { previous[j] = j }
    for i in 1...a.count {
        let low = max(1, i - bound), high = min(b.count, i + bound)
        current[low - 1] = low == 1 && i <= bound ? i : far
        if low > high { return far }
        for j in low...high {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d = min(d, previous2[j - 2] + 1) }
            current[j] = min(d, far)
        }
        if high < b.count { current[high + 1] = far }
        (previous2, previous, current) = (previous, current, previous2)
    }
    return min(previous[b.count], far)
}
