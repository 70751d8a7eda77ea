import Cassowary
import ConsoleLog
import Layout

/// `trellis explain` and `import log` in words: what was read, the conflict and its arithmetic,
/// what UIKit broke and what the screen then shows, Trellis's own rule, what put the engine's
/// constraints there, and the fixes that solving confirmed.
enum LogExplanationText {
    /// The verified fixes as the answer numbers them (`fix N` makes the Nth). A relation changed
    /// to the same effect as a lower priority of the same constraint says nothing new: left out
    /// (the JSON lists every fix tried).
    static func listedFixes(_ e: LogExplanation) -> [LogFix] {
        var verified: [LogFix] = []
        for fix in e.fixes where fix.verified {
            if case .relation = fix.change, verified.contains(where: { other in
                other.constraint == fix.constraint && other.frames.elementsEqual(fix.frames) { $0.view == $1.view && $0.frame == $1.frame }
            }) { continue }
            verified.append(fix)
        }
        return verified
    }

    static func render(_ e: LogExplanation) -> String {
        let s = e.scene
        var out: [String] = []
        let platform = s.log.platform.map { "\($0.rawValue)'s log" } ?? "a list of constraints (no header)"
        out.append("read \(s.constraints.count) constraint\(s.constraints.count == 1 ? "" : "s") from \(platform)"
                   + (s.log.unread.isEmpty ? "" : "; \(s.log.unread.count) line\(s.log.unread.count == 1 ? "" : "s") not read (below)"))
        for u in s.log.unread { out.append("  line \(u.line):\(u.column): \(u.reason.words): \(quoteShort(u.text))") }
        if s.constraints.isEmpty {
            if let broken = s.log.broken {
                // A poster who cut the list (`...`) kept the line that says what broke.
                let engine = s.log.platform?.rawValue ?? "UIKit"
                out.append("the log's list of constraints is missing: only what \(engine) broke is here (line \(broken.line)):")
                out.append("  " + quoteShort(broken.text))
                out.append("a conflict needs the constraints it broke against: paste the whole log, list included.")
            }
            return out.joined(separator: "\n")
        }
        // Views.
        out.append("")
        out.append(s.rootIsCellContentView
                   ? "views (\(s.root), the cell's content view, is the root and holds those whose superview the log does not show):"
                   : "views (\(s.root) holds those whose superview the log does not show):")
        let logged = s.views.filter { $0.origin != .root }
        out += columns(logged.map { v in
            [v.name, v.origin == .unknownSuperview ? "(a superview the log does not name)" : v.item.className,
             v.item.address ?? "", v.parent.map { $0 == s.root ? "" : "in \($0)" } ?? ""]
        }).map { "  " + $0 }
        if !e.freeSizes.isEmpty {
            out.append("  sizes the log does not give (free here): " + e.freeSizes.joined(separator: ", "))
        }
        if !s.assumedMargins.isEmpty {
            out.append("  margins of \(s.assumedMargins.joined(separator: ", ")): UIKit's default 8 (the log does not give them)")
        }
        // Constraints.
        out.append("")
        out.append("constraints, as Trellis reads them:")
        out += columns(s.constraints.map { c in
            [c.id, c.spec?.description ?? "-", c.refusal.map { "refused: \($0.words)" } ?? cause(of: c, in: e).map { "(\($0))" } ?? ""]
        }).map { "  " + $0 }
        out.append("")
        let engine = s.log.platform?.rawValue ?? "UIKit"
        if e.stopped == .beforeExplaining {
            out.append("interrupted before the conflict was found: nothing is known of it yet.")
            return out.joined(separator: "\n")
        }
        guard !e.conflicts.isEmpty else {
            let refused = s.constraints.filter { $0.refusal != nil }.count
            if refused > 0 || !s.log.unread.isEmpty {
                out.append("no conflict among the constraints read, but \(refused + s.log.unread.count) line\(refused + s.log.unread.count == 1 ? "" : "s") could not be read or")
                out.append("added (above): nothing can be concluded until they are.")
            } else {
                out.append("no conflict: the listed constraints can all hold together. What \(engine) could not satisfy involves")
                out.append("constraints the log does not list (a label's or image's own size, for one).")
            }
            return out.joined(separator: "\n")
        }
        for (n, conflict) in e.conflicts.enumerated() {
            let heading = e.conflicts.count == 1 ? "conflict" : "conflict \(n + 1)"
            out.append("\(heading): these \(conflict.constraints.count) cannot hold together:")
            out.append("  " + conflict.constraints.map { id in engineNote(id, in: s).map { "\(id) (\($0))" } ?? id }.joined(separator: ", "))
            if let a = conflict.arithmetic { out.append("  " + arithmeticLine(a)) }
        }
        let listedCount = s.constraints.filter { $0.refusal == nil }.count
        out.append(e.innocent.isEmpty
                   ? "innocent: none of the \(listedCount) listed"
                   : "innocent (listed, but no part of it): " + e.innocent.joined(separator: ", "))
        let resolved = s.uikitBroke.map { broke in e.conflicts.indices.filter { e.conflicts[$0].constraints.contains(broke) } } ?? []
        if let broke = s.uikitBroke, e.conflictRemainsWithoutUIKitsChoice, !resolved.isEmpty {
            // Breaking one constraint resolves one conflict; a log can hold two.
            let names = resolved.map { e.conflicts.count == 1 ? "the conflict" : "conflict \($0 + 1)" }
            let left = e.conflicts.indices.filter { i in !resolved.contains(i)
                && e.conflicts[i].constraints.contains { e.screenAlsoBreaks.contains($0) } }
            let second = left.isEmpty ? "" : " (" + left.map { "conflict \($0 + 1)" }.joined(separator: ", ") + ")"
            out.append("\(engine) broke \(broke), which resolves \(names.joined(separator: " and ")); breaking it leaves a second conflict\(second).")
            out.append("With " + e.screenAlsoBreaks.joined(separator: ", ") + " also broken (Trellis's rule), the screen shows:")
        } else if let broke = s.uikitBroke, e.conflictRemainsWithoutUIKitsChoice {
            out.append("\(engine) broke \(broke), which is no part of the conflict: without it the conflict remains here (\(engine)'s")
            out.append("list is not always minimal, and its engine knows constraints the log does not print). With "
                       + e.screenAlsoBreaks.joined(separator: ", ") + " also broken")
            out.append("(Trellis's rule), the screen shows:")
        } else if let broke = s.uikitBroke {
            out.append("\(engine) broke \(broke); the screen then shows:")
        } else if s.log.broken != nil {
            out.append("the constraint the log says it broke is not in its list; with Trellis's rule the screen shows:")
        } else {
            out.append("the log does not say which constraint it broke; with Trellis's rule the screen shows:")
        }
        out += framesLines(e.screen, axis: e.axis).map { "  " + $0 }
        // A size that is 0 because nothing says otherwise (free) is no finding.
        let flat = e.screen.filter { f in
            guard !e.freeSizes.contains("\(f.view).\(e.axis == .vertical ? "height" : "width")") else { return false }
            return e.axis == .vertical ? f.frame.height == 0 : e.axis == .horizontal ? f.frame.width == 0 : false
        }.map { "\($0.view) is 0 pt \(e.axis == .vertical ? "tall" : "wide")" }
        if !flat.isEmpty { out.append("  so " + flat.joined(separator: ", ")) }
        for conflict in e.conflicts {
            out.append("Trellis's rule breaks \(conflict.trellisBreaks): of the set, the last to be added (in the log's order).")
        }
        let causes = e.causes.filter { c in e.conflicts.contains { $0.constraints.contains(c.constraint) } }
        if !causes.isEmpty {
            out.append("what put the engine's constraints there:")
            for c in causes { out.append("  \(c.constraint): \(describe(c.cause))") }
        }
        let verified = listedFixes(e)
        out.append("")
        if e.stopped == .whileTryingFixes {
            out.append("(interrupted while fixes were tried: \(e.fixes.count) of them were)")
        }
        if verified.isEmpty {
            out.append("fixes: none of the \(e.fixes.count) changes tried resolves it on its own.")
        } else {
            out.append("fixes (each tried by solving; \(e.fixes.filter(\.verified).count) of the \(e.fixes.count) changes tried resolve it):")
            for (n, fix) in verified.prefix(8).enumerated() {
                out.append("  \(n + 1). \(describe(fix))")
                // What moves compared with the screen UIKit shows.
                let changed = fix.frames.filter { f in !e.screen.contains { $0.view == f.view && $0.frame == f.frame } }
                if changed.isEmpty {
                    // Set against UIKit's screen only when the log says what UIKit broke.
                    out.append(s.uikitBroke != nil ? "       the screen as \(engine) shows it" : "       the screen as with Trellis's choice")
                } else {
                    out += framesLines(changed, axis: e.axis).map { "       " + $0 }
                }
            }
            if verified.count > 8 { out.append("  (\(verified.count - 8) more: trellis explain FILE --json lists them all)") }
        }
        return out.joined(separator: "\n")
    }

