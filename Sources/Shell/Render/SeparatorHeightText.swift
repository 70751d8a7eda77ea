extension SeparatorHeight: Outcome {
    static let jsonKeys = [
        JSONKey("separator", "the separator's height in points"),
        JSONKey("set", "whether table separator H set it (false: one pixel at the scale)"),
        JSONKey("scale", "the screen scale the pixel is of"),
    ]

    func text(_ printer: OutcomePrinter) -> String {
        let how = isSet ? "set" : "one pixel at scale \(show(scale))\(scaleIsTheScene ? ", the scene's" : "")"
        return "separator: \(show(height)) (\(how); set with: table separator H|default)"
    }

    func json(_ printer: OutcomePrinter) -> JSON {
        .object([("separator", .number(height)), ("set", .bool(isSet)), ("scale", .number(scale))])
    }
}
