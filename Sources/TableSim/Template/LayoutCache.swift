import Layout

/// Laid-out cells by everything a cell's layout is a function of (template, row values,
/// width, text size), shared by a table's sizing and display cells: a display cell configured
/// for a row that the sizing cell has just laid out takes a copy of that layout instead of
/// making it again. Exact, not an estimate: the same inputs give the same scene (see
/// ``CellInstance``). The scenes kept are never changed, only copied. Holds the last
/// `capacity` layouts.
final class LayoutCache {
    struct Key: Hashable {
        var reuseIdentifier: String
        var values: [FieldValue]
        var width: Double
        var category: ContentSizeCategory
    }

    private var scenes: [Key: Scene] = [:]
    private var order: [Key] = []
    let capacity: Int

    init(capacity: Int = 64) { self.capacity = max(1, capacity) }

    func scene(for key: Key) -> Scene? {
        scenes[key]
    }

    func insert(_ scene: Scene, for key: Key) {
        guard scenes[key] == nil else { return }
        if order.count >= capacity {
            let oldest = order.removeFirst()
            scenes[oldest] = nil
        }
        scenes[key] = scene
        order.append(key)
    }

    func removeAll() {
        scenes.removeAll()
        order.removeAll()
    }
}
