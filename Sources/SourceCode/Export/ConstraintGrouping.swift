/// How an export's constraints are grouped, in either language: Visual Format lines (`vfl`),
/// maker blocks by first item (`snapkit`: SnapKit's or Masonry's, each line the writer's), and
/// the rest, by index, for anchors.
struct ConstraintGrouping {
    var formats: [VisualFormatChains.Line] = []
    /// Each first item's maker lines, in the order first items come.
    var blocks: [(item: ExportPlan.Item, lines: [String])] = []
    var anchored: [Int]

    /// `makerLine` says a constraint as a maker line, or nil when the maker cannot say it.
    init(_ plan: ExportPlan, style: CodeExportOptions.Style, makerLine: (ExportPlan.Constraint) -> String?) {
        anchored = Array(plan.constraints.indices)
        switch style {
        case .anchors:
            break
        case .vfl:
            var parents: [String: ExportPlan.Item] = [:]
            for v in plan.madeViews where !v.isArranged { parents[v.property] = v.container }
            let chains = VisualFormatChains(plan, parents: parents)
            formats = chains.lines
            anchored = chains.rest
        case .snapkit:
            anchored = []
            for (index, planned) in plan.constraints.enumerated() {
                // `make.trailing.equalToSuperview().offset(-8)`: the subview first, as makers say it.
                let c = plan.subviewFirst(planned)
                guard let line = makerLine(c) else {
                    anchored.append(index)
                    continue
                }
                if let i = blocks.firstIndex(where: { $0.item == c.first.item }) {
                    blocks[i].lines.append(line)
                } else {
                    blocks.append((c.first.item, [line]))
                }
            }
        }
    }

    /// The note after a constraint of a collapsed view: its constant when shown.
    static func collapseNote(_ c: ExportPlan.Constraint) -> String {
        c.collapsedFrom.map { " // \(CodeLiterals.number($0)) when shown; '\(c.id)' in Trellis" } ?? ""
    }
}
