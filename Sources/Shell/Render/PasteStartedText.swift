extension PasteStarted: Outcome {
    static let jsonKeys = [JSONKey("pasting", "what the lines that follow are: log (until its last line or end), swift or objc (until end)")]

    func text(_ printer: OutcomePrinter) -> String {
        switch code {
        case nil: return "paste the log; it ends with its last line (\"…UIConstraintBasedLayoutDebugging…\"), or type: end"
        case .swift?: return "paste the Swift code; type end on a line of its own when it is all there"
        case .objc?: return "paste the Objective-C code; type end on a line of its own when it is all there"
        }
    }

    func json(_ printer: OutcomePrinter) -> JSON { .object([("pasting", .string(code?.rawValue ?? "log"))]) }
}
