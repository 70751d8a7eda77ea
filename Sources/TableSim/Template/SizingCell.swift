import Layout

/// A prototype cell that answers height requests (the "sizing cell" of the technique): it is
/// configured for the row, solved, and its fitted height read. It is never shown and never in
/// a reuse pool. With its ``LayoutMemo`` on, rows whose constraint constants a solve has seen
/// are answered without solving again (the same height, found faster).
final class SizingCell {
    let cell: CellInstance
    private var memo: LayoutMemo?
    private let labels: [String]
    /// Layouts solved, and requests answered by the memo.
    private(set) var solves = 0
    private(set) var memoHits = 0

    init(template: CellTemplate, width: Double, category: ContentSizeCategory, useMemo: Bool) throws(TemplateError) {
        cell = try CellInstance(template: template, serial: 0, width: width, category: category)
        memo = useMemo ? LayoutMemo() : nil
        labels = template.textLabels
    }

    var template: CellTemplate { cell.template }

    /// The cell's height for `row` (without the separator), and whether it took a solve.
    func height(for row: Row) -> (height: Double, solved: Bool) {
        if let memo, let h = memo.height(for: row, cell.template, labels: labels, scene: cell.scene) {
            memoHits += 1
            return (h, false)
        }
        cell.configure(row)
        let h = cell.fittedHeight()
        solves += 1
        memo?.record(row, cell.template, labels: labels, scene: cell.scene, height: h)
        return (h, true)
    }

    /// The fitted height of the cell as its template has it, with every bound text empty: the
    /// smallest a row of this template can be (a per-row estimate).
    func minimumHeight() -> Double {
        let probe = CellInstance.emptyRow(for: cell.template)
        cell.configure(probe)
        solves += 1
        return cell.fittedHeight()
    }

    func setWidth(_ width: Double) {
        cell.setWidth(width)
        memo?.removeAll()
    }

    func setCategory(_ category: ContentSizeCategory) {
        cell.setCategory(category)
        memo?.removeAll()
    }

    func setMemo(_ on: Bool) {
        if on, memo == nil { memo = LayoutMemo() }
        if !on { memo = nil }
    }
}

extension CellInstance {
    /// A row whose every field is empty (null), for the template's smallest layout.
    static func emptyRow(for template: CellTemplate) -> Row {
        Row(index: -1, id: "", fields: [:])
    }
}
