import Cassowary
import Layout

/// SnapKit's `makeConstraints` blocks, one a first item, for the constraints SnapKit can
/// say: active, without system spacing, and relating the first item's attribute to a number,
/// to the superview's same attribute, or to another item's attribute.
extension SwiftWriter {
    /// `make.leading.equalTo(photo.snp.trailing).offset(8).priority(999)`, or nil.
    func snapKitLine(_ c: ExportPlan.Constraint) -> String? {
        guard c.isActive, !c.isSystemSpacing else { return nil }
        let relation: String
        switch c.relation {
        case .equal: relation = "equalTo"
        case .greaterOrEqual: relation = "greaterThanOrEqualTo"
        case .lessOrEqual: relation = "lessThanOrEqualTo"
        }
        var line = "make.\(c.first.attribute.name)."
        if let second = c.second {
            if second.attribute == c.first.attribute, second.item == plan.container(of: c.first.item) {
                line += "\(relation)Superview()"
            } else {
                guard let target = snapKitAnchor(second) else { return nil }
                line += "\(relation)(\(target))"
            }
            if c.multiplier != 1 { line += ".multipliedBy(\(CodeLiterals.number(c.multiplier)))" }
            if c.constant != 0 { line += ".offset(\(CodeLiterals.number(c.constant)))" }
        } else {
            // A number alone is a size in SnapKit (for a position it means the superview's).
            guard c.first.attribute.isSize else { return nil }
            line += "\(relation)(\(CodeLiterals.number(c.constant)))"
        }
        if !c.priority.isRequired { line += ".priority(\(CodeLiterals.number(c.priority.value)))" }
        if let id = c.identifier { line += ".labeled(\(CodeLiterals.swiftString(id)))" }
        line += ConstraintGrouping.collapseNote(c)
        return line
    }

    /// `photo.snp.trailing`, `contentView.layoutMarginsGuide.snp.top`.
    func snapKitAnchor(_ a: ExportPlan.Anchor) -> String? {
        "\(Self.receiver(a.item))snp.\(a.attribute.name)"
    }
}
