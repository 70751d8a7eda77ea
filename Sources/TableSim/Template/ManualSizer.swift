import Layout

/// Heights by arithmetic, as a developer writes `heightForRowAt` without Auto Layout: fixed
/// space plus each label's text measured at the width it has, no solver per row.
///
/// The plan for a cell shape (its non-text binding values) is read once off the template's
/// layout, as a developer reads margins off a design: each text label's width (with a long
/// text, so the widest it gets), which labels sit side by side (their heights count once, the
/// tallest), and the height with every text empty. A row's height is then that base plus, for
/// each line of labels, the tallest text measured. Exact for labels stacked in a column;
/// an overestimate where a label sits beside something taller than its text (the usual error
/// of hand-written heights, which `table stats` lets you compare).
final class ManualSizer {
    struct Plan {
        var base: Double
        /// Per text label: how it is measured and the line of labels it is in (nil: collapsed).
        var labels: [(label: Label, width: Double?, group: Int)?]
        var groups: Int
    }

    let cell: CellInstance
    private let textLabels: [String]
    private var plans: [[FieldValue]: Plan] = [:]
    /// Plans made (each one solve).
    private(set) var planSolves = 0

    static let sample = Array(repeating: "The quick brown fox jumps over the lazy dog.", count: 12).joined(separator: " ")

    init(template: CellTemplate, width: Double, category: ContentSizeCategory, separator: Double) throws(TemplateError) {
        cell = try CellInstance(template: template, serial: 0, width: width, category: category, separator: separator)
        textLabels = template.textLabels
    }

    /// The cell's height for `row` (without the separator).
    func height(for row: Row) -> Double {
        let shape = cell.template.shape(of: row)
        let plan = plans[shape] ?? makePlan(row, shape)
        let texts = cell.template.texts(of: row, labels: textLabels)
        var tallest = Array(repeating: 0.0, count: plan.groups)
        for (i, entry) in plan.labels.enumerated() {
            guard let entry else { continue }
            var label = entry.label
            label.text = texts[i]
            let h = cell.scene.measure(label, maxWidth: entry.width).size.height
            tallest[entry.group] = max(tallest[entry.group], h)
        }
        return plan.base + tallest.reduce(0, +)
    }

    private func makePlan(_ row: Row, _ shape: [FieldValue]) -> Plan {
        planSolves += 1
        cell.configure(row)
        let scene = cell.scene
        for name in textLabels { try? scene.updateLabel(name) { $0.text = Self.sample } }
        var measured: [(name: String, label: Label, width: Double?, frame: Rect)?] = []
        for name in textLabels {
            guard let view = scene.views[name], let label = view.label, view.intrinsicOverride == nil,
                  !scene.isCollapsed(name), let frame = try? scene.absoluteFrame(of: name) else {
                measured.append(nil)
                continue
            }
            let width: Double?
            switch label.preferredMaxWidth {
            case .explicit(let w): width = w
            case .legacy: width = nil
            case .automatic: width = frame.width
            }
            measured.append((name, label, width, frame))
        }
        for name in textLabels { try? scene.updateLabel(name) { $0.text = "" } }
        let base = cell.fittedHeight()
        cell.forgetApplied()
        // Labels whose frames overlap vertically share a line: only the tallest counts.
        var groupOf = Array(repeating: -1, count: measured.count)
        var groups = 0
        let order = measured.indices.filter { measured[$0] != nil }.sorted {
            (measured[$0]?.frame.y ?? 0, $0) < (measured[$1]?.frame.y ?? 0, $1)
        }
        var lineBottom = -Double.infinity
        for i in order {
            guard let m = measured[i] else { continue }
            if groups == 0 || m.frame.y >= lineBottom {
                groups += 1
                lineBottom = m.frame.maxY
            } else {
                lineBottom = max(lineBottom, m.frame.maxY)
            }
            groupOf[i] = groups - 1
        }
        let plan = Plan(base: base, labels: measured.enumerated().map { i, m in
            m.map { (label: $0.label, width: $0.width, group: groupOf[i]) }
        }, groups: groups)
        plans[shape] = plan
        return plan
    }

    func setWidth(_ width: Double) {
        cell.setWidth(width)
        plans.removeAll()
    }

    func setCategory(_ category: ContentSizeCategory) {
        cell.setCategory(category)
        plans.removeAll()
    }
}

extension CellTemplate {
    /// The shape of `row` for this template: the values of its non-text bindings.
    func shape(of row: Row) -> [FieldValue] {
        bindings.filter { !$0.property.isText }.map { $0.value.value(for: row) }
    }

    /// The texts of `row` for each of `labels` (the last binding of a label wins).
    func texts(of row: Row, labels: [String]) -> [String] {
        labels.map { label in
            bindings.last { $0.property == .text && $0.target == label }?.value.value(for: row).text ?? ""
        }
    }
}
