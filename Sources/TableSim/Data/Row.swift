/// One row of a table's data: its position, its identity and its named fields.
///
/// `$index` (also `$row`, unless the data has a field so named) and `$id` always exist: `index`
/// is the row's position (from 0), `id` its identity for the height cache (the `id` field when
/// the data has one, otherwise the index the row had when it was made: it stays with the row
/// when rows are inserted or deleted before it).
public struct Row: Sendable, Hashable {
    public let index: Int
    public let id: String
    /// The named fields, in no order (see ``RowSource/fieldNames`` for the order).
    public let fields: [String: FieldValue]

    public init(index: Int, id: String? = nil, fields: [String: FieldValue]) {
        self.index = index
        self.fields = fields
        if let id {
            self.id = id
        } else if let given = fields["id"], !given.text.isEmpty {
            self.id = given.text
        } else {
            self.id = String(index)
        }
    }

    /// The value of `$name`: a field, or `index` and `id` (a field named so wins for `id`
    /// only through ``id``). A field the row lacks is `null`.
    public func value(of name: String) -> FieldValue {
        switch name {
        case "index": return .number(Double(index))
        case "id": return .string(id)
        default: return fields[name] ?? (name == "row" ? .number(Double(index)) : .null)
        }
    }
}

/// Where a table's rows come from: any number of rows, each made or looked up on demand, so a
/// million generated rows cost no memory until they are shown.
public protocol RowSource: Sendable {
    /// How many rows.
    var count: Int { get }
    /// Row `index` (0 ..< count).
    func row(at index: Int) -> Row
    /// The fields rows have, in the order they were declared (for completion and help).
    var fieldNames: [String] { get }
    /// Where the rows come from, for `table stats`: a file, a generator, …
    var origin: DataOrigin { get }
    /// Row `index` at or past ``count``, for rows inserted from the source (`table insert R
    /// N`): nil when the source cannot go on.
    func continuedRow(at index: Int) -> Row?
}

/// Rows held in memory (parsed from a file, or given by a test).
public struct RowList: RowSource {
    public let rows: [Row]
    public let fieldNames: [String]
    public let origin: DataOrigin

    public init(_ rows: [Row], fieldNames: [String]? = nil, origin: DataOrigin = .rows) {
        self.rows = rows
        self.origin = origin
        if let fieldNames {
            self.fieldNames = fieldNames
        } else {
            var seen = Set<String>(), names: [String] = []
            for row in rows {
                for key in row.fields.keys.sorted() where seen.insert(key).inserted { names.append(key) }
            }
            self.fieldNames = names
        }
    }

    /// One row a text, in the field `text`.
    public init(texts: [String]) {
        self.init(texts.enumerated().map { Row(index: $0.offset, fields: ["text": .string($0.element)]) },
                  fieldNames: ["text"], origin: .texts(count: texts.count))
    }

    public var count: Int { rows.count }
    public func row(at index: Int) -> Row { rows[index] }
}
