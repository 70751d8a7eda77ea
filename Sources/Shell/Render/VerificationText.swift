import Notation
import TableSim

/// `table verify` written for people: a summary line, and the rows that differ (or the one row
/// asked for) with why.
enum VerificationText {
    static func lines(_ result: TableVerification) -> (summary: String, rows: [String]) {
        let differing = result.differing
        let compared = result.rows.filter { $0.fresh != nil }.count
        let withoutTemplate = result.rows.count - compared
        var summary = "verified \(compared) row\(compared == 1 ? "" : "s"): \(differing.count) differ\(differing.count == 1 ? "s" : "")"
        if withoutTemplate > 0 {
            summary += "; \(withoutTemplate) without a template, not checked (they have UIKit's default 44)"
        }
        if result.unchecked > 0 { summary += "; interrupted: \(result.unchecked) not checked" }
        // One row asked for is shown whether or not it differs; otherwise the rows that differ.
        let shown = result.rows.count == 1 ? result.rows : differing
        var lines: [String] = []
        if !shown.isEmpty {
            var table = TextTable(["row", "table", "fresh", "difference", "why"], numeric: [0, 1, 2, 3])
            for r in shown.prefix(40) {
                table.add([String(r.row), show(r.table), r.fresh.map(show) ?? "-", r.fresh.map { show(r.table - $0) } ?? "-",
                           r.reason.map(reason) ?? (r.fresh == nil ? "no template: not checked" : "the same")])
            }
            lines += table.rendered(style: .plain).split(separator: "\n").map(String.init)
            if shown.count > 40 { lines.append("… and \(shown.count - 40) more (table verify --json lists every row)") }
        }
        return (summary, lines)
    }

    /// Why a row differs, in a few words.
    static func reason(_ reason: RowVerification.Reason) -> String {
        switch reason {
        case .fixedHeight(let h): return "fixed row height \(formatNumber(h))"
        case .manualFormula(let check): return manual(check)
        case .estimate(let e): return "estimate \(formatNumber(e)): not sized yet"
        case .cached(let entry, .id): return "cached for id \(entry) before this data: not invalidated"
        case .cached(let entry, .index):
            return "cached by index path (row \(entry.dropFirst())): made for the row there before rows were inserted, deleted or moved, or before its data changed"
        case .cached(let entry, .class):
            return "cached for the \(entry.dropFirst(6)) cell class: the height of the first such row sized, not this one's"
        case .changedWithoutReload: return "its data changed without reloadRows: the height is its old data's (table invalidate row R)"
        case .stalePrecomputed: return "precomputed for another width, text size or data"
        case .heightNotDecided:
            return "no constraints tie the content view's top to its bottom: no layout decides this height (self-sizing: UIKit's 44; a fitting size: 0)"
        case .sizingCellWidth(let w):
            return "the sizing cell stays \(formatNumber(w)) wide (no flexible-width autoresizing mask): its heights are for that width"
        case .textSizeNotObserved(let c):
            return "the text size is \(c.name) and the app has not reloaded (it does not observe the change)"
        case .interruptedReload: return "the reload was interrupted before this row"
        case .notReloaded: return "the table has not reloaded since it changed"
        case .conflict(let ids):
            return "conflict at this width: the table breaks " + ids.joined(separator: ", ")
                + ", a fitting size gives up the width"
        case .unexplained: return "unexplained: a defect of Trellis (please report it)"
        }
    }

    /// Where a hand-written formula parts from the layout: each label it measured otherwise
    /// than the layout lays it out, or the separator it leaves out, or (all measured alike)
    /// its arithmetic.
    static func manual(_ check: FormulaCheck) -> String {
        if check.leavesOutSeparator {
            return "manual: the formula leaves out the \(formatNumber(check.layoutHeight - check.formulaHeight)) pt separator (add + separator)"
        }
        guard !check.drifts.isEmpty else {
            let difference = check.formulaHeight - check.layoutHeight
            let by = "\(formatNumber(abs(difference))) pt \(difference > 0 ? "more" : "less") than the layout"
            return check.measured == 0
                ? "manual: the formula measures no label, and gives \(by)"
                : "manual: each label measured as laid out; the formula's other terms give \(by)"
        }
        return "manual: " + check.drifts.map { d -> String in
            let m = d.formula
            let measured = m.width.map { "measured at \(formatNumber($0)) wide" } ?? "measured on one line"
            let formula = "\(measured), \(lines(m.lines)) (\(formatNumber(m.height)))"
            guard let w = d.layoutWidth, let h = d.layoutHeight else { return "\(d.label) \(formula), is not laid out in this row" }
            let layoutLines = d.layoutLines.map { lines($0) + ", " } ?? ""
            return "\(d.label) \(formula); laid out \(formatNumber(w)) wide, \(layoutLines)\(formatNumber(h))"
        }.joined(separator: "; ")
    }

    private static func lines(_ n: Int) -> String { n == 1 ? "1 line" : "\(n) lines" }

    /// The report for programs: the simulator's, with why each row differs in words.
    static func json(_ result: TableVerification) -> JSON {
        guard case .object(var fields) = result.report, let i = fields.firstIndex(where: { $0.key == "rows" }) else {
            return ReportText.json(result.report)
        }
        fields[i] = ReportValue.Field("rows", .array(result.rows.map { row in
            guard case .object(let f) = row.report else { return row.report }
            return .object(f + [ReportValue.Field("why", row.reason.map { .string(reason($0)) } ?? .null)])
        }))
        return ReportText.json(.object(fields))
    }
}

extension TableVerification: Outcome {
    static let jsonKeys = [
        JSONKey("verified", "rows laid out afresh and compared"), JSONKey("differ", "rows whose height differs"),
        JSONKey("withoutTemplate", "rows no template claims (not verified)"), JSONKey("unchecked", "rows Ctrl-C left unchecked"),
        JSONKey("rows", "each row verified"), JSONKey("row", "the row"), JSONKey("table", "the height the table has"),
        JSONKey("fresh", "a fresh layout's height, or null"), JSONKey("difference", "table − fresh, or null"),
        JSONKey("reason", "why they differ, as a name, or null"), JSONKey("why", "why they differ, in words, or null"),
    ]

    /// The rows that differ, then the summary (a verification that found a difference is an
    /// error, raised by the command: its text goes under the message).
    func text(_ printer: OutcomePrinter) -> String {
        let (summary, lines) = VerificationText.lines(self)
        return (lines + [summary]).joined(separator: "\n")
    }

    func json(_ printer: OutcomePrinter) -> JSON { VerificationText.json(self) }
}
