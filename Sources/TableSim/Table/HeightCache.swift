/// The developer's height cache: cell heights (without the separator) by entry, each entry
/// made from a row the way ``key`` says. A new key empties it: entries made the old way
/// name other rows.
struct HeightCache {
    /// What the entries are made from (the size manager's choices): the row's id unless told.
    private(set) var key = HeightCacheKey.id
    private var heights: [String: Double] = [:]

    /// How many entries it holds.
    var count: Int { heights.count }

    /// Sets what entries are made from; a different key empties the cache. Returns whether
    /// the key changed.
    @discardableResult
    mutating func setKey(_ newKey: HeightCacheKey) -> Bool {
        guard newKey != key else { return false }
        key = newKey
        heights.removeAll()
        return true
    }

    /// The entry for row `r` (its index, its id, or its template's reuse identifier).
    func entry(forRow r: Int, _ row: Row, template: CellTemplate) -> String {
        switch key {
        case .index: return "#\(r)"
        case .id: return row.id
        case .class: return "class " + template.reuseIdentifier
        }
    }

    /// The height kept under `entry`; nil removes it.
    subscript(entry: String) -> Double? {
        get { heights[entry] }
        set { heights[entry] = newValue }
    }

    /// Forgets every entry (the key stays).
    mutating func removeAll() {
        heights.removeAll()
    }
}
