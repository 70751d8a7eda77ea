import TableSim

/// `table show` written for people (a row a line, then where the screen is in the table) and
/// for programs.
extension VisibleRows: Outcome {
    static let jsonKeys = [
        JSONKey("row", "the row's index"), JSONKey("id", "the row's $id"),
        JSONKey("y", "its top in the content"), JSONKey("screenY", "its top on screen"), JSONKey("height", "its height"),
        JSONKey("estimate", "the estimate it was given, or null"), JSONKey("actual", "the height it was asked for, or null"),
        JSONKey("cell", "the cell showing it"), JSONKey("reuseIdentifier", "its template's reuse identifier"),
        JSONKey("origin", "where its cell came from: created, reused (from the pool) or kept (on screen before)"),
        JSONKey("heightSource", "what answered its height: fixed, sized, memo, cache, manual, precomputed, self-sized, estimate, …"),
    ]

    func json(_ printer: OutcomePrinter) -> JSON { ReportText.json(.array(rows.map(\.report))) }

    func text(_ printer: OutcomePrinter) -> String {
        let s = summary
        if rows.isEmpty {
            if reloadIsDue {
                return "no rows on screen: the data, the templates or the sizing changed since the last reload "
                    + "(table reload, or a scroll, lays them out again)"
            }
            return "no rows on screen (table data …, table cell …, table reload)"
        }
        var t = TextTable(["row", "y", "on screen", "estimate", "actual", "cell", "how"], numeric: [0, 1, 2, 3, 4])
        for r in rows {
            t.add([String(r.row), show(r.y), show(r.screenY), r.estimate.map(show) ?? "-", r.actual.map(show) ?? "-",
                   r.cell, "\(r.origin.rawValue), \(r.heightSource.words)"])
        }
        return t.rendered(style: printer.style) + "\noffset \(show(s.contentOffset)) of \(show(s.contentHeight)) (\(SizingText.text(s.sizing, cacheKey: s.cacheKey)))"
    }
}
