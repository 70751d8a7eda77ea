/// A custom spacing set says nothing; its JSON says what it is now.
extension CustomSpacing: Outcome {
    static let jsonKeys = [
        JSONKey("stack", "the stack view"),
        JSONKey("after", "the arranged view the spacing follows"),
        JSONKey("spacing", "the custom spacing after it, or null: the stack's own spacing"),
    ]

    func text(_ printer: OutcomePrinter) -> String { "" }

    func json(_ printer: OutcomePrinter) -> JSON {
        .object([("stack", .string(stack)), ("after", .string(view)), ("spacing", spacing.map(JSON.number) ?? .null)])
    }
}
