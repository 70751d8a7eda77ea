import TableSim

extension TextSizeChange: Outcome {
    /// The keys of a frame's object, as `table reload` writes them.
    private static let frameKeys: Set = ["frame", "requestedOffset", "offset", "firstVisible", "lastVisible", "rowsAppeared",
                                         "rowsLeft", "heightRequests", "estimateRequests", "corrections", "correction", "ms"]

    static let jsonKeys = [
        JSONKey("setting", "textsize"),
        JSONKey("value", "the content size category now, by UIKit's name"),
        JSONKey("changed", "true: this line set it"),
        JSONKey("frames", "the frame in which the table measured its cells again; none without a table, when its cells "
                + "were at that category already, or when the app does not observe the change"),
    ] + TableFrames.jsonKeys.filter { frameKeys.contains($0.key) } + [
        JSONKey("tableKeeps", "the category the table keeps until its next reload (the app does not observe the change), or null"),
    ]

    /// Nothing when the table is unaffected; the table's frame; or why it waits.
    func text(_ printer: OutcomePrinter) -> String {
        switch table {
        case .unaffected: return ""
        case .measuredAgain(let frame): return FrameText.line(frame)
        case .keeps(let kept): return "(the app does not observe the text size: the table keeps \(kept) until its next reload)"
        }
    }

    func json(_ printer: OutcomePrinter) -> JSON {
        var frames: [JSON] = []
        var keeps = JSON.null
        switch table {
        case .unaffected: break
        case .measuredAgain(let frame): frames = [FrameText.json(frame)]
        case .keeps(let kept): keeps = .string(kept)
        }
        return .object([("setting", .string("textsize")), ("value", .string(category)), ("changed", .bool(true)),
                        ("frames", .array(frames)), ("tableKeeps", keeps)])
    }
}
