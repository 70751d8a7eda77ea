import Cassowary
import Layout

/// The constraints of a Swift export: anchors (or `NSLayoutConstraint(item:…)` where anchors
/// cannot say it), Visual Format lines, or SnapKit blocks, all activated at once after their
/// priorities and identifiers are set.
extension SwiftWriter {
    mutating func writeConstraints() {
        guard !plan.constraints.isEmpty else { return }
        let grouping = ConstraintGrouping(plan, style: style, makerLine: snapKitLine)
        let formats = grouping.formats
        var body: [String] = []
        var activated: [(expression: String, comment: String)] = []
        for block in grouping.blocks {
            body.append("\(Self.receiver(block.item))snp.makeConstraints { make in")
            body += block.lines.map { "    " + $0 }
            body.append("}")
        }
        for index in grouping.anchored {
            let c = plan.constraints[index]
            let expression = Self.constraintExpression(c)
            let note = ConstraintGrouping.collapseNote(c)
            if c.priority.isRequired && c.identifier == nil && c.isActive {
                activated.append((expression, note))
                continue
            }
            let local = uniqueLocal(for: c)
            body.append("let \(local) = \(expression)\(note)")
            if !c.priority.isRequired { body.append("\(local).priority = \(Self.priority(c.priority))") }
            if let id = c.identifier { body.append("\(local).identifier = \(CodeLiterals.swiftString(id))") }
            if c.isActive {
                activated.append((local, ""))
            } else {
                body.append("\(local).isActive = false  // made, not activated")
            }
        }
        lines.append("")
        lines += body.map { "        " + $0 }
        if formats.isEmpty {
            if !activated.isEmpty {
                lines.append("        NSLayoutConstraint.activate([")
                lines += activated.map { "            \($0.expression),\($0.comment)" }
                lines.append("        ])")
            }
            return
        }
        lines.append("        var layout: [NSLayoutConstraint] = []")
        for line in formats {
            let views = line.views.map { "\(CodeLiterals.swiftString($0)): \($0)" }.joined(separator: ", ")
            lines.append("        layout += NSLayoutConstraint.constraints(withVisualFormat: \(CodeLiterals.swiftString(line.format)), options: [], metrics: nil, views: [\(views)])")
        }
        if !activated.isEmpty {
            lines.append("        layout += [")
            lines += activated.map { "            \($0.expression),\($0.comment)" }
            lines.append("        ]")
        }
        lines.append("        NSLayoutConstraint.activate(layout)")
    }

    /// A local's name for a constraint: its identifier where that is a free identifier, else
    /// its first view's name and attribute (`bodyBottom`).
    mutating func uniqueLocal(for c: ExportPlan.Constraint) -> String {
        var base: String
        if let id = c.identifier, CodeNames.isIdentifier(id), !CodeNames.reserved.contains(id) {
            base = id
        } else {
            let owner: String
            switch c.first.item {
            case .this: owner = ""
            case .contentView: owner = "content"
            case .property(let p), .layoutGuide(let p): owner = p
            case .guide(let item, let guide):
                if case .property(let p) = item { owner = p + guide.rawValue.prefix(1).uppercased() + guide.rawValue.dropFirst() } else { owner = guide.rawValue }
            }
            let attribute = c.first.attribute.name
            base = owner.isEmpty ? attribute : owner + attribute.prefix(1).uppercased() + attribute.dropFirst()
        }
        var candidate = base
        var ordinal = 1
        while locals.contains(candidate) || CodeNames.reserved.contains(candidate) {
            ordinal += 1
            candidate = "\(base)\(ordinal)"
        }
        locals.insert(candidate)
        return candidate
    }

    /// `body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6)`, or the
    /// `NSLayoutConstraint(item:…)` form where anchors have no word for it (a multiplier on a
    /// position).
    static func constraintExpression(_ c: ExportPlan.Constraint) -> String {
        let first = anchor(c.first)
        let relation: String
        switch c.relation {
        case .equal: relation = "equal"
        case .greaterOrEqual: relation = "greaterThanOrEqual"
        case .lessOrEqual: relation = "lessThanOrEqual"
        }
        guard let second = c.second else {
            if c.first.attribute.isSize {
                return "\(first).constraint(\(relation)ToConstant: \(CodeLiterals.number(c.constant)))"
            }
            return itemForm(c)
        }
        let sameKind = c.first.attribute.isSize == second.attribute.isSize
            && (c.first.attribute.isSize || c.first.attribute.axis == second.attribute.axis)
        guard sameKind else { return itemForm(c) }
        if c.isSystemSpacing, c.multiplier == 1, !c.first.attribute.isSize {
            let direction = c.first.attribute.axis == .horizontal ? "After" : "Below"
            return "\(first).constraint(\(relation)ToSystemSpacing\(direction): \(anchor(second)), multiplier: \(CodeLiterals.number(c.constant / ConstraintSpec.systemSpacing)))"
        }
        if c.first.attribute.isSize {
            var arguments = "\(relation)To: \(anchor(second))"
            if c.multiplier != 1 { arguments += ", multiplier: \(CodeLiterals.number(c.multiplier))" }
            if c.constant != 0 { arguments += ", constant: \(CodeLiterals.number(c.constant))" }
            return "\(first).constraint(\(arguments))"
        }
        guard c.multiplier == 1 else { return itemForm(c) }
        let constant = c.constant != 0 ? ", constant: \(CodeLiterals.number(c.constant))" : ""
        return "\(first).constraint(\(relation)To: \(anchor(second))\(constant))"
    }

    /// `body.leadingAnchor`, `layoutMarginsGuide.topAnchor`.
    static func anchor(_ a: ExportPlan.Anchor) -> String {
        "\(receiver(a.item))\(a.attribute.name)Anchor"
    }

    /// `NSLayoutConstraint(item: body, attribute: .centerX, relatedBy: .equal, toItem: contentView, attribute: .centerX, multiplier: 0.5, constant: 0)`.
    static func itemForm(_ c: ExportPlan.Constraint) -> String {
        let relation: String
        switch c.relation {
        case .equal: relation = ".equal"
        case .greaterOrEqual: relation = ".greaterThanOrEqual"
        case .lessOrEqual: relation = ".lessThanOrEqual"
        }
        let toItem = c.second.map { expression($0.item) } ?? "nil"
        let toAttribute = c.second.map { "." + $0.attribute.name } ?? ".notAnAttribute"
        let constant = c.isSystemSpacing ? "\(CodeLiterals.number(c.constant)) /* the system spacing in Trellis */" : CodeLiterals.number(c.constant)
        return "NSLayoutConstraint(item: \(expression(c.first.item)), attribute: .\(c.first.attribute.name), relatedBy: \(relation), toItem: \(toItem), attribute: \(toAttribute), multiplier: \(CodeLiterals.number(c.multiplier)), constant: \(constant))"
    }
}
