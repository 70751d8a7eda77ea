/// Constraints made say nothing (`constraints` lists them); their JSON names them.
extension ConstraintsMade: Outcome {
    static let jsonKeys = [
        JSONKey("constraints", "the constraints the line made, in order (name, constraint)"),
        JSONKey("name", "a constraint's name (as NAME, or the one given it: c1, c2, …)"),
        JSONKey("constraint", "as the scene holds it"),
    ]

    func text(_ printer: OutcomePrinter) -> String { "" }

    func json(_ printer: OutcomePrinter) -> JSON {
        .object([("constraints", .array(constraints.map { .object([("name", .string($0.name)), ("constraint", .string($0.constraint?.description ?? ""))]) }))])
    }
}
