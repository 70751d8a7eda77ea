import Notation
import TableSim

/// How heights are found, in the words `table sizing` takes: `fixed 44`, `prototype`, `cached`,
/// `estimated estimate=44`, `selfsizing estimate=min`, `manual 8 + textHeight(body, width - 16)`,
/// `precomputed threads=2`; with a cache keyed by other than the id, `key=…` after it.
enum SizingText {
    static func text(_ strategy: SizingStrategy, cacheKey: HeightCacheKey = .id) -> String {
        let words: String
        switch strategy {
        case .fixed(let h): words = "fixed \(formatNumber(h))"
        case .prototype: words = "prototype"
        case .cached: words = "cached"
        case .estimated(let e, let cached): words = "estimated estimate=\(e)" + (cached ? " cache=on" : "")
        case .selfSizing(let e): words = "selfsizing estimate=\(e)"
        case .manual(let f): words = "manual \(f)"
        case .precomputed(let threads): words = "precomputed threads=\(threads)"
        }
        return words + (strategy.usesCache && cacheKey != .id ? " key=\(cacheKey)" : "")
    }
}
