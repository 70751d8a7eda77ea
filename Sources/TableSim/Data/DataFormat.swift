import Notation
/// How a data file's lines are read.
public enum DataFormat: String, Sendable, CaseIterable, CustomStringConvertible {
    /// One item a line, in the field `text` (blank lines are skipped).
    case lines
    /// Comma-separated values with a header line of field names; `"…"` quotes a field, `""` a quote.
    case csv
    /// Tab-separated values with a header line of field names; no quoting.
    case tsv
    /// One flat JSON object a line (strings, numbers, booleans, null).
    case jsonLines = "jsonl"

    /// The format a file name's extension suggests: `.csv`, `.tsv`, `.jsonl`, `.ndjson`,
    /// `.json`; anything else is one item a line.
    public init(fileName: String) {
        let lower = fileName.lowercased()
        if lower.hasSuffix(".csv") {
            self = .csv
        } else if lower.hasSuffix(".tsv") || lower.hasSuffix(".tab") {
            self = .tsv
        } else if lower.hasSuffix(".jsonl") || lower.hasSuffix(".ndjson") || lower.hasSuffix(".json") {
            self = .jsonLines
        } else {
            self = .lines
        }
    }

    public var description: String { rawValue }
}

/// What to do with a line that cannot be read.
public enum MalformedLinePolicy: String, Sendable, CaseIterable {
    /// Report it and go on without it.
    case skip
    /// Refuse the whole file at the first bad line.
    case refuse
}

/// A line of a data file that could not be read, with its number (from 1) and why.
public struct DataIssue: Sendable, Equatable, CustomStringConvertible {
    public let line: Int
    /// Where in the line (a character offset from 0), when known.
    public let column: Int?
    public let message: String

    public init(line: Int, column: Int? = nil, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        "line \(line)\(column.map { ", column \($0 + 1)" } ?? ""): \(message)"
    }
}

/// Why a data file was refused.
public enum DataError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A line that cannot be read, under ``MalformedLinePolicy/refuse``.
    case malformed(DataIssue)
    /// A CSV or TSV file without a usable header line.
    case missingHeader(String)
    /// More rows than ``RowParser/maximumRows``; the line where the limit was passed.
    case tooManyRows(line: Int)

    public var description: String {
        switch self {
        case .malformed(let issue): return issue.description
        case .missingHeader(let why): return why
        case .tooManyRows(let line):
            return "a data file holds at most \(grouped(RowParser.maximumRows)) rows; line \(grouped(line)) is past them"
                + " (the generators go to 10,000,000)"
        }
    }
}
