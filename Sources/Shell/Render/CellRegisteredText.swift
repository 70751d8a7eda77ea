import TableSim

extension CellRegistered: Outcome {
    static let jsonKeys = [
        JSONKey("root", "the cell's view tree"), JSONKey("reuseIdentifier", "its reuse identifier"),
        JSONKey("when", "the rows it is for, or null for every row"), JSONKey("contentView", "its content view, or null (the root)"),
        JSONKey("accessory", "the accessory's width, or null"), JSONKey("bindings", "view.property=$field, each"),
        JSONKey("conflicts", "conflicts among its own constraints (constraints, broken)"),
        JSONKey("constraints", "the constraints in conflict"), JSONKey("broken", "the one broken"),
        JSONKey("freeHeight", "the view nothing ties top to bottom (self-sized rows take 44 pt), or null"),
        JSONKey("warnings", "what checking the bindings found"),
        JSONKey("sceneScale", "the scene's scale, when a document's device has another, else null"),
        JSONKey("deviceScale", "the document's device's scale, or null"),
    ]

    func text(_ printer: OutcomePrinter) -> String {
        var lines = ["cell \(root) as reuse identifier \(reuseIdentifier)" + (rule.map { " when \($0)" } ?? "")
                     + (contentView.map { ", its content view \($0)" } ?? "")
                     + (accessory.map { ", beside an accessory \(show($0)) wide" } ?? "")
                     + (bindings.isEmpty ? "" : ": " + bindings.joined(separator: ", "))]
        lines += findings.lines + bindingWarnings
        if let m = scaleMismatch {
            lines.append("(rows are rounded at this scene's scale, \(show(m.sceneScale)); the document's device \(m.device) "
                         + "is @\(show(m.deviceScale))x, as open lays it out: scale \(show(m.deviceScale)) first to match)")
        }
        return lines.joined(separator: "\n")
    }

    func json(_ printer: OutcomePrinter) -> JSON {
        let conflicts: [JSON] = findings.conflicts.map { conflict in
            .object([("constraints", .array(conflict.constraints.map(JSON.string))), ("broken", .string(conflict.broken))])
        }
        var fields: [(String, JSON)] = [("root", .string(root)), ("reuseIdentifier", .string(reuseIdentifier))]
        fields.append(("when", rule.map(JSON.string) ?? .null))
        fields.append(("contentView", contentView.map(JSON.string) ?? .null))
        fields.append(("accessory", accessory.map(JSON.number) ?? .null))
        fields.append(("bindings", .array(bindings.map(JSON.string))))
        fields.append(("conflicts", .array(conflicts)))
        fields.append(("freeHeight", findings.freeHeightOf.map(JSON.string) ?? .null))
        fields.append(("warnings", .array(bindingWarnings.map(JSON.string))))
        fields.append(("sceneScale", scaleMismatch.map { .number($0.sceneScale) } ?? .null))
        fields.append(("deviceScale", scaleMismatch.map { .number($0.deviceScale) } ?? .null))
        return .object(fields)
    }
}

extension TemplateFindings {
    /// The conflicts and the free height, as lines (also the notes of a template captured again).
    var lines: [String] {
        var lines = conflicts.map { "conflict in the template: \($0.constraints.joined(separator: ", ")); broke \($0.broken)" }
        if let content = freeHeightOf {
            var advice = "chain them, as V:|-8-[label]-8-|"
            if let cellName = cellWithContentView {
                advice = "add views to \(content), not to \(cellName), and tie them to \(content) (or its margins), not to \(cellName)"
            }
            lines.append("warning: no constraints tie \(content)'s top to its bottom, so a sizing cell's systemLayoutSizeFitting gives 0 "
                         + "(prototype, cached, estimated: the row is the separator alone), and every self-sized row takes UIKit's standard 44 pt:\n"
                         + "  \"Detected a case where constraints ambiguously suggest a height of zero for a tableview cell's content view.\n"
                         + "  We're considering the collapse unintentional and using standard height instead.\" (\(advice))")
        }
        return lines
    }
}
