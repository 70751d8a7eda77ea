/// A view made says nothing (the scene shows it); its JSON names it.
extension ViewMade: Outcome {
    static let jsonKeys = [
        JSONKey("name", "the view (or guide) made"),
        JSONKey("kind", "view, label, image, stack or guide"),
        JSONKey("parent", "its superview (a guide's owning view), or null for a root"),
    ]

    func text(_ printer: OutcomePrinter) -> String { "" }

    func json(_ printer: OutcomePrinter) -> JSON {
        .object([("name", .string(name)), ("kind", .string(kind.rawValue)), ("parent", parent.map(JSON.string) ?? .null)])
    }
}
