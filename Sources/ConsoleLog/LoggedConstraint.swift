import Cassowary
import Layout

/// A view or layout guide as a console log prints it: `UILabel:0x7f9c12566050'Set lunch'`,
/// `Prox.PlaceDetailsEventView:0x7f9c12565bb0`, `UILayoutGuide:0x6000…'UIViewLayoutMarginsGuide'`,
/// or a name the log resolves in its `names:` list (`BackButton`).
public struct LoggedItem: Sendable, Hashable {
    /// The class as printed, module included (`Prox.PlaceDetailsEventView`); for an item the log
    /// prints by a name, the name.
    public var className: String
    /// `0x7f9c12566050`, when printed.
    public var address: String?
    /// The quoted part: a label's text, a button's title, a guide's identifier.
    public var text: String?
    /// Masonry's `mas_key`, printed instead of an address (`UILabel:messageLabel`).
    public var masonryKey: String?
    /// For the `|` of a Visual Format constraint whose `names:` list does not say what it is:
    /// the key of the item it is the superview of. Nil for an item the log prints.
    public var superviewOf: String?

    public init(className: String, address: String? = nil, text: String? = nil, masonryKey: String? = nil,
                superviewOf: String? = nil) {
        self.className = className
        self.address = address
        self.text = text
        self.masonryKey = masonryKey
        self.superviewOf = superviewOf
    }

    /// What identifies the item across the log: its address, else its Masonry key, else (the
    /// superview the log does not name) `|` and its child's key, else its class or name.
    public var key: String { address ?? masonryKey.map { "\(className):\($0)" } ?? superviewOf.map { "|" + $0 } ?? className }

    /// The `|` of a Visual Format constraint whose `names:` list does not say what it is: the
    /// superview of `item`, one for each item.
    public static func unknownSuperview(of item: LoggedItem) -> LoggedItem {
        LoggedItem(className: "|", superviewOf: item.key)
    }

    /// Whether it is a superview the log does not name (``unknownSuperview(of:)``).
    public var isUnknownSuperview: Bool { superviewOf != nil }

    /// Whether the log prints it as a layout guide (UILayoutGuide, the old `_UILayoutGuide`).
    public var isGuide: Bool { className.hasSuffix("LayoutGuide") }
}

/// An item's attribute: `UILabel:0x….bottom`, `cell.leadingMargin` (an attribute of the
/// margins, `toMargins`).
public struct LoggedAnchor: Sendable, Hashable {
    public var item: LoggedItem
    public var attribute: LayoutAttribute
    /// A margin attribute (`leadingMargin`, `centerXWithinMargins`): the attribute of the item's
    /// margins guide.
    public var toMargins: Bool

    public init(_ item: LoggedItem, _ attribute: LayoutAttribute, toMargins: Bool = false) {
        self.item = item
        self.attribute = attribute
        self.toMargins = toMargins
    }
}

/// The relation a description prints, in one form whatever the print form was:
/// `first relation multiplier × second + constant`, or `first relation constant`.
public struct LoggedRelation: Sendable, Hashable {
    public var first: LoggedAnchor
    public var relation: Relation
    public var second: LoggedAnchor?
    public var multiplier: Double
    public var constant: Double
    /// The constant is the system spacing (`NSSpace(8)`).
    public var isSystemSpacing: Bool
    /// `@750`, when printed (required otherwise).
    public var priority: Double?
    /// The superview a `|` (or an autoresizing constraint's `names: '|':…`) says the other item
    /// is in.
    public var containment: Containment?

    public init(first: LoggedAnchor, relation: Relation, second: LoggedAnchor? = nil, multiplier: Double = 1,
                constant: Double = 0, isSystemSpacing: Bool = false, priority: Double? = nil) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.isSystemSpacing = isSystemSpacing
        self.priority = priority
    }

    /// `child` is a subview (or guide) of `superview`.
    public struct Containment: Sendable, Hashable {
        public var child: LoggedItem
        public var superview: LoggedItem
    }

    public var items: [LoggedItem] { [first.item] + (second.map { [$0.item] } ?? []) }
}

/// One constraint as the log describes it, between `<` and `>`.
public struct LoggedConstraint: Sendable, Hashable {
    /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `MASLayoutConstraint`,
    /// `SnapKit.LayoutConstraint`, `_UILayoutSupportConstraint`, …
    public var className: String
    /// `0x6100002920c0`, or Masonry's key where it prints one instead (`ConstantConstraint`).
    public var address: String
    /// SnapKit's `@File.swift#17`: where the constraint was made.
    public var sourceLocation: String?
    /// An autoresizing constraint's mask, as printed (`h=--& v=--&`).
    public var autoresizingMask: String?
    /// The identifier in quotes (`UIView-Encapsulated-Layout-Height`, `UISV-hiding`).
    public var identifier: String?
    public var relation: LoggedRelation
    /// `(active)` or `(inactive)`, when printed.
    public var isActive: Bool?
    /// Everything between `<` and `>`, as printed.
    public var text: String
    /// Where it stands in the log (1-based).
    public var line: Int

    /// Whether the engine (UIKit or AppKit), not the app's code, made it: an autoresizing mask,
    /// an encapsulated size, a stack view's, a guide's, a layout support constraint.
    public var isSystemMade: Bool {
        if autoresizingMask != nil || className.hasPrefix("_UI") || className == "NSIBPrototypingLayoutConstraint" { return true }
        guard let id = identifier else { return false }
        return ["UIView-", "NSView-", "UISV-", "UIViewSafeAreaLayoutGuide", "_UITemporaryLayout", "UIButtonBar", "UINav",
                "Mask_", "MaskEV_", "UIStackView-"].contains { id.hasPrefix($0) }
    }
}
