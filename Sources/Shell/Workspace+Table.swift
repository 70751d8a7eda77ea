import Layout
import TableSim

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Workspace {
    /// The table, made on first use at 320×568 (an iPhone SE's portrait screen).
    var table: TableView {
        if let t = tableView { return t }
        let t = TableView(viewport: Size(width: 320, height: 568))
        if timing { t.clock = { monotonicNanoseconds() } }
        t.isCancelled = { [weak self] in self?.checkInterrupt() ?? false }
        tableView = t
        return t
    }

    /// The fields the templates (and a manual formula or an estimate) read that the data does
    /// not have: they would be empty in every row.
    func fieldsTemplatesMiss() -> [RowsLoaded.MissingField] {
        let known = Set(table.data.fieldNames + Self.rowFields)
        var read: [(String, String)] = []
        for template in table.templates {
            for binding in template.bindings { read += binding.value.fields.map { ($0, "cell \(template.reuseIdentifier) (\(binding))") } }
            if let rule = template.rule { read.append((rule.field, "cell \(template.reuseIdentifier) (when \(rule))")) }
        }
        if case .manual(let f) = table.sizing { read += f.fields.map { ($0, "the manual formula") } }
        if case .function(let f)? = table.sizing.estimate { read += f.terms.map { ($0.field, "the estimate \(f)") } }
        return read.filter { !known.contains($0.0) }.map { RowsLoaded.MissingField(field: $0.0, reader: $0.1) }
    }

    /// The rows of a data file, as `table data file` and `table insert … from` read them.
    func rowsOfFile(_ file: Word, _ context: LineContext, policy: MalformedLinePolicy) throws(SourceError) -> ParsedRows {
        let path = try path(file, context)
        let text: String
        switch InputFile.text(path) {
        case .success(let t): text = t
        case .failure(let f): throw context.error("cannot read '\(file.text)': \(f.reason)", at: file)
        }
        do { return try RowParser.parse(text, format: DataFormat(fileName: path), policy: policy) } catch {
            throw context.error(error.words, at: file)
        }
    }



    /// A row number of the table's data; with `allowingEmpty`, row 0 of a table without rows.
    func tableRow(_ word: Word, _ context: LineContext, allowingEmpty: Bool = false) throws(SourceError) -> Int {
        guard let row = Int(word.text) else {
            let what = word.text.isEmpty ? "a row number is missing" : "'\(word.text)' is not a row number"
            throw context.error("\(what): rows are whole numbers from 0", at: word)
        }
        guard row >= 0, row < (allowingEmpty ? max(1, table.rowCount) : table.rowCount) else {
            let has = table.rowCount == 0 ? "the table has no rows yet (table data …)"
                : "the rows are 0 to \(table.rowCount - 1)"
            throw context.error("there is no row \(word.text): \(has)", at: word)
        }
        return row
    }


}

/// Nanoseconds from the monotonic clock (only behind `timing on`).
func monotonicNanoseconds() -> UInt64 {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return UInt64(t.tv_sec) &* 1_000_000_000 &+ UInt64(t.tv_nsec)
}


