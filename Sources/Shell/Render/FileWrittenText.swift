extension FileWritten: Outcome {
    static let jsonKeys = [
        JSONKey("wrote", "the file written, as typed"), JSONKey("root", "a XIB's or code's root view, or null"),
        JSONKey("subviews", "the views written under the root, or null"),
        JSONKey("leftOut", "what a XIB cannot hold and was left out"),
        JSONKey("class", "the class code declares, or null"),
        JSONKey("notes", "what code holds otherwise than the scene, or leaves out"),
    ]

    func text(_ printer: OutcomePrinter) -> String {
        guard let document else { return "wrote \(file)" }
        let subviews = document.subviews == 1 ? "subview" : "\(document.subviews) subviews"
        let head = document.className.map { "wrote \(file): class \($0), \(document.root) and its \(subviews)" }
            ?? "wrote \(file): \(document.root) and its \(subviews)"
        return ([head] + document.leftOut.map { "left out: " + $0.words } + document.codeNotes.map { "note: " + $0.words })
            .joined(separator: "\n")
    }

    func json(_ printer: OutcomePrinter) -> JSON {
        .object([("wrote", .string(file)), ("root", document.map { .string($0.root) } ?? .null),
                 ("subviews", document.map { .number(Double($0.subviews)) } ?? .null),
                 ("leftOut", .array((document?.leftOut ?? []).map { .string($0.words) })),
                 ("class", document?.className.map { .string($0) } ?? .null),
                 ("notes", .array((document?.codeNotes ?? []).map { .string($0.words) }))])
    }
}
