/// A line of a data file that could not be read, or a row read with a caveat: the line's
/// number (from 1), where in the line when known, and why. The shell says it in words.
public struct DataIssue: Sendable, Equatable {
    public let line: Int
    /// Where in the line (a character offset from 0), when known.
    public let column: Int?
    public let reason: Reason

    /// Why a line was not read, or what to know about its row.
    public enum Reason: Sendable, Equatable {
        /// A CSV line that cannot be split into fields.
        case csv(CSVFault)
        /// A JSON line that is not one flat object.
        case json(JSONFault)
        /// A CSV or TSV line with `found` fields where the header names `named`.
        case fieldCount(found: Int, named: Int)
        /// A row whose `id` the row at line `firstLine` has already: the two share a
        /// height-cache entry. The row is kept.
        case repeatedID(String, firstLine: Int)
    }

    public init(line: Int, column: Int? = nil, reason: Reason) {
        self.line = line
        self.column = column
        self.reason = reason
    }
}

/// Why a data file was refused.
public enum DataError: Error, Sendable, Equatable {
    /// A line that cannot be read, under ``MalformedLinePolicy/refuse``.
    case malformed(DataIssue)
    /// A CSV or TSV header line, at `line`, whose field `field` (from 1) has no name.
    case unnamedHeaderField(line: Int, field: Int)
    /// A CSV or TSV file with lines but no header line (every line was blank or unreadable).
    case missingHeader(DataFormat)
    /// More rows than ``RowParser/maximumRows``; the line where the limit was passed.
    case tooManyRows(line: Int)
}
