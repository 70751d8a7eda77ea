import Cassowary
import Layout

/// What an expression of constraint code evaluates to, for the readers of both languages.
indirect enum CodeValue {
    /// A view or layout guide, by name (a view's guides are `name.margins` and the like).
    case view(String)
    case anchor(Anchor)
    /// A constraint the code made (its index in the layout).
    case constraint(Int)
    case number(CodeNumber)
    case string(String)
    case bool(Bool)
    /// A font; the weight the code asked for, where Trellis measures it with another face.
    case font(FontDescriptor, weight: String?)
    case priority(CodeNumber)
    case array([CodeValue])
    case dictionary([(key: CodeValue, value: CodeValue)])
    /// A named member of some type: `.vertical`, `UIFont.TextStyle.body`, `NSLayoutConstraint.Attribute.top`.
    case member(String)
    /// A type, for its initializers and static members (`UILabel`, `NSLayoutConstraint`).
    case type(String)
    /// An image: its size where the code gives it.
    case image(Size?)
    /// Edge insets: top, leading (left), bottom, trailing (right); directional or not.
    case insets([CodeNumber], directional: Bool)
    case size(CodeNumber, CodeNumber)
    case rect([CodeNumber])
    /// SnapKit's or Masonry's chain being built (`make.top.equalTo(…)`).
    case chain(ConstraintChain)
    /// `view.snp` / Masonry's attribute provider: the view whose anchors follow.
    case dsl(String)
    /// A value the reader knows is there but has no use for (a color, `super.init`'s result).
    case opaque(String)
    case nothing

    /// What kind of value it is, for messages.
    var kindName: String {
        switch self {
        case .view: return "a view"
        case .anchor: return "an anchor"
        case .constraint: return "a constraint"
        case .number: return "a number"
        case .string: return "a string"
        case .bool: return "a Boolean"
        case .font: return "a font"
        case .priority: return "a priority"
        case .array: return "an array"
        case .dictionary: return "a dictionary"
        case .member(let m): return ".\(m)"
        case .type(let t): return t
        case .image: return "an image"
        case .insets: return "insets"
        case .size: return "a size"
        case .rect: return "a rectangle"
        case .chain: return "a constraint maker"
        case .dsl: return "a constraint DSL"
        case .opaque(let what): return what
        case .nothing: return "nothing"
        }
    }

    /// The number it is (a priority counts, as UIKit lets `UILayoutPriority` be a Float).
    var number: CodeNumber? {
        switch self {
        case .number(let n), .priority(let n): return n
        default: return nil
        }
    }
}

/// SnapKit's and Masonry's `make.top.leading.equalTo(x).offset(8).priority(999)`: the maker's
/// view, its attributes, and what has been said of them so far.
struct ConstraintChain {
    enum Target {
        case superview
        case value(CodeValue)
    }
    var view: String
    /// The attributes of `make.top.leading`, each with whether it is a margin attribute.
    var attributes: [(LayoutAttribute, margin: Bool)]
    var relation: Relation?
    var target: Target?
    var multiplier = CodeNumber(1)
    /// `offset` (the same on every attribute) or `inset` (inward on every edge).
    var offset = CodeNumber(0)
    var inset: [CodeNumber]?
    var priority = CodeNumber(1000)
    var label: String?
    var place: SourcePlace
}
