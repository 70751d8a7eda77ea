import Layout

/// A prototype cell that answers height requests (the "sizing cell" of the technique): it is
/// configured for the row, laid out, and its fitted height read. It is never shown and never
/// in a reuse pool. Its height for a row is a function of the row's binding values (and the
/// width and text size it was made for), so with its memo on, a row whose values a layout has
/// seen is answered from the memo: the key holds everything that changes the layout.
final class SizingCell {
    let cell: CellInstance
    /// Heights by the row's binding values (nil: the memo is off).
    private var memo: [[FieldValue]: Double]?
    /// Entries kept at most (then the memo starts again).
    static let memoCapacity = 16_384
    /// Layouts solved, and requests answered by the memo.
    private(set) var solves = 0
    private(set) var memoHits = 0
    /// Whether a height nothing decides is UIKit's standard row (a self-sizing table's
    /// answer) rather than the fitting size's 0 (a prototype cell's).
    let standardWhenFree: Bool

    init(template: CellTemplate, width: Double, category: ContentSizeCategory, separator: Double, useMemo: Bool,
         layouts: LayoutCache? = nil, standardWhenFree: Bool = false) throws(TemplateError) {
        self.standardWhenFree = standardWhenFree
        cell = try CellInstance(template: template, serial: 0, width: width, category: category, separator: separator, layouts: layouts,
                                publishesLayouts: true)
        memo = useMemo ? [:] : nil
    }

    var template: CellTemplate { cell.template }

    /// The cell's height for `row` (without the separator), and whether it took a layout: what
    /// `systemLayoutSizeFitting` gives the content view, 0 where nothing decides its height
    /// (as RZCellSizeManager's users found: "returns 0.0 for all my cells"); UIKit's standard
    /// row is the self-sizing table's fallback, not the fitting size's.
    func height(for row: Row) -> (height: Double, solved: Bool) {
        let values = cell.template.values(for: row)
        if let h = memo?[values] {
            memoHits += 1
            return (h, false)
        }
        cell.configure(row, values: values)
        let fitted = cell.fittedHeight()
        let h = cell.usesStandardHeight && !standardWhenFree ? 0 : fitted
        solves += 1
        if memo != nil {
            if memo?.count ?? 0 >= Self.memoCapacity { memo?.removeAll() }
            memo?[values] = h
        }
        return (h, true)
    }

    /// The fitted height of the cell as its template has it, with every bound text empty: the
    /// smallest a row of this template can be (a per-row estimate).
    func minimumHeight() -> Double {
        cell.configure(CellInstance.emptyRow(for: cell.template))
        solves += 1
        return cell.fittedHeight()
    }

    func setWidth(_ width: Double) {
        cell.setWidth(width)
        if memo != nil { memo = [:] }
    }

    func setSeparator(_ separator: Double) {
        guard separator != cell.separator else { return }
        cell.setSeparator(separator)
        if memo != nil { memo = [:] }
    }

    func setCategory(_ category: ContentSizeCategory) {
        cell.setCategory(category)
        if memo != nil { memo = [:] }
    }

    func setMemo(_ on: Bool) {
        if on, memo == nil { memo = [:] }
        if !on { memo = nil }
    }
}

extension CellInstance {
    /// A row whose every field is empty (null), for the template's smallest layout.
    static func emptyRow(for template: CellTemplate) -> Row {
        Row(index: -1, id: "", fields: [:])
    }
}
