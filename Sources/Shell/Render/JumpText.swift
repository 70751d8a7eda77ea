import Notation
import TableSim

/// `table jumps` written for people: a jump a line, with the rows that made it; and a jump
/// for programs.
enum JumpText {
    /// The keys of a jump's JSON, nested ones too.
    static let jsonKeys = [
        JSONKey("frame", "the frame it happened in"),
        JSONKey("kind", "offset (the offset was corrected, the screen stayed), screen (what was on screen moved) or end (the offset followed the content's end)"),
        JSONKey("delta", "how far, in points: the offset's change, or the screen's (down when positive)"),
        JSONKey("causes", "what did it, each an object with one key: estimates, resized, inserted, deleted, moved, relayout or clamped"),
        JSONKey("estimates", "rows whose estimates were replaced by their heights (row, before, after)"),
        JSONKey("resized", "rows sized again (row, before, after)"),
        JSONKey("row", "a row"), JSONKey("before", "its height before, in points"), JSONKey("after", "its height after, in points"),
        JSONKey("inserted", "rows inserted (first, count, height)"),
        JSONKey("deleted", "rows deleted (first, count, height)"),
        JSONKey("first", "the first of the rows"), JSONKey("count", "how many rows"),
        JSONKey("height", "the rows' height in all, in points"),
        JSONKey("moved", "a row moved (from, to, height)"),
        JSONKey("from", "where a row moved from; for clamped, the offset asked for"),
        JSONKey("to", "where a row moved to; for clamped, where the offset was held"),
        JSONKey("relayout", "why every row was sized again"),
        JSONKey("clamped", "the offset held inside the content (from, to)"),
    ]

    /// One jump for programs, as `table jumps --json` has always written it.
    static func json(_ jump: TableJump) -> JSON { ReportText.json(jump.report) }

    static func line(_ jump: TableJump) -> String {
        let size = formatNumber(abs(jump.delta))
        let head: String
        switch jump.kind {
        case .offsetCorrected:
            head = "frame \(jump.frame): offset \(jump.delta >= 0 ? "+" : "−")\(size) pt, the screen stayed"
        case .screenMoved:
            head = "frame \(jump.frame): the screen moved \(jump.delta >= 0 ? "down" : "up") \(size) pt"
        case .followedEnd:
            head = "frame \(jump.frame): offset \(jump.delta >= 0 ? "+" : "−")\(size) pt to keep the end at the bottom"
        }
        let causes = jump.causes.map(cause)
        return causes.isEmpty ? head : head + ": " + causes.joined(separator: "; ")
    }

    static func cause(_ cause: TableJump.Cause) -> String {
        switch cause {
        case .estimates(let list):
            return heights(list, verb: "estimated at")
        case .resized(let list):
            return heights(list, verb: "")
        case .inserted(let rows, let h):
            return "\(rows.count == 1 ? "1 row" : "\(rows.count) rows") inserted at \(rows.lowerBound) (\(formatNumber(h)) pt)"
        case .deleted(let rows, let h):
            return (rows.count == 1 ? "row \(rows.lowerBound)" : "rows \(rows.lowerBound)–\(rows.upperBound - 1)")
                + " deleted (\(formatNumber(h)) pt)"
        case .moved(let from, let to, let h):
            return "row \(from) moved to \(to) (\(formatNumber(h)) pt)"
        case .relayout(let reason):
            return "every row sized again (\(reason.words))"
        case .clamped(let from, let to):
            return "the offset \(formatNumber(from)) was outside the content and was held at \(formatNumber(to))"
        }
    }

    /// "rows 12–15 were estimated at 44 and are 61, 55, 44, 59", or row by row when the
    /// heights before differ.
    private static func heights(_ list: [TableJump.EstimateReplacement], verb: String) -> String {
        let list = list.sorted { $0.row < $1.row }
        guard let first = list.first else { return "" }
        let shown = list.prefix(8)
        let more = list.count > 8 ? ", …" : ""
        let rows = rowsText(list.map(\.row))
        if list.allSatisfy({ $0.before == first.before }) {
            let was = verb.isEmpty ? formatNumber(first.before) : verb + " " + formatNumber(first.before)
            return list.count == 1
                ? "row \(first.row) was \(was) and is \(formatNumber(first.after))"
                : "\(rows) were \(was) and are " + shown.map { formatNumber($0.after) }.joined(separator: ", ") + more
        }
        let prefix = verb.isEmpty ? "" : "estimated "
        return shown.map { "row \($0.row) \(prefix)\(formatNumber($0.before)) → \(formatNumber($0.after))" }.joined(separator: ", ") + more
    }

    /// "rows 12–15", "rows 3, 7, 9", "row 4".
    private static func rowsText(_ rows: [Int]) -> String {
        guard let first = rows.first, let last = rows.last else { return "" }
        if rows.count == 1 { return "row \(first)" }
        if last - first + 1 == rows.count { return "rows \(first)–\(last)" }
        return "rows " + rows.prefix(8).map(String.init).joined(separator: ", ") + (rows.count > 8 ? ", …" : "")
    }
}
