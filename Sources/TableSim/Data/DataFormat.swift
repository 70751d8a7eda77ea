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
