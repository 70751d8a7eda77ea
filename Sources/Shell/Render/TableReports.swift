import TableSim

/// The table simulator's values as reports: the keys of their JSON (`--json`) and of their
/// `key: value` lines, written here in the shell, not in the simulator.

extension TableEvent: Reportable {
    var report: ReportValue {
        var fields = [ReportValue.Field("frame", .int(frame))]
        func add(_ k: String, _ v: ReportValue) { fields.append(.init(k, v)) }
        switch kind {
        case .reload(let rows, let reason): add("event", .string("reload")); add("rows", .int(rows)); add("reason", .string(reason.words))
        case .heightRequests(let count, let hits):
            add("event", .string("heightRequests")); add("count", .int(count)); add("cacheHits", .int(hits))
        case .heightRequest(let row, let h, let source):
            add("event", .string("heightRequest")); add("row", .int(row)); add("height", .number(h)); add("source", .string(source.words))
        case .create(let row, let cell): add("event", .string("create")); add("row", .int(row)); add("cell", .string(cell))
        case .dequeue(let row, let cell): add("event", .string("dequeue")); add("row", .int(row)); add("cell", .string(cell))
        case .configure(let row, let cell, let changes):
            add("event", .string("configure")); add("row", .int(row)); add("cell", .string(cell)); add("changes", .int(changes))
        case .size(let row, let cell, let h):
            add("event", .string("size")); add("row", .int(row)); add("cell", .string(cell)); add("height", .number(h))
        case .enqueue(let row, let cell): add("event", .string("enqueue")); add("row", .int(row)); add("cell", .string(cell))
        case .estimateReplaced(let row, let e, let a):
            add("event", .string("estimateReplaced")); add("row", .int(row)); add("estimate", .number(e)); add("actual", .number(a))
        case .correction(let anchor, let delta): add("event", .string("correction")); add("anchor", .int(anchor)); add("delta", .number(delta))
        case .clamp(let from, let to): add("event", .string("clamp")); add("from", .number(from)); add("to", .number(to))
        case .conflict(let row, let cell, let ids, let broken):
            add("event", .string("conflict")); add("row", .int(row)); add("cell", .string(cell))
            add("constraints", .array(ids.map { .string($0) })); add("broken", .string(broken))
        case .noTemplate(let row): add("event", .string("noTemplate")); add("row", .int(row))
        case .invalidate: add("event", .string("invalidate")); add("rows", .string(kind.invalidatedRows ?? ""))
        case .insert(let at, let count, let ids):
            add("event", .string("insert")); add("at", .int(at)); add("count", .int(count)); add("ids", .array(ids.map { .string($0) }))
        case .delete(let rows): add("event", .string("delete")); add("first", .int(rows.lowerBound)); add("last", .int(rows.upperBound))
        case .move(let from, let to): add("event", .string("move")); add("from", .int(from)); add("to", .int(to))
        case .update(let row, let fields, let reloaded):
            add("event", .string("update")); add("row", .int(row)); add("fields", .array(fields.map { .string($0) }))
            add("reloaded", .bool(reloaded))
        case .batch(let changes): add("event", .string("batch")); add("changes", .int(changes))
        case .prefetch(let rows): add("event", .string("prefetch")); add("rows", .array(rows.map { .int($0) }))
        }
        return .object(fields)
    }
}

extension TableStats: Reportable {
    var report: ReportValue {
        var fields: [ReportValue.Field] = [
            .init("frames", .int(frames)), .init("reloads", .int(reloads)),
            .init("heightRequests", .int(heightRequests)), .init("estimateRequests", .int(estimateRequests)),
            .init("cacheHits", .int(cacheHits)), .init("cacheMisses", .int(cacheMisses)),
            .init("solves", .int(solves)), .init("memoHits", .int(memoHits)),
            .init("manualMeasurements", .int(manualMeasurements)),
            .init("cellsCreated", .int(cellsCreated)), .init("cellsReused", .int(cellsReused)),
            .init("constraintChangesOnReuse", .int(constraintChangesOnReuse)),
            .init("pools", .object(pools.keys.sorted().compactMap { id in
                guard let p = pools[id] else { return nil }
                return .init(id, .object(["created": .int(p.created), "reused": .int(p.reused), "inPool": .int(p.inPool),
                                          "onScreen": .int(p.onScreen), "mostOnScreen": .int(p.mostOnScreen),
                                          "constraintChanges": .int(p.constraintChanges)]))
            })),
            .init("estimatesReplaced", .int(estimatesReplaced)), .init("estimateError", .number(estimateError)),
            .init("corrections", .int(corrections)), .init("largestCorrection", .number(largestCorrection)),
            .init("totalCorrection", .number(totalCorrection)), .init("clamps", .int(clamps)),
            .init("conflicts", .int(conflicts)), .init("rowsWithoutTemplate", .int(rowsWithoutTemplate)),
        ]
        if rowsInserted + rowsDeleted + rowsMoved + rowsUpdated + batches + screenJumps > 0 {
            fields.append(.init("changes", .object([
                "inserted": .int(rowsInserted), "deleted": .int(rowsDeleted), "moved": .int(rowsMoved),
                "updated": .int(rowsUpdated), "batches": .int(batches),
                "screenJumps": .int(screenJumps), "totalScreenJump": .number(totalScreenJump),
            ])))
        }
        if rowsPrefetched > 0 {
            fields.append(.init("prefetch", .object([
                "rows": .int(rowsPrefetched), "used": .int(prefetchUsed), "wasted": .int(prefetchWasted),
                "stoppedByBudget": .int(prefetchStoppedByBudget),
            ])))
        }
        if timedFrames > 0 {
            fields.append(.init("timing", .object([
                "frames": .int(timedFrames), "over16.7ms": .int(framesOver16ms), "over8.3ms": .int(framesOver8ms),
                "longestMs": .number(Double(longestFrameNanoseconds) / 1e6),
                "meanMs": .number(Double(totalFrameNanoseconds) / 1e6 / Double(timedFrames)),
            ])))
        }
        return .object(fields)
    }
}

