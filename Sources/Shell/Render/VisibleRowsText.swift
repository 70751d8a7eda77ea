import TableSim

/// `table show` written for people: a row a line, then where the screen is in the table.
struct VisibleRowsText {
    let style: OutputStyle

    func text(_ rows: [VisibleRow], summary s: TableSummary, reloadDue: Bool) -> String {
        if rows.isEmpty {
            if reloadDue {
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
        return t.rendered(style: style) + "\noffset \(show(s.contentOffset)) of \(show(s.contentHeight)) (\(s.sizing))"
    }
}
