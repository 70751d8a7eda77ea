/// What a column of the tableau stands for.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality: never negative.
    case slack
    /// The error of a non-required constraint: never negative, and costs in its priority level
    /// (`SymbolInfo.cost`).
    case error
    /// The marker of a required equality: pinned at zero, never enters the basis.
    case dummy
    /// The objective row of a phase one (see `SolverCore.addWithArtificialVariable`). The
    /// lexicographic objective itself has no rows: see `SolverCore.costSign`.
    case objective
    /// Phase-one helper for a required equality that has no easy subject.
    case artificial
    /// A fixed combination of dummy markers (and older aggregates), which is always zero. A row
    /// about to be substituted into several rows hands its markers to a new aggregate and
    /// mentions the aggregate instead, so that each of those rows gains one term, not every
    /// marker (see `SolverCore.aggregateMarkers`). Its row is that combination; it is never
    /// substituted into, and never enters the basis.
    case aggregate
}

/// One symbol of the tableau: its kind, and (when it is basic) its row; (always) its column.
struct SymbolInfo {
    var kind: SymbolKind
    /// True when the symbol has a row: basic variables and a phase one's objective.
    var isBasic = false
    /// Whether the symbol is in `SolverCore.enteringCandidates` (its cost changed since the
    /// last optimisation looked at it). A symbol freed, or a tableau put back after a failed
    /// add, can leave a stale entry there: the optimisation checks each entry anyway.
    var isCandidate = false
    var rowHead: Int32 = -1
    var rowCount: Int32 = 0
    /// The first of this symbol's entries in `Tableau.costEntries`: what the rows of basic
    /// errors that mention it add up to, a level each (-1: none). Here, where it fills the gap
    /// before `constant`, the record stays 80 bytes.
    var costHead: Int32 = -1
    /// The row's constant: the value of a basic symbol when every parametric symbol is zero.
    var constant: Double = 0
    var colHead: Int32 = -1
    var colCount: Int32 = 0
    /// For a basic external: its place in evaluation order. Its row may refer to basic externals
    /// of lower rank only (rows are not expanded through external definitions; see `Tableau`).
    var rank: Int = 0
    /// For an external: how many terms of required constraints of two terms or more in the
    /// solver name its variable (`SolverCore.requiredBounds` keeps those of one term). At 0, a
    /// required constraint through it can hold whenever the value that satisfies it is within
    /// those bounds, and its add then needs no snapshot.
    var requiredLinks: Int32 = 0
    /// External: index of the variable. Slack, error, dummy: the constraint slot it belongs to.
    var owner: Int32 = -1
    /// For an error: the priority of its constraint, the level of the objective it counts in
    /// (with coefficient 1); 0 for every other symbol. Set through `Tableau.setCost`.
    var cost: Double = 0
    /// Scratch for `Tableau.merge`: this symbol's node in the row being merged into, valid
    /// where `stamp` matches the tableau's.
    var stamp: UInt32 = 0
    var position: Int32 = -1
    /// For a basic external: its value (see `SolverCore.evaluate`), valid while
    /// `valueGeneration` is the tableau's `valueEpoch` (epochs start at 1; a change to the row,
    /// or to a row it was evaluated from, sets it to 0).
    var value: Double = 0
    var valueGeneration: UInt64 = 0

    init(kind: SymbolKind) { self.kind = kind }

    /// Restricted symbols are never negative; only their rows take part in ratio tests.
    var isRestricted: Bool { kind != .external && kind != .objective && kind != .aggregate }
    var isPivotable: Bool { kind == .slack || kind == .error }
    /// Symbols the simplex may bring into the basis: not externals (they are basic or zero by
    /// choice of subject), not markers pinned at zero, not a phase one's objective.
    var canEnter: Bool { kind == .slack || kind == .error || kind == .artificial }
    /// Dummies and aggregates: symbols whose value is zero by definition.
    var isZeroMarker: Bool { kind == .dummy || kind == .aggregate }
}

/// One non-zero coefficient of the tableau, linked into its row and its column.
struct Node {
    var row: Int32
    var col: Int32
    var value: Double
    var rowPrev: Int32
    var rowNext: Int32
    var colPrev: Int32
    var colNext: Int32
}

/// Coefficients smaller than this are too small to pivot on or to count as a cost.
let nearZero = 1.0e-9

/// A cost at a level smaller than this is taken for zero (kiwi's epsilon). Rows keep noise of
/// about 1e-11 of the coefficients they were summed from, which `sumCancelling` cannot tell from
/// a real value once it is stored: with coefficients in the hundreds, an error's cost came out
/// as -4.8e-9 at one level, and taken for real it made two errors enter in turn for ever.
let costZero = 1.0e-8

/// A required row whose constant is smaller than this holds: phase one's test, the one for
/// a row of markers only (which must be zero), and the dual simplex's for a row it cannot
/// raise. One tolerance for equalities and inequalities alike.
let feasibilityTolerance = 1.0e-7

/// Degenerate pivots (a step of zero) that one primal optimisation makes under the steepest
/// rule before it falls back to Bland's entering rule (the lowest improving index).
let degeneratePivotsBeforeBland = 32

/// Coefficients smaller than this are dropped from a row. Much smaller than `nearZero`: a
/// chain of factors of 0.01 makes real coefficients of 1e-10, and dropping them in one row but
/// not in another leaves errors of 1e-6 in values once multiplied back. Rounding noise is
/// removed by `sumCancelling` instead, relative to the operands.
let storedZero = 1.0e-15

/// `a + b`, where a result that is only rounding noise of the operands is exactly zero:
/// 100 × 3333.0000000000005 − 333300 must cancel, though it leaves 3.7e-9, above any absolute
/// threshold that still tells small real coefficients apart. Noise is a few ulps of the larger
/// operand; anything under 1e-11 of it is taken for noise.
@inline(__always)
func sumCancelling(_ a: Double, _ b: Double) -> Double {
    let sum = a + b
    return abs(sum) <= 1e-11 * max(abs(a), abs(b)) ? 0 : sum
}
