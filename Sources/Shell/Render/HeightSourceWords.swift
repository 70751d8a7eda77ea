import TableSim

extension HeightSource {
    /// What answered a row's height, as `table show` and `table log` name it (text and JSON).
    var words: String {
        switch self {
        case .fixed: return "fixed"
        case .sized: return "sized"
        case .memo: return "memo"
        case .cache: return "cache"
        case .manual: return "manual"
        case .precomputed: return "precomputed"
        case .selfSized: return "self-sized"
        case .estimate: return "estimate"
        case .noTemplate: return "no template"
        case .prefetched: return "prefetched"
        }
    }
}
