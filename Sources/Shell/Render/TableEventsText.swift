import TableSim

extension TableEvents: Outcome {
    static let jsonKeys = [
        JSONKey("frame", "the frame it happened in"),
        JSONKey("event", "reload, heightRequests, heightRequest, create, dequeue, configure, size, enqueue, estimateReplaced, "
                + "correction, clamp, conflict, noTemplate, invalidate, insert, delete, move, update, batch or prefetch"),
        JSONKey("rows", "reload: rows; invalidate: which; prefetch: the rows sized"), JSONKey("reason", "why the reload"),
        JSONKey("count", "requests made, or rows inserted"), JSONKey("cacheHits", "requests the cache answered"),
        JSONKey("row", "the row"), JSONKey("height", "the height given"), JSONKey("source", "what answered the height"),
        JSONKey("cell", "the cell"), JSONKey("changes", "configure: constraint changes; batch: changes in it"),
        JSONKey("estimate", "the estimate replaced"), JSONKey("actual", "the height that replaced it"),
        JSONKey("anchor", "the row the correction kept still"), JSONKey("delta", "the correction, in points"),
        JSONKey("from", "clamp: the offset asked; move: the row moved"), JSONKey("to", "clamp: the offset kept; move: its new index"),
        JSONKey("constraints", "the constraints in conflict"), JSONKey("broken", "the one UIKit would break"),
        JSONKey("at", "where rows were inserted"), JSONKey("ids", "the inserted rows' ids"),
        JSONKey("first", "the first row deleted"), JSONKey("last", "the row after the last deleted"),
        JSONKey("fields", "the fields updated"), JSONKey("reloaded", "whether the update reloaded the row"),
    ]

    func text(_ printer: OutcomePrinter) -> String {
        events.isEmpty ? "no events yet (table reload)" : events.map(EventText.line).joined(separator: "\n")
    }

    func json(_ printer: OutcomePrinter) -> JSON { ReportText.json(.array(events.map(\.report))) }
}
