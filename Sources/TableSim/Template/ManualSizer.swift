import Layout

/// Heights by a formula written by hand, as a developer writes `heightForRowAt` without Auto
/// Layout (``HeightFormula``): no layout, no solver; each label the formula names is measured
/// with its font and line limit and the row's text, as `sizeWithFont:constrainedToSize:`
/// measures a string. Whatever the formula leaves out (a gap, a view beside the text, the
/// separator) it leaves out: `table verify` shows where that makes a row's height wrong.
final class ManualSizer {
    let template: CellTemplate
    let formula: HeightFormula
    /// The template's recipe built at the table's text size: the labels' fonts, the scale.
    private let scene: Scene

    init(template: CellTemplate, formula: HeightFormula, category: ContentSizeCategory) throws(TemplateError) {
        self.template = template
        self.formula = formula
        scene = try template.layoutRecipe.instantiate(category: category)
    }

    /// The row's height as the formula gives it (the delegate's answer, as it stands) and the
    /// measurements it made.
    func evaluate(_ row: Row, tableWidth: Double, separator: Double) -> (height: Double, measurements: [HeightFormula.Measurement]) {
        let values = template.values(for: row)
        let context = HeightFormula.Context(row: row, width: tableWidth, separator: separator) { [self] name, width in
            guard var label = label(name, values) else { return (0, 0) }
            // Measured as a string is: at the width given, or on one line.
            if width == nil { label.lines = 1 }
            if label.preferredMaxWidth == .legacy { label.preferredMaxWidth = .automatic }
            let m = scene.measure(label, maxWidth: width)
            return (m.size.height, m.lineCount)
        }
        return formula.evaluate(context)
    }

    /// The label `name` as the row configures it: its text and number of lines from the
    /// bindings (the last of each wins), the rest the template's.
    private func label(_ name: String, _ values: [FieldValue]) -> Label? {
        guard case .label(var label)? = template.recipe.view(name)?.kind else { return nil }
        for (binding, value) in zip(template.bindings, values) where binding.target == name {
            switch binding.property {
            case .text: label.text = value.text
            case .lines: if let n = value.number, n >= 0, n < 1e6 { label.lines = Int(n) }
            default: break
            }
        }
        return label
    }
}
