import Cassowary
import Layout

/// The constraints of an Objective-C export: anchors (or `constraintWithItem:…`), Visual
/// Format lines, or Masonry blocks, activated at once after priorities and identifiers.
extension ObjCWriter {
    mutating func writeConstraints() {
        guard !plan.constraints.isEmpty else { return }
        let grouping = ConstraintGrouping(plan, style: style, makerLine: masonryLine)
        let formats = grouping.formats
        var body: [String] = []
        var activated: [(expression: String, comment: String)] = []
        for block in grouping.blocks {
            body.append("[\(Self.expression(block.item)) mas_makeConstraints:^(MASConstraintMaker *make) {")
            body += block.lines.map { "    " + $0 }
            body.append("}];")
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
            body.append("NSLayoutConstraint *\(local) = \(expression);\(note)")
            if !c.priority.isRequired { body.append("\(local).priority = \(Self.priority(c.priority));") }
            if let id = c.identifier { body.append("\(local).identifier = \(CodeLiterals.objcString(id));") }
            if c.isActive { activated.append((local, "")) } else { body.append("\(local).active = NO; // made, not activated") }
        }
        lines.append("")
        lines += body.map { "    " + $0 }
        if formats.isEmpty {
            if !activated.isEmpty {
                lines.append("    [NSLayoutConstraint activateConstraints:@[")
                lines += activated.map { "        \($0.expression),\($0.comment)" }
                lines.append("    ]];")
            }
            return
        }
        lines.append("    NSMutableArray<NSLayoutConstraint *> *layout = [NSMutableArray array];")
        for line in formats {
            let views = line.views.map { "\(CodeLiterals.objcString($0)): self.\($0)" }.joined(separator: ", ")
            lines.append("    [layout addObjectsFromArray:[NSLayoutConstraint constraintsWithVisualFormat:\(CodeLiterals.objcString(line.format)) options:0 metrics:nil views:@{\(views)}]];")
        }
        if !activated.isEmpty {
            lines.append("    [layout addObjectsFromArray:@[")
            lines += activated.map { "        \($0.expression),\($0.comment)" }
            lines.append("    ]];")
        }
        lines.append("    [NSLayoutConstraint activateConstraints:layout];")
    }

    mutating func uniqueLocal(for c: ExportPlan.Constraint) -> String {
        var writer = SwiftWriter(plan: plan, style: style)
        writer.locals = locals
        let name = writer.uniqueLocal(for: c)
        locals.insert(name)
        return name
    }

    static func relationWord(_ r: Relation) -> String {
        switch r {
        case .equal: return "Equal"
        case .greaterOrEqual: return "GreaterThanOrEqual"
        case .lessOrEqual: return "LessThanOrEqual"
        }
    }

    static func anchor(_ a: ExportPlan.Anchor) -> String { "\(expression(a.item)).\(a.attribute.name)Anchor" }

    /// `[self.body.topAnchor constraintEqualToAnchor:self.contentView.topAnchor constant:6]`.
    static func constraintExpression(_ c: ExportPlan.Constraint) -> String {
        let r = relationWord(c.relation)
        let n = CodeLiterals.number
        guard let second = c.second else {
            if c.first.attribute.isSize { return "[\(anchor(c.first)) constraint\(r)ToConstant:\(n(c.constant))]" }
            return itemForm(c)
        }
        let sameKind = c.first.attribute.isSize == second.attribute.isSize
            && (c.first.attribute.isSize || c.first.attribute.axis == second.attribute.axis)
        guard sameKind else { return itemForm(c) }
        if c.isSystemSpacing, c.multiplier == 1, !c.first.attribute.isSize {
            let direction = c.first.attribute.axis == .horizontal ? "After" : "Below"
            return "[\(anchor(c.first)) constraint\(r)ToSystemSpacing\(direction)Anchor:\(anchor(second)) multiplier:\(n(c.constant / ConstraintSpec.systemSpacing))]"
        }
        if c.first.attribute.isSize {
            if c.multiplier != 1 {
                return "[\(anchor(c.first)) constraint\(r)ToAnchor:\(anchor(second)) multiplier:\(n(c.multiplier)) constant:\(n(c.constant))]"
            }
        } else if c.multiplier != 1 {
            return itemForm(c)
        }
        if c.constant == 0 { return "[\(anchor(c.first)) constraint\(r)ToAnchor:\(anchor(second))]" }
        return "[\(anchor(c.first)) constraint\(r)ToAnchor:\(anchor(second)) constant:\(n(c.constant))]"
    }

    static func attributeName(_ a: LayoutAttribute) -> String {
        "NSLayoutAttribute" + a.name.prefix(1).uppercased() + a.name.dropFirst()
    }

    static func itemForm(_ c: ExportPlan.Constraint) -> String {
        let toItem = c.second.map { expression($0.item) } ?? "nil"
        let toAttribute = c.second.map { attributeName($0.attribute) } ?? "NSLayoutAttributeNotAnAttribute"
        return "[NSLayoutConstraint constraintWithItem:\(expression(c.first.item)) attribute:\(attributeName(c.first.attribute)) relatedBy:NSLayoutRelation\(relationWord(c.relation)) toItem:\(toItem) attribute:\(toAttribute) multiplier:\(CodeLiterals.number(c.multiplier)) constant:\(CodeLiterals.number(c.constant))]"
    }

    // MARK: Masonry

    /// `make.leading.equalTo(self.photo.mas_trailing).offset(8).priority(999);`, or nil for
    /// what Masonry cannot say (an identifier, system spacing, a guide other than margins).
    func masonryLine(_ c: ExportPlan.Constraint) -> String? {
        guard c.isActive, !c.isSystemSpacing, c.identifier == nil else { return nil }
        switch c.first.item {
        case .this, .contentView, .property: break
        default: return nil
        }
        let relation: String
        switch c.relation {
        case .equal: relation = "equalTo"
        case .greaterOrEqual: relation = "greaterThanOrEqualTo"
        case .lessOrEqual: relation = "lessThanOrEqualTo"
        }
        var line = "make.\(c.first.attribute.name)."
        if let second = c.second {
            let target: String
            switch second.item {
            case .this, .contentView, .property:
                target = "\(Self.expression(second.item)).mas_\(second.attribute.name)"
            case .guide(let owner, .margins):
                guard [.leading, .trailing, .left, .right, .top, .bottom, .centerX, .centerY].contains(second.attribute) else { return nil }
                let suffix = second.attribute == .centerX || second.attribute == .centerY ? "WithinMargins" : "Margin"
                target = "\(Self.expression(owner)).mas_\(second.attribute.name)\(suffix)"
            default: return nil
            }
            line += "\(relation)(\(target))"
            if c.multiplier != 1 { line += ".multipliedBy(\(CodeLiterals.number(c.multiplier)))" }
            if c.constant != 0 { line += ".offset(\(CodeLiterals.number(c.constant)))" }
        } else {
            guard c.first.attribute.isSize else { return nil }
            line += "\(relation)(@(\(CodeLiterals.number(c.constant))))"
        }
        if !c.priority.isRequired { line += ".priority(\(CodeLiterals.number(c.priority.value)))" }
        line += ";" + ConstraintGrouping.collapseNote(c)
        return line
    }
}
