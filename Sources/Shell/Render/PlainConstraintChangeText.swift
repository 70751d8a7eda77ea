extension PlainConstraintChange: Outcome {
    static let jsonKeys = [
        JSONKey("number", "the constraint's number, which remove N takes"),
        JSONKey("constraint", "as written, without a comment"),
        JSONKey("removed", "whether it was removed (false: added)"),
    ] + PlainValues.jsonKeys

    /// `[1] x >= 10` (or `removed [1] x >= 10`), then the values it moved.
    func text(_ printer: OutcomePrinter) -> String {
        ([(wasRemoved ? "removed " : "") + "[\(number)] \(constraint)"] + values.lines).joined(separator: "\n")
    }

    func json(_ printer: OutcomePrinter) -> JSON {
        .object([("number", .number(Double(number))), ("constraint", .string(constraint)), ("removed", .bool(wasRemoved))]
                + values.jsonFields)
    }
}
