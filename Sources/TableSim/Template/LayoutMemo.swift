import Layout

/// Remembers the solved layouts of a sizing cell by what the solver actually sees, so rows
/// that give the same constraint constants are not solved again.
///
/// A row's layout depends on the cell's *shape* (the values of its non-text bindings:
/// collapsed, hidden, sizes, constants, lines) and on its labels' measured sizes at the widths
/// the layout gives them. The memo keeps, per shape, the labels' last solved widths; a row is
/// a hit when its texts, measured at those widths, give sizes a real solve has seen *and*
/// that solve put the labels at the same widths (the fixed point the scene's settling reaches).
/// A label's measured width is part of the key only when it can move the layout (its
/// intrinsic width constraints decide the cell's height or a label's width); a label pinned
/// on both sides wraps at a width its text cannot change.
///
/// Each memo belongs to one sizing cell and one width and text size: a change clears it.
struct LayoutMemo {
    struct Key: Hashable {
        var shape: [FieldValue]
        var sizes: [Double]
    }

    struct Entry {
        var height: Double
        var widths: [Double?]
    }

    /// Per shape: the text labels as the shape has them, where each wraps, and which widths
    /// matter.
    struct ShapeInfo {
        var labels: [Label?]
        var widths: [Double?]
        var widthMatters: [Bool]
    }

    private(set) var entries: [Key: Entry] = [:]
    private var shapes: [[FieldValue]: ShapeInfo] = [:]
    /// Entries kept at most (then the memo starts again).
    let capacity: Int

    init(capacity: Int = 8192) { self.capacity = capacity }

    mutating func removeAll() {
        entries.removeAll()
        shapes.removeAll()
    }

    /// The shape of `row` for `template`: the values of its non-text bindings.
    static func shape(of row: Row, _ template: CellTemplate) -> [FieldValue] {
        template.bindings.filter { !$0.property.isText }.map { $0.value.value(for: row) }
    }

    /// The texts of `row` for each text label (the last binding of a label wins).
    static func texts(of row: Row, _ template: CellTemplate, labels: [String]) -> [String] {
        labels.map { label in
            template.bindings.last { $0.property == .text && $0.target == label }?.value.value(for: row).text ?? ""
        }
    }

    private func key(_ shape: [FieldValue], _ texts: [String], _ info: ShapeInfo, widths: [Double?], scene: Scene) -> Key {
        var sizes: [Double] = []
        sizes.reserveCapacity(texts.count * 2)
        for (i, text) in texts.enumerated() {
            guard var label = info.labels[i] else { sizes.append(-1); continue }
            label.text = text
            let wrap: Double?
            switch label.preferredMaxWidth {
            case .explicit(let w): wrap = w
            case .legacy: wrap = nil
            case .automatic: wrap = widths[i]
            }
            let m = scene.measure(label, maxWidth: wrap)
            sizes.append(m.size.height)
            if info.widthMatters[i] { sizes.append(m.size.width) }
        }
        return Key(shape: shape, sizes: sizes)
    }

    /// The remembered height for `row`, if a solve has seen its constants.
    func height(for row: Row, _ template: CellTemplate, labels: [String], scene: Scene) -> Double? {
        let shape = Self.shape(of: row, template)
        guard let info = shapes[shape] else { return nil }
        let texts = Self.texts(of: row, template, labels: labels)
        var widths = info.widths
        for _ in 0..<2 {
            guard let entry = entries[key(shape, texts, info, widths: widths, scene: scene)] else { return nil }
            if Self.same(entry.widths, widths) { return entry.height }
            widths = entry.widths
        }
        return nil
    }

    /// Whether two lists of widths agree (to a millionth of a point: the solver's sums).
    static func same(_ a: [Double?], _ b: [Double?]) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) {
            switch (x, y) {
            case (nil, nil): continue
            case (let p?, let q?) where abs(p - q) < 1e-6: continue
            default: return false
            }
        }
        return true
    }

    /// Records a real solve: the cell's scene is configured for `row` and solved to `height`.
    mutating func record(_ row: Row, _ template: CellTemplate, labels: [String], scene: Scene, height: Double) {
        let shape = Self.shape(of: row, template)
        var info = ShapeInfo(labels: [], widths: [], widthMatters: [])
        var automatic: [String] = []
        for name in labels {
            guard let view = scene.views[name], var label = view.label, view.intrinsicOverride == nil,
                  !scene.isCollapsed(name) else {
                info.labels.append(nil)
                info.widths.append(nil)
                continue
            }
            label.text = ""
            info.labels.append(label)
            if label.preferredMaxWidth == .automatic {
                info.widths.append(try? scene.value(of: Anchor(name, .width)))
                automatic.append(name)
            } else {
                info.widths.append(nil)
            }
        }
        // Which labels' intrinsic widths decide the height or a wrapping label's width.
        var deciding = Set((try? scene.constraintsAffecting(Anchor(template.root, .height))) ?? [])
        for name in automatic { deciding.formUnion((try? scene.constraintsAffecting(Anchor(name, .width))) ?? []) }
        let previous = shapes[shape]?.widthMatters
        info.widthMatters = labels.enumerated().map { i, name in
            if previous?[i] == true { return true }
            return deciding.contains { id in
                guard let c = scene.constraints[id], c.spec.first.view == name else { return false }
                switch c.origin {
                case .contentHugging(.width), .compressionResistance(.width): return true
                default: return false
                }
            }
        }
        if entries.count >= capacity { removeAll() }
        shapes[shape] = info
        let texts = Self.texts(of: row, template, labels: labels)
        entries[key(shape, texts, info, widths: info.widths, scene: scene)] = Entry(height: height, widths: info.widths)
    }
}
