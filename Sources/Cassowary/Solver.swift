/// An incremental Cassowary solver with Auto Layout's priority model.
///
/// Add and remove constraints, make variables editable and suggest values for them; read the
/// values at any time. Each change re-optimises from the current tableau (primal simplex after an
/// add or remove, dual simplex after a suggestion); nothing is ever rebuilt.
///
/// Priorities are lexicographic: the objective has one level a priority, and a level is never
/// traded against any amount of a lower one. Within a level, the sum of the errors is
/// minimised.
///
/// A solver is a reference object used from one thread at a time; make one a thread.
public final class Solver {
    /// The state lives behind a pointer the solver owns: reached as a stored property of a
    /// class, every call would pay a dynamic exclusivity check (as much as a whole re-solve of
    /// a small cell costs).
    private let storage: UnsafeMutablePointer<SolverCore>
    /// The owner of `storage`'s memory.
    private let memory: RawStorage

    var core: SolverCore {
        unsafeAddress { UnsafePointer(storage) }
        unsafeMutableAddress { storage }
    }

    /// Counters of the work the solver has done, for benchmarks and the table simulator.
    public struct Statistics: Sendable, Equatable {
        public var constraintsAdded = 0
        public var constraintsRemoved = 0
        public var suggestions = 0
        public var pivots = 0
        /// Fresh solves: after the dual simplex stopped at its bound (see `PivotBudget`), or
        /// asked for (``Solver/solveAfresh()``).
        public var freshSolves = 0
        /// Rows rewritten by pivots (each pivot rewrites the rows that mention its entering
        /// symbol): what a pivot costs, beside how many there are.
        public var rowsRewritten = 0

        public init() {}

        /// The work of two solvers together.
        public static func + (a: Statistics, b: Statistics) -> Statistics {
            var sum = a
            sum.constraintsAdded += b.constraintsAdded
            sum.constraintsRemoved += b.constraintsRemoved
            sum.suggestions += b.suggestions
            sum.pivots += b.pivots
            sum.freshSolves += b.freshSolves
            sum.rowsRewritten += b.rowsRewritten
            return sum
        }
    }

    public init() {
        let (memory, base) = RawStorage.make(byteCount: MemoryLayout<SolverCore>.stride)
        self.memory = memory
        storage = base.bindMemory(to: SolverCore.self, capacity: 1)
        storage.initialize(to: SolverCore())
    }

    private init(core: SolverCore) {
        let (memory, base) = RawStorage.make(byteCount: MemoryLayout<SolverCore>.stride)
        self.memory = memory
        storage = base.bindMemory(to: SolverCore.self, capacity: 1)
        storage.initialize(to: core)
    }

    /// An independent solver in the same state: the same constraints (the same objects), edit
    /// variables, tableau and values. Changing one leaves the other as it was; both then
    /// answer exactly as this one would have (the same pivots, the same ties).
    public func copy() -> Solver { Solver(core: core.copy()) }

    deinit {
        // The memory goes with `memory`; the state in it is deinitialised here.
        storage.deinitialize(count: 1)
    }

    /// Counters of the work done so far.
    public var statistics: Statistics { core.statistics }

    /// How many times the required constraints have been loosened (one removed, or its
    /// constant changed). A required constraint refused when this was N is refused again,
    /// unchanged, for as long as it stays N: adding constraints only narrows what can hold.
    public var requiredRelaxations: Int { core.relaxations }

    /// The constraints in the solver, in the order they were added (edit constraints excluded).
    public var constraints: [Constraint] { core.constraints }

    public func contains(_ constraint: Constraint) -> Bool { core.contains(constraint) }

    public func hasEditVariable(_ variable: Variable) -> Bool { core.hasEditVariable(variable) }

    /// Whether any constraint or edit has mentioned the variable.
    public func knows(_ variable: Variable) -> Bool { core.variableSymbols.contains(ObjectIdentifier(variable)) }

    /// The variables that any constraint or edit has mentioned, in order of first mention.
    public var knownVariables: [Variable] { core.variables }

    /// Adds a constraint and re-optimises.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/nonFiniteNumber(_:)``,
    ///   or ``SolverError/unsatisfiable(_:conflict:)`` for a required constraint that cannot
    ///   hold with the required constraints already there; the solver is then unchanged.
    public func add(_ constraint: Constraint) throws(SolverError) {
        defer { core.solveAfreshIfUnsettled() }
        try core.add(constraint)
    }

    /// Whether a required constraint that cannot hold is reported with its conflict set (the
    /// search for a minimal set costs a solve a suspect); false reports it alone, for callers
    /// that only ask whether constraints can hold.
    public var explainsConflicts: Bool {
        get { core.explainsConflicts }
        set { core.explainsConflicts = newValue }
    }

