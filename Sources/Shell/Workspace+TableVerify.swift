import Layout
import TableSim

/// `table verify`, `table memo`, `table stats`, `table cells` and `table cell remove`: the
/// table's truth and its bookkeeping.
extension Workspace {
    /// `table verify [all | row R | rows R-R,…] [--json]`: every row's height beside a fresh
    /// layout's. A difference (or a verification stopped by Ctrl-C) fails the line, with the
    /// rows that differ and why under the message; with `--json` the report goes out whole, for
    /// a program to read, and the line succeeds.
    func tableVerify(_ invocation: Invocation) throws(SourceError) -> String {
        let context = invocation.context
        let asJSON = invocation.has("--json")
        // The words first (their shape the grammar checked): a bad row list is refused for
        // what it says, whatever the table's state. No list: every row.
        let a = invocation.arguments
        let list = a.word("R").map { ($0, false) } ?? a.word("R-R,…").map { ($0, true) }
        let selected = try list.map { (word, rangesAllowed) throws(SourceError) in
            try RowRange.parse(word, rangesAllowed: rangesAllowed, context)
        }
        let t = table
        guard t.rowCount > 0 else { throw context.error("nothing to verify: the table has no rows yet (table data …)", at: context.words[1]) }
        if !t.hasLoaded {
            throw context.error("the table has not laid out its rows yet: table reload first", at: context.words[1])
        }
        if t.lastReloadWasCancelled {
            throw context.error("the last reload was interrupted (Ctrl-C) before it asked every row: table reload to finish it",
                                at: context.words[1])
        }
        if t.isReloadDue {
            throw context.error("the data, the templates or the sizing changed since the last reload: table reload first",
                                at: context.words[1])
        }
        var ranges = selected == nil ? [0..<t.rowCount] : []
        for range in selected ?? [] {
            guard range.upper < t.rowCount else {
                throw context.error("there is no row \(range.upper): the rows are 0 to \(t.rowCount - 1)", at: range.word)
            }
            ranges.append(range.lower..<(range.upper + 1))
        }
        let result = t.verify(rows: ranges)
        if asJSON { return VerificationText.json(result).rendered() }
        let (summary, lines) = VerificationText.lines(result)
        guard result.differing.isEmpty, result.unchecked == 0 else { throw context.error(summary, at: context.words[1], notes: lines) }
        return (lines + [summary]).joined(separator: "\n")
    }
    /// `table memo [on|off]`: whether prototype cells remember heights by the rows' values.
    func tableMemo(_ invocation: Invocation) throws(SourceError) -> String {
        let a = invocation.arguments
        guard a.has("on") || a.has("off") else { return "memo: \(table.layoutMemo ? "on" : "off") (set with: table memo on|off)" }
        table.layoutMemo = a.has("on")
        return table.layoutMemo
            ? "memo on: a prototype cell answers a row whose values it has laid out before without a layout"
            : "memo off: a prototype cell lays out every row it is asked, as UIKit's does"
    }

    /// `table stats [--json]` and `table stats clear`.
    func tableStats(_ invocation: Invocation) throws(SourceError) -> String {
        if invocation.arguments.has("clear") {
            if let flag = invocation.flags["--json"] { throw invocation.error("table stats clear prints nothing to give as JSON", at: flag) }
            if let flag = invocation.flags["--solver"] { throw invocation.error("table stats clear prints no counters to add the solver's to", at: flag) }
            table.resetStats()
            return "counters and log cleared (views, data, templates and heights kept)"
        }
        let counters = table.stats
        let stats = counters.report
        let summary = table.summary(trueHeightLimit: 20_000)
        // What the simulator itself costs (the solver's pivots, the bytes a row takes) changes
        // whenever Trellis gets better: shown when asked, so transcripts pin what a user reads.
        var fields = [ReportValue.Field("table", summary.report), ReportValue.Field("stats", stats)]
        if invocation.has("--solver") {
            fields.append(ReportValue.Field("solver", .object(["pivots": .int(counters.pivots), "bytesPerRow": .number(summary.bytesPerRow)])))
        }
        if invocation.has("--json") { return ReportText.json(.object(fields)).rendered() }
        return fields.map { ReportText.human($0.value) }.joined(separator: "\n")
    }

    /// `table cell remove ID`: drops a template and its cells.
    func tableCellRemove(_ invocation: Invocation) throws(SourceError) -> String {
        guard let id = invocation.arguments.word("ID") else { throw invocation.context.error("usage: table cell remove ID") }
        guard table.unregister(id.text) else {
            let ids = table.templates.map(\.reuseIdentifier)
            let hint = closestName(to: id.text, in: ids).map { " (did you mean '\($0)'?)" } ?? ""
            let known = ids.isEmpty ? "there are none" : "they are " + ids.joined(separator: ", ")
            throw invocation.error("no cell template has the reuse identifier '\(id.text)'\(hint); \(known)", at: id)
        }
        return "removed the cell template \(id.text) (the next table command reloads)"
    }
}
