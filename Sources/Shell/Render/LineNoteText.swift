import Layout

/// The notes beside a line's answer, in words and as JSON.
struct LineNoteText {
    var style: OutputStyle

    /// The notes as the shell prints them, a string each; conflicts one after another are one
    /// string, a blank line between them.
    func lines(_ notes: [LineNote]) -> [String] {
        var out: [String] = []
        var afterConflict = false
        for note in notes {
            let words = text(note)
            if case .conflict = note, afterConflict, let last = out.popLast() {
                out.append(last + "\n\n" + words)
            } else {
                out.append(words)
            }
            if case .conflict = note { afterConflict = true } else { afterConflict = false }
        }
        return out
    }

    func text(_ note: LineNote) -> String {
        switch note {
        case .constraintRenamed(let from, let to):
            return "(the constraint \(from) is now called \(to), to free the name for the view)"
        case .conflict(let conflict):
            return conflictText(conflict)
        case .templateCapturedAgain(let root, let reuseIdentifier, let findings):
            return (["cell \(root) changed since table cell: its template (\(reuseIdentifier)) is captured again"] + findings.lines)
                .joined(separator: "\n")
        case .templateKept(let root, let reuseIdentifier, let reason):
            return "warning: cell \(root) (\(reuseIdentifier)) keeps its old template: \(reason.words)"
        }
    }

    /// UIKit's console message for a conflict, with Trellis's names instead of addresses.
    private func conflictText(_ conflict: ConflictNote) -> String {
        func line(_ item: ConflictNote.Item) -> String {
            guard let constraint = item.constraint else { return item.name }
            return "\(item.name): \(constraint)" + (item.origin.map { $0.isSystem ? "   (\($0.words))" : "" } ?? "")
        }
        var out = [style.red("Unable to simultaneously satisfy constraints."),
                   "    Probably at least one of the constraints in the following list is one you don't want.",
                   "("]
        out += conflict.constraints.map { "    \"\(line($0))\"," }
        out += [")", "", "Will attempt to recover by breaking constraint", line(conflict.broken)]
        return out.joined(separator: "\n")
    }

    /// A note for programs: its kind, its values, and its words.
    func json(_ note: LineNote) -> JSON {
        var fields: [(String, JSON)]
        switch note {
        case .constraintRenamed(let from, let to):
            fields = [("note", .string("constraintRenamed")), ("from", .string(from)), ("to", .string(to))]
        case .conflict(let conflict):
            func item(_ i: ConflictNote.Item) -> JSON {
                .object([("name", .string(i.name)), ("constraint", i.constraint.map(JSON.string) ?? .null),
                         ("origin", i.origin.map { .string($0.words) } ?? .null)])
            }
            fields = [("note", .string("conflict")), ("constraints", .array(conflict.constraints.map(item))),
                      ("broken", item(conflict.broken))]
        case .templateCapturedAgain(let root, let reuseIdentifier, _):
            fields = [("note", .string("templateCapturedAgain")), ("root", .string(root)), ("reuseIdentifier", .string(reuseIdentifier))]
        case .templateKept(let root, let reuseIdentifier, _):
            fields = [("note", .string("templateKept")), ("root", .string(root)), ("reuseIdentifier", .string(reuseIdentifier))]
        }
        fields.append(("text", .string(LineNoteText(style: .plain).text(note))))
        return .object(fields)
    }
}