    /// Adds a constraint when it can hold, without explaining why when it cannot (cheaper than
    /// ``add(_:)`` on failure: no conflict search). Returns whether it was added.
    public func addIfSatisfiable(_ constraint: Constraint) -> Bool {
        let explains = core.explainsConflicts
        core.explainsConflicts = false
        defer { core.explainsConflicts = explains }
        defer { core.solveAfreshIfUnsettled() }
        do {
            try core.add(constraint)
            return true
        } catch {
            return false
        }
    }

    /// Removes a constraint and re-optimises.
    public func remove(_ constraint: Constraint) throws(SolverError) { try core.remove(constraint) }

    /// Puts required equality `new` in the place of required equality `old`, of the same
    /// priority: the same constraints as removing `old` and adding `new`, at the cost of their
    /// difference (a stack tying its far edge to a new last view). Returns false, nothing
    /// changed, when `new` cannot hold or the change does not apply: remove and add then.
    public func replace(_ old: Constraint, with new: Constraint) -> Bool {
        defer { core.solveAfreshIfUnsettled() }
        return core.replace(old, with: new)
    }

    /// Removes several constraints and re-optimises once, after the last. Throws, and removes
    /// none, when one is unknown, an edit variable's, or listed twice.
    public func remove(_ constraints: [Constraint]) throws(SolverError) { try core.remove(constraints) }

    /// Makes `variable` editable at `priority` (below required), holding its current value.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        try core.addEditVariable(variable, priority: priority)
    }

    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try core.removeEditVariable(variable)
    }

    /// Suggests a value for an edit variable and re-optimises with the dual simplex.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        defer { core.solveAfreshIfUnsettled() }
        try core.suggestValue(value, for: variable)
    }

    /// Changes the constant of a constraint in place (the constraint then reads
    /// `terms + constant relation 0`) and re-optimises with the dual simplex: no rebuild.
    /// A required constraint whose new constant cannot hold is refused and left as it was.
    public func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        defer { core.solveAfreshIfUnsettled() }
        try core.updateConstant(of: constraint, to: constant)
    }

    /// Changes the priority of a constraint in place. As in UIKit, a constraint cannot change
    /// between required and optional once it is in the solver.
    public func updatePriority(of constraint: Constraint, to priority: Priority) throws(SolverError) {
        defer { core.solveAfreshIfUnsettled() }
        try core.updatePriority(of: constraint, to: priority)
    }

    /// Solves the same constraints, constants, priorities and suggestions from nothing, in the
    /// order they were added: for a caller that took a change back and wants no trace of it
    /// left in the rounding (a constraint that drove values to 1e17 and was removed again left
    /// required equalities off by hundreds). For an ambiguous layout the answer may be another
    /// of its solutions.
    public func solveAfresh() { core.solveAfresh() }

    /// The value last suggested for an edit variable (its value when made editable, before
    /// any suggestion), or nil when it is not editable.
    public func suggestedValue(for variable: Variable) -> Double? { core.edits[ObjectIdentifier(variable)]?.constant }

    /// The constant in force for a constraint (its expression's, unless updated), or nil.
    public func constant(of constraint: Constraint) -> Double? { core.records[ObjectIdentifier(constraint)]?.constant }

    /// The priority in force for a constraint, or nil when it is not in the solver.
    public func priority(of constraint: Constraint) -> Priority? { core.records[ObjectIdentifier(constraint)]?.priority }

    /// The value of a variable at the current optimum; 0 for a variable the solver never saw.
    public func value(of variable: Variable) -> Double { core.value(of: variable) }

    /// Every known variable with its value.
    public var values: [(variable: Variable, value: Double)] {
        core.variables.map { ($0, core.value(of: $0)) }
    }

    /// The variables whose values may have changed since the last call, each once, in the
    /// order they were first mentioned; nil on the first call (and after a fresh solve), when
    /// any value may have: read them all then. Only values that were read since they last
    /// changed are tracked, so a caller reads every variable it listed (or all, after nil).
    public func takeTouchedVariables() -> [Variable]? {
        let freshStart = !core.tableau.recordsTouches
        core.tableau.recordsTouches = true
        defer { core.tableau.touchedExternals.removeAll(keepingCapacity: true) }
        if freshStart { return nil }
        let owners = Set(core.tableau.touchedExternals.map { core.tableau.symbols[Int($0)].owner })
        return owners.sorted().compactMap { core.variables.indices.contains(Int($0)) ? core.variables[Int($0)] : nil }
    }

    /// The constraints that decide the value of `variable` at the optimum (Auto Layout's
    /// `constraintsAffectingLayout`): those whose slack, error or marker its value depends on.
    /// Empty for a variable nothing determines.
    public func constraintsDetermining(_ variable: Variable) -> [Constraint] {
        core.constraintsDetermining(variable)
    }

    /// The variables that can move while every priority level stays as satisfied as it is,
    /// each with another value it can take. A direction blocked only by a degenerate vertex
    /// (a step of zero) is not explored, so this can miss ambiguity hidden behind one.
    public func ambiguities() -> [Ambiguity] { core.ambiguities() }
}

