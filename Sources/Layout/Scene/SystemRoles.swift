/// The engine's own constraints of one view, by role (`intrinsic.width.hug`, `root.left`, …):
/// what ``Scene/setSystemConstraint(_:_:_:origin:)`` looks up each time a label is measured.
///
/// A view has a dozen roles or fewer, found by comparing names in order: a dictionary of them
/// a view grew its table three times over a label's eight constraints, and its look-ups hashed
/// each role (1.5 % of the instructions of a script of 10,000 labels went with it). A stack has
/// one role or more for each view it arranges: past ``indexedPast`` roles a dictionary indexes
/// them, so that a look-up stays constant-time in a stack of thousands. Roles iterate in the
/// order they were set (a removal moves the last into the gap): the same in every run, where
/// the dictionary's order changed from run to run.
///
/// Beside each identifier it keeps where the record was stored in the scene's table (its
/// ``SceneConstraintTable/Slot``): a re-measure reads and changes the record there without
/// hashing its identifier (the table checks that the slot still holds it).
struct SystemRoles: Sequence {
    typealias Element = (key: String, value: String)

    private struct Entry {
        let role: String
        var id: String
        /// ``SceneConstraintTable/unknownSlot`` where not given.
        var slot: SceneConstraintTable.Slot
    }

    /// The roles, in the order they were set (a removal moves the last into the gap).
    private var entries: [Entry] = []
    /// Each role's position in `entries`, once there are more than `indexedPast`.
    private var positions: [String: Int]?
    /// How many roles are searched in order before they are indexed.
    static let indexedPast = 16
    /// Room made at the first role: a label's eight fit without the array growing.
    static let firstCapacity = 8

    var count: Int { entries.count }
    /// The identifiers, in the order of the roles.
    var values: [String] { entries.map(\.id) }

    func makeIterator() -> IndexingIterator<[Element]> { entries.map { ($0.role, $0.id) }.makeIterator() }

    /// The identifier of the engine's constraint in `role`; set to nil, the role goes.
    subscript(role: String) -> String? {
        get { position(of: role).map { entries[$0].id } }
        set { set(role, newValue, slot: SceneConstraintTable.unknownSlot) }
    }

    /// The identifier in `role` and the slot its record was stored in.
    func entry(_ role: String) -> (id: String, slot: SceneConstraintTable.Slot)? {
        position(of: role).map { (entries[$0].id, entries[$0].slot) }
    }

    /// Sets `role`'s identifier (nil: the role goes) and where its record is stored.
    mutating func set(_ role: String, _ id: String?, slot: SceneConstraintTable.Slot) {
        if let i = position(of: role) {
            if let id {
                entries[i].id = id
                entries[i].slot = slot
            } else {
                remove(at: i)
            }
        } else if let id {
            if entries.isEmpty { entries.reserveCapacity(Self.firstCapacity) }
            entries.append(Entry(role: role, id: id, slot: slot))
            if positions != nil {
                positions?[role] = entries.count - 1
            } else if entries.count > Self.indexedPast {
                var index: [String: Int] = [:]
                index.reserveCapacity(entries.count * 2)
                for (i, entry) in entries.enumerated() { index[entry.role] = i }
                positions = index
            }
        }
    }

    private func position(of role: String) -> Int? {
        if let positions { return positions[role] }
        // (Lengths first: a view's roles mostly differ in length, and a count is one load
        // where comparing two names is a call.)
        let length = role.utf8.count
        return entries.firstIndex { $0.role.utf8.count == length && $0.role == role }
    }

    private mutating func remove(at i: Int) {
        let removed = entries[i].role
        let last = entries.count - 1
        if i != last {
            entries[i] = entries[last]
            positions?[entries[i].role] = i
        }
        entries.removeLast()
        positions?[removed] = nil
    }
}
