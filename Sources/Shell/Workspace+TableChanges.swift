import TableSim

extension Workspace {
    /// `table insert R|end N` and `table insert R|end from FILE`.
    func tableInsert(_ invocation: Invocation) throws(SourceError) -> String {
        let a = invocation.arguments, context = invocation.context, t = table
        let position: Int
        if a.has("end") {
            position = t.rowCount
        } else {
            guard let r = a.integer("R"), let word = a.word("R") else { throw context.error("usage: \(invocation.command.usage)") }
            guard r <= t.rowCount else {
                throw context.error("rows are inserted before rows 0 to \(t.rowCount - 1), or at \(t.rowCount) (end)", at: word)
            }
            position = r
        }
        let count: Int
        let report: FrameReport?
        if let file = a.word("FILE") {
            // An insert takes all of a file or nothing: a line that cannot be read is refused.
            let rows = try rowsOfFile(file, context, policy: .refuse).rows
            guard rows.count > 0 else { throw context.error("'\(file.text)' has no rows", at: file) }
            count = rows.count
            report = t.insertRows(rows.rows, at: position)
        } else {
            guard t.canContinueData else {
                throw context.error("the table's data has no rows to continue from: table insert R from FILE", at: a.word("N") ?? invocation.verbWord)
            }
            count = a.integer("N") ?? 1
            report = t.insertRows(continuing: count, at: position)
        }
        let what = "inserted \(count == 1 ? "1 row" : "\(count) rows") at \(position)"
        return changeReply(what, report)
    }

    /// `table delete R[-R]`
    func tableDelete(_ invocation: Invocation) throws(SourceError) -> String {
        guard let word = invocation.arguments.word("R[-R]") else { throw invocation.context.error("usage: \(invocation.command.usage)") }
        let ranges = try RowRange.parse(word, rangesAllowed: true, invocation.context)
        guard ranges.count == 1, let range = ranges.first else {
            throw invocation.context.error("one row or one range, as table delete 3 or table delete 3-7", at: word)
        }
        try existingRow(range.upper, range.word, invocation.context)
        let report = table.deleteRows(range.lower..<(range.upper + 1))
        let n = range.upper - range.lower + 1
        return changeReply(n == 1 ? "deleted row \(range.lower)" : "deleted rows \(range.lower)-\(range.upper)", report)
    }

    /// `table move R to TO`
    func tableMove(_ invocation: Invocation) throws(SourceError) -> String {
        let a = invocation.arguments, context = invocation.context
        guard let fromWord = a.word("R"), let toWord = a.word("TO") else { throw context.error("usage: \(invocation.command.usage)") }
        let from = try tableRow(fromWord, context), to = try tableRow(toWord, context)
        guard from != to else { throw context.error("row \(from) is already there", at: toWord) }
        return changeReply("moved row \(from) to \(to)", table.moveRow(from, to: to))
    }

