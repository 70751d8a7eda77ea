import Cassowary
import Notation

/// One constraint a visual format stands for, described by names rather than by views:
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant @priority`,
/// with the items and the order UIKit gives them.
public struct VisualFormatConstraint: Sendable, Hashable, CustomStringConvertible {
    /// A view of the format, by name, or the superview the bar `|` stands for.
    public enum Item: Sendable, Hashable, CustomStringConvertible {
        case view(String)
        case superview

        /// The view's name, or `superview`.
        public var description: String {
            switch self {
            case .view(let name): return name
            case .superview: return "superview"
            }
        }
    }

    /// What part of the format made the constraint.
    public enum Kind: String, Sendable, Hashable {
        /// A connection (`-8-`, `-`, nothing, `-(>=8)-`) between two views or a view and `|`.
        case spacing
        /// A predicate inside a view's brackets, on its width (`H:`) or height (`V:`).
        case size
        /// An alignment option between two neighbouring views.
        case alignment
    }

    /// The item on the left of the relation.
    public var firstItem: Item
    public var firstAttribute: LayoutAttribute
    /// How the first side relates to the second.
    public var relation: Relation
    /// `nil` for a size against a constant (`[a(50)]`), as UIKit's `nil` second item.
    public var secondItem: Item?
    /// `nil` exactly when ``secondItem`` is (UIKit's `.notAnAttribute`).
    public var secondAttribute: LayoutAttribute?
    /// Always 1 in a visual format.
    public var multiplier: Double
    /// Added to the second side (or the whole second side when there is no second item).
    public var constant: Double
    /// Required unless the format gives `@priority`.
    public var priority: Priority
    /// Whether a connection, a view's size or an alignment option made the constraint.
    public var kind: Kind
    /// Whether ``constant`` stands for the standard spacing (a bare `-`, Auto Layout's `NSSpace`)
    /// rather than a number the format gives.
    public var isStandardSpacing: Bool
    /// The text of the format the constraint comes from: the predicate, the bare `-`, the two
    /// characters around a flush joint (`][`, `|[`, `]|`), or for an alignment the two views
    /// and what joins them.
    public var sourceRange: Range<Int>

    /// A constraint; multiplier, priority and standard spacing have UIKit's defaults.
    public init(
        firstItem: Item, firstAttribute: LayoutAttribute, relation: Relation,
        secondItem: Item?, secondAttribute: LayoutAttribute?, multiplier: Double = 1,
        constant: Double, priority: Priority = .required, kind: Kind,
        isStandardSpacing: Bool = false, sourceRange: Range<Int>
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.kind = kind
        self.isStandardSpacing = isStandardSpacing
        self.sourceRange = sourceRange
    }

    /// `body.leading == superview.leading + 6`, `a.width >= 70`, `b.top >= a.bottom + 8 @750`.
    public var description: String {
        var text = "\(firstItem).\(firstAttribute) \(relation.rawValue) "
        if let secondItem, let secondAttribute {
            if multiplier != 1 { text += "\(formatConstraintNumber(multiplier)) * " }
            text += "\(secondItem).\(secondAttribute)"
            if constant != 0 {
                text += (constant < 0 ? " - " : " + ") + formatConstraintNumber(abs(constant))
            }
        } else {
            text += formatConstraintNumber(constant)
        }
        if !priority.isRequired { text += " @\(priority)" }
        return text
    }
}
