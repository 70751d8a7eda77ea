/// A view or a constraint removed says nothing (`views` and `constraints` show the rest); its
/// JSON names what went.
extension Removed: Outcome {
    static let jsonKeys = [
        JSONKey("views", "the view removed and its subviews, parents first (none for a constraint)"),
        JSONKey("constraints", "the constraints of yours that went: the one named, or those of the views"),
    ]

    func text(_ printer: OutcomePrinter) -> String { "" }

    func json(_ printer: OutcomePrinter) -> JSON {
        .object([("views", .array(views.map(JSON.string))), ("constraints", .array(constraints.map(JSON.string)))])
    }
}
