extension Picture: Outcome {
    static let jsonKeys = [
        JSONKey("views", "each view drawn, parents first"), JSONKey("name", "the view"), JSONKey("parent", "its superview, or null"),
        JSONKey("kind", "view, label, image, stack or guide"),
        JSONKey("x", "in the root's coordinates"), JSONKey("y", "in the root's coordinates"),
        JSONKey("width", "its width"), JSONKey("height", "its height"),
        JSONKey("hidden", "hidden (drawn dashed)"), JSONKey("collapsed", "collapsed (not drawn)"),
        JSONKey("ambiguous", "some attribute is ambiguous (?)"), JSONKey("inConflict", "in a constraint given up (!)"),
        JSONKey("text", "a label's lines as laid out"),
    ]

    func text(_ printer: OutcomePrinter) -> String {
        guard let drawing else { return "no views yet (make one with: view cell)" }
        return TerminalRenderer(width: columns ?? printer.columns, colour: printer.style.color).render(drawing)
    }

    func json(_ printer: OutcomePrinter) -> JSON {
        .object([("views", .array((drawing?.items ?? []).map { item in
            .object([("name", .string(item.name)), ("parent", item.parent.map(JSON.string) ?? .null), ("kind", .string(item.kind.rawValue)),
                     ("x", .number(item.frame.x)), ("y", .number(item.frame.y)), ("width", .number(item.frame.width)),
                     ("height", .number(item.frame.height)), ("hidden", .bool(item.isHidden)), ("collapsed", .bool(item.isCollapsed)),
                     ("ambiguous", .bool(item.isAmbiguous)), ("inConflict", .bool(item.isInConflict)),
                     ("text", .array(item.textLines.map(JSON.string)))])
        }))])
    }
}