extension RowVerification: Reportable {
    var report: ReportValue {
        .object(["row": .int(row), "table": .number(table), "fresh": .optional(fresh), "difference": .optional(fresh.map { table - $0 }),
                 "reason": reason.map { .string($0.name) } ?? .null])
    }
}

extension TableVerification: Reportable {
    var report: ReportValue {
        .object(["verified": .int(rows.filter { $0.fresh != nil }.count), "differ": .int(differing.count),
                 "withoutTemplate": .int(rows.filter { $0.fresh == nil }.count), "unchecked": .int(unchecked),
                 "rows": .array(rows.map(\.report))])
    }
}

extension VisibleRow: Reportable {
    var report: ReportValue {
        .object([
            "row": .int(row), "id": .string(id), "y": .number(y), "screenY": .number(screenY), "height": .number(height),
            "estimate": .optional(estimate), "actual": .optional(actual), "cell": .string(cell),
            "reuseIdentifier": .string(reuseIdentifier), "origin": .string(origin.rawValue),
            "heightSource": .string(heightSource.words),
        ])
    }
}

extension TableSummary: Reportable {
    var report: ReportValue {
        .object([
            "data": .string(data.words), "rows": .int(rows), "sizing": .string(SizingText.text(sizing, cacheKey: cacheKey)), "width": .number(width),
            "height": .number(height), "separator": .number(separatorHeight), "category": .string(category),
            "contentOffset": .number(contentOffset), "contentHeight": .number(contentHeight),
            "trueContentHeight": .optional(trueContentHeight), "rowsWithActualHeight": .int(rowsWithActualHeight),
            "templates": .array(templates.map { t in .string(t.reuseIdentifier + (t.rule.map { " when \($0)" } ?? "")) }),
            "app": .object(["sizingCell": app.sizingCellWidth.map { .number($0) } ?? .string("follows"),
                            "textSize": .string(app.observesTextSize ? "observed" : "ignored")]),
            "unobservedTextSize": unobservedCategory.map { .string($0) } ?? .null,
        ])
    }
}

extension TableJump: Reportable {
    var report: ReportValue {
        .object([
            "frame": .int(frame), "kind": .string(kind.rawValue), "delta": .number(delta),
            "causes": .array(causes.map { cause -> ReportValue in
                func rows(_ list: [EstimateReplacement]) -> ReportValue {
                    .array(list.map { .object(["row": .int($0.row), "before": .number($0.before), "after": .number($0.after)]) })
                }
                switch cause {
                case .estimates(let list): return .object(["estimates": rows(list)])
                case .resized(let list): return .object(["resized": rows(list)])
                case .inserted(let r, let h):
                    return .object(["inserted": .object(["first": .int(r.lowerBound), "count": .int(r.count), "height": .number(h)])])
                case .deleted(let r, let h):
                    return .object(["deleted": .object(["first": .int(r.lowerBound), "count": .int(r.count), "height": .number(h)])])
                case .moved(let from, let to, let h):
                    return .object(["moved": .object(["from": .int(from), "to": .int(to), "height": .number(h)])])
                case .relayout(let reason): return .object(["relayout": .string(reason.words)])
                case .clamped(let from, let to): return .object(["clamped": .object(["from": .number(from), "to": .number(to)])])
                }
            }),
        ])
    }
}

extension PrecomputeReport: Reportable {
    var report: ReportValue {
        var fields = [ReportValue.Field("rows", .int(rows)), .init("threads", .int(threads)), .init("solves", .int(solves)),
                      .init("memoHits", .int(memoHits)), .init("ms", nanoseconds.map { .number(Double($0) / 1e6) } ?? .null)]
        if interrupted { fields.append(.init("interrupted", .bool(true))) }
        return .object(fields)
    }
}
