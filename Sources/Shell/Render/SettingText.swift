import Layout

extension Setting: Outcome {
    static let jsonKeys = [
        JSONKey("setting", "the setting's command"),
        JSONKey("value", "what it is now: true or false for on and off, a number, a word, or a size (width, height)"),
        JSONKey("width", "a size's width"),
        JSONKey("height", "a size's height"),
        JSONKey("changed", "whether this line set it (false: it was asked)"),
    ]

    /// Asked: `json: off (set with: json on|off)`; set: nothing, as a change that worked.
    func text(_ printer: OutcomePrinter) -> String {
        guard !wasSet else { return "" }
        let shown = switch value {
        case .onOff(let on): on ? "on" : "off"
        case .number(let x): show(x)
        case .word(let w): w
        case .size(let s): "\(show(s.width))x\(show(s.height))"
        }
        return "\(label ?? name): \(shown) (set with: \(usage))"
    }

    func json(_ printer: OutcomePrinter) -> JSON {
        let shown: JSON = switch value {
        case .onOff(let on): .bool(on)
        case .number(let x): .number(x)
        case .word(let w): .string(w)
        case .size(let s): .object([("width", .number(s.width)), ("height", .number(s.height))])
        }
        return .object([("setting", .string(name)), ("value", shown), ("changed", .bool(wasSet))])
    }
}
