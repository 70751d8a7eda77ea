/// A part of a view that a layout constraint can relate: an edge, a centre, a size or a baseline.
///
/// The cases are Auto Layout's `NSLayoutConstraint.Attribute`s without the margin variants.
/// `leading` and `trailing` follow the layout direction (left and right for left-to-right text);
/// `lastBaseline` is what older APIs call `baseline`.
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case left
    case right
    case top
    case bottom
    case leading
    case trailing
    case width
    case height
    case centerX
    case centerY
    case firstBaseline
    case lastBaseline

    /// The direction an attribute measures along.
    public enum Axis: String, Sendable, Hashable, CaseIterable {
        case horizontal
        case vertical
    }

    /// The attribute with this name (`leading`, `centerX`, `firstBaseline`, …), or `nil`.
    ///
    /// Names are case-sensitive, as the shell's are. `baseline` is accepted for `lastBaseline`,
    /// the name Auto Layout gave it before first baselines existed.
    /// UIKit's margin attributes, each an attribute of the view's margins guide
    /// (`cell.leadingMargin` is `cell.margins.leading`): read by the shell and from logs alike.
    public static let marginAttributes: [String: LayoutAttribute] = [
        "leftMargin": .left, "rightMargin": .right, "topMargin": .top, "bottomMargin": .bottom,
        "leadingMargin": .leading, "trailingMargin": .trailing,
        "centerXWithinMargins": .centerX, "centerYWithinMargins": .centerY,
    ]

    public init?(name: some StringProtocol) {
        if name == "baseline" {
            self = .lastBaseline
        } else if let attribute = LayoutAttribute(rawValue: String(name)) {
            self = attribute
        } else {
            return nil
        }
    }

    /// Every canonical name, in declaration order (for tab completion); the alias `baseline` is
    /// accepted by ``init(name:)`` but not listed.
    public static let allNames: [String] = allCases.map(\.name)

    /// The name the shell uses for this attribute.
    public var name: String { rawValue }

    public var description: String { rawValue }

    /// The axis the attribute lies on: left, right, leading, trailing, width and centerX are
    /// horizontal; the others are vertical.
    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX:
            return .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline:
            return .vertical
        }
    }

    /// Whether the attribute is a size (width or height) rather than a location.
    public var isSize: Bool { self == .width || self == .height }

    /// Whether the attribute is a location (an edge, a centre or a baseline) rather than a size.
    public var isLocation: Bool { !isSize }

    /// Leading or trailing: an edge that follows the text's direction.
    public var isDirectional: Bool { self == .leading || self == .trailing }

    /// Left or right: an edge that does not follow the text's direction.
    public var isAbsoluteHorizontalEdge: Bool { self == .left || self == .right }

    /// A first or last baseline.
    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// The size attribute of an axis: width for horizontal, height for vertical.
    public static func size(along axis: Axis) -> LayoutAttribute {
        axis == .horizontal ? .width : .height
    }
}
