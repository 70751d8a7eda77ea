import TableSim

extension TableStatistics: Outcome {
    static let jsonKeys = [
        JSONKey("table", "the table as a whole"),
        JSONKey("data", "where the rows come from"), JSONKey("rows", "how many rows (in prefetch: rows sized ahead)"),
        JSONKey("sizing", "how heights are found"), JSONKey("width", "the viewport's width"), JSONKey("height", "the viewport's height"),
        JSONKey("separator", "the separator's height"), JSONKey("category", "the content size category"),
        JSONKey("contentOffset", "the content offset"), JSONKey("contentHeight", "the content height the table believes"),
        JSONKey("trueContentHeight", "the content height with every row at its true height, or null when not worked out"),
        JSONKey("rowsWithActualHeight", "rows whose height was asked (not estimated)"),
        JSONKey("templates", "the cell templates' reuse identifiers (and rules)"),
        JSONKey("app", "the app's choices: sizingCell (a width, or follows) and textSize (observed or ignored)"),
        JSONKey("sizingCell", "the sizing cell's width, or follows"), JSONKey("textSize", "observed or ignored"),
        JSONKey("unobservedTextSize", "a text size the app has not reloaded for, or null"),
        JSONKey("stats", "the counters since the table was made or cleared"),
        JSONKey("frames", "frames laid out (in timing: frames timed)"), JSONKey("reloads", "reloads"),
        JSONKey("heightRequests", "heightForRowAt calls (or sizing passes)"), JSONKey("estimateRequests", "estimatedHeightForRowAt calls"),
        JSONKey("cacheHits", "heights the cache answered"), JSONKey("cacheMisses", "heights the cache did not have"),
        JSONKey("solves", "layouts solved"), JSONKey("memoHits", "heights the memo answered without a layout"),
        JSONKey("manualMeasurements", "texts measured by a manual formula"),
        JSONKey("cellsCreated", "cells made"), JSONKey("cellsReused", "cells dequeued from a pool"),
        JSONKey("constraintChangesOnReuse", "constraint changes made configuring reused cells"),
        JSONKey("pools", "the reuse pools, by reuse identifier", isMap: true),
        JSONKey("created", "a pool's cells made"), JSONKey("reused", "a pool's cells dequeued"),
        JSONKey("inPool", "cells waiting in the pool"), JSONKey("onScreen", "cells on screen"),
        JSONKey("mostOnScreen", "the most cells on screen at once"),
        JSONKey("constraintChanges", "constraint changes configuring the pool's reused cells"),
        JSONKey("estimatesReplaced", "estimates replaced by heights"), JSONKey("estimateError", "the sum of |actual − estimate|"),
        JSONKey("corrections", "offset corrections"), JSONKey("largestCorrection", "the largest, in points"),
        JSONKey("totalCorrection", "all of them, in points"), JSONKey("clamps", "offsets clamped to the content"),
        JSONKey("conflicts", "cells whose constraints conflicted"), JSONKey("rowsWithoutTemplate", "rows no template claims"),
        JSONKey("changes", "data changes, when there were any"), JSONKey("inserted", "rows inserted"), JSONKey("deleted", "rows deleted"),
        JSONKey("moved", "rows moved"), JSONKey("updated", "rows updated"), JSONKey("batches", "batches"),
        JSONKey("screenJumps", "times the screen moved without a scroll"), JSONKey("totalScreenJump", "how far, in points"),
        JSONKey("prefetch", "prefetching, when it sized rows"), JSONKey("used", "prefetched rows shown at that height"),
        JSONKey("wasted", "prefetched rows reloaded, invalidated or deleted first"),
        JSONKey("stoppedByBudget", "frames whose 16.7 ms budget stopped prefetching"),
        JSONKey("timing", "frame times, with timing on"), JSONKey("over16.7ms", "frames over 16.7 ms"),
        JSONKey("over8.3ms", "frames over 8.3 ms"), JSONKey("longestMs", "the longest frame"), JSONKey("meanMs", "the mean frame"),
        JSONKey("solver", "with --solver: pivots and bytesPerRow"), JSONKey("pivots", "the solver's pivots"),
        JSONKey("bytesPerRow", "the memory a row takes in the table's bookkeeping"),
        JSONKey("cleared", "true after table stats clear"),
    ]

    /// The report's fields: the table, its counters, and the solver's cost when asked.
    private var fields: [ReportValue.Field] {
        guard case .counters(let stats, let summary, let solverCost) = self else { return [] }
        // What the simulator itself costs (the solver's pivots, the bytes a row takes) changes
        // whenever Trellis gets better: shown when asked, so transcripts pin what a user reads.
        var fields = [ReportValue.Field("table", summary.report), ReportValue.Field("stats", stats.report)]
        if solverCost {
            fields.append(ReportValue.Field("solver", .object(["pivots": .int(stats.pivots), "bytesPerRow": .number(summary.bytesPerRow)])))
        }
        return fields
    }

    func text(_ printer: OutcomePrinter) -> String {
        guard case .counters = self else { return "counters and log cleared (views, data, templates and heights kept)" }
        return fields.map { ReportText.human($0.value) }.joined(separator: "\n")
    }

    func json(_ printer: OutcomePrinter) -> JSON {
        guard case .counters = self else { return .object([("cleared", .bool(true))]) }
        return ReportText.json(.object(fields))
    }
}
