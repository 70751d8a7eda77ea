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
struct SystemRoles: Sequence {
    typealias Element = (key: String, value: String)

    /// Roles and identifiers, in the order they were set (a removal moves the last into the gap).
    private var pairs: [Element] = []
    /// Each role's position in `pairs`, once there are more than `indexedPast`.
    private var positions: [String: Int]?
    /// How many roles are searched in order before they are indexed.
    static let indexedPast = 16

    var count: Int { pairs.count }
    /// The identifiers, in the order of the roles.
    var values: [String] { pairs.map(\.value) }

    func makeIterator() -> IndexingIterator<[Element]> { pairs.makeIterator() }

    /// The identifier of the engine's constraint in `role`; set to nil, the role goes.
    subscript(role: String) -> String? {
        get { position(of: role).map { pairs[$0].value } }
        set {
            if let i = position(of: role) {
                if let newValue { pairs[i].value = newValue } else { remove(at: i) }
            } else if let newValue {
                pairs.append((role, newValue))
                if positions != nil {
                    positions?[role] = pairs.count - 1
                } else if pairs.count > Self.indexedPast {
                    var index: [String: Int] = [:]
                    index.reserveCapacity(pairs.count * 2)
                    for (i, pair) in pairs.enumerated() { index[pair.key] = i }
                    positions = index
                }
            }
        }
    }

    private func position(of role: String) -> Int? {
        if let positions { return positions[role] }
        return pairs.firstIndex { $0.key == role }
    }

    private mutating func remove(at i: Int) {
        let removed = pairs[i].key
        let last = pairs.count - 1
        if i != last {
            pairs[i] = pairs[last]
            positions?[pairs[i].key] = i
        }
        pairs.removeLast()
        positions?[removed] = nil
    }
}
