/// The scene's constraints by identifier, read as a dictionary is (`table[id]`, `keys`,
/// `values`).
///
/// The records live in one array, in the order their slots were taken, and a dictionary maps
/// each identifier to its slot. A dictionary of the records themselves (some 200 bytes each)
/// moved every record and hashed every identifier again each time it grew: at 110,000
/// constraints, a tenth of a script's time, and its buckets 44 MB. Here the dictionary holds
/// a slot a name, each name with its hash: growing, it hashes that number, not the name again
/// (which was a cache miss for each name's bytes), and a probe compares hashes before names.
public struct SceneConstraintTable {
    /// An identifier with its hash, computed once.
    private struct Key: Hashable {
        let id: String
        let hash: Int
        init(_ id: String) {
            self.id = id
            hash = id.hashValue
        }
        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
        static func == (a: Key, b: Key) -> Bool { a.hash == b.hash && a.id == b.id }
    }

    /// Where a record is stored: good for as long as the record stays (a removed record's slot
    /// is taken again by a later one).
    typealias Slot = Int32
    /// A slot no record has: a hinted look-up with it hashes the identifier.
    static let unknownSlot: Slot = -1

    private var records: [SceneConstraint?] = []
    private var slotOf: [Key: Slot] = [:]
    /// Slots of removed records, reused before the array grows.
    private var freeSlots: [Slot] = []

    public init() {}

    public subscript(id: String) -> SceneConstraint? {
        get { slotOf[Key(id)].flatMap { records[Int($0)] } }
        _modify {
            let key = Key(id)
            if let slot = slotOf[key] {
                yield &records[Int(slot)]
                if records[Int(slot)] == nil {
                    slotOf[key] = nil
                    freeSlots.append(slot)
                }
            } else {
                var added: SceneConstraint? = nil
                yield &added
                if let added { insert(added, as: key) }
            }
        }
    }

    /// `id`'s record, looked for first in `slot` (where it was stored, when the caller kept
    /// that): the same answer as `table[id]`, without hashing `id` while the slot still holds
    /// it. A slot holds at most one record and a record is stored once, so a slot whose record
    /// has this identifier is that identifier's slot.
    subscript(id: String, storedAt slot: Slot) -> SceneConstraint? {
        get {
            if records.indices.contains(Int(slot)), records[Int(slot)]?.identifier == id { return records[Int(slot)] }
            return self[id]
        }
        _modify {
            if records.indices.contains(Int(slot)), records[Int(slot)]?.identifier == id {
                yield &records[Int(slot)]
                if records[Int(slot)] == nil {
                    slotOf[Key(id)] = nil
                    freeSlots.append(slot)
                }
            } else {
                yield &self[id]
            }
        }
    }

    /// The identifiers of the records in force but those from `origin`, in no particular order
    /// (the same for two copies of a table changed alike): read in place, with no look-up.
    /// Asking `table[id]` for each identifier hashed it and copied its whole record (retaining
    /// each of its names): a tenth of the work of a table view's cell.
    public func activeIdentifiers(excluding origin: ConstraintOrigin) -> [String] {
        var out: [String] = []
        for i in records.indices where records[i]?.state == .active && records[i]?.origin != origin {
            if let id = records[i]?.identifier { out.append(id) }
        }
        return out
    }

    public var count: Int { slotOf.count }
    public var isEmpty: Bool { slotOf.isEmpty }
    /// The identifiers, in no particular order (``Scene/constraintOrder`` has the order).
    public var keys: [String] { slotOf.keys.map(\.id) }
    /// The records, in no particular order.
    public var values: [SceneConstraint] { records.compactMap { $0 } }

    /// Stores a record under its identifier, in one probe (what `table[id] = record` does,
    /// which looks the identifier up first), and returns where.
    @discardableResult
    mutating func store(_ record: SceneConstraint) -> Slot {
        insert(record, as: Key(record.identifier))
    }

    @discardableResult
    private mutating func insert(_ record: SceneConstraint, as key: Key) -> Slot {
        let slot: Slot
        if let reused = freeSlots.popLast() {
            slot = reused
            records[Int(slot)] = record
        } else {
            slot = Slot(records.count)
            records.append(record)
        }
        if let replaced = slotOf.updateValue(slot, forKey: key) {
            records[Int(replaced)] = nil
            freeSlots.append(replaced)
        }
        return slot
    }
}

extension SceneConstraintTable: Sequence {
    /// The (identifier, record) pairs, as a dictionary's, in no particular order.
    public func makeIterator() -> IndexingIterator<[(key: String, value: SceneConstraint)]> {
        records.compactMap { $0.map { (key: $0.identifier, value: $0) } }.makeIterator()
    }
}
