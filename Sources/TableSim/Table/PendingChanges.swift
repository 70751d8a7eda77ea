/// What the table owes its data: a reload due (and one stopped half way), the rows whose
/// data changed without `reloadRows`, and the open batch (`performBatchUpdates`).
///
/// A stopped reload is always due again; a new reload starts with no row changed without one.
struct PendingChanges {
    /// A batch of changes laid out in one frame at its end.
    struct Batch {
        /// Where things were when it opened, carried through its changes.
        var anchor: ChangeAnchor
        /// What its changes did, for the jump its frame makes.
        var causes: [TableJump.Cause] = []
        var changes = 0
        /// Rows reloaded in the batch (followed through its later changes): sized again at its end.
        var reloads = Set<Int>()
    }

    /// Whether the data, templates or strategy changed since the last reload.
    var needsReload = true
    /// Whether the table has laid its rows out at least once (a reload).
    private(set) var hasLoaded = false
    /// How many rows the stopped reload asked (the others have the default height); nil when
    /// the last reload finished.
    private(set) var rowsAskedBeforeStop: Int?
    /// Keys of rows whose data changed without `reloadRows`: their height is their old data's.
    private(set) var changedWithoutReload = Set<Int>()
    /// The open batch, if any.
    private(set) var batch: Batch?

    // MARK: Reloads

    /// New data: a reload is due, and nothing said of the old rows holds.
    mutating func newData() {
        changedWithoutReload.removeAll()
        rowsAskedBeforeStop = nil
        needsReload = true
    }

    /// A reload starts: none is due now, and the table has loaded.
    mutating func noteReloaded() {
        needsReload = false
        hasLoaded = true
    }

    /// A reload starts rewriting every row: every row's height is its data's from now.
    mutating func startReload() {
        rowsAskedBeforeStop = nil
        changedWithoutReload.removeAll()
    }

    /// The reload was stopped after asking `rows` rows: it is due again.
    mutating func reloadStopped(after rows: Int) {
        rowsAskedBeforeStop = rows
        needsReload = true
    }

    // MARK: Rows changed without reloadRows

    /// The row with this key changed without `reloadRows`.
    mutating func noteChangedWithoutReload(key: Int) {
        changedWithoutReload.insert(key)
    }

    /// The row with this key was sized (or deleted): its height is its data's again.
    mutating func noteSized(key: @autoclosure () -> Int) {
        // Asked for every row sized: no key read, no hashing while nothing is pending.
        if !changedWithoutReload.isEmpty { changedWithoutReload.remove(key()) }
    }

    /// Whether the row with this key changed without `reloadRows` and was not sized since.
    func isChangedWithoutReload(key: Int) -> Bool { changedWithoutReload.contains(key) }

    /// Every row's height means nothing now (new templates, `invalidate all`).
    mutating func forgetChangedRows() {
        changedWithoutReload.removeAll()
    }

    // MARK: Batches

    /// Whether a batch is open.
    var isInBatch: Bool { batch != nil }

    /// Opens a batch at `anchor`; nothing when one is open.
    mutating func openBatch(at anchor: ChangeAnchor) {
        guard batch == nil else { return }
        batch = Batch(anchor: anchor)
    }

    /// Closes the open batch and returns it (nil when none was open).
    mutating func closeBatch() -> Batch? {
        defer { batch = nil }
        return batch
    }

    /// Counts a change in the open batch, with what it did; false when no batch is open.
    @discardableResult
    mutating func noteBatchChange(cause: TableJump.Cause? = nil) -> Bool {
        guard batch != nil else { return false }
        batch?.changes += 1
        if let cause { batch?.causes.append(cause) }
        return true
    }

    /// Counts row `r` reloaded in the open batch (sized again at its end); false when no
    /// batch is open.
    @discardableResult
    mutating func noteBatchReload(row r: Int) -> Bool {
        guard batch != nil else { return false }
        batch?.changes += 1
        batch?.reloads.insert(r)
        return true
    }

    /// Carries the open batch through a change of indexes: its anchor becomes `anchor`, and
    /// its reloaded rows follow `map` (nil: deleted).
    mutating func remapBatch(anchor: ChangeAnchor, _ map: (Int) -> Int?) {
        guard var open = batch else { return }
        open.anchor = anchor
        open.reloads = Set(open.reloads.compactMap(map))
        batch = open
    }
}
