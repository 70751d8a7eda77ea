import Layout
import TableSim

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Workspace {
    static let tableVerbs = ["data", "cell", "cells", "size", "sizing", "separator", "reload", "scroll", "fling", "invalidate",
                             "show", "stats", "log", "chart", "draw", "export", "precompute", "verify", "memo"]

    /// `table …`: the virtual table (DESIGN.md, section 5).
    func tableCommand(_ context: LineContext) throws(SourceError) -> String {
        let words = context.words
        guard words.count >= 2 else {
            throw context.error("usage: table data|cell|size|sizing|reload|scroll|fling|invalidate|show|stats|log|draw … (help table)")
        }
        let verb = words[1]
        let rest = Array(words.dropFirst(2))
        // The cells follow the views: edits made since `table cell` reach the templates first.
        let notes = verb.text == "cell" || verb.text == "data" ? [] : recaptureChangedTemplates()
        let output = try tableVerb(verb, rest, context)
        return (notes + [output]).filter { !$0.isEmpty }.joined(separator: "\n")
    }

    private func tableVerb(_ verb: Word, _ rest: [Word], _ context: LineContext) throws(SourceError) -> String {
        do {
            switch verb.text {
            case "data": return try tableData(rest, context)
            case "cell":
                if rest.first?.text == "remove", rest.count >= 2 ? !rest[1].text.contains("=") : scene.views["remove"] == nil {
                    return try tableCellRemove(Array(rest.dropFirst()), context)
                }
                return try tableCell(rest, context)
            case "cells": return try tableCells(rest, context)
            case "verify": return try tableVerify(rest, context)
            case "memo": return try tableMemo(rest, context)
            case "size":
                let usage = "usage: table size WIDTHxHEIGHT (each from 1 to 10,000 points), as table size 320x568"
                guard let word = rest.first else { throw context.error(usage, at: verb) }
                if rest.count > 1 { throw context.error(usage, at: rest[1]) }
                guard let size = parseSize(word.text), size.width <= 10_000, size.height <= 10_000 else {
                    throw context.error(usage, at: word)
                }
                guard size.width > 0, size.height > 0 else {
                    throw context.error("a table's width and height are above 0, as table size 320x568", at: rest[0])
                }
                // Width and height together, in one frame, as a rotation does.
                let t = table
                return t.viewport == size ? "" : frameLine(t.resize(to: size))
            case "sizing":
                do {
                    table.sizing = try SizingStrategy(parsing: rest.map(\.text))
                } catch {
                    guard case .syntax(let message, let offset) = error else { throw error }
                    throw rest.isEmpty ? context.error(message, at: verb) : context.error(message, in: rest, atJoinedOffset: offset)
                }
                return ""
            case "separator":
                guard rest.count == 1, let h = Double(rest[0].text), h >= 0, h <= 100 else {
                    throw context.error("usage: table separator HEIGHT (0 to 100 points; 1 by default)")
                }
                return frameLine(table.setSeparatorHeight(h))
            case "reload":
                if let extra = rest.first { throw context.error("table reload takes no words", at: extra) }
                let line = frameLine(table.reload())
                return table.lastReloadWasCancelled
                    ? line + "\n(interrupted: the rows not asked have the default height; the next command that lays the rows out (reload, scroll, fling, invalidate, size, separator, textsize) asks them again)"
                    : line
            case "scroll": return try tableScroll(rest, context)
            case "fling":
                guard rest.count == 1, let v = Double(rest[0].text), v.isFinite else {
                    throw context.error("usage: table fling VELOCITY (points a second, negative upwards)")
                }
                let start = table.contentOffset
                return framesLine(table.fling(velocity: v), from: start)
            case "invalidate": return try tableInvalidate(rest, context)
            case "show":
                if let extra = rest.first(where: { $0.text != "--json" }) ?? (rest.count > 1 ? rest[1] : nil) {
                    throw context.error("usage: table show [--json]", at: extra)
                }
                return tableShow(json: !rest.isEmpty)
            case "stats": return try tableStats(rest, context)
            case "log":
                let events = table.events
                let numbers = rest.filter { $0.text != "--json" }
                if let bad = numbers.first(where: { Int($0.text).map { $0 < 1 } ?? true }) {
                    throw context.error("usage: table log [N] [--json] (N: how many events, 40 by default)", at: bad)
                }
                let count = numbers.first.flatMap { Int($0.text) } ?? 40
                if rest.contains(where: { $0.text == "--json" }) { return json(.array(events.suffix(count).map(\.report))).rendered() }
                return events.isEmpty ? "no events yet (table reload)" : events.suffix(count).map(\.description).joined(separator: "\n")
            case "chart": return tableChart()
            case "export": return try tableExport(rest, context)
            case "draw":
                if rest.isEmpty { return tableDrawScreen() }
                guard rest.count == 1, let row = Int(rest[0].text) else { throw context.error("usage: table draw [ROW]") }
                guard let snapshot = table.cellSnapshot(row: row) else {
                    throw context.error("row \(row) is not on screen (table show lists the rows on screen)", at: rest[0])
                }
                return TerminalRenderer(width: terminalWidth, colour: style.color).render(snapshot)
            case "precompute":
                guard rest.count <= 1, let threads = rest.first.map({ Int($0.text.replacingPrefix("threads=")) }) ?? 1,
                      (1...64).contains(threads) else {
                    throw context.error("usage: table precompute [threads=N] (N from 1 to 64)", at: rest.first ?? verb)
                }
                return human(table.precomputeHeights(threads: threads).report)
            default:
                let hint = closestName(to: verb.text, in: Workspace.tableVerbs).map { " (did you mean '\($0)'?)" } ?? ""
                throw context.error("'\(verb.text)' is not a table command\(hint)", at: verb)
            }
        } catch let error as SourceError {
            throw error
        } catch let error as TemplateError {
            throw context.error(error.description, at: rest.first ?? verb)
        } catch {
            throw context.error("\(error)", at: verb)
        }
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

    private func tableData(_ words: [Word], _ context: LineContext) throws(SourceError) -> String {
        guard let kind = words.first else { throw context.error("usage: table data sentences|messages|quotes N [seed=S], or table data file PATH") }
        if kind.text == "file" {
            guard words.count >= 2 else { throw context.error("usage: table data file PATH [skip|refuse]") }
            if let bad = words.dropFirst(2).enumerated().first(where: { $0.offset > 0 || !["skip", "refuse"].contains($0.element.text) }) {
                throw context.error("usage: table data file PATH [skip|refuse] (what to do with a malformed line)", at: bad.element)
            }
            let path = resolve(words[1].text)
            guard let text = readTextFile(path) else { throw context.error("cannot read '\(words[1].text)': \(readFailureReason(path))", at: words[1]) }
            let policy: MalformedLinePolicy = words.count > 2 && words[2].text == "refuse" ? .refuse : .skip
            let parsed: ParsedRows
            do { parsed = try RowParser.parse(text, format: DataFormat(fileName: path), policy: policy) } catch {
                throw context.error("\(error)", at: words[1])
            }
            table.setData(parsed.rows)
            let issues = parsed.issues.prefix(10).map { "  \(words[1].text):\($0)" }
            let more = parsed.issues.count > 10 ? ["  … and \(parsed.issues.count - 10) more"] : []
            let rows = parsed.rows.count == 1 ? "1 row" : "\(parsed.rows.count) rows"
            let fields = parsed.rows.fieldNames.isEmpty ? "" : ", fields: " + parsed.rows.fieldNames.map { "$" + $0 }.joined(separator: " ")
            return (["\(rows) from \(words[1].text)\(fields)" + (parsed.issues.isEmpty ? "" : "; about some lines:")]
                    + issues + more).joined(separator: "\n")
        }
        guard let generator = GeneratedRows.Kind(rawValue: kind.text) else {
            let names = GeneratedRows.Kind.allCases.map(\.rawValue) + ["file"]
            let hint = closestName(to: kind.text, in: names).map { " (did you mean '\($0)'?)" } ?? ""
            throw context.error("'\(kind.text)' is not a data source\(hint): \(names.joined(separator: ", "))", at: kind)
        }
        guard words.count >= 2 else { throw context.error("how many rows? as table data \(kind.text) 2000 seed=7") }
        guard let count = Int(words[1].text), count >= 0, count <= 10_000_000 else {
            throw context.error("the number of rows is a whole number from 0 to 10,000,000", at: words[1])
        }
        var seed: UInt64 = 1
        for w in words.dropFirst(2) {
            guard w.text.hasPrefix("seed="), let s = UInt64(w.text.dropFirst(5)) else { throw context.error("expected seed=NUMBER", at: w) }
            seed = s
        }
        let rows = GeneratedRows(generator, count: count, seed: seed)
        table.setData(rows)
        return "\(count) \(kind.text), fields: " + rows.fieldNames.map { "$" + $0 }.joined(separator: " ")
    }

    private func tableScroll(_ words: [Word], _ context: LineContext) throws(SourceError) -> String {
        let usage = "usage: table scroll to Y | by DY [over N] | row R"
        guard words.count >= 2, let amount = Double(words[1].text), amount.isFinite else { throw context.error(usage) }
        if words[0].text != "by", words.count > 2 {
            throw context.error("'over' goes with scroll by; \(usage)", at: words[2])
        }
        switch words[0].text {
        case "to": return frameLine(table.scroll(to: amount))
        case "row":
            let target = try tableRow(words[1], context, allowingEmpty: true)
            let line = frameLine(table.scroll(toRow: target))
            guard table.rowCount > 0, !table.visibleRows.contains(where: { $0.row == target }) else { return line }
            // UIKit's scrollToRow misses the same way: the offset is chosen from estimates, and
            // the actual heights of the rows laid out then push the row away.
            return line + "\n(row \(target) is not on screen: the offset was chosen from estimated heights, and the\n"
                + " actual heights of the rows laid out moved it, as UIKit's scrollToRow can; scroll to it again)"
        case "by":
            var frames = 1
            if words.count == 4, words[2].text == "over" {
                guard let n = Int(words[3].text), n >= 1, n <= 10_000 else {
                    throw context.error("over N frames: N is a whole number from 1 to 10000", at: words[3])
                }
                frames = n
            } else if words.count != 2 { throw context.error(usage, at: words.count > 4 ? words[4] : words[2]) }
            // Frame by frame, so that Ctrl-C can stop a long scroll.
            let start = table.contentOffset
            var reports: [FrameReport] = []
            let step = amount / Double(frames)
            for _ in 0..<frames {
                reports += table.scroll(by: step, frames: 1)
                if lineWasInterrupted || checkInterrupt() {
                    return framesLine(reports, from: start) + "\n(interrupted after \(reports.count) of \(frames) frames)"
                }
            }
            return framesLine(reports, from: start)
        default: throw context.error(usage, at: words[0])
        }
    }

    private func tableInvalidate(_ words: [Word], _ context: LineContext) throws(SourceError) -> String {
        guard let first = words.first else { throw context.error("usage: table invalidate all | row R | rows R,R,…") }
        switch first.text {
        case "all": return frameLine(table.invalidate(.all))
        case "row":
            guard words.count == 2 else { throw context.error("usage: table invalidate row R") }
            return frameLine(table.invalidate(.row(try tableRow(words[1], context))))
        case "rows":
            guard words.count >= 2 else { throw context.error("usage: table invalidate rows 3,7,12") }
            var rows: [Int] = []
            for word in words.dropFirst() {
                var offset = 0
                for piece in word.text.split(separator: ",", omittingEmptySubsequences: false) {
                    let part = Word(text: String(piece), column: word.column + offset, length: piece.count, isQuoted: false)
                    offset += piece.count + 1
                    if piece.isEmpty { continue }
                    rows.append(try tableRow(part, context))
                }
            }
            guard !rows.isEmpty else { throw context.error("usage: table invalidate rows 3,7,12") }
            return frameLine(table.invalidate(.rows(rows)))
        default: throw context.error("usage: table invalidate all | row R | rows R,R,…", at: first)
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

    private func tableShow(json asJSON: Bool) -> String {
        let rows = table.visibleRows
        if asJSON { return json(.array(rows.map(\.report))).rendered() }
        if rows.isEmpty {
            if table.rowCount > 0, !table.templates.isEmpty, table.isReloadDue {
                return "no rows on screen: the data, the templates or the sizing changed since the last reload "
                    + "(table reload, or a scroll, lays them out again)"
            }
            return "no rows on screen (table data …, table cell …, table reload)"
        }
        var t = TextTable(["row", "y", "on screen", "estimate", "actual", "cell", "how"], numeric: [0, 1, 2, 3, 4])
        for r in rows {
            t.add([String(r.row), show(r.y), show(r.screenY), r.estimate.map(show) ?? "-", r.actual.map(show) ?? "-",
                   r.cell, "\(r.origin.rawValue), \(r.heightSource.rawValue)"])
        }
        let s = table.summary()
        return t.rendered(style: style) + "\noffset \(show(s.contentOffset)) of \(show(s.contentHeight)) (\(s.sizing))"
    }

    /// One frame, in a line.
    func frameLine(_ f: FrameReport) -> String {
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
    func framesLine(_ frames: [FrameReport], from start: Double) -> String {
        guard let last = frames.last else { return "no frames" }
        let appeared = frames.reduce(0) { $0 + $1.rowsAppeared }
        let requests = frames.reduce(0) { $0 + $1.heightRequests }
        let corrections = frames.reduce(0) { $0 + $1.corrections }
        let largest = frames.map { abs($0.correction) }.max() ?? 0
        var text = "\(frames.count) frame\(frames.count == 1 ? "" : "s"): offset \(show(start)) → \(show(last.offset)), \(appeared) row\(appeared == 1 ? "" : "s") appeared, \(requests) height request\(requests == 1 ? "" : "s")"
        if corrections > 0 { text += ", \(corrections) offset corrections (largest frame \(show(largest)))" }
        let timed = frames.compactMap(\.nanoseconds)
        if !timed.isEmpty {
            let ms = timed.map { Double($0) / 1_000_000 }
            text += ", slowest frame \(show(ms.max() ?? 0)) ms, \(ms.filter { $0 > 16.7 }.count) over 16.7 ms, \(ms.filter { $0 > 8.3 }.count) over 8.3 ms"
        }
        return text
    }

    /// `timing on|off`: measure frames with the monotonic clock (figures vary: sessions mask them).
    func timingCommand(_ context: LineContext) throws(SourceError) -> String {
        try context.expectCount(1...2, usage: "timing on|off")
        guard context.words.count == 2 else { return "timing: \(timing ? "on" : "off") (set with: timing on|off)" }
        guard ["on", "off"].contains(context.words[1].text) else {
            throw context.error("timing is on or off", at: context.words[1])
        }
        timing = context.words[1].text == "on"
        if timing { tableView?.clock = { monotonicNanoseconds() } } else { tableView?.clock = nil }
        return ""
    }

    func json(_ value: ReportValue) -> JSON {
        switch value {
        case .int(let i): return .number(Double(i))
        case .number(let n): return .number(n)
        case .string(let s): return .string(s)
        case .bool(let b): return .bool(b)
        case .null: return .null
        case .array(let items): return .array(items.map(json))
        case .object(let fields): return .object(fields.map { ($0.key, json($0.value)) })
        }
    }

    /// A report for people: `key: value` lines, nested objects indented.
    func human(_ value: ReportValue, indent: String = "") -> String {
        guard case .object(let fields) = value else { return indent + scalar(value) }
        return fields.map { field -> String in
            switch field.value {
            case .object: return indent + field.key + ":\n" + human(field.value, indent: indent + "  ")
            case .array(let items) where items.contains(where: { if case .object = $0 { return true }; return false }):
                return indent + field.key + ":\n" + items.map { human($0, indent: indent + "  ") }.joined(separator: "\n")
            default: return indent + field.key + ": " + scalar(field.value)
            }
        }.joined(separator: "\n")
    }

    private func scalar(_ value: ReportValue) -> String {
        switch value {
        case .int(let i): return String(i)
        case .number(let n): return show(n)
        case .string(let s): return s
        case .bool(let b): return b ? "yes" : "no"
        case .null: return "-"
        case .array(let items): return items.map(scalar).joined(separator: ", ")
        case .object: return human(value)
        }
    }
}

/// Nanoseconds from the monotonic clock (only behind `timing on`).
func monotonicNanoseconds() -> UInt64 {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return UInt64(t.tv_sec) &* 1_000_000_000 &+ UInt64(t.tv_nsec)
}

extension String {
    func replacingPrefix(_ prefix: String) -> String { hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self }
}
