import Layout
import TableSim

/// `table verify`, `table memo`, `table stats`, `table cells` and `table cell remove`: the
/// table's truth and its bookkeeping.
extension Workspace {
    static let verifyUsage = "usage: table verify [all | rows R-R | row R] [--json]"

    /// `table verify [all | rows R-R | row R] [--json]`: every row's height beside a fresh
    /// layout's. A difference fails the line (a script stops, `trellis` exits 1), with the
    /// rows that differ and why under the message.
    func tableVerify(_ words: [Word], _ context: LineContext) throws(SourceError) -> String {
        var rest = words
        let asJSON = rest.last?.text == "--json"
        if asJSON { rest.removeLast() }
        let t = table
        if t.rowCount > 0, t.visibleRows.isEmpty, t.contentHeight == 0 {
            throw context.error("the table has not laid out its rows yet: table reload first")
        }
        let rows: Range<Int>
        switch rest.first?.text {
        case nil, "all":
            guard rest.count <= 1 else { throw context.error(Self.verifyUsage, at: rest[1]) }
            rows = 0..<t.rowCount
        case "row":
            guard rest.count == 2 else { throw context.error(Self.verifyUsage, at: rest.count > 2 ? rest[2] : rest[0]) }
            let r = try tableRow(rest[1], context)
            rows = r..<(r + 1)
        case "rows":
            guard rest.count == 2 else { throw context.error(Self.verifyUsage, at: rest.count > 2 ? rest[2] : rest[0]) }
            let parts = rest[1].text.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2 else { throw context.error("rows are a range, as rows 0-99", at: rest[1]) }
            let lowerWord = Word(text: String(parts[0]), column: rest[1].column, length: max(1, parts[0].count), isQuoted: false)
            let upperWord = Word(text: String(parts[1]), column: rest[1].column + parts[0].count + 1,
                                 length: max(1, parts[1].count), isQuoted: false)
            let lower = try tableRow(lowerWord, context), upper = try tableRow(upperWord, context)
            guard lower <= upper else { throw context.error("the first row of a range comes first, as rows 0-99", at: rest[1]) }
            rows = lower..<(upper + 1)
        default:
            throw context.error(Self.verifyUsage, at: rest[0])
        }
        let result = t.verify(rows: rows)
        let differing = result.differing
        let summary = "verified \(result.rows.count) row\(result.rows.count == 1 ? "" : "s"): "
            + "\(differing.count) differ\(differing.count == 1 ? "s" : "")"
            + (result.unchecked > 0 ? " (interrupted: \(result.unchecked) not checked)" : "")
        if asJSON {
            let text = json(result.report).rendered()
            guard differing.isEmpty else { throw context.error(summary, at: context.words[1], notes: text.split(separator: "\n").map(String.init)) }
            return text
        }
        // One row asked for is shown whether or not it differs; otherwise the rows that differ.
        let shown = rows.count == 1 ? result.rows : differing
        var lines: [String] = []
        if !shown.isEmpty {
            var table = TextTable(["row", "table", "fresh", "difference", "why"], numeric: [0, 1, 2, 3])
            for r in shown.prefix(40) {
                table.add([String(r.row), show(r.table), show(r.fresh), show(r.table - r.fresh),
                           r.reason?.description ?? "the same"])
            }
            lines += table.rendered(style: .plain).split(separator: "\n").map(String.init)
            if shown.count > 40 { lines.append("… and \(shown.count - 40) more (table verify --json lists every row)") }
        }
        guard differing.isEmpty else { throw context.error(summary, at: context.words[1], notes: lines) }
        return (lines + [summary]).joined(separator: "\n")
    }

    /// `table memo on|off`: whether prototype cells remember heights by the rows' values.
    func tableMemo(_ words: [Word], _ context: LineContext) throws(SourceError) -> String {
        guard let word = words.first else { return "memo: \(table.layoutMemo ? "on" : "off") (set with: table memo on|off)" }
        guard words.count == 1, ["on", "off"].contains(word.text) else {
            throw context.error("usage: table memo on|off", at: words.count == 1 ? word : words[1])
        }
        table.layoutMemo = word.text == "on"
        return ""
    }

    /// `table stats [--json]` and `table stats clear`.
    func tableStats(_ words: [Word], _ context: LineContext) throws(SourceError) -> String {
        if let first = words.first, first.text == "clear" {
            guard words.count == 1 else { throw context.error("usage: table stats clear", at: words[1]) }
            table.resetStats()
            return "counters and log cleared (views, data, templates and heights kept)"
        }
        if let bad = words.first(where: { $0.text != "--json" }) ?? (words.count > 1 ? words[1] : nil) {
            throw context.error("usage: table stats [--json] | table stats clear", at: bad)
        }
        let stats = table.stats.report
        let summary = table.summary(trueHeightLimit: 100_000).report
        if !words.isEmpty {
            return json(.object([ReportValue.Field("table", summary), ReportValue.Field("stats", stats)])).rendered()
        }
        return human(summary) + "\n" + human(stats)
    }

    /// `table cells`: the registered templates.
    func tableCells(_ words: [Word], _ context: LineContext) throws(SourceError) -> String {
        if let extra = words.first { throw context.error("usage: table cells", at: extra) }
        let templates = table.templates
        guard !templates.isEmpty else { return "no cell templates yet (table cell ROOT reuse=ID …)" }
        var t = TextTable(["reuse", "root", "when", "bindings"])
        for template in templates {
            t.add([template.reuseIdentifier, template.root, template.rule.map(\.description) ?? "-",
                   template.bindings.isEmpty ? "-" : template.bindings.map(\.description).joined(separator: ", ")])
        }
        return t.rendered(style: style)
    }

    /// `table cell remove ID`: drops a template and its cells.
    func tableCellRemove(_ words: [Word], _ context: LineContext) throws(SourceError) -> String {
        guard words.count == 1, let id = words.first else {
            throw context.error("usage: table cell remove REUSE_ID", at: words.count > 1 ? words[1] : context.words[2])
        }
        guard table.unregister(id.text) else {
            let ids = table.templates.map(\.reuseIdentifier)
            let hint = closestName(to: id.text, in: ids).map { " (did you mean '\($0)'?)" } ?? ""
            let known = ids.isEmpty ? "there are none" : "they are " + ids.joined(separator: ", ")
            throw context.error("no cell template has the reuse identifier '\(id.text)'\(hint); \(known)", at: id)
        }
        return "removed the cell template \(id.text) (the next table command reloads)"
    }
}
