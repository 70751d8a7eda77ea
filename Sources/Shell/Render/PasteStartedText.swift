extension PasteStarted: Outcome {
    static let jsonKeys = [JSONKey("pasting", "true: the lines that follow are the log, until its last line or end")]

    func text(_ printer: OutcomePrinter) -> String {
        "paste the log; it ends with its last line (\"…UIConstraintBasedLayoutDebugging…\"), or type: end"
    }

    func json(_ printer: OutcomePrinter) -> JSON { .object([("pasting", .bool(true))]) }
}
