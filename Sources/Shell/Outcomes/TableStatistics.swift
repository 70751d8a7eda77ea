import TableSim

/// `table stats`: the table's counters and the table as a whole; with `--solver`, what the
/// simulator itself costs. `clear` answers that the counters started again.
enum TableStatistics {
    case counters(TableStats, TableSummary, solverCost: Bool)
    case cleared
}
