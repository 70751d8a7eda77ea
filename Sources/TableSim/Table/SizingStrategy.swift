import Notation
/// How a table finds its rows' heights: the history of the technique, each switchable.
///
/// Heights here are *row* heights: the cell's height plus the table's separator (as UIKit adds
/// the separator to each row, and as a delegate that sizes a prototype cell adds it).
public enum SizingStrategy: Sendable, Equatable {
    /// `rowHeight = h`: every row the same, no height requests.
    case fixed(Double)
    /// `heightForRowAt` sizes a prototype cell for every request: a reload asks every row,
    /// and each row is asked again as it comes on screen. Nothing is cached.
    case prototype
    /// The same requests, answered from a height cache keyed by the row's identity
    /// (`$id`): sized on a miss, cleared by invalidation and by a change of width or text size.
    case cached
    /// `estimatedRowHeight` (or a per-row estimate) and `heightForRowAt` through a prototype
    /// cell, asked only for rows about to appear, once each until a reload or invalidation;
    /// with `cached`, answered from the height cache when it can.
    case estimated(Estimate, cached: Bool)
    /// Automatic dimension: no `heightForRowAt`; the cell dequeued for a row sizes itself
    /// (its constraints decide), once per row until a reload or invalidation.
    case selfSizing(Estimate)
    /// `heightForRowAt` written by hand: a formula over the row's fields and its labels'
    /// measured text, no layout and no solver (``HeightFormula``).
    case manual(HeightFormula)
    /// Every row's height computed ahead of time on `threads` threads, each with its own
    /// sizing cell, then served like fixed per-row heights.
    case precomputed(threads: Int)

    /// Whether the table lays out with estimates until rows appear.
    public var usesEstimates: Bool {
        switch self {
        case .estimated, .selfSizing: return true
        default: return false
        }
    }

    /// The estimate, for strategies that have one.
    public var estimate: Estimate? {
        switch self {
        case .estimated(let e, _), .selfSizing(let e): return e
        default: return nil
        }
    }

    /// Whether heights go through the height cache keyed by row identity.
    public var usesCache: Bool {
        switch self {
        case .cached: return true
        case .estimated(_, let cached): return cached
        default: return false
        }
    }
}

/// An estimated row height.
public enum Estimate: Sendable, Equatable, CustomStringConvertible {
    /// The same for every row (`estimatedRowHeight`).
    case constant(Double)
    /// Per row: the smallest height of the template the row uses (its fitted height with every
    /// field empty), plus the separator. Asked for every row at a reload, as UIKit asks
    /// `estimatedHeightForRowAt`.
    case templateMinimum
    /// The mean of the actual heights the table has measured so far (44 before the first):
    /// an estimate that learns from the data, as apps compute `estimatedRowHeight` from it.
    case runningMean
    /// The height the row had when it was last sized while this is the estimate (kept by the
    /// row's identity through reloads, as apps cache it for `estimatedHeightForRowAt`); 44 for
    /// a row never sized.
    /// The usual cure for a table that jumps when scrolled back up after a reload.
    case seen
    /// A function of the row's fields (`$text.length*0.4+40`).
    case function(EstimateFunction)

    public var description: String {
        switch self {
        case .constant(let h): return formatNumber(h)
        case .templateMinimum: return "min"
        case .runningMean: return "mean"
        case .seen: return "seen"
        case .function(let f): return f.description
        }
    }

    /// Whether the estimate is worked out row by row (asked for every row at a reload).
    public var isPerRow: Bool {
        switch self {
        case .constant, .runningMean: return false
        case .templateMinimum, .seen, .function: return true
        }
    }
}
