import TableSim

extension DataOrigin {
    /// Where the rows come from, as `table stats` says it: `file (2000 rows, csv)`,
    /// `messages 300 seed=3`.
    var words: String {
        switch self {
        case .file(let name, let rows, let format): return "\(name ?? "file") (\(rows) rows, \(format.rawValue))"
        case .generated(let kind, let count, let seed): return "\(kind.rawValue) \(count) seed=\(seed)"
        case .texts(let count): return "\(count) texts"
        case .rows: return "rows"
        }
    }
}
