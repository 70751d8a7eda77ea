extension LayoutMemo: Outcome {
    static let jsonKeys = [
        JSONKey("setting", "table memo"), JSONKey("value", "true when prototype cells remember heights by the rows' values"),
        JSONKey("changed", "whether this line set it (false: it was asked)"),
    ]

    func text(_ printer: OutcomePrinter) -> String {
        guard wasSet else { return "memo: \(isOn ? "on" : "off") (set with: table memo on|off)" }
        return isOn ? "memo on: a prototype cell answers a row whose values it has laid out before without a layout"
            : "memo off: a prototype cell lays out every row it is asked, as UIKit's does"
    }

    func json(_ printer: OutcomePrinter) -> JSON {
        .object([("setting", .string("table memo")), ("value", .bool(isOn)), ("changed", .bool(wasSet))])
    }
}
