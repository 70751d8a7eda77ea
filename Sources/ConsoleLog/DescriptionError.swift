/// Why a constraint description could not be read, and where (a character offset in it).
/// The shell says it in words.
public struct DescriptionError: Error, Sendable, Equatable {
    public var reason: Reason
    public var offset: Int

    public init(_ reason: Reason, offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    /// What stopped the reading.
    public enum Reason: Sendable, Equatable {
        /// A part of a description missing where the reader stood.
        case expected(Part)
        /// Text left after a whole constraint was read (the text carried).
        case textAfterConstraint(String)
        /// A third item in an equation that relates two.
        case threeItems
        /// A Visual Format constraint with both a size and a superview edge (`|-[A(10)]`).
        case sizeWithSuperviewEdge
        /// An identifier's opening quote (`'UISV-hiding`) without its closing one.
        case unclosedIdentifier
        /// A label's text or a guide's identifier (`UILabel:0x1'Hello`) without its closing quote.
        case unclosedText
        /// An entry of the `names:` list without a `:` (the entry carried).
        case malformedName(String)
        /// An entry of the `names:` list whose part after its name is not a view (that part carried).
        case nameIsNotAView(String)
        /// An attribute name no log prints (the name carried).
        case unknownAttribute(String)
    }

    /// A part of a description, where it was expected and missing.
    public enum Part: Sendable, Equatable {
        /// The constraint's class at the start (`NSLayoutConstraint`).
        case constraintClass
        /// `:` and the address after the constraint's class (the class carried).
        case colonAndAddress(afterClass: String)
        /// The constraint's address (`0x…`) after its class and `:`.
        case constraintAddress
        /// A source location after `@` (`File.swift#17`).
        case sourceLocation
        /// The `>` closing an old SnapKit `<Module.LayoutConstraint:0x…>`.
        case closeAfterConstraintAddress
        /// The `>` closing an item written `<UIView:0x…>`.
        case closeAfterItem
        /// `==`, `>=` or `<=` after the first item.
        case relation
        /// A number after `*`.
        case multiplier
        /// A number after `@`.
        case priority
        /// A priority after `^`: a name Masonry or SnapKit prints, or a number.
        case caretPriority
        /// A number and `)` after a wrapper the log prints (`NSSpace(`, `UILayoutPriority(rawValue: `; the wrapper carried).
        case wrappedNumber(String)
        /// `.` and an attribute after an item.
        case dotAndAttribute
        /// An item and its attribute (`UILabel:0x….bottom`).
        case anchor
        /// A view (`UILabel:0x…`).
        case view
        /// An address after an item's `:`.
        case itemAddress
        /// `[` and a view, in a Visual Format constraint.
        case openingBracket
        /// `)` after a Visual Format size.
        case closeAfterSize
        /// `]` after a Visual Format view.
        case closeAfterView
        /// `[` and a second view, or `|`, after a Visual Format gap.
        case secondViewOrEdge
        /// `(` and a gap after a Visual Format `-`.
        case gap
        /// `)-` after a Visual Format system spacing.
        case closeAfterSystemSpacing
        /// `)-` after a Visual Format gap.
        case closeAfterGap
        /// A number in a Visual Format size or gap.
        case number
    }
}
