import TableSim

extension Workspace {
    /// Where a data change went: the frame it took with that frame's jumps, or the open batch
    /// that holds it (no frame: nothing to lay out).
    func placement(of report: FrameReport?) -> RowChange.Placement {
        guard let report else { return table.isInBatch ? .inBatch : .noFrame }
        let jumps = table.jumps.reversed().prefix { $0.frame == report.frame }.reversed()
        return .frame(ChangeFrame(frame: report, jumps: Array(jumps)))
    }

    /// Refuses a row the table does not have.
    func existingRow(_ r: Int, _ word: Word, _ context: LineContext) throws(SourceError) {
        guard r < table.rowCount else {
            let has = table.rowCount == 0 ? "the table has no rows yet (table data …)" : "the rows are 0 to \(table.rowCount - 1)"
            throw context.error("there is no row \(r): \(has)", at: word)
        }
    }
}
