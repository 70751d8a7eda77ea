/// How far estimates were from actual heights over a stretch of rows (for `table chart`).
public struct EstimateErrorBucket: Sendable, Equatable {
    public let rows: ClosedRange<Int>
    /// Rows of the stretch whose actual height is known.
    public let measured: Int
    /// Mean of actual − estimate over the measured rows (0 when none is measured).
    public let meanError: Double
    /// The largest |actual − estimate| in the stretch.
    public let largestError: Double
}

extension TableView {
    /// The estimate error along the table in `buckets` stretches of rows: only rows whose
    /// actual height is known count (with estimated heights, the rows that have been on screen).
    public func estimateErrors(buckets: Int) -> [EstimateErrorBucket] {
        let count = records.count
        guard count > 0, buckets > 0 else { return [] }
        let n = min(buckets, count)
        return (0..<n).map { b in
            let first = b * count / n, last = max(first, (b + 1) * count / n - 1)
            var measured = 0, sum = 0.0, largest = 0.0
            for r in first...last where !sizing.usesEstimates || records[r].isKnown {
                let error = records.height(of: r) - estimate(forRow: r)
                measured += 1
                sum += error
                largest = max(largest, abs(error))
            }
            return EstimateErrorBucket(rows: first...last, measured: measured,
                                       meanError: measured == 0 ? 0 : sum / Double(measured), largestError: largest)
        }
    }
}
