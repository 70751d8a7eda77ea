/// `table prefetch` written as a setting is: asked, what it is and how to set it; set,
/// nothing, or why it has nothing to do.
extension Prefetching: Outcome {
    static let jsonKeys = [
        JSONKey("setting", "the setting's command"),
        JSONKey("value", "whether rows are sized ahead of the screen (true: on)"),
        JSONKey("rows", "how many rows ahead, or null when off"),
        JSONKey("changed", "whether this line set it (false: it was asked)"),
        JSONKey("idleSizing", "when turned on with a sizing that knows every height already, that sizing (it has nothing to prefetch); else null"),
    ]

    func text(_ printer: OutcomePrinter) -> String {
        guard wasSet else {
            return "prefetch: " + (distance.map { "on, \($0) rows ahead" } ?? "off") + " (set with: table prefetch on [N]|off)"
        }
        guard let idleSizing else { return "" }
        return "prefetching is on, but \(SizingText.text(idleSizing)) knows every height already: it prefetches with estimated or selfsizing"
    }

    func json(_ printer: OutcomePrinter) -> JSON {
        .object([("setting", .string("table prefetch")), ("value", .bool(distance != nil)),
                 ("rows", distance.map { .number(Double($0)) } ?? .null), ("changed", .bool(wasSet)),
                 ("idleSizing", idleSizing.map { .string(SizingText.text($0)) } ?? .null)])
    }
}
