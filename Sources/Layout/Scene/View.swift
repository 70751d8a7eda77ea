import Cassowary

/// What a view is: its kind decides its intrinsic content size.
public enum ViewKind: Sendable, Equatable {
    /// A plain view (also a container): no intrinsic size.
    case plain
    /// A label: its text is measured with real font metrics.
    case label(Label)
    /// An image: a fixed intrinsic size.
    case image(Size)
    /// A stack view (UIStackView): a container that makes the constraints of its arrangement.
    case stack(StackArrangement)
    /// A layout guide (UILayoutGuide): a rectangle of the layout that is not drawn. The string
    /// is its identifier, as UIKit prints it (`UISV-alignment-spanner`).
    case guide(String)

    /// A guide a stack view made for itself (its spanner, its gaps).
    public var isStackGuide: Bool { if case .guide(let id) = self { return id.hasPrefix("UISV-") }; return false }
    /// A guide the engine makes (a stack's, a view's margins or safe area), not the user's.
    public var isEngineGuide: Bool {
        if case .guide(let id) = self { return id.hasPrefix("UISV-") || id.hasPrefix("UIView") }
        return false
    }

    public var name: String {
        switch self {
        case .plain: return "view"
        case .label: return "label"
        case .image: return "image"
        case .stack: return "stack"
        case .guide: return "guide"
        }
    }
}

/// UIView's autoresizing mask.
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    public static let names: [(String, AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    public var names: [String] { Self.names.filter { contains($0.1) }.map(\.0) }
}

/// One view of a scene: where it sits in the tree, its layout variables and its properties.
public struct View: Sendable {
    public let name: String
    public internal(set) var kind: ViewKind
    public internal(set) var parent: String?
    public internal(set) var children: [String] = []
    /// The view's six unknowns, held together: a view is copied at each look-up, and one
    /// reference is retained where six were.
    let variables: ViewVariables
    /// Position and size in the root's coordinates (the solver's unknowns).
    var left: Variable { variables.left }
    var top: Variable { variables.top }
    var width: Variable { variables.width }
    var height: Variable { variables.height }
    /// Baselines of a label (absolute), kept in line with its text by required constraints.
    var firstBaseline: Variable { variables.firstBaseline }
    var lastBaseline: Variable { variables.lastBaseline }

    public internal(set) var isHidden = false
    public internal(set) var isCollapsed = false
    public internal(set) var huggingHorizontal: Priority = .defaultLow
    public internal(set) var huggingVertical: Priority = .defaultLow
    public internal(set) var compressionHorizontal: Priority = .defaultHigh
    public internal(set) var compressionVertical: Priority = .defaultHigh
    /// An intrinsic size set by hand (`intrinsic WxH`), an axis of it possibly missing; nil
    /// leaves it to the view's kind.
    public internal(set) var intrinsicOverride: IntrinsicSize?
    /// A manual frame (in the superview's coordinates) and how it turns into constraints.
    public internal(set) var manualFrame: Rect?
    public internal(set) var autoresizing: AutoresizingMask = []
    public internal(set) var translatesAutoresizingMask = false
    /// Whether `translates` was set by hand (a root's false then says what an app's
    /// `translatesAutoresizingMaskIntoConstraints = NO` does to a table cell).
    public internal(set) var translatesAutoresizingMaskWasSet = false
    /// directionalLayoutMargins: UIView's default is 8 on every edge.
    public internal(set) var layoutMargins = View.defaultLayoutMargins
    /// safeAreaInsets of a root, as a device gives them (a subview's safe area is its bounds).
    public internal(set) var safeAreaInsets = DirectionalInsets.zero
    /// preservesSuperviewLayoutMargins (UIView's default: false): where the superview's
    /// margins reach further into this view than its own, they are its margins.
    public internal(set) var preservesSuperviewLayoutMargins = false
    /// alignmentRectInsets: how far the frame reaches past the rectangle constraints place
    /// (a UISwitch's frame is 2 pt wider than its alignment rectangle, on the trailing side).
    public internal(set) var alignmentInsets = DirectionalInsets.zero
    /// The widest its readable content guide gets (672 at UIKit's default text size).
    public internal(set) var readableWidth = View.defaultReadableWidth

    public static let defaultLayoutMargins = DirectionalInsets(all: 8)
    /// The readable content guide's width at UIKit's default text size (Large): 672 pt, as
    /// measured on an iPad (useyourloaf.com, "Readable Content Guides"). UIKit changes it with
    /// the text size and, from iOS 26, widens it; Trellis keeps 672 unless told (`readableWidth=`).
    public static let defaultReadableWidth = 672.0

    /// UIView's 8 on each edge; a stack view's are zero (its margins matter only with
    /// margins-relative arrangement: a UIStackView inspected in LLDB has {0,0,0,0}, rdar://21630496).
    public static func defaultLayoutMargins(of kind: ViewKind) -> DirectionalInsets {
        if case .stack = kind { return .zero }
        return defaultLayoutMargins
    }

    init(name: String, kind: ViewKind, parent: String?) {
        self.name = name
        self.kind = kind
        self.parent = parent
        layoutMargins = View.defaultLayoutMargins(of: kind)
        variables = ViewVariables(name)
    }

    public var isLabel: Bool { if case .label = kind { return true }; return false }
    public var label: Label? { if case .label(let l) = kind { return l }; return nil }
    public var stack: StackArrangement? { if case .stack(let s) = kind { return s }; return nil }
    public var isGuide: Bool { if case .guide = kind { return true }; return false }
    /// A guide a stack view made for itself (its spanner, its gaps): the stack makes it again.
    public var isStackGuide: Bool { kind.isStackGuide }
    /// A guide the engine makes (a stack's, a view's margins or safe area), not the user's.
    public var isEngineGuide: Bool { kind.isEngineGuide }
}

/// A view's unknowns: position and size in the root's coordinates, and a label's baselines.
/// Never changed once made (a copy of a scene shares them, as it shares each ``Variable``).
final class ViewVariables: Sendable {
    let left: Variable, top: Variable, width: Variable, height: Variable
    let firstBaseline: Variable, lastBaseline: Variable

    init(_ name: String) {
        left = Variable(name, "left")
        top = Variable(name, "top")
        width = Variable(name, "width")
        height = Variable(name, "height")
        firstBaseline = Variable(name, "firstBaseline")
        lastBaseline = Variable(name, "lastBaseline")
    }
}
