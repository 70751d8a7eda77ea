import Layout
import Notation

/// The inspecting commands' results written for people: aligned tables and trees, with the
/// terminal's colours when the style has them.
struct InspectionText {
    let style: OutputStyle

    func frames(_ result: FramesResult) -> String {
        if result.rows.isEmpty { return "no views yet (make one with: view cell)" }
        var table = TextTable(["view", "x", "y", "width", "height"], numeric: [1, 2, 3, 4])
        for row in result.rows {
            let frame = result.absolute ? row.absolute : row.frame
            var label = String(repeating: "  ", count: row.depth) + row.name
            if row.isHidden { label += " (hidden)" }
            if row.isCollapsed { label += " (collapsed)" }
            table.add([label, show(frame.x), show(frame.y), show(frame.width), show(frame.height)])
        }
        return table.rendered(style: style)
    }

    func views(_ result: ViewsResult) -> String {
        if result.nodes.isEmpty { return "no views yet (make one with: view cell)" }
        var byName: [String: ViewsResult.Node] = [:]
        for node in result.nodes { byName[node.name] = node }
        var lines: [String] = []
        // Depth first with an explicit stack: a deep tree cannot exhaust the call stack.
        var stack: [(name: String, prefix: String, isLast: Bool, isRoot: Bool)] =
            result.roots.reversed().map { ($0, "", true, true) }
        while let (name, prefix, isLast, isRoot) = stack.popLast() {
            guard let node = byName[name] else { continue }
            var text = "\(name) (\(Self.kindText(node))) \(show(node.size.width))x\(show(node.size.height))"
            if let label = node.label { text += " " + Self.quoteShort(label.text) }
            if let margins = node.margins { text += " margins \(Self.insetsText(margins))" }
            if let preserved = node.preservedMargins { text += " preserves superview margins (now \(Self.insetsText(preserved)))" }
            if let width = node.readableWidth { text += " readable width \(show(width))" }
            if node.isHidden { text += " hidden" }
            if node.isCollapsed { text += " collapsed" }
            lines.append(isRoot ? text : prefix + (isLast ? "└─ " : "├─ ") + text)
            let childPrefix = isRoot ? "" : prefix + (isLast ? "   " : "│  ")
            for (i, child) in node.children.enumerated().reversed() {
                stack.append((child, childPrefix, i == node.children.count - 1, false))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `stack: vertical, fill, alignment fill, spacing 8`, `image, arranged`, `guide: UIViewLayoutMarginsGuide`.
    static func kindText(_ node: ViewsResult.Node) -> String {
        var text = node.kind
        if let s = node.stack {
            text += ": \(s.axis == .horizontal ? "horizontal" : "vertical"), \(s.distribution.rawValue), alignment \(s.alignment.rawValue), "
                + "spacing \(show(s.spacing))"
            if s.baselineRelative { text += ", baseline-relative" }
            if s.marginsRelative { text += ", margins-relative" }
        }
        if let guide = node.guide, !guide.isEmpty { text += ": \(guide)" }
        if node.arrangedBy != nil { text += ", arranged" }
        return text
    }

    /// `11,16,11,16` (top, leading, bottom, trailing), or one number when all four agree.
    static func insetsText(_ i: DirectionalInsets) -> String {
        if i.top == i.leading && i.leading == i.bottom && i.bottom == i.trailing { return show(i.top) }
        return [i.top, i.leading, i.bottom, i.trailing].map(show).joined(separator: ",")
    }

    func constraints(_ result: ConstraintsResult) -> String {
        let plain = result.plainVariables.map(plainConstraints)
        if result.rows.isEmpty { return plain ?? "no constraints yet" }
        var table = TextTable(["name", "constraint", "priority", "state", "from"], numeric: [2])
        for row in result.rows {
            let state = row.state == .broken ? style.red("broken") : row.state == .inactive ? style.dim("inactive") : "active"
            table.add([row.name, Self.asInForce(row.constraint.replacingPriority(), row.constantInForce), row.priority.description, state,
                       row.origin.words])
        }
        return table.rendered(style: style) + (plain.map { "\n" + $0 } ?? "")
    }

    /// A constraint as written, and the constant in force when a collapse changed it.
    static func asInForce(_ constraint: String, _ constantInForce: Double?) -> String {
        constantInForce.map { constraint + " (\(show($0)) while collapsed)" } ?? constraint
    }

    /// The plain variables' constraints, numbered, and their edit variables, a line each.
    func plainConstraints(_ listing: PlainConstraintListing) -> String {
        let lines = listing.numbered.map { "[\($0.number)] \($0.constraint)" } + listing.edits.map { "edit \($0.variable) @\($0.priority)" }
        return lines.isEmpty ? "no constraints yet" : lines.joined(separator: "\n")
    }

    /// The plain variables' part of `check`.
    func plainCheck(_ ambiguous: [PlainAmbiguity]) -> String {
        if ambiguous.isEmpty { return "no conflicts; every variable is determined" }
        let list = ambiguous.map { "  \($0.name) = \(show($0.value)), could also be \(show($0.alternative))" }
        return "ambiguous (more than one best solution):\n" + list.joined(separator: "\n")
    }

    func check(_ result: CheckResult) -> String {
        let plain = result.plainVariables.map(plainCheck)
        if result.broken.isEmpty && result.ambiguous.isEmpty { return plain ?? "no conflicts, no ambiguity" }
        var lines: [String] = []
        if !result.broken.isEmpty {
            lines.append(style.red("broken") + " (given up because required constraints conflict):")
            for b in result.broken { lines.append("  \(b.name): \(b.constraint)") }
            if result.fixes.isEmpty {
                lines.append("fixes: none of the changes tried leaves nothing broken")
            } else {
                lines.append("fixes (each tried by solving a copy; fix N makes one):")
                for (n, f) in result.fixes.enumerated() {
                    lines.append("  \(n + 1). \(Self.words(f.fix)): \(f.lines.joined(separator: "; "))")
                }
            }
        }
        if !result.ambiguous.isEmpty {
            lines.append(style.yellow("ambiguous") + " (more than one layout fits equally well):")
            for a in result.ambiguous {
                lines.append("  \(a.view).\(a.attribute.name) = \(show(a.value)), could also be \(show(a.alternative))")
            }
        }
        return (lines + (plain.map { [$0] } ?? [])).joined(separator: "\n")
    }

    /// A fix in words.
    static func words(_ fix: SceneFix) -> String {
        switch fix {
        case .stopTranslatingAutoresizingMask(let view): return "\(view) stops translating its autoresizing mask into constraints"
        case .priority(let id, let p): return "\(id) gives way, at \(formatNumber(p))"
        case .deactivate(let id): return "\(id) out (isActive = false)"
        }
    }

    func why(_ result: WhyResult) -> String {
        if result.isPlainVariable {
            if result.rows.isEmpty { return "\(result.subject) = \(show(result.value)): nothing decides it (it is free)" }
            let rows = result.rows.map { "  " + ($0.name.isEmpty ? "" : $0.name + " ") + $0.constraint }
            return "\(result.subject) = \(show(result.value)) because of:\n" + rows.joined(separator: "\n")
        }
        if result.rows.isEmpty { return "\(result.subject) = \(show(result.value)): no constraint decides it (it is ambiguous)" }
        var table = TextTable(["name", "constraint", "from"])
        for row in result.rows { table.add([row.name, Self.asInForce(row.constraint, row.constantInForce), row.origin.words]) }
        return "\(result.subject) = \(show(result.value)) because of:\n" + table.rendered(style: style)
    }

    func fit(_ result: FitResult) -> String {
        let how = result.width.map { "width \(show($0)) required, height at fittingSizeLevel" } ?? "both at fittingSizeLevel"
        return "\(result.view) fits in \(show(result.size.width))x\(show(result.size.height)) (\(result.target.rawValue); \(how))"
    }

    func measure(_ result: MeasureResult) -> String {
        let at = result.width.map { " at width \(show($0))" } ?? ", unwrapped"
        return "\(show(result.size.width))x\(show(result.size.height)): \(result.lineCount) line\(result.lineCount == 1 ? "" : "s")\(at)"
            + (result.isTruncated ? ", truncated" : "") + " (\(result.font), \(result.category))"
    }

    /// A label's text in a line: newlines as spaces, control characters written out (`\e`,
    /// `\t`), at most 40 characters.
    static func quoteShort(_ text: String) -> String {
        let flat = text.replacingNewlines().escapingControlCharacters
        return "\"" + (flat.count > 40 ? String(flat.prefix(39)) + "…" : flat) + "\""
    }
}
