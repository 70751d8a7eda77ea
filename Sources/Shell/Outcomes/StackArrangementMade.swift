import Layout

/// `stack add`, `stack insert`, `stack remove`: what the stack arranges now, and how.
struct StackArrangementMade: Equatable {
    var stack: String
    /// The arranged views, in order.
    var arranged: [String]
    var axis: Axis
    var distribution: StackDistribution
    var alignment: StackAlignment
    var spacing: Double
}
