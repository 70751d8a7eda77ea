import TableSim

/// `table precompute`: what working every height out ahead of time did.
extension PrecomputeReport: Outcome {
    static let jsonKeys = [
        JSONKey("rows", "rows sized"), JSONKey("threads", "threads used"), JSONKey("solves", "layouts solved, over all threads"),
        JSONKey("memoHits", "heights the memo answered, over all threads"), JSONKey("ms", "how long it took, with timing on; else null"),
        JSONKey("interrupted", "true when Ctrl-C stopped it (no height was kept)"),
    ]

    func text(_ printer: OutcomePrinter) -> String { ReportText.human(report) }
    func json(_ printer: OutcomePrinter) -> JSON { ReportText.json(report) }
}
