import Layout

/// A property set says nothing; its JSON says what the property is now.
extension PropertySet: Outcome {
    static let jsonKeys = [
        JSONKey("target", "the view or constraint"),
        JSONKey("targetKind", "view or constraint"),
        JSONKey("property", "the property set"),
        JSONKey("value", "what it is now: a number, true or false, a word, a list of autoresizing flags, null when unset, "
                + "or an object: a size (width, height), a frame (x, y, width, height) or insets (top, leading, bottom, trailing)"),
        JSONKey("x", "a frame's x"), JSONKey("y", "a frame's y"),
        JSONKey("width", "a size's or a frame's width"), JSONKey("height", "a size's or a frame's height"),
        JSONKey("top", "an inset"), JSONKey("leading", "an inset"), JSONKey("bottom", "an inset"), JSONKey("trailing", "an inset"),
    ]

    func text(_ printer: OutcomePrinter) -> String { "" }

    func json(_ printer: OutcomePrinter) -> JSON {
        let shown: JSON = switch value {
        case .number(let x): .number(x)
        case .onOff(let on): .bool(on)
        case .word(let w): .string(w)
        case .priority(let p): .number(p.value)
        case .size(let s): .object([("width", .number(s.width)), ("height", .number(s.height))])
        case .rect(let r): .object([("x", .number(r.x)), ("y", .number(r.y)), ("width", .number(r.width)), ("height", .number(r.height))])
        case .insets(let i):
            .object([("top", .number(i.top)), ("leading", .number(i.leading)), ("bottom", .number(i.bottom)), ("trailing", .number(i.trailing))])
        case .flags(let names): .array(names.map(JSON.string))
        case .unset: .null
        }
        return .object([("target", .string(target)), ("targetKind", .string(isConstraint ? "constraint" : "view")),
                        ("property", .string(property)), ("value", shown)])
    }
}
