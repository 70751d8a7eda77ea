/// A table's rows as they change: the rows it was given, rows added since (the source
/// continued, or rows given), and fields changed, each row known by a key that stays with it
/// wherever it moves. The table keeps the keys in row order; this turns a key into its row.
///
/// Keys below the source's count are the source's rows; later keys are added rows, given
/// out in order and never reused, so a row's identity (`$id`) outlives moves and deletes.
public struct TableData: Sendable {
    /// The rows the table was given.
    public let source: any RowSource
    /// Rows given to an insert (from a file), by key.
    private var given: [Int: Row] = [:]
    /// Changed fields, by key.
    private var edits: [Int: [String: FieldValue]] = [:]
    /// The key the next added row gets.
    public private(set) var nextKey: Int

    public init(_ source: any RowSource) {
        self.source = source
        nextKey = source.count
    }

    /// The row with `key`, at position `index` (its `$index` and `$row`).
    public func row(key: Int, at index: Int) -> Row {
        let base: Row
        if key < source.count {
            base = source.row(at: key)
        } else if let row = given[key] {
            base = row
        } else {
            base = source.continuedRow(at: key) ?? Row(index: key, fields: [:])
        }
        guard let changed = edits[key] else {
            return base.index == index ? base : Row(index: index, id: base.id, fields: base.fields)
        }
        return Row(index: index, id: base.id, fields: base.fields.merging(changed) { _, new in new })
    }

    /// Keys for `n` rows that continue the source (the generator's next rows, or a file's rows
    /// again from its first): nil when the source cannot continue.
    public mutating func continueSource(_ n: Int) -> [Int]? {
        guard source.continuedRow(at: nextKey) != nil else { return nil }
        let keys = Array(nextKey..<(nextKey + n))
        nextKey += n
        return keys
    }

    /// Keys for rows given (from a file): each keeps its fields, and its id when it has one.
    public mutating func add(_ rows: [Row]) -> [Int] {
        var keys: [Int] = []
        for row in rows {
            // A row without an id of its own is known by its key, not by its line in the file.
            let ownID = row.fields["id"].map { !$0.text.isEmpty } ?? false
            given[nextKey] = ownID ? row : Row(index: nextKey, fields: row.fields)
            keys.append(nextKey)
            nextKey += 1
        }
        return keys
    }

    /// Changes fields of the row with `key` (`id` stays: it is the row's identity).
    public mutating func edit(key: Int, fields: [String: FieldValue]) {
        edits[key, default: [:]].merge(fields) { _, new in new }
    }

    /// Forgets what was said of a deleted row.
    public mutating func forget(key: Int) {
        given[key] = nil
        edits[key] = nil
    }

    /// The field names: the source's, then any an edit or a given row added.
    public var fieldNames: [String] {
        var names = source.fieldNames
        var seen = Set(names)
        let extra = (given.values.flatMap { $0.fields.keys } + edits.values.flatMap(\.keys)).sorted()
        for name in extra where seen.insert(name).inserted { names.append(name) }
        return names
    }
}

extension RowSource {
    /// A row past the end, for `table insert`: none unless the source says how to continue.
    public func continuedRow(at index: Int) -> Row? { nil }
}

extension GeneratedRows {
    /// The generator continued: row `index` as it would be in a longer table.
    public func continuedRow(at index: Int) -> Row? { row(at: index) }
}

extension RowList {
    /// The rows again from the first, as new rows: row `index` is row `index % count`, with an
    /// id of its own (`ID#copy`) so a height cache keyed by id does not mix them up.
    public func continuedRow(at index: Int) -> Row? {
        guard !rows.isEmpty else { return nil }
        let original = rows[index % rows.count]
        return Row(index: index, id: "\(original.id)#\(index / rows.count)", fields: original.fields)
    }
}
