/// How two lists of lines line up: the longest common subsequence under a matching rule.
enum LineEdit: Equatable {
    /// Expected line `old` is matched by actual line `new`.
    case keep(old: Int, new: Int)
    /// Expected line `old` is missing from the actual lines.
    case delete(old: Int)
    /// Actual line `new` was not expected.
    case insert(new: Int)
}

/// The most pairs of lines `alignLines` compares for a longest common subsequence (a table
/// of 16 MB). Past it the lines between the common start and end are shown as removed, then
/// added: a diff that is not minimal, in time and memory linear in the lines (a transcript of
/// 4,000 lines against 100,000 once took 1.6 GB and a minute).
let alignmentCellLimit = 4_000_000

/// The edits from `oldCount` lines to `newCount` lines, where `same(i, j)` says whether old
/// line i is matched by new line j. Deletions come before insertions within a run of changes.
func alignLines(oldCount: Int, newCount: Int, same: (Int, Int) -> Bool) -> [LineEdit] {
    var prefix = 0
    while prefix < oldCount, prefix < newCount, same(prefix, prefix) { prefix += 1 }
    var suffix = 0
    while suffix < oldCount - prefix, suffix < newCount - prefix,
          same(oldCount - 1 - suffix, newCount - 1 - suffix) { suffix += 1 }
    // The middle parts, as offsets from `prefix`.
    let a = 0..<(oldCount - suffix - prefix), b = 0..<(newCount - suffix - prefix)
    func matched(_ i: Int, _ j: Int) -> Bool { same(prefix + i, prefix + j) }

    if a.count.multipliedReportingOverflow(by: b.count).partialValue > alignmentCellLimit
        || a.count > alignmentCellLimit || b.count > alignmentCellLimit {
        return (0..<prefix).map { LineEdit.keep(old: $0, new: $0) }
            + a.map { LineEdit.delete(old: prefix + $0) } + b.map { LineEdit.insert(new: prefix + $0) }
            + (0..<suffix).map { LineEdit.keep(old: oldCount - suffix + $0, new: newCount - suffix + $0) }
    }
    // lengths[i][j]: the longest common subsequence of a[i...] and b[j...].
    let width = b.count + 1
    var lengths = [Int32](repeating: 0, count: (a.count + 1) * width)
    if !a.isEmpty && !b.isEmpty {
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i * width + j] = matched(i, j)
                    ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
    }
    var edits = (0..<prefix).map { LineEdit.keep(old: $0, new: $0) }
    var deletes: [LineEdit] = [], inserts: [LineEdit] = []
    func flush() {
        edits += deletes + inserts
        deletes = []
        inserts = []
    }
    var i = 0, j = 0
    while i < a.count || j < b.count {
        if i < a.count, j < b.count, matched(i, j), lengths[i * width + j] == lengths[(i + 1) * width + j + 1] + 1 {
            flush()
            edits.append(.keep(old: prefix + i, new: prefix + j))
            i += 1; j += 1
        } else if j < b.count, i == a.count || lengths[i * width + j + 1] >= lengths[(i + 1) * width + j] {
            inserts.append(.insert(new: prefix + j))
            j += 1
        } else {
            deletes.append(.delete(old: prefix + i))
            i += 1
        }
    }
    flush()
    edits += (0..<suffix).map { LineEdit.keep(old: oldCount - suffix + $0, new: newCount - suffix + $0) }
    return edits
}

/// One line of a file-wide comparison, with its numbers in the old and the new file.
struct DiffLine: Equatable {
    enum Kind { case context, removed, added }
    var kind: Kind
    var text: String
    /// The 1-based line in the old file (for context and removed lines; for added lines,
    /// the old line it comes after).
    var oldLine: Int
    /// The 1-based line in the new file (for context and added lines; for removed lines, the
    /// new line it comes after).
    var newLine: Int
}

/// A unified diff (`---`, `+++`, `@@ -a,b +c,d @@` hunks with `context` lines around each
/// change), or "" when nothing changed. `title` gives the text after a hunk's `@@`, from the
/// old line of its first change.
func unifiedDiff(_ lines: [DiffLine], oldName: String, newName: String, context: Int = 3,
                 title: (Int) -> String? = { _ in nil }) -> String {
    let changes = lines.indices.filter { lines[$0].kind != .context }
    guard let firstChange = changes.first else { return "" }
    var hunks: [ClosedRange<Int>] = []
    var start = max(0, firstChange - context), end = min(lines.count - 1, firstChange + context)
    for index in changes.dropFirst() {
        if index - context <= end + 1 {
            end = min(lines.count - 1, index + context)
        } else {
            hunks.append(start...end)
            start = max(0, index - context)
            end = min(lines.count - 1, index + context)
        }
    }
    hunks.append(start...end)

    var out = ["--- \(oldName)", "+++ \(newName)"]
    for hunk in hunks {
        let slice = lines[hunk]
        let old = slice.filter { $0.kind != .added }, new = slice.filter { $0.kind != .removed }
        let oldStart = old.first?.oldLine ?? slice.first.map { $0.oldLine } ?? 0
        let newStart = new.first?.newLine ?? slice.first.map { $0.newLine } ?? 0
        func range(_ start: Int, _ count: Int) -> String { count == 1 ? "\(start)" : "\(start),\(count)" }
        // An added line stands before the old line after the one it follows.
        let change = slice.first { $0.kind != .context }
        let firstChanged = change.map { $0.kind == .added ? $0.oldLine + 1 : $0.oldLine } ?? oldStart
        let header = "@@ -\(range(oldStart, old.count)) +\(range(newStart, new.count)) @@"
        out.append(title(firstChanged).map { header + " " + $0 } ?? header)
        for line in slice {
            switch line.kind {
            // Control characters written out: a diff of someone else's transcript cannot drive
            // the terminal.
            case .context: out.append(" " + line.text.escapingControlCharacters)
            case .removed: out.append("-" + line.text.escapingControlCharacters)
            case .added: out.append("+" + line.text.escapingControlCharacters)
            }
        }
    }
    return out.joined(separator: "\n")
}
