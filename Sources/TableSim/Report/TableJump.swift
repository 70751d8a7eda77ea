/// A time the screen could jump: the table moved the content offset without being asked (so
/// that what was on screen stays put), or what was on screen moved without a scroll (the
/// offset kept while rows above changed). Each says which rows did it.
public struct TableJump: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// The content offset moved by ``TableJump/delta``; the screen stayed.
        case offsetCorrected = "offset"
        /// What was on screen moved down by ``TableJump/delta`` points (up when negative).
        case screenMoved = "screen"
        /// The offset moved by ``TableJump/delta`` to keep the content's end at the viewport's
        /// bottom (``ScrollAnchor/bottom``): the rows above the end moved up with it.
        case followedEnd = "end"
    }

    /// What made the rows above the screen change height.
    public enum Cause: Sendable, Equatable {
        /// Rows whose estimates were replaced: row, estimate, actual height.
        case estimates([EstimateReplacement])
        case inserted(rows: Range<Int>, height: Double)
        case deleted(rows: Range<Int>, height: Double)
        case moved(from: Int, to: Int, height: Double)
        /// Rows asked their heights again (`reloadRows`): row, old height, new height.
        case resized([EstimateReplacement])
        /// Every row sized again (a width or text size change).
        case relayout(RelayoutReason)
        /// The offset was held inside the content (its end, or its top, came nearer than estimated).
        case clamped(from: Double, to: Double)
    }

    /// One row's height before and after.
    public struct EstimateReplacement: Sendable, Equatable {
        public let row: Int
        public let before: Double
        public let after: Double
    }

    public let frame: Int
    public let kind: Kind
    public let delta: Double
    public let causes: [Cause]
}
