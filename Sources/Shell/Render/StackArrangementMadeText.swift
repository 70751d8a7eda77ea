import Layout

/// `row arranges title, body (horizontal, fill, alignment fill, spacing 8)`.
extension StackArrangementMade: Outcome {
    static let jsonKeys = [
        JSONKey("stack", "the stack view"),
        JSONKey("arranged", "the views it arranges now, in order"),
        JSONKey("axis", "horizontal or vertical"),
        JSONKey("distribution", "UIStackView.Distribution"),
        JSONKey("alignment", "UIStackView.Alignment"),
        JSONKey("spacing", "the spacing between arranged views"),
    ]

    private var axisName: String { axis == .horizontal ? "horizontal" : "vertical" }

    func text(_ printer: OutcomePrinter) -> String {
        let list = arranged.isEmpty ? "nothing" : arranged.joined(separator: ", ")
        return "\(stack) arranges \(list) (\(axisName), \(distribution.rawValue), alignment \(alignment.rawValue), spacing \(show(spacing)))"
    }

    func json(_ printer: OutcomePrinter) -> JSON {
        .object([("stack", .string(stack)), ("arranged", .array(arranged.map(JSON.string))), ("axis", .string(axisName)),
                 ("distribution", .string(distribution.rawValue)), ("alignment", .string(alignment.rawValue)),
                 ("spacing", .number(spacing))])
    }
}
