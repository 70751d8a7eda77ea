import Notation
import TableSim

/// The table's frames written for people: one frame in a line, or several summed up.
enum FrameText {
    /// One frame, in a line.
    static func line(_ f: FrameReport) -> String {
        var text = "frame \(f.frame): offset \(show(f.offset)), "
            + (f.visible.isEmpty ? "no rows" : "rows \(f.visible.lowerBound)–\(f.visible.upperBound - 1)")
        if f.rowsAppeared > 0 { text += ", \(f.rowsAppeared) appeared" }
        if f.heightRequests > 0 { text += ", \(f.heightRequests) height request\(f.heightRequests == 1 ? "" : "s")" }
        if f.estimateRequests > 0 { text += ", \(f.estimateRequests) estimate request\(f.estimateRequests == 1 ? "" : "s")" }
        if f.corrections > 0 { text += ", offset corrected by \(show(f.correction))" }
        if let ns = f.nanoseconds { text += ", \(show(Double(ns) / 1_000_000)) ms" }
        return text
    }

    /// Several frames (a scroll over time, a fling), summed up in a line.
    static func summary(_ frames: [FrameReport], from start: Double) -> String {
        guard let last = frames.last else { return "no frames" }
        let appeared = frames.reduce(0) { $0 + $1.rowsAppeared }
        let requests = frames.reduce(0) { $0 + $1.heightRequests }
        let corrections = frames.reduce(0) { $0 + $1.corrections }
        let largest = frames.map { abs($0.correction) }.max() ?? 0
        var text = "\(frames.count) frame\(frames.count == 1 ? "" : "s"): offset \(show(start)) → \(show(last.offset)), \(appeared) row\(appeared == 1 ? "" : "s") appeared, \(requests) height request\(requests == 1 ? "" : "s")"
        let total = frames.reduce(0) { $0 + abs($1.correction) }
        if corrections > 0 { text += ", \(corrections) offset corrections of \(show(total)) pt in all (largest frame \(show(largest)))" }
        let timed = frames.compactMap(\.nanoseconds)
        if !timed.isEmpty {
            let ms = timed.map { Double($0) / 1_000_000 }
            text += ", slowest frame \(show(ms.max() ?? 0)) ms, \(ms.filter { $0 > 16.7 }.count) over 16.7 ms, \(ms.filter { $0 > 8.3 }.count) over 8.3 ms"
        }
        return text
    }

    /// One frame for programs.
    static func json(_ f: FrameReport) -> JSON {
        .object([("frame", .number(Double(f.frame))), ("requestedOffset", .number(f.requestedOffset)), ("offset", .number(f.offset)),
                 ("firstVisible", .number(Double(f.visible.lowerBound))), ("lastVisible", .number(Double(f.visible.upperBound - 1))),
                 ("rowsAppeared", .number(Double(f.rowsAppeared))), ("rowsLeft", .number(Double(f.rowsLeft))),
                 ("heightRequests", .number(Double(f.heightRequests))), ("estimateRequests", .number(Double(f.estimateRequests))),
                 ("corrections", .number(Double(f.corrections))), ("correction", .number(f.correction)),
                 ("ms", f.nanoseconds.map { .number(Double($0) / 1e6) } ?? .null)])
    }
}
