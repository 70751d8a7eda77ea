import Notation
/// Rows read from a data file's text, with the lines that could not be read.
public struct ParsedRows: Sendable {
    public let rows: RowList
    /// Lines skipped, with their numbers and why, and rows whose `id` repeats an earlier one
    /// (kept, but reported). Under ``MalformedLinePolicy/refuse`` a bad line throws instead,
    /// so only repeated ids appear.
    public let issues: [DataIssue]
}

/// Reads a data file's text into rows. The shell reads the file; this never touches one.
public enum RowParser {
    /// The most rows a data file gives (a row read from a file holds its text and fields:
    /// about 300 bytes a row, 20 million rows once took 5 GB and 44 s).
    public static let maximumRows = 1_000_000

    /// Parses `text` as `format`. Line numbers count from 1 and include the header. Blank
    /// lines are skipped silently; a line that cannot be read is reported and skipped, or
    /// refused, as `policy` says. Rows whose `id` repeats an earlier row's are reported (they
    /// share a height-cache entry) but kept. `name` is the file's name in the rows'
    /// ``DataOrigin`` (nil: none given).
    public static func parse(_ text: String, format: DataFormat, policy: MalformedLinePolicy = .skip,
                             name: String? = nil) throws(DataError) -> ParsedRows {
        var rows: [Row] = []
        var issues: [DataIssue] = []
        var header: [String] = []
        var seenIDs: [String: Int] = [:]
        var read = 0

        func report(_ issue: DataIssue) throws(DataError) {
            if policy == .refuse { throw .malformed(issue) }
            issues.append(issue)
        }

        // A line at a time, not an array of every line first (a 64 MB file of short lines
        // made 32 million of them before the row limit could say no).
        let bytes = text.utf8
        var lineStart = bytes.startIndex
        var number = 0
        while lineStart < bytes.endIndex {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            let rawLine = Substring(text.unicodeScalars[lineStart..<lineEnd])
            lineStart = lineEnd == bytes.endIndex ? lineEnd : bytes.index(after: lineEnd)
            number += 1
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
            // Every line that is not blank counts, read or not: the header is the one more.
            read += 1
            guard read <= maximumRows + (format == .csv || format == .tsv ? 1 : 0) else { throw .tooManyRows(line: number) }
            var fields: [String: FieldValue] = [:]
            switch format {
            case .lines:
                fields["text"] = .string(String(line))
            case .csv, .tsv:
                let cells: [String]
                do {
                    cells = format == .tsv ? DelimitedLine.tabSeparated(line) : try DelimitedLine.commaSeparated(line)
                } catch {
                    try report(DataIssue(line: number, column: error.column, reason: error.reason))
                    continue
                }
                if header.isEmpty {
                    header = cells.map { $0.trimmingBlanks() }
                    if let bad = header.firstIndex(where: { $0.isEmpty }) {
                        throw .unnamedHeaderField(line: number, field: bad + 1)
                    }
                    continue
                }
                guard cells.count == header.count else {
                    try report(DataIssue(line: number, reason: .fieldCount(found: cells.count, named: header.count)))
                    continue
                }
                for (key, cell) in zip(header, cells) { fields[key] = .string(cell) }
            case .jsonLines:
                do {
                    for (key, value) in try FlatJSONObject.parse(line) { fields[key] = value }
                } catch {
                    try report(DataIssue(line: number, column: error.column, reason: error.reason))
                    continue
                }
            }
            let row = Row(index: rows.count, fields: fields)
            if let first = seenIDs[row.id] {
                issues.append(DataIssue(line: number, reason: .repeatedID(row.id, firstLine: first)))
            } else {
                seenIDs[row.id] = number
            }
            rows.append(row)
        }
        if format == .csv || format == .tsv, header.isEmpty, number > 0 {
            throw .missingHeader(format)
        }
        let names: [String]? = format == .lines ? ["text"] : (format == .jsonLines ? nil : header)
        return ParsedRows(rows: RowList(rows, fieldNames: names, origin: .file(name: name, rows: rows.count, format: format)),
                          issues: issues)
    }
}
