import Layout
import Notation

/// A binding from a row's fields to a property of a cell's view or constraint, applied each
/// time a cell is configured for a row: `body.text = $text`, `photo.collapsed = !$photo`,
/// `photo.size = $media`, `gap.constant = $spacing`.
public struct Binding: Sendable, Equatable, CustomStringConvertible {
    /// The properties a binding can set.
    public enum Property: String, Sendable, CaseIterable {
        /// A label's text.
        case text
        /// A label's number of lines (0: no limit).
        case lines
        case hidden
        /// Collapse a view out of the layout (its margins go with it).
        case collapsed
        /// An image's size, from `WxH` or a number (a square).
        case size
        /// A constraint's constant.
        case constant

    }

    /// A view's name, or a constraint's identifier for ``Property/constant``.
    public let target: String
    public let property: Property
    public let value: BindingValue

    public init(target: String, property: Property, value: BindingValue) {
        self.target = target
        self.property = property
        self.value = value
    }

    /// `target.property = $field` (`!$field` when negated): the most common binding.
    public static func field(_ target: String, _ property: Property, _ field: String, negated: Bool = false) -> Binding {
        Binding(target: target, property: property, value: .field(field, negated: negated))
    }

    /// Checks the binding against a cell's recipe: the view or constraint exists and has the property.
    func validate(against recipe: CellRecipe) throws(TemplateError) {
        if property == .constant {
            guard recipe.constraints.contains(where: { $0.identifier == target }) else { throw .unknownConstraint(target) }
            return
        }
        guard let view = recipe.view(target) else { throw .unknownView(target) }
        switch property {
        case .text, .lines:
            guard case .label = view.kind else {
                throw .wrongProperty(view: target, property: property.rawValue, kind: view.kind.name)
            }
        case .size:
            guard case .image = view.kind else {
                throw .wrongProperty(view: target, property: property.rawValue, kind: view.kind.name)
            }
        case .hidden, .collapsed, .constant:
            break
        }
    }

    public var description: String { "\(target).\(property.rawValue) = \(value)" }
}

/// Which rows a template is for: `when=$hasMedia`, `when=!$hasMedia`, `when=$kind==photo`.
public struct RowRule: Sendable, Equatable, CustomStringConvertible {
    public let field: String
    /// Nil: the field's truth; otherwise the field's text compared with this.
    public let equals: String?
    public let negated: Bool

    public init(field: String, equals: String? = nil, negated: Bool = false) {
        self.field = field
        self.equals = equals
        self.negated = negated
    }

    /// Whether `row` satisfies the rule.
    public func matches(_ row: Row) -> Bool {
        let value = row.value(of: field)
        let holds = equals.map { value.text == $0 } ?? value.isTruthy
        return holds != negated
    }

    public var description: String {
        if let equals { return "$\(field) \(negated ? "!=" : "==") \(equals)" }
        return (negated ? "!$" : "$") + field
    }
}
