/// What the table learns of its rows' actual heights, for the estimates that learn: how many
/// were measured and their sum (``Estimate/runningMean``), and each row's last height by its
/// key (``Estimate/seen``).
///
/// Forgotten whole, never in part, when the heights mean nothing any more (new data, width
/// or text size): the mean and the rows seen always speak of the same heights.
struct EstimateModel {
    /// How many actual heights were measured, and their sum.
    private(set) var measuredCount = 0
    private(set) var measuredSum = 0.0
    /// Each row's last actual height, by its key (kept only while asked for).
    private var seen: [Int: Double] = [:]

    /// The mean of the heights measured; nil before the first.
    var runningMean: Double? { measuredCount > 0 ? measuredSum / Double(measuredCount) : nil }

    /// The row's last actual height, if one was kept.
    func seenHeight(key: Int) -> Double? { seen[key] }

    /// Notes an actual row height: for the mean, and by the row's key when `keepSeen` (the
    /// `seen` estimate is the table's: a dictionary write per row sized only where it is read).
    mutating func learn(_ height: Double, key: Int, keepSeen: Bool) {
        measuredCount += 1
        measuredSum += height
        if keepSeen { seen[key] = height }
    }

    /// Forgets every height learnt.
    mutating func forget() {
        measuredCount = 0
        measuredSum = 0
        seen.removeAll()
    }
}
