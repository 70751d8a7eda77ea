/// UIStackView.Distribution: how arranged views share the stack's length along its axis.
public enum StackDistribution: String, Sendable, CaseIterable {
    /// Edge to edge at `spacing`; hugging and compression resistance decide who gives.
    case fill
    /// Edge to edge at `spacing`, all the same length (`UISV-fill-equally`).
    case fillEqually
    /// Edge to edge at `spacing`, each as long as its share of the intrinsic lengths
    /// (`UISV-fill-proportionally`, at 999, 998, … so that the first views win).
    case fillProportionally
    /// At their intrinsic lengths, the gaps between them equal and at least `spacing`.
    case equalSpacing
    /// The distances between their centres equal (at 149, below hugging), and gaps at least
    /// `spacing`.
    case equalCentering
}

/// UIStackView.Alignment: where arranged views sit across the stack's axis.
public enum StackAlignment: String, Sendable, CaseIterable {
    /// Each as wide (across) as the stack.
    case fill
    /// Against the leading edge (a vertical stack) or the top (a horizontal one): UIKit's
    /// `.leading` and `.top` are one value.
    case leading
    /// Against the trailing edge or the bottom (`.trailing` and `.bottom`).
    case trailing
    case center
    /// Horizontal stacks only: the first baselines on one line (a vertical stack aligns nothing
    /// then, as UIKit does).
    case firstBaseline
    case lastBaseline

    /// UIKit's other names of the same values: `top` is `leading`, `bottom` is `trailing`.
    public init?(name: String) {
        switch name {
        case "top": self = .leading
        case "bottom": self = .trailing
        default: self.init(rawValue: name)
        }
    }
}

/// What makes a view a stack view: its axis, distribution, alignment and spacings, and the
/// subviews it arranges, in order (a subview need not be arranged; an arranged view is always
/// a subview). The constraints it makes are the engine's (``Scene/rebuildStack(_:)``).
public struct StackArrangement: Sendable, Equatable {
    public var axis: Axis = .horizontal
    public var distribution: StackDistribution = .fill
    public var alignment: StackAlignment = .fill
    public var spacing: Double = 0
    /// `setCustomSpacing(_:after:)`: the spacing after a view instead of `spacing`.
    public var customSpacing: [String: Double] = [:]
    /// `isBaselineRelativeArrangement`: spacing measured from a view's last baseline to the next
    /// one's first (vertical stacks).
    public var baselineRelative = false
    /// `isLayoutMarginsRelativeArrangement`: the arranged views fill the stack's margins guide
    /// (`STACK.margins`) instead of its bounds.
    public var marginsRelative = false
    /// The arranged subviews, in order.
    public internal(set) var arranged: [String] = []

    public init(axis: Axis = .horizontal, distribution: StackDistribution = .fill, alignment: StackAlignment = .fill,
                spacing: Double = 0) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The spacing UIKit puts after `view`: its custom spacing, or the stack's.
    public func spacing(after view: String) -> Double { customSpacing[view] ?? spacing }
}
