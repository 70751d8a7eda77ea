/// A row on screen, as `table show` lists it.
public struct VisibleRow: Sendable, Equatable {
    /// How the row's cell came to be on screen this time.
    public enum CellOrigin: String, Sendable {
        /// A new cell was made for it.
        case created
        /// A cell from the reuse pool.
        case reused
        /// The cell it had in the frame before (it stayed on screen).
        case kept
    }

    public let row: Int
    public let id: String
    /// Where the row starts in the content, and on screen (content y − offset).
    public let y: Double
    public let screenY: Double
    /// The row's height now (with the separator).
    public let height: Double
    /// The row's estimate (nil when the strategy has none).
    public let estimate: Double?
    /// The actual row height, once known (nil while still the estimate).
    public let actual: Double?
    /// The cell showing it (`Text#3`), its reuse identifier, how it arrived, and where its
    /// height came from.
    public let cell: String
    public let reuseIdentifier: String
    public let origin: CellOrigin
    public let heightSource: HeightSource
}

/// What one frame did (returned by every scroll, reload and re-layout).
public struct FrameReport: Sendable, Equatable {
    public let frame: Int
    /// The content offset asked for, and where it ended (after corrections and clamping).
    public let requestedOffset: Double
    public let offset: Double
    /// The rows on screen at the end of the frame.
    public let visible: Range<Int>
    public let rowsAppeared: Int
    public let rowsLeft: Int
    /// Height requests made by the frame (a reload's frame: all of the reload's).
    public let heightRequests: Int
    /// Estimate requests (`estimatedHeightForRowAt`) made by the frame.
    public let estimateRequests: Int
    public let corrections: Int
    public let correction: Double
    /// How long the frame took, when the table has a clock.
    public let nanoseconds: UInt64?
}
