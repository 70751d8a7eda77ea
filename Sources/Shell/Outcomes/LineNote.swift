import Layout
import TableSim

/// What the shell has to say beside a line's answer, as a value: a constraint renamed to free
/// its name, required constraints in conflict, a cell's template captured again or kept.
/// Render/LineNoteText.swift writes it as text and as JSON (the `notes` of a JSON line).
enum LineNote: Equatable {
    /// A view took the name of a constraint, which is renamed.
    case constraintRenamed(from: String, to: String)
    /// Required constraints could not hold together; one of them was broken.
    case conflict(ConflictNote)
    /// The cell changed since `table cell`: its template is captured again, with what the
    /// check of the new one found.
    case templateCapturedAgain(root: String, reuseIdentifier: String, findings: TemplateFindings)
    /// The cell changed, but no template can be captured from it now: the old one stays.
    case templateKept(root: String, reuseIdentifier: String, reason: TemplateError)
}

/// A conflict as UIKit's console reports it: the constraints that cannot hold together, each
/// with what it says and who made it, and the one given up.
struct ConflictNote: Equatable {
    struct Item: Equatable {
        var name: String
        /// As written; nil when the constraint is gone from the scene.
        var constraint: String?
        var origin: ConstraintOrigin?
    }
    var constraints: [Item]
    var broken: Item
}

extension Workspace {
    /// The scene's conflict with each constraint's text and origin.
    func conflictNote(_ report: ConflictReport) -> ConflictNote {
        func item(_ id: String) -> ConflictNote.Item {
            let c = scene.constraints[id]
            return ConflictNote.Item(name: id, constraint: c?.spec.description, origin: c?.origin)
        }
        return ConflictNote(constraints: report.constraints.map(item), broken: item(report.broken))
    }
}