    /// `table update row R field=value … [reload]`
    func tableUpdate(_ invocation: Invocation) throws(SourceError) -> String {
        let a = invocation.arguments, context = invocation.context
        guard let rowWord = a.word("R") else { throw context.error("usage: \(invocation.command.usage)") }
        let r = try tableRow(rowWord, context)
        var fields: [String: FieldValue] = [:]
        for word in a.words("field=value") {
            guard let equals = word.text.firstIndex(of: "="), equals != word.text.startIndex else {
                throw context.error("a field is set as name=value, as text=\"Hello\"", at: word)
            }
            let name = String(word.text[..<equals])
            let valueText = String(word.text[word.text.index(after: equals)...])
            let nameWord = Word(text: name, column: word.column, length: name.count, isQuoted: false)
            guard name != "id", name != "index", name != "row" else {
                throw context.error("$\(name) is the row's \(name == "id" ? "identity" : "place"): it cannot be set", at: nameWord)
            }
            guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                throw context.error("'\(name)' is not a field name: letters, digits and _", at: nameWord)
            }
            if fields[name] != nil { throw context.error("$\(name) is given twice", at: nameWord) }
            try checkFieldExists(name, in: nameWord, context)
            fields[name] = Self.fieldValue(valueText, quoted: word.text.contains("\"") || word.isQuoted)
        }
        let reload = a.has("reload")
        let report = table.updateRow(r, fields: fields, reload: reload)
        let names = fields.keys.sorted().map { "$" + $0 }.joined(separator: " ")
        var reply = changeReply("row \(r): \(names) changed" + (reload ? ", reloaded" : ""), report)
        if !reload, !table.isInBatch {
            reply += "\n(not reloaded: the row keeps its height; table invalidate row \(r) reloads it, as reloadRows)"
        }
        return reply
    }

    /// A typed value as a data file would give it: a number, true, false, null, or text
    /// (always text when quoted).
    static func fieldValue(_ text: String, quoted: Bool) -> FieldValue {
        if quoted { return .string(text) }
        switch text {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        default: break
        }
        if let n = Double(text), n.isFinite { return .number(n) }
        return .string(text)
    }

    /// `table batch begin|end`
    func tableBatch(_ invocation: Invocation) throws(SourceError) -> String {
        let t = table
        if invocation.arguments.has("begin") {
            guard !t.isInBatch else { throw invocation.error("a batch is open already: table batch end", at: invocation.context.words[2]) }
            t.beginBatch()
            return "batch open: changes are laid out at table batch end"
        }
        guard t.isInBatch else { throw invocation.error("no batch is open: table batch begin", at: invocation.context.words[2]) }
        let before = t.jumps.count
        guard let report = t.endBatch() else { return "" }
        return ([FrameText.line(report)] + t.jumps.dropFirst(before).map(JumpText.line)).joined(separator: "\n")
    }


    /// `table prefetch [on [N]|off]`
    func tablePrefetch(_ invocation: Invocation) throws(SourceError) -> String {
        let a = invocation.arguments, t = table
        if a.has("on") {
            t.setPrefetch(distance: a.integer("N") ?? 10)
            return t.sizing.usesEstimates ? "" : "prefetching is on, but \(t.sizing) knows every height already: it prefetches with estimated or selfsizing"
        }
        if a.has("off") {
            t.setPrefetch(distance: nil)
            return ""
        }
        return "prefetch: " + (t.prefetchDistance.map { "on, \($0) rows ahead" } ?? "off") + " (set with: table prefetch on [N]|off)"
    }

    /// `table jumps [N] [--json]`
    func tableJumps(count: Int, json asJSON: Bool) -> String {
        let jumps = table.jumps.suffix(count)
        if asJSON { return ReportText.json(.array(jumps.map(\.report))).rendered() }
        guard !jumps.isEmpty else { return "no jumps: nothing moved the offset or the screen without a scroll" }
        let stats = table.stats
        func times(_ n: Int) -> String { n == 1 ? "once" : "\(n) times" }
        let total = "in all: offset corrected \(times(stats.corrections)) (\(show(stats.totalCorrection)) pt), "
            + "screen moved \(times(stats.screenJumps)) (\(show(stats.totalScreenJump)) pt)"
        return (jumps.map(JumpText.line) + [total]).joined(separator: "\n")
    }

    /// What a change did: the words, then the frame and its jumps (or that a batch holds it).
    private func changeReply(_ what: String, _ report: FrameReport?) -> String {
        guard let report else { return table.isInBatch ? what + " (in the batch)" : what }
        let jumps = table.jumps.reversed().prefix { $0.frame == report.frame }.reversed()
        return ([what, FrameText.line(report)] + jumps.map(JumpText.line)).joined(separator: "\n")
    }

    /// Refuses a row the table does not have.
    private func existingRow(_ r: Int, _ word: Word, _ context: LineContext) throws(SourceError) {
        guard r < table.rowCount else {
            let has = table.rowCount == 0 ? "the table has no rows yet (table data …)" : "the rows are 0 to \(table.rowCount - 1)"
            throw context.error("there is no row \(r): \(has)", at: word)
        }
    }
}
