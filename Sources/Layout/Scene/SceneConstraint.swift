import Cassowary
import Notation

/// One side of a layout constraint: a view's attribute.
public struct Anchor: Hashable, Sendable, CustomStringConvertible {
    public var view: String
    public var attribute: LayoutAttribute
    public init(_ view: String, _ attribute: LayoutAttribute) {
        self.view = view
        self.attribute = attribute
    }
    public var description: String { "\(view).\(attribute.name)" }
}

/// `first (==|>=|<=) multiplier × second + constant @priority`, as NSLayoutConstraint.
public struct ConstraintSpec: Hashable, Sendable, CustomStringConvertible {
    public var first: Anchor
    public var relation: Relation
    public var second: Anchor?
    public var multiplier: Double
    public var constant: Double
    public var priority: Priority
    /// More terms on the right-hand side, for the engine's own constraints that NSLayoutConstraint's
    /// two-item form cannot write (an autoresizing margin that follows the superview's width).
    public var extraTerms: [ExtraTerm]
    /// The constant is the system spacing (a bare `-` in the Visual Format Language, or
    /// `+ system`): printed `NSSpace(8)`, as UIKit prints it.
    public var isSystemSpacing = false

    /// The system spacing between two views (UIKit's NSSpace(8)).
    public static let systemSpacing = 8.0

    /// Whether it names a first or last baseline anywhere.
    var usesBaseline: Bool {
        first.attribute.isBaseline || second?.attribute.isBaseline == true
            || extraTerms.contains { $0.anchor.attribute.isBaseline }
    }

    public struct ExtraTerm: Hashable, Sendable {
        public var anchor: Anchor
        public var coefficient: Double
    }

    public init(_ first: Anchor, _ relation: Relation, _ second: Anchor? = nil, multiplier: Double = 1,
                constant: Double = 0, priority: Priority = .required, extraTerms: [ExtraTerm] = []) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.extraTerms = extraTerms
    }

    /// The same constraint but for its constant and priority (which change in place): what
    /// `==` says of a copy given `other`'s constant, priority and system spacing, compared
    /// field by field without the copy (a label's six constraints ask at each re-measure).
    func hasSameShape(as other: ConstraintSpec) -> Bool {
        // (A NaN constant or priority equals nothing, not even itself, as in the copy.)
        first == other.first && relation == other.relation && second == other.second
            && multiplier == other.multiplier && extraTerms == other.extraTerms
            && other.constant == other.constant && other.priority == other.priority
    }

    /// `body.leading == photo.trailing + 8 @999`
    public var description: String {
        var text = "\(first) \(relation.rawValue)"
        if let second {
            if multiplier != 1 { text += " \(formatConstraintNumber(multiplier)) *" }
            text += " \(second)"
            for term in extraTerms { text += " + \(formatConstraintNumber(term.coefficient)) * \(term.anchor)" }
            if isSystemSpacing { text += " + NSSpace(\(formatConstraintNumber(constant)))" }
            else if constant > 0 { text += " + \(formatConstraintNumber(constant))" }
            if constant < 0 { text += " - \(formatConstraintNumber(-constant))" }
        } else {
            text += " \(formatConstraintNumber(constant))"
        }
        if !priority.isRequired { text += " @\(priority)" }
        return text
    }
}

/// Who made a constraint: the user, or the engine on a view's behalf (as UIKit does with
/// NSContentSizeLayoutConstraint, NSAutoresizingMaskLayoutConstraint and the encapsulated
/// size of a table's cell).
public enum ConstraintOrigin: Hashable, Sendable {
    case user
    case visualFormat(String)
    /// Read from a console log: the constraint's address there (`0x600000071d10`).
    case consoleLog(String)
    /// Read from an Interface Builder document: the constraint's id there (`AMm-Ne-niS`).
    case interfaceBuilder(String)
    /// Read from Swift or Objective-C code: where it is made there (line, column).
    case code(line: Int, column: Int)
    /// `size <= intrinsic` at the hugging priority, or `size >= intrinsic` at compression resistance.
    case contentHugging(LayoutAttribute)
    case compressionResistance(LayoutAttribute)
    case autoresizing
    /// A root's size, as `cell.width = 320` sets it.
    case rootSize
    /// The size zero of a collapsed view.
    case collapse
    /// A label's baselines, kept where its text puts them.
    case labelBaseline
    /// The table's frame for a cell (UIView-Encapsulated-Layout-Width/Height).
    case encapsulated
    /// Temporary constraints of a fitting-size computation.
    case fitting
    /// `width >= 0` and `height >= 0`, which every view has (UIKit's engine forbids negative
    /// sizes: a view pinned 8 pt inside each edge of a view 0 pt wide is a conflict).
    case nonNegativeSize
    /// A stack view's own constraint, with UIKit's identifier (`UISV-spacing`).
    case stack(String)
    /// What ties a view's margins or safe area guide to it (the guide's identifier).
    case guide(String)

    /// Made by the engine rather than written by the user.
    public var isSystem: Bool {
        switch self {
        case .user, .visualFormat, .consoleLog, .interfaceBuilder, .code: return false
        default: return true
        }
    }
}

/// Whether a constraint is in force.
public enum ConstraintState: String, Sendable {
    /// Active and satisfied as its priority allows.
    case active
    /// Deactivated by the user (or while its view is collapsed, for its size constraints).
    case inactive
    /// Active but given up to resolve a conflict between required constraints.
    case broken
}

/// A constraint of a scene, with its identifier, origin and state.
public struct SceneConstraint: Sendable {
    public let identifier: String
    public internal(set) var spec: ConstraintSpec
    public let origin: ConstraintOrigin
    /// What the user asked for (`active = false` makes this false).
    public internal(set) var wantsActive: Bool
    public internal(set) var state: ConstraintState
    /// The constraint in the solver while it is enforced.
    var enforced: Constraint?
    /// Order of creation, for stable listings.
    let sequence: Int
    /// The engine chose the identifier (`c7`); it may rename it to free the name for a view.
    public internal(set) var isAutoNamed = false
}
