import TableSim

extension TableFrames: Outcome {
    static let jsonKeys = [
        JSONKey("frames", "each frame the command took, in order (none when nothing changed)"),
        JSONKey("frame", "the frame's number since the table was made"),
        JSONKey("requestedOffset", "the content offset asked for"),
        JSONKey("offset", "where the offset ended, after corrections and clamping"),
        JSONKey("firstVisible", "the first row on screen"),
        JSONKey("lastVisible", "the last row on screen (-1 with no rows)"),
        JSONKey("rowsAppeared", "rows that came on screen"),
        JSONKey("rowsLeft", "rows that went off screen"),
        JSONKey("heightRequests", "heightForRowAt calls (or sizing passes)"),
        JSONKey("estimateRequests", "estimatedHeightForRowAt calls"),
        JSONKey("corrections", "offset corrections (estimates replaced by heights above the screen)"),
        JSONKey("correction", "how far the corrections moved the offset, in points"),
        JSONKey("ms", "how long the frame took, with timing on; else null"),
        JSONKey("offsetBefore", "the content offset before the first frame"),
        JSONKey("stopped", "null, or why the frames fall short: interrupted (with done and of), reloadInterrupted, rowMissed (with row)"),
        JSONKey("reason", "why they stopped"),
        JSONKey("done", "frames taken before Ctrl-C"),
        JSONKey("of", "frames asked for"),
        JSONKey("row", "the row scrolled to that is not on screen"),
    ]

    func text(_ printer: OutcomePrinter) -> String {
        var text: String
        switch shape {
        case .single: text = frames.first.map(FrameText.line) ?? ""
        case .summed: text = FrameText.summary(frames, from: start)
        }
        switch shortfall {
        case nil: break
        case .interrupted(let done, let of): text += "\n(interrupted after \(done) of \(of) frames)"
        case .reloadInterrupted:
            text += "\n(interrupted: the rows not asked have the default height; the next command that lays the rows out "
                + "(reload, scroll, fling, invalidate, size, separator, textsize) asks them again)"
        case .rowMissed(let row):
            // UIKit's scrollToRow misses the same way: the offset is chosen from estimates, and
            // the actual heights of the rows laid out then push the row away.
            text += "\n(row \(row) is not on screen: the offset was chosen from estimated heights, and the\n"
                + " actual heights of the rows laid out moved it, as UIKit's scrollToRow can; scroll to it again)"
        }
        return text
    }

    func json(_ printer: OutcomePrinter) -> JSON {
        let stopped: JSON = switch shortfall {
        case nil: .null
        case .interrupted(let done, let of):
            .object([("reason", .string("interrupted")), ("done", .number(Double(done))), ("of", .number(Double(of)))])
        case .reloadInterrupted: .object([("reason", .string("reloadInterrupted"))])
        case .rowMissed(let row): .object([("reason", .string("rowMissed")), ("row", .number(Double(row)))])
        }
        return .object([("frames", .array(frames.map(FrameText.json))), ("offsetBefore", .number(start)), ("stopped", stopped)])
    }
}
