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
                           r.reason?.description ?? (r.fresh == nil ? "no template: not checked" : "the same")])
            }
            lines += table.rendered(style: .plain).split(separator: "\n").map(String.init)
            if shown.count > 40 { lines.append("… and \(shown.count - 40) more (table verify --json lists every row)") }
        }
        return (summary, lines)
    }
}
