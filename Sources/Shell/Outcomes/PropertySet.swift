import Cassowary
import Layout

/// `NAME.prop = value`: the property of a view or a constraint, and the value it now has.
struct PropertySet: Equatable {
    enum Value: Equatable {
        case number(Double)
        case onOff(Bool)
        /// A name the property takes (`vertical`, `fillEqually`), a text or a font.
        case word(String)
        case priority(Priority)
        case size(Size)
        case rect(Rect)
        case insets(DirectionalInsets)
        /// Autoresizing flags (none: empty).
        case flags([String])
        /// Unset (`width = none`): the property has no value of its own.
        case unset
    }

    /// The view or the constraint.
    var target: String
    var property: String
    /// Whether the target is a constraint (else a view).
    var isConstraint: Bool
    var value: Value
}
