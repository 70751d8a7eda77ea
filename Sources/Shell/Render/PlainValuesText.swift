import Notation

extension PlainValues: Outcome {
    static let jsonKeys = [
        JSONKey("values", "the values listed (name, value): all of them, or after a change those that changed or are new"),
        JSONKey("name", "a variable"), JSONKey("value", "its solved value"),
        JSONKey("moreChanged", "values that changed beyond those listed (an answer to a change lists at most \(PlainVariables.shownValues))"),
        JSONKey("variables", "how many variables there are"),
        JSONKey("ambiguous", "variables with more than one best solution, at most \(PlainVariables.shownValues) (check lists them all)"),
        JSONKey("moreAmbiguous", "ambiguous variables beyond those named"),
    ]

    /// `name = value` lines, names padded to one width; how many more changed; the ambiguous ones.
    func text(_ printer: OutcomePrinter) -> String { lines.joined(separator: "\n") }

    func json(_ printer: OutcomePrinter) -> JSON { .object(jsonFields) }

    var lines: [String] {
        let width = values.map(\.name.count).max() ?? 0
        var lines = values.map { $0.name.padding(to: width) + " = " + show($0.value) }
        if unlisted > 0 {
            lines.append("(\(grouped(unlisted)) more values changed; values lists all \(grouped(variableCount)))")
        }
        if !ambiguous.isEmpty {
            lines.append("ambiguous: " + ambiguous.joined(separator: ", ")
                         + (moreAmbiguous > 0 ? " and \(grouped(moreAmbiguous)) more (check lists them)" : ""))
        }
        return lines
    }

    /// Its JSON's fields, for an answer that holds them with its own (a constraint added).
    var jsonFields: [(String, JSON)] {
        [("values", .array(values.map { .object([("name", .string($0.name)), ("value", .number($0.value))]) })),
         ("moreChanged", .number(Double(unlisted))), ("variables", .number(Double(variableCount))),
         ("ambiguous", .array(ambiguous.map(JSON.string))), ("moreAmbiguous", .number(Double(moreAmbiguous)))]
    }
}
