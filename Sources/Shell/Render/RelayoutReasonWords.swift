import Notation
import TableSim

extension RelayoutReason {
    /// Why every row was sized again, as `table log`, `table events --json` and a jump's
    /// causes say it: `reload`, `invalidate all`, `width 375`, `text size large`.
    var words: String {
        switch self {
        case .reload: return "reload"
        case .invalidateAll: return "invalidate all"
        case .width(let w): return "width \(formatNumber(w))"
        case .textSize(let category): return "text size \(category.name)"
        }
    }
}

extension TableEvent.Kind {
    /// The rows an `invalidate` event forgot, in the command's notation (`row 3`, `rows 1,4`,
    /// `all`), with why when every row was (`all (width 375)`); nil for other events.
    var invalidatedRows: String? {
        guard case .invalidate(let which, let reason) = self else { return nil }
        return which.description + (reason.map { " (\($0.words))" } ?? "")
    }
}