/// The solver's state and algorithms, as a value: the class above only forwards to it, so
/// that the hot loops mutate one struct (no dynamic exclusivity checks on class properties).
///
/// Never copied by assignment to be changed: its tableau, maps and working lists are raw memory
/// that such a copy shares (a snapshot copies the tableau alone, with `Tableau.copy()`); a
/// fresh solver is `SolverCore()`, an independent one `copy()`.
struct SolverCore {
    /// What the solver keeps of a constraint: plain data, so that storing and copying it costs
    /// no reference counting (the constraint itself is `slots[slot]`).
    struct Record {
        // In this order, 40 bytes: the small fields share the first 16.
        var marker: Int32
        var other: Int32
        let slot: Int32
        let relation: Relation
        /// An edit variable's constraint (it goes with its variable, never on its own).
        var isEdit = false
        let sequence: Int
        /// The constant and priority in force (they can change in place).
        var constant: Double
        var priority: Priority
    }

    /// Plain data, as `Record` is: the edit constraint itself is kept in `slots`.
    struct Edit {
        /// The edit constraint's identity (its record's key).
        let constraint: ObjectIdentifier
        /// The edit constraint's marker (an error symbol; the constraint reads
        /// `variable - constant == 0`, its marker with coefficient -1).
        let marker: Int32
        var constant: Double
    }

    var tableau = Tableau()
    /// The tableau's snapshot for an add that may fail (see `Snapshot`), kept for the next one
    /// (its buffers).
    var spareTableau: Tableau?
    var scratch = Accumulator()
    var records = IdentityMap<Record>(capacity: 32)
    // First capacities: room for a small system (a root and a label: 17 constraints and 10
    // variables) from the start; a table cell of six views (about 40 constraints and 25
    // variables) grows each once. Larger first capacities cost every solver memory it
    // touches at once (see `Tableau.init`). (Given here, not in an `init` body: mutating the
    // fields there made the optimiser copy the whole struct once.)
    var slots: [Constraint?] = emptyArray(capacity: 32)
    var freeSlots: [Int32] = []
    var variableSymbols = IdentityMap<Int32>()
    var variables: [Variable] = emptyArray(capacity: 16)
    var edits = IdentityMap<Edit>(capacity: 8)
    var infeasibleRows = ScratchList<Int32>(capacity: 16)
    var enteringCandidates = ScratchList<Int32>(capacity: 32)
    /// For a basic external: its evaluation order; for an aggregate: its age (see `rank`).
    var nextRank = 1
    /// The required constraints of one term (`width >= 0`), by the external they bound, each
    /// with the constant in force.
    var requiredBounds = RequiredBoundList()
    /// The aggregate symbols alive (see `Solver+Aggregates.swift`), and how many were left by
    /// the last sweep of unmentioned ones.
    var aggregates: [Int32] = []
    var aggregatesAfterSweep = 0
    /// Rows with at least this many markers hand them to an aggregate before being substituted
    /// into two rows or more (`Int.max`: never; the tests compare both ways).
    var aggregationThreshold = 3
    var sequence = 0
    /// When false, a failed add reports no conflict set (used by the conflict search itself).
    var explainsConflicts = true
    // Reused buffers, so that the hot paths allocate nothing once warm.
    var substitutionBuffer = ScratchList<(row: Int32, coefficient: Double)>(capacity: 16)
    #if DEBUG
    /// Set while `substitute` walks `substitutionBuffer`.
    var isSubstituting = false
    #endif
    var evaluationStack = ScratchList<Int32>(capacity: 32)

    var statistics = Solver.Statistics()
    /// Copies of the tableau taken for an add that might fail (to put it back exactly): each
    /// costs the whole tableau, so N adds that each take one cost O(N²).
    var snapshotsTaken = 0
    /// Required equalities without a subject that went in without phase one
    /// (``addEqualityDirectly(certain:)``), counted for the tests.
    var directEqualities = 0

    /// Set when the dual simplex stopped at its pivot bound with rows that may not hold: the
    /// operation then ends with a fresh solve (`solveAfreshIfUnsettled`).
    var unsettled = false

