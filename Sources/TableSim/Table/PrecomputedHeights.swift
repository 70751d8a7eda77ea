import Layout

/// Every row's cell height found ahead of time (``TableView/precomputeHeights(threads:)``),
/// without the separator, with the width and text size they were found at.
///
/// Current only for as many rows, at that width and text size; a change of rows drops them.
struct PrecomputedHeights {
    private var heights: [Double]?
    private var width: Double?
    private var category: ContentSizeCategory?

    /// Bytes the heights take.
    var bytes: Int { (heights?.count ?? 0) * 8 }

    /// Keeps `heights`, found at `width` and `category`.
    mutating func set(_ heights: [Double], width: Double, category: ContentSizeCategory) {
        self.heights = heights
        self.width = width
        self.category = category
    }

    /// Drops the heights (the rows changed, or a precomputation was stopped).
    mutating func forget() {
        heights = nil
    }

    /// Whether they are `rowCount` rows' heights at `width` and `category`.
    func isCurrent(rowCount: Int, width: Double, category: ContentSizeCategory) -> Bool {
        heights?.count == rowCount && self.width == width && self.category == category
    }

    /// Whether there is a height for row `r`.
    func hasRow(_ r: Int) -> Bool { r >= 0 && r < (heights?.count ?? 0) }

    /// Row `r`'s height, if there is one.
    func height(ofRow r: Int) -> Double? {
        guard let heights, r >= 0, r < heights.count else { return nil }
        return heights[r]
    }

    /// Replaces row `r`'s height (a row asked again); nothing when there is none.
    mutating func setHeight(_ height: Double, ofRow r: Int) {
        guard hasRow(r) else { return }
        heights?[r] = height
    }
}
