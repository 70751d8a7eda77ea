/// Cell heights kept outside the rows to answer `heightForRowAt` without a layout: the
/// developer's height cache (by entry, made from a row the way its key says) and every row's
/// height found ahead of time (by index, ``SizingStrategy/precomputed(threads:)``). Both
/// without the separator.
///
/// Each forgets what no longer holds, by the way it is keyed:
/// - new data or templates, `invalidate all` (``forget()``): both, at once;
/// - rows inserted, deleted or moved (``rowsMoved()``): the precomputed heights, which are
///   by index; the cache keeps its entries, as a developer's cache does (by id they still
///   name their rows; by index they name others now, the pitfall `table verify` shows);
/// - a new width, text size or sizing cell width (``environmentChanged()``): the cache; the
///   precomputed heights know the width and text size they were found at and are not
///   current at others (``PrecomputedHeights/isCurrent(rowCount:width:category:)``).
struct StoredHeights {
    /// The developer's height cache (the size manager's).
    var cache = HeightCache()
    /// Every row's height found ahead of time.
    var precomputed = PrecomputedHeights()

    /// Bytes the precomputed heights take (the cache is the app's, not counted a row).
    var bytes: Int { precomputed.bytes }

    /// Forgets both: every height they kept means nothing now (new data or templates).
    mutating func forget() {
        precomputed.forget()
        cache.removeAll()
    }

    /// Rows were inserted, deleted or moved: heights kept by index are dropped.
    mutating func rowsMoved() {
        precomputed.forget()
    }

    /// The width, text size or sizing cell width changed: the cache's heights were for the
    /// old one.
    mutating func environmentChanged() {
        cache.removeAll()
    }

    /// Removes row `r`'s cache entry (the row is to be asked again).
    mutating func forgetCached(row r: Int, _ row: Row, template: CellTemplate) {
        cache[cache.entry(forRow: r, row, template: template)] = nil
    }
}