    /// How many times the required constraints have been loosened: one removed, or its
    /// constant changed. Only then can a required constraint that was refused hold.
    var relaxations = 0

    /// An independent copy: the raw memory of the tableau, the maps and the working lists that
    /// carry state is copied; the scratch buffers (emptied before each use) start anew.
    func copy() -> SolverCore {
        var other = self
        other.tableau = tableau.copy()
        other.spareTableau = nil
        other.scratch = Accumulator()
        other.records = records.copy()
        other.variableSymbols = variableSymbols.copy()
        other.edits = edits.copy()
        other.infeasibleRows = infeasibleRows.copy()
        other.enteringCandidates = enteringCandidates.copy()
        other.substitutionBuffer = ScratchList(capacity: 16)
        other.evaluationStack = ScratchList(capacity: 32)
        return other
    }

    // MARK: Queries

    /// The constraints in the solver, in the order they were added (edit constraints excluded).
    var constraints: [Constraint] {
        return records.allValues
            .filter { !$0.isEdit }
            .sorted { $0.sequence < $1.sequence }
            .compactMap { slots[Int($0.slot)] }
    }

    func contains(_ constraint: Constraint) -> Bool {
        records.contains(ObjectIdentifier(constraint))
    }

    func hasEditVariable(_ variable: Variable) -> Bool {
        edits.contains(ObjectIdentifier(variable))
    }

    /// The variables that any constraint or edit has mentioned, in order of first mention.
    var knownVariables: [Variable] { variables }

    // MARK: Constraints

    /// Adds a constraint and re-optimises.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/nonFiniteNumber(_:)``,
    ///   or ``SolverError/unsatisfiable(_:conflict:)`` for a required constraint that cannot
    ///   hold with the required constraints already there; the solver is then unchanged.
    mutating func add(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard !records.contains(key) else { throw .duplicateConstraint(constraint) }
        guard constraint.isFinite else {
            throw .nonFiniteNumber(.constraint(constraint))
        }
        try insert(constraint)
        statistics.constraintsAdded += 1
        optimize()
        dualOptimize()
    }

    /// Removes a constraint and re-optimises.
    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard let record = records[key], !record.isEdit else {
            // An edit constraint goes with its edit variable.
            throw .unknownConstraint(constraint)
        }
        if record.priority.isRequired { relaxations += 1 }
        removeRecord(record, key: key)
        statistics.constraintsRemoved += 1
        optimize()
    }

    // MARK: Edit variables

    /// Makes `variable` editable at `priority` (below required), holding its current value.
    /// With `value`, the edit starts at that suggestion instead (a fresh solve puts an edit
    /// back so, in one insert).
    mutating func addEditVariable(_ variable: Variable, priority: Priority, at value: Double? = nil) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard !edits.contains(key) else { throw .duplicateEditVariable(variable) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        let current = value ?? self.value(of: variable)
        let constraint = Constraint(LinearExpression(variable) - current, .equal, priority: priority, name: "edit " + variable.name)
        try insert(constraint)
        var marker: Int32 = -1
        records.modify(ObjectIdentifier(constraint)) {
            $0.isEdit = true
            marker = $0.marker
        }
        edits[key] = Edit(constraint: ObjectIdentifier(constraint), marker: marker, constant: current)
        optimize()
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard let edit = edits[key], let record = records[edit.constraint] else {
            throw .unknownEditVariable(variable)
        }
        edits[key] = nil
        removeRecord(record, key: edit.constraint)
        optimize()
    }

    /// Suggests a value for an edit variable and re-optimises with the dual simplex.
    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard value.isFinite else { throw .nonFiniteNumber(.suggestedValue(variable)) }
        var previous = 0.0, marker: Int32 = -1
        var constraint: ObjectIdentifier? = nil
        let known = edits.modify(ObjectIdentifier(variable)) { edit in
            previous = edit.constant
            marker = edit.marker
            constraint = edit.constraint
            edit.constant = value
        }
        guard known, let constraint else { throw .unknownEditVariable(variable) }
        statistics.suggestions += 1
        // The edit constraint reads `variable - value == 0`: its constant is -value.
        shiftConstant(marker: marker, coefficient: -1, by: previous - value)
        records.modify(constraint) { $0.constant = -value }
        _ = dualOptimize()
    }

    // MARK: Values

    /// The value of a variable at the current optimum; 0 for a variable the solver never saw.
    mutating func value(of variable: Variable) -> Double {
        guard let s = variableSymbols[ObjectIdentifier(variable)] else { return 0 }
        return evaluate(s)
    }

    /// Every known variable with its value.
}