    /// `≥0 (label.size.height) + 16 (c1) + 16 (c2) = ≥32 > 0 (UISV-hiding)`: the chain, its sum,
    /// and how it misses the total. A term scaled by a multiplier or a centre's half shows it
    /// (`0.5 × 100 (c2)`).
    static func arithmeticLine(_ a: ConflictArithmetic) -> String {
        func number(_ t: ConflictArithmetic.Term) -> String {
            let scaled = abs(abs(t.factor) - 1) > 1e-9 && t.constant != 0
            let body = scaled ? "\(signed(t.factor)) × \(signed(t.constant))" : show(abs(t.value))
            return relationPrefix(t.relation) + body
        }
        var text = ""
        for (i, term) in a.terms.enumerated() {
            let scaled = abs(abs(term.factor) - 1) > 1e-9 && term.constant != 0
            let negative = term.value < 0 && !scaled
            if i == 0 {
                text = (negative ? relationPrefix(term.relation) + "−" + show(-term.value) : number(term)) + " (\(term.constraint))"
            } else if negative {
                text += (term.relation == .equal ? " − " : " + " + relationPrefix(term.relation) + "−") + show(-term.value) + " (\(term.constraint))"
            } else {
                text += " + \(number(term)) (\(term.constraint))"
            }
        }
        let sum: String
        switch a.sumRelation {
        case .equal?: sum = signed(a.sum)
        case .greaterOrEqual?: sum = "≥" + signed(a.sum)
        case .lessOrEqual?: sum = "≤" + signed(a.sum)
        case nil: sum = signed(a.sum) + " give or take the inequalities"
        }
        let total = relationPrefix(a.total.relation) + signed(a.total.value) + " (\(a.total.constraint))"
        let misses: String
        switch (a.sumRelation, a.total.relation) {
        case (.greaterOrEqual?, .equal), (.greaterOrEqual?, .lessOrEqual), (.equal?, .lessOrEqual): misses = ">"
        case (.lessOrEqual?, .equal), (.lessOrEqual?, .greaterOrEqual), (.equal?, .greaterOrEqual): misses = "<"
        default: misses = "≠"
        }
        if a.terms.isEmpty { return "\(a.total.constraint) cannot hold on its own" }
        if a.terms.count == 1, let only = a.terms.first, only.relation == .equal {
            return "\(text) \(misses) \(total)"
        }
        return "\(text) = \(sum) \(misses) \(total)"
    }

