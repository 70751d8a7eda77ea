import Layout
import TableSim

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Workspace {
    /// `table sizing …`: the strategy from the words the grammar matched.
    func tableSizing(_ invocation: Invocation) throws(SourceError) -> String {
        let a = invocation.arguments
        guard let first = a.items.first else {
            return "sizing: \(table.sizing) (set with: table sizing fixed H | prototype | cached | estimated | selfsizing | manual FORMULA | precomputed)"
        }
        if first.name == "manual" { return try tableSizingManual(invocation) }
        let estimate = a.estimate("estimate=E") ?? .constant(44)
        let estimates = a.words("estimate=E"), caches = a.words("cache=on|off"), keys = a.words("key=index|id|class")
        if estimates.count > 1 { throw invocation.error("estimate is given twice", at: estimates[1]) }
        if caches.count > 1 { throw invocation.error("cache is given twice", at: caches[1]) }
        if keys.count > 1 { throw invocation.error("key is given twice", at: keys[1]) }
        if case .function(let f) = estimate, let word = a.value("estimate=E") {
            for term in f.terms { try checkFieldExists(term.field, in: word, invocation.context) }
        }
        var key = HeightCacheKey.id
        if let word = a.value("key=index|id|class") {
            guard let chosen = HeightCacheKey(rawValue: word.text) else {
                throw invocation.error("a height cache is keyed by index, id or class, not '\(word.text)'", at: word)
            }
            guard a.has("cached") || a.bool("cache=on|off") == true else {
                throw invocation.error("key= is for a height cache: table sizing cached key=…, or estimated cache=on key=…", at: keys[0])
            }
            key = chosen
        }
        let strategy: SizingStrategy
        if a.has("fixed") {
            strategy = .fixed(a.number("H") ?? 44)
        } else if a.has("prototype") {
            strategy = .prototype
        } else if a.has("cached") {
            strategy = .cached
        } else if a.has("estimated") {
            strategy = .estimated(estimate, cached: a.bool("cache=on|off") ?? false)
        } else if a.has("selfsizing") {
            strategy = .selfSizing(estimate)
        } else {
            strategy = .precomputed(threads: a.integer("threads=N") ?? 1)
        }
        table.sizing = strategy
        table.cacheKey = key
        return ""
    }


    /// `table log [N] [--json]`
    func tableLog(count: Int, json asJSON: Bool) -> String {
        let events = table.events
        if asJSON { return ReportText.json(.array(events.suffix(count).map(\.report))).rendered() }
        return events.isEmpty ? "no events yet (table reload)" : events.suffix(count).map(EventText.line).joined(separator: "\n")
    }

    /// `table draw [ROW]`
    func tableDraw(_ invocation: Invocation) throws(SourceError) -> String {
        guard let word = invocation.arguments.word("R") else { return tableDrawScreen() }
        let row = try tableRow(word, invocation.context)
        guard let snapshot = table.cellSnapshot(row: row) else {
            if table.visibleRows.contains(where: { $0.row == row }) {
                throw invocation.error("row \(row) has no cell: no template claims it (table cells)", at: word)
            }
            throw invocation.error("row \(row) is not on screen (table show lists the rows on screen)", at: word)
        }
        return TerminalRenderer(width: terminalWidth, colour: style.color).render(snapshot)
    }

    /// The table, made on first use at 320×568 (an iPhone SE's portrait screen).
    var table: TableView {
        if let t = tableView { return t }
        let t = TableView(viewport: Size(width: 320, height: 568))
        if timing { t.clock = { monotonicNanoseconds() } }
        t.isCancelled = { [weak self] in self?.checkInterrupt() ?? false }
        tableView = t
        return t
    }

    func tableData(_ invocation: Invocation) throws(SourceError) -> String {
        let context = invocation.context, a = invocation.arguments
        if let file = a.word("PATH") {
            let parsed = try rowsOfFile(file, context, policy: a.has("refuse") ? .refuse : .skip)
            table.setData(parsed.rows)
            let issues = parsed.issues.prefix(10).map { "  \(file.text):\($0)" }
            let more = parsed.issues.count > 10 ? ["  … and \(parsed.issues.count - 10) more"] : []
            let rows = parsed.rows.count == 1 ? "1 row" : "\(parsed.rows.count) rows"
            let fields = parsed.rows.fieldNames.isEmpty ? "" : ", fields: " + parsed.rows.fieldNames.map { "$" + $0 }.joined(separator: " ")
            return (["\(rows) from \(file.text)\(fields)" + (parsed.issues.isEmpty ? "" : "; about some lines:")]
                    + issues + more + fieldsTemplatesMiss()).joined(separator: "\n")
        }
        guard let generator = GeneratedRows.Kind.allCases.first(where: { a.has($0.rawValue) }), let count = a.integer("N") else {
            throw context.error("usage: \(invocation.command.usage)")
        }
        let rows = GeneratedRows(generator, count: count, seed: a.seed("seed=S") ?? 1)
        table.setData(rows)
        return (["\(count) \(generator.rawValue), fields: " + rows.fieldNames.map { "$" + $0 }.joined(separator: " ")]
                + fieldsTemplatesMiss()).joined(separator: "\n")
    }

    /// Warnings for the fields the templates (and a manual formula or an estimate) read that
    /// the data does not have: they would be empty in every row.
    func fieldsTemplatesMiss() -> [String] {
        let known = Set(table.data.fieldNames + Self.rowFields)
        var read: [(String, String)] = []
        for template in table.templates {
            for binding in template.bindings { read += binding.value.fields.map { ($0, "cell \(template.reuseIdentifier) (\(binding))") } }
            if let rule = template.rule { read.append((rule.field, "cell \(template.reuseIdentifier) (when \(rule))")) }
        }
        if case .manual(let f) = table.sizing { read += f.fields.map { ($0, "the manual formula") } }
        if case .function(let f)? = table.sizing.estimate { read += f.terms.map { ($0.field, "the estimate \(f)") } }
        return read.filter { !known.contains($0.0) }.map { "warning: the data has no field $\($0.0), which \($0.1) reads: it is empty in every row" }
    }

    /// The rows of a data file, as `table data file` and `table insert … from` read them.
    func rowsOfFile(_ file: Word, _ context: LineContext, policy: MalformedLinePolicy) throws(SourceError) -> ParsedRows {
        let path = try path(file, context)
        let text: String
        switch InputFile.text(path) {
        case .success(let t): text = t
        case .failure(let f): throw context.error("cannot read '\(file.text)': \(f.reason)", at: file)
        }
        do { return try RowParser.parse(text, format: DataFormat(fileName: path), policy: policy) } catch {
            throw context.error(error.description, at: file)
        }
    }



    /// A row number of the table's data; with `allowingEmpty`, row 0 of a table without rows.
    func tableRow(_ word: Word, _ context: LineContext, allowingEmpty: Bool = false) throws(SourceError) -> Int {
        guard let row = Int(word.text) else {
            let what = word.text.isEmpty ? "a row number is missing" : "'\(word.text)' is not a row number"
            throw context.error("\(what): rows are whole numbers from 0", at: word)
        }
        guard row >= 0, row < (allowingEmpty ? max(1, table.rowCount) : table.rowCount) else {
            let has = table.rowCount == 0 ? "the table has no rows yet (table data …)"
                : "the rows are 0 to \(table.rowCount - 1)"
            throw context.error("there is no row \(word.text): \(has)", at: word)
        }
        return row
    }


}

/// Nanoseconds from the monotonic clock (only behind `timing on`).
func monotonicNanoseconds() -> UInt64 {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return UInt64(t.tv_sec) &* 1_000_000_000 &+ UInt64(t.tv_nsec)
}


