extension DocumentOpened: Outcome {
    static let jsonKeys = [
        JSONKey("file", "the document, as typed"), JSONKey("id", "the root's (or a view's) Interface Builder id"),
        JSONKey("name", "its name in the scene"), JSONKey("kind", "scene, cell or view"),
        JSONKey("views", "each view laid out (id, name, class, parent, saved, frame, flag, differs, decidedBy)"),
        JSONKey("class", "its class"), JSONKey("parent", "its superview's id, or null"),
        JSONKey("saved", "the frame Xcode saved (x, y, width, height), or null"), JSONKey("frame", "Trellis's frame"),
        JSONKey("x", "x"), JSONKey("y", "y"), JSONKey("width", "width"), JSONKey("height", "height"),
        JSONKey("flag", "what stands out about it, or null"), JSONKey("differs", "whether the frames differ"),
        JSONKey("decidedBy", "the constraints that decide a frame that differs"),
        JSONKey("conflicts", "conflicts among the root's constraints (constraints, broken, arithmetic)"),
        JSONKey("constraints", "the constraints in conflict"), JSONKey("broken", "the one broken"),
        JSONKey("arithmetic", "the conflict's arithmetic, in a line"),
        JSONKey("ambiguous", "ambiguous attributes (view, attribute, value, alternative)"), JSONKey("view", "a view"),
        JSONKey("attribute", "an attribute"), JSONKey("value", "its value now"), JSONKey("alternative", "another it could have"),
        JSONKey("truncated", "labels whose text does not fit"), JSONKey("leftOut", "what was not understood, by line"),
        JSONKey("variants", "size class variations (variant, changes)"), JSONKey("variant", "the variation"),
        JSONKey("changes", "what it changes"),
    ]

    func text(_ printer: OutcomePrinter) -> String { IBOpenText.render(file: file, document: document, root: root, check: check) }

    func json(_ printer: OutcomePrinter) -> JSON {
        let root = IBCheckJSON.root(IBFileCheck.RootResult(root: root, check: check, variants: []), document)
        guard case .object(let fields) = root else { return root }
        return .object([("file", .string(file))] + fields)
    }
}