    /// `−22` with a real minus sign, as the terms print.
    private static func signed(_ x: Double) -> String { x < 0 ? "−" + show(-x) : show(x) }

    private static func relationPrefix(_ r: Relation) -> String {
        switch r {
        case .equal: return ""
        case .greaterOrEqual: return "≥"
        case .lessOrEqual: return "≤"
        }
    }

    /// Frames, or along one axis only when the conflict is on one (`label  y 16  0 tall`).
    static func framesLines(_ frames: [(view: String, frame: Rect)], axis: LogExplanation.Axis? = nil) -> [String] {
        columns(frames.map { f in
            switch axis {
            case .vertical?: return [f.view, "y \(show(f.frame.y))", "\(show(f.frame.height)) tall"]
            case .horizontal?: return [f.view, "x \(show(f.frame.x))", "\(show(f.frame.width)) wide"]
            case nil: return [f.view, "x \(show(f.frame.x))", "y \(show(f.frame.y))", "\(show(f.frame.width)) × \(show(f.frame.height))"]
            }
        })
    }

    /// What an engine constraint of Trellis's own in a conflict is.
    private static func engineNote(_ id: String, in s: LogScene) -> String? {
        guard s.constraint(id) == nil else { return nil }
        if id.hasSuffix(".size.width") || id.hasSuffix(".size.height") { return "a size is never negative" }
        if id.contains(".UIView-") { return "the view's margins, 8 by default" }
        return "Trellis's own"
    }

