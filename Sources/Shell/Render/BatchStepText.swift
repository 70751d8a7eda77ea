/// `table batch begin|end` written for people (the batch opened, or the frame that laid it
/// out and its jumps) and for programs.
extension BatchStep: Outcome {
    static let jsonKeys = ChangeFrame.keys(adding: [
        JSONKey("batch", "begin (a batch opened) or end (its changes laid out)"),
        JSONKey("changes", "end: the changes the batch held (inserts, deletes, moves, updates)"),
    ])

    func text(_ printer: OutcomePrinter) -> String {
        switch self {
        case .opened: return "batch open: changes are laid out at table batch end"
        case .laidOut(_, let frame): return frame?.text(printer) ?? ""
        }
    }

    func json(_ printer: OutcomePrinter) -> JSON {
        switch self {
        case .opened: return .object([("batch", .string("begin"))])
        case .laidOut(let changes, let frame):
            return .object([("batch", .string("end")), ("changes", .number(Double(changes)))] + ChangeFrame.jsonFields(frame))
        }
    }
}
