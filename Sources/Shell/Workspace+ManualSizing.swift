import Layout
import TableSim

/// `table sizing manual FORMULA`: heightForRowAt written by hand, and why a formula cannot be
/// read off a cell.
extension Workspace {
    /// The formula of `table sizing manual FORMULA` (the words that spell it), checked against
    /// the templates' labels and the data's fields.
    func manualFormula(_ words: [Word], _ context: LineContext) throws(SourceError) -> HeightFormula {
        let t = table
        guard let start = words.first, let end = words.last else { throw context.error("usage: table sizing manual FORMULA") }
        let chars = Array(context.line)
        let text = String(chars[(start.column - 1)..<min(chars.count, end.column - 1 + end.length)])
        let templates = t.templates
        let fields = Set(t.data.fieldNames + ["index", "id", "row"])
        let grammar = HeightFormulaGrammar(line: context.lineNumber, column: start.column, checkLabel: { name in
            guard !templates.isEmpty else { return "the table has no cell template to measure '\(name)' in yet (table cell ROOT …)" }
            for template in templates {
                guard let view = template.recipe.view(name) else {
                    let labels = template.recipe.views.filter { if case .label = $0.kind { true } else { false } }.map(\.name)
                    let hint = closestName(to: name, in: labels).map { " (did you mean '\($0)'?)" } ?? ""
                    let known = labels.isEmpty ? "it has none" : "its labels: " + labels.joined(separator: ", ")
                    return "the cell \(template.reuseIdentifier) has no label '\(name)'\(hint); \(known)"
                }
                guard case .label = view.kind else {
                    return "'\(name)' is \(view.kind.name == "image" ? "an" : "a") \(view.kind.name), not a label: only a label's text is measured"
                }
            }
            return nil
        }, checkField: { name in
            guard !fields.contains(name) else { return nil }
            guard t.rowCount > 0 || !t.data.fieldNames.isEmpty else { return "the table has no data to read $\(name) from yet (table data …)" }
            let hint = closestName(to: name, in: Array(fields)).map { " (did you mean $\($0)?)" } ?? ""
            return "the data has no field $\(name)\(hint); its fields: " + t.data.fieldNames.map { "$" + $0 }.joined(separator: " ")
        })
        let formula = try grammar.parse(text)
        // A field read as a number is one in every row (a text would count as 0).
        for name in formula.numberFields {
            for r in 0..<min(t.rowCount, 10_000) {
                let value = t.row(at: r).value(of: name)
                guard value != .null, value.number == nil else { continue }
                let offset = characterOffset(of: "$" + name, in: text, wholeName: true) ?? 0
                var shown = value.description
                if shown.count > 40 { shown = String(shown.prefix(37)) + "…\"" }
                throw SourceError("$\(name) is \(shown) in row \(r), not a number: a formula reads $\(name).length for a text's length",
                                  at: SourcePosition(line: context.lineNumber, column: start.column + offset), length: name.count + 1)
            }
        }
        return formula
    }

    /// Why a formula could not be read off the cell, in a sentence.
    static func derivationText(_ failure: DerivationFailure) -> String {
        switch failure {
        case .templateCount(0): return "the table has no cell template (table cell ROOT …)"
        case .templateCount(let n): return "the table has \(n) cell templates; a formula is read off one (write it with $f ? a : b)"
        case .shapeBindings(let bindings):
            return "the cell's shape changes row by row (\(bindings.joined(separator: ", "))): write the formula by hand, with $f ? a : b"
        case .widthDoesNotFollow(let label, let grew, let by):
            return "\(label)'s width does not follow the table's (it grows \(show(grew)) pt when the table grows \(show(by))): it is no width - k"
        case .notASum(let label, let added, let of):
            return "the cell's height is not a sum: \(show(of)) pt of \(label) adds \(show(added)) pt (it sits beside something "
                + "taller, or a >= takes it up: the layout takes a maximum; write it with max(…))"
        case .sharedLine(let labels):
            return "the heights of \(labels.joined(separator: ", ")) do not add up together: some of them share a line (write it with max(…))"
        case .standardHeight:
            return "nothing decides the content view's height: every row takes UIKit's standard 44 pt"
        case .template(let error): return error.words
        }
    }
}