    private static func cause(of c: LogConstraint, in e: LogExplanation) -> String? {
        e.causes.first { $0.constraint == c.id }.map { describe($0.cause) }
    }

    static func describe(_ cause: SystemCause) -> String {
        switch cause {
        case .encapsulatedHeight: return "the height its container gives it (a cell: the estimated height until it is sized)"
        case .encapsulatedWidth: return "the width its container gives it (a cell: the table's width, 0 before it is laid out)"
        case .stackHiding: return "a stack view hid this arranged subview: its size goes to 0"
        case .stackArrangement(let id): return "the stack view's arrangement (\(id))"
        case .autoresizingMask(let mask):
            return "the view's frame as constraints (translatesAutoresizingMaskIntoConstraints is true; mask \(mask))"
        case .layoutMargins: return "the view's layout margins"
        case .safeArea: return "the safe area"
        case .layoutSupport: return "the view controller's top or bottom layout guide (iOS 7 to 10)"
        case .interfaceBuilderPrototyping: return "Interface Builder, for a view with no constraints of its own"
        case .temporaryWidth: return "a width UIKit holds while it measures the view"
        case .other(let id): return "the engine's own (\(id))"
        }
    }

    static func describe(_ fix: LogFix) -> String {
        switch fix.change {
        case .priority(let p): return "give \(fix.constraint) priority \(show(p)) (it gives way instead of breaking)"
        case .relation(let r): return "make \(fix.constraint) '\(r.rawValue)' instead of '=='"
        case .stopTranslatingAutoresizingMask(let view):
            return "set \(view).translatesAutoresizingMaskIntoConstraints = false (its frame's constraints go)"
        case .deactivateWhileHidden: return "deactivate \(fix.constraint) while the stack view hides the view (isActive = false)"
        case .encapsulatedSize(let size):
            return "let \(fix.constraint) be \(show(size)), the height the content needs: for a self-sizing cell, an estimate of "
                + "\(show(size)) (the conflict lasts only while the estimate is in force)"
        }
    }

    /// Rows in aligned columns (two spaces between), trailing blanks dropped.
    static func columns(_ rows: [[String]]) -> [String] {
        var widths: [Int] = []
        for row in rows {
            for (i, cell) in row.enumerated() {
                if i >= widths.count { widths.append(0) }
                widths[i] = max(widths[i], visibleWidth(cell))
            }
        }
        return rows.map { row in
            var line = ""
            for (i, cell) in row.enumerated() {
                line += cell
                if i < row.count - 1 { line += String(repeating: " ", count: widths[i] - visibleWidth(cell) + 2) }
            }
            var trimmed = line
            while trimmed.last == " " { trimmed.removeLast() }
            return trimmed
        }
    }

    private static func quoteShort(_ s: String) -> String { s.count <= 100 ? s : String(s.prefix(99)) + "…" }
}

extension LogRefusal {
    /// Why the constraint is not in the scene, in words.
    var words: String {
        switch self {
        case .unknownItem: return "it names a view the log does not show"
        case .layout(let error): return error.words
        }
    }
}
