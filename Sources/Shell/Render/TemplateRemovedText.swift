extension TemplateRemoved: Outcome {
    static let jsonKeys = [JSONKey("removed", "the reuse identifier of the template dropped")]

    func text(_ printer: OutcomePrinter) -> String {
        "removed the cell template \(reuseIdentifier) (the next table command reloads)"
    }

    func json(_ printer: OutcomePrinter) -> JSON { .object([("removed", .string(reuseIdentifier))]) }
}
