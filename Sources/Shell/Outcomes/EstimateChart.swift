import TableSim

/// `table chart`: the estimate error along the table, a column of rows at a time, and the
/// cost of the last frames.
struct EstimateChart: Equatable {
    var buckets: [EstimateErrorBucket]
    var rowCount: Int
    var frames: [FrameReport]
}
