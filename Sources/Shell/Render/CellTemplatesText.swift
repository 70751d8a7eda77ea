extension CellTemplates: Outcome {
    static let jsonKeys = [
        JSONKey("templates", "each template, in the order registered"),
        JSONKey("reuseIdentifier", "its reuse identifier"), JSONKey("root", "the view tree it was captured from"),
        JSONKey("when", "the rows it is for, or null for every row"), JSONKey("bindings", "view.property=$field, each"),
    ]

    func text(_ printer: OutcomePrinter) -> String {
        guard !templates.isEmpty else { return "no cell templates yet (table cell ROOT reuse=ID …)" }
        var t = TextTable(["reuse", "root", "when", "bindings"])
        for template in templates {
            t.add([template.reuseIdentifier, template.root, template.rule ?? "-",
                   template.bindings.isEmpty ? "-" : template.bindings.joined(separator: ", ")])
        }
        return t.rendered(style: printer.style)
    }

    func json(_ printer: OutcomePrinter) -> JSON {
        .object([("templates", .array(templates.map { t in
            .object([("reuseIdentifier", .string(t.reuseIdentifier)), ("root", .string(t.root)),
                     ("when", t.rule.map(JSON.string) ?? .null), ("bindings", .array(t.bindings.map(JSON.string)))])
        }))])
    }
}
