// A declarations-only stand-in for the parts of UIKit that exported constraint code uses, so that
// generated Swift can be checked with `swiftc -typecheck` on Linux, where UIKit does not exist.
// Signatures follow Apple's UIKit documentation (argument labels, types, optionality, class vs
// instance members, designated vs convenience initializers) so that a wrong label or type in
// generated code fails to type-check. Nothing here is ever run: bodies are empty or fatalError().
//
// Foundation on Linux already supplies CGFloat, CGPoint, CGSize, CGRect, NSObject, NSCoder,
// NSCoding, NSAttributedString, Bundle and IndexPath; they are used, not redeclared.
//
// Classes UIKit marks @MainActor are `@preconcurrency @MainActor` here: like UIKit imported from
// Objective-C, that is silent in the Swift 5 language mode and diagnosed in Swift 6.
//
// Two ways to use it: compile this file, SnapKit.swift and the generated file together in one
// module (the generated file then needs `import Foundation` in place of `import UIKit` and
// `import SnapKit`), or emit this file as a module named UIKit (and SnapKit.swift as SnapKit)
// and let the generated file import them unchanged. `@_exported` gives that file Foundation,
// as the real `import UIKit` does.

@_exported import Foundation

// MARK: - Geometry

public struct UIEdgeInsets: Equatable, Codable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init() { fatalError() }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError() }
    public static let zero = UIEdgeInsets()
}

public struct NSDirectionalEdgeInsets: Equatable, Codable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init() { fatalError() }
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) { fatalError() }
    public static let zero = NSDirectionalEdgeInsets()
}

extension CGRect {
    /// UIEdgeInsetsInsetRect, as Swift spells it.
    public func inset(by insets: UIEdgeInsets) -> CGRect { fatalError() }
}

// MARK: - Layout priority

public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, Comparable, Sendable {
    public var rawValue: Float
    public init(_ rawValue: Float) { fatalError() }
    public init(rawValue: Float) { fatalError() }

    public static let required = UILayoutPriority(rawValue: 1000)
    public static let defaultHigh = UILayoutPriority(rawValue: 750)
    public static let dragThatCanResizeScene = UILayoutPriority(rawValue: 510)
    public static let sceneSizeStayPut = UILayoutPriority(rawValue: 500)
    public static let dragThatCannotResizeScene = UILayoutPriority(rawValue: 490)
    public static let defaultLow = UILayoutPriority(rawValue: 250)
    public static let fittingSizeLevel = UILayoutPriority(rawValue: 50)

    // The Swift overlay's arithmetic (`_UIKitNumericRawRepresentable`).
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { fatalError() }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { fatalError() }
    public static func + (lhs: Float, rhs: UILayoutPriority) -> UILayoutPriority { fatalError() }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { fatalError() }
    public static func - (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Float { fatalError() }
    public static func += (lhs: inout UILayoutPriority, rhs: Float) { }
    public static func -= (lhs: inout UILayoutPriority, rhs: Float) { }
}

// MARK: - Enumerations shared by several classes

public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}

public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}

public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting {
    var adjustsFontForContentSizeCategory: Bool { get set }
}

@preconcurrency @MainActor
public protocol UIAccessibilityIdentification {
    var accessibilityIdentifier: String? { get set }
}

// MARK: - NSLayoutConstraint

@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    public enum Attribute: Int, Sendable {
        case left = 1
        case right = 2
        case top = 3
        case bottom = 4
        case leading = 5
        case trailing = 6
        case width = 7
        case height = 8
        case centerX = 9
        case centerY = 10
        case lastBaseline = 11
        case firstBaseline = 12
        case leftMargin = 13
        case rightMargin = 14
        case topMargin = 15
        case bottomMargin = 16
        case leadingMargin = 17
        case trailingMargin = 18
        case centerXWithinMargins = 19
        case centerYWithinMargins = 20
        case notAnAttribute = 0
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { fatalError() }

        public static var alignAllLeft: FormatOptions { fatalError() }
        public static var alignAllRight: FormatOptions { fatalError() }
        public static var alignAllTop: FormatOptions { fatalError() }
        public static var alignAllBottom: FormatOptions { fatalError() }
        public static var alignAllLeading: FormatOptions { fatalError() }
        public static var alignAllTrailing: FormatOptions { fatalError() }
        public static var alignAllCenterX: FormatOptions { fatalError() }
        public static var alignAllCenterY: FormatOptions { fatalError() }
        public static var alignAllLastBaseline: FormatOptions { fatalError() }
        public static var alignAllFirstBaseline: FormatOptions { fatalError() }
        public static var alignmentMask: FormatOptions { fatalError() }
        public static var directionLeadingToTrailing: FormatOptions { fatalError() }
        public static var directionLeftToRight: FormatOptions { fatalError() }
        public static var directionRightToLeft: FormatOptions { fatalError() }
        public static var directionMask: FormatOptions { fatalError() }
        public static var spacingEdgeToEdge: FormatOptions { fatalError() }
        public static var spacingBaselineToBaseline: FormatOptions { fatalError() }
        public static var spacingMask: FormatOptions { fatalError() }
    }

    public override init() { fatalError() }

    public convenience init(item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
                            relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?,
                            attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat,
                            constant c: CGFloat) { fatalError() }

    open class func constraints(withVisualFormat format: String,
                                options opts: NSLayoutConstraint.FormatOptions = [],
                                metrics: [String: Any]?,
                                views: [String: Any]) -> [NSLayoutConstraint] { fatalError() }
    open class func activate(_ constraints: [NSLayoutConstraint]) { }
    open class func deactivate(_ constraints: [NSLayoutConstraint]) { }

    open var priority: UILayoutPriority { get { fatalError() } set { } }
    open var shouldBeArchived: Bool { get { fatalError() } set { } }
    open var firstItem: AnyObject? { fatalError() }
    open var secondItem: AnyObject? { fatalError() }
    open var firstAttribute: NSLayoutConstraint.Attribute { fatalError() }
    open var secondAttribute: NSLayoutConstraint.Attribute { fatalError() }
    open var firstAnchor: NSLayoutAnchor<AnyObject> { fatalError() }
    open var secondAnchor: NSLayoutAnchor<AnyObject>? { fatalError() }
    open var relation: NSLayoutConstraint.Relation { fatalError() }
    open var multiplier: CGFloat { fatalError() }
    open var constant: CGFloat { get { fatalError() } set { } }
    open var isActive: Bool { get { fatalError() } set { } }
    open var identifier: String? { get { fatalError() } set { } }
}

// MARK: - Anchors

@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}

@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension { fatalError() }
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }
}

@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension { fatalError() }
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }
}

@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}

// MARK: - UILayoutGuide

@preconcurrency @MainActor
open class UILayoutGuide: NSObject, @preconcurrency NSCoding {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { }

    open var layoutFrame: CGRect { fatalError() }
    open weak var owningView: UIView? { get { fatalError() } set { } }
    open var identifier: String { get { fatalError() } set { } }
    open var hasAmbiguousLayout: Bool { fatalError() }
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] { fatalError() }

    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var leftAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var rightAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var widthAnchor: NSLayoutDimension { fatalError() }
    open var heightAnchor: NSLayoutDimension { fatalError() }
    open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
}

// MARK: - Colours, fonts, images

open class UIColor: NSObject, @unchecked Sendable {
    public init(white: CGFloat, alpha: CGFloat) { fatalError() }
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) { fatalError() }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    public init?(named name: String) { fatalError() }
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError() }

    open class var black: UIColor { fatalError() }
    open class var darkGray: UIColor { fatalError() }
    open class var lightGray: UIColor { fatalError() }
    open class var white: UIColor { fatalError() }
    open class var gray: UIColor { fatalError() }
    open class var red: UIColor { fatalError() }
    open class var green: UIColor { fatalError() }
    open class var blue: UIColor { fatalError() }
    open class var cyan: UIColor { fatalError() }
    open class var yellow: UIColor { fatalError() }
    open class var magenta: UIColor { fatalError() }
    open class var orange: UIColor { fatalError() }
    open class var purple: UIColor { fatalError() }
    open class var brown: UIColor { fatalError() }
    open class var clear: UIColor { fatalError() }
    open class var systemRed: UIColor { fatalError() }
    open class var systemGreen: UIColor { fatalError() }
    open class var systemBlue: UIColor { fatalError() }
    open class var systemGray: UIColor { fatalError() }
    open class var tintColor: UIColor { fatalError() }
    open class var label: UIColor { fatalError() }
    open class var secondaryLabel: UIColor { fatalError() }
    open class var tertiaryLabel: UIColor { fatalError() }
    open class var separator: UIColor { fatalError() }
    open class var systemBackground: UIColor { fatalError() }
    open class var secondarySystemBackground: UIColor { fatalError() }
}

open class UIFont: NSObject, @unchecked Sendable {
    public struct TextStyle: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { fatalError() }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
        public static let extraLargeTitle = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle")
        public static let extraLargeTitle2 = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle2")
    }

    public struct Weight: Hashable, Equatable, RawRepresentable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(_ rawValue: CGFloat) { fatalError() }
        public init(rawValue: CGFloat) { fatalError() }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        public static func < (lhs: Weight, rhs: Weight) -> Bool { fatalError() }
        public static func + (lhs: Weight, rhs: CGFloat) -> Weight { fatalError() }
        public static func + (lhs: CGFloat, rhs: Weight) -> Weight { fatalError() }
        public static func - (lhs: Weight, rhs: CGFloat) -> Weight { fatalError() }
        public static func - (lhs: Weight, rhs: Weight) -> CGFloat { fatalError() }
        public static func += (lhs: inout Weight, rhs: CGFloat) { }
        public static func -= (lhs: inout Weight, rhs: CGFloat) { }
    }

    public init?(name fontName: String, size fontSize: CGFloat) { fatalError() }

    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    open class var familyNames: [String] { fatalError() }
    open class func fontNames(forFamilyName familyName: String) -> [String] { fatalError() }
    open class var labelFontSize: CGFloat { fatalError() }
    open class var buttonFontSize: CGFloat { fatalError() }
    open class var smallSystemFontSize: CGFloat { fatalError() }
    open class var systemFontSize: CGFloat { fatalError() }

    open func withSize(_ fontSize: CGFloat) -> UIFont { fatalError() }
    open var familyName: String { fatalError() }
    open var fontName: String { fatalError() }
    open var pointSize: CGFloat { fatalError() }
    open var ascender: CGFloat { fatalError() }
    open var descender: CGFloat { fatalError() }
    open var capHeight: CGFloat { fatalError() }
    open var xHeight: CGFloat { fatalError() }
    open var lineHeight: CGFloat { fatalError() }
    open var leading: CGFloat { fatalError() }
}

open class UIFontMetrics: NSObject, @unchecked Sendable {
    open class var `default`: UIFontMetrics { fatalError() }
    public init(forTextStyle textStyle: UIFont.TextStyle) { fatalError() }
    open func scaledFont(for font: UIFont) -> UIFont { fatalError() }
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont { fatalError() }
    open func scaledValue(for value: CGFloat) -> CGFloat { fatalError() }
}

open class UIImage: NSObject, @unchecked Sendable {
    public init?(named name: String) { fatalError() }
    public init?(systemName name: String) { fatalError() }
    public override init() { fatalError() }
    open var size: CGSize { fatalError() }
}

/// Draws images: `UIGraphicsImageRenderer(size:).image { _ in }` is a blank image of a size.
open class UIGraphicsRendererFormat: NSObject {}
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {}
open class UIGraphicsRendererContext: NSObject {}
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {}
open class UIGraphicsRenderer: NSObject {}
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    public init(size: CGSize) { fatalError() }
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) { fatalError() }
    public init(bounds: CGRect) { fatalError() }
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage { fatalError() }
}

// MARK: - UIResponder and UIView

@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() { fatalError() }
    open var next: UIResponder? { fatalError() }
}

@preconcurrency @MainActor
open class UIView: UIResponder, @preconcurrency NSCoding, UIAccessibilityIdentification {
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { fatalError() }
        public static var flexibleLeftMargin: AutoresizingMask { fatalError() }
        public static var flexibleWidth: AutoresizingMask { fatalError() }
        public static var flexibleRightMargin: AutoresizingMask { fatalError() }
        public static var flexibleTopMargin: AutoresizingMask { fatalError() }
        public static var flexibleHeight: AutoresizingMask { fatalError() }
        public static var flexibleBottomMargin: AutoresizingMask { fatalError() }
    }

    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0
        case scaleAspectFit = 1
        case scaleAspectFill = 2
        case redraw = 3
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12
    }

    // UIView's designated initializers are init(frame:) and init?(coder:); init() is a
    // convenience initializer, so a subclass's designated initializer cannot call super.init().
    public init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience override init() { fatalError() }
    open func encode(with coder: NSCoder) { }

    nonisolated public static let layoutFittingCompressedSize = CGSize.zero
    nonisolated public static let layoutFittingExpandedSize = CGSize.zero
    nonisolated public static let noIntrinsicMetric: CGFloat = -1
    open class var requiresConstraintBasedLayout: Bool { fatalError() }

    // Geometry
    open var frame: CGRect { get { fatalError() } set { } }
    open var bounds: CGRect { get { fatalError() } set { } }
    open var center: CGPoint { get { fatalError() } set { } }
    open var autoresizesSubviews: Bool { get { fatalError() } set { } }
    open var autoresizingMask: UIView.AutoresizingMask { get { fatalError() } set { } }
    open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }
    open func sizeToFit() { }

    // Rendering
    open var backgroundColor: UIColor? { get { fatalError() } set { } }
    open var tintColor: UIColor! { get { fatalError() } set { } }
    open var alpha: CGFloat { get { fatalError() } set { } }
    open var isOpaque: Bool { get { fatalError() } set { } }
    open var isHidden: Bool { get { fatalError() } set { } }
    open var clipsToBounds: Bool { get { fatalError() } set { } }
    open var contentMode: UIView.ContentMode { get { fatalError() } set { } }
    open var isUserInteractionEnabled: Bool { get { fatalError() } set { } }
    open var tag: Int { get { fatalError() } set { } }
    open var accessibilityIdentifier: String? { get { fatalError() } set { } }
    open var semanticContentAttribute: UISemanticContentAttribute { get { fatalError() } set { } }
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }

    // Hierarchy
    open var superview: UIView? { fatalError() }
    open var subviews: [UIView] { fatalError() }
    open func removeFromSuperview() { }
    open func insertSubview(_ view: UIView, at index: Int) { }
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { }
    open func addSubview(_ view: UIView) { }
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) { }
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) { }
    open func bringSubviewToFront(_ view: UIView) { }
    open func sendSubviewToBack(_ view: UIView) { }
    open func didAddSubview(_ subview: UIView) { }
    open func willRemoveSubview(_ subview: UIView) { }
    open func willMove(toSuperview newSuperview: UIView?) { }
    open func didMoveToSuperview() { }
    open func didMoveToWindow() { }
    open func isDescendant(of view: UIView) -> Bool { fatalError() }
    open func viewWithTag(_ tag: Int) -> UIView? { fatalError() }

    // Layout
    open func setNeedsLayout() { }
    open func layoutIfNeeded() { }
    open func layoutSubviews() { }
    open var layoutMargins: UIEdgeInsets { get { fatalError() } set { } }
    open var directionalLayoutMargins: NSDirectionalEdgeInsets { get { fatalError() } set { } }
    open var preservesSuperviewLayoutMargins: Bool { get { fatalError() } set { } }
    open var insetsLayoutMarginsFromSafeArea: Bool { get { fatalError() } set { } }
    open func layoutMarginsDidChange() { }
    open var safeAreaInsets: UIEdgeInsets { fatalError() }
    open func safeAreaInsetsDidChange() { }
    open var layoutMarginsGuide: UILayoutGuide { fatalError() }
    open var readableContentGuide: UILayoutGuide { fatalError() }
    open var safeAreaLayoutGuide: UILayoutGuide { fatalError() }

    // Constraints
    open var constraints: [NSLayoutConstraint] { fatalError() }
    open func addConstraint(_ constraint: NSLayoutConstraint) { }
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { }
    open func removeConstraint(_ constraint: NSLayoutConstraint) { }
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { }
    open func updateConstraintsIfNeeded() { }
    open func updateConstraints() { }
    open func needsUpdateConstraints() -> Bool { fatalError() }
    open func setNeedsUpdateConstraints() { }
    open var translatesAutoresizingMaskIntoConstraints: Bool { get { fatalError() } set { } }
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { fatalError() }
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { fatalError() }
    open var alignmentRectInsets: UIEdgeInsets { fatalError() }
    open var forFirstBaselineLayout: UIView { fatalError() }
    open var forLastBaselineLayout: UIView { fatalError() }
    open var intrinsicContentSize: CGSize { fatalError() }
    open func invalidateIntrinsicContentSize() { }
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { fatalError() }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { }
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { fatalError() }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { }
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { fatalError() }
    open func systemLayoutSizeFitting(_ targetSize: CGSize,
                                      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize { fatalError() }
    open var layoutGuides: [UILayoutGuide] { fatalError() }
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) { }
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) { }
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] { fatalError() }
    open var hasAmbiguousLayout: Bool { fatalError() }
    open func exerciseAmbiguityInLayout() { }

    // Anchors
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var leftAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var rightAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var widthAnchor: NSLayoutDimension { fatalError() }
    open var heightAnchor: NSLayoutDimension { fatalError() }
    open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { fatalError() }
}

// MARK: - Views

@preconcurrency @MainActor
open class UILabel: UIView, UIContentSizeCategoryAdjusting {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }

    open var text: String? { get { fatalError() } set { } }
    open var font: UIFont! { get { fatalError() } set { } }
    open var textColor: UIColor! { get { fatalError() } set { } }
    open var textAlignment: NSTextAlignment { get { fatalError() } set { } }
    open var lineBreakMode: NSLineBreakMode { get { fatalError() } set { } }
    open var attributedText: NSAttributedString? { get { fatalError() } set { } }
    open var isEnabled: Bool { get { fatalError() } set { } }
    open var numberOfLines: Int { get { fatalError() } set { } }
    open var adjustsFontSizeToFitWidth: Bool { get { fatalError() } set { } }
    open var minimumScaleFactor: CGFloat { get { fatalError() } set { } }
    open var allowsDefaultTighteningForTruncation: Bool { get { fatalError() } set { } }
    open var preferredMaxLayoutWidth: CGFloat { get { fatalError() } set { } }
    open var adjustsFontForContentSizeCategory: Bool { get { fatalError() } set { } }
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect { fatalError() }
    open func drawText(in rect: CGRect) { }
}

@preconcurrency @MainActor
open class UIImageView: UIView {
    public init(image: UIImage?) { fatalError() }
    public init(image: UIImage?, highlightedImage: UIImage?) { fatalError() }
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }

    open var image: UIImage? { get { fatalError() } set { } }
    open var highlightedImage: UIImage? { get { fatalError() } set { } }
    open var isHighlighted: Bool { get { fatalError() } set { } }
    open var adjustsImageSizeForAccessibilityContentSizeCategory: Bool { get { fatalError() } set { } }
}

@preconcurrency @MainActor
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable {
        case fill = 0
        case fillEqually = 1
        case fillProportionally = 2
        case equalSpacing = 3
        case equalCentering = 4
    }

    public enum Alignment: Int, Sendable {
        case fill = 0
        case leading = 1
        case firstBaseline = 2
        case center = 3
        case trailing = 4
        case lastBaseline = 5
        public static var top: UIStackView.Alignment { fatalError() }
        public static var bottom: UIStackView.Alignment { fatalError() }
    }

    nonisolated public static let spacingUseDefault: CGFloat = 0
    nonisolated public static let spacingUseSystem: CGFloat = 0

    public override init(frame: CGRect) { fatalError() }
    // UIStackView's init(coder:) is not failable, unlike UIView's.
    public required init(coder: NSCoder) { fatalError() }
    public convenience init(arrangedSubviews views: [UIView]) { fatalError() }

    open var arrangedSubviews: [UIView] { fatalError() }
    open func addArrangedSubview(_ view: UIView) { }
    open func removeArrangedSubview(_ view: UIView) { }
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) { }
    open var axis: NSLayoutConstraint.Axis { get { fatalError() } set { } }
    open var distribution: UIStackView.Distribution { get { fatalError() } set { } }
    open var alignment: UIStackView.Alignment { get { fatalError() } set { } }
    open var spacing: CGFloat { get { fatalError() } set { } }
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) { }
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat { fatalError() }
    open var isBaselineRelativeArrangement: Bool { get { fatalError() } set { } }
    open var isLayoutMarginsRelativeArrangement: Bool { get { fatalError() } set { } }
}

@preconcurrency @MainActor
open class UIScrollView: UIView {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }

    open var contentOffset: CGPoint { get { fatalError() } set { } }
    open var contentSize: CGSize { get { fatalError() } set { } }
    open var contentInset: UIEdgeInsets { get { fatalError() } set { } }
    open var contentLayoutGuide: UILayoutGuide { fatalError() }
    open var frameLayoutGuide: UILayoutGuide { fatalError() }
    open var alwaysBounceVertical: Bool { get { fatalError() } set { } }
    open var alwaysBounceHorizontal: Bool { get { fatalError() } set { } }
}

@preconcurrency @MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable {
        case plain = 0
        case grouped = 1
        case insetGrouped = 2
    }

    nonisolated public static let automaticDimension: CGFloat = -1

    public init(frame: CGRect, style: UITableView.Style) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience override init(frame: CGRect) { fatalError() }

    open var style: UITableView.Style { fatalError() }
    open var rowHeight: CGFloat { get { fatalError() } set { } }
    open var estimatedRowHeight: CGFloat { get { fatalError() } set { } }
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { }
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { fatalError() }
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell { fatalError() }
    open func reloadData() { }
}

@preconcurrency @MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable {
        case `default` = 0
        case value1 = 1
        case value2 = 2
        case subtitle = 3
    }

    public enum SelectionStyle: Int, Sendable {
        case none = 0
        case blue = 1
        case gray = 2
        case `default` = 3
    }

    public enum AccessoryType: Int, Sendable {
        case none = 0
        case disclosureIndicator = 1
        case detailDisclosureButton = 2
        case checkmark = 3
        case detailButton = 4
    }

    // The designated initializers are init(style:reuseIdentifier:) and init?(coder:);
    // init(frame:) is a convenience initializer on UITableViewCell.
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience override init(frame: CGRect) { fatalError() }

    open var contentView: UIView { fatalError() }
    open var textLabel: UILabel? { fatalError() }
    open var detailTextLabel: UILabel? { fatalError() }
    open var imageView: UIImageView? { fatalError() }
    open var reuseIdentifier: String? { fatalError() }
    open func prepareForReuse() { }
    open var selectionStyle: UITableViewCell.SelectionStyle { get { fatalError() } set { } }
    open var accessoryType: UITableViewCell.AccessoryType { get { fatalError() } set { } }
    open var separatorInset: UIEdgeInsets { get { fatalError() } set { } }
}

// MARK: - UIViewController (minimal)

@preconcurrency @MainActor
open class UIViewController: UIResponder, @preconcurrency NSCoding {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience override init() { fatalError() }
    open func encode(with coder: NSCoder) { }

    open var view: UIView! { get { fatalError() } set { } }
    open var viewIfLoaded: UIView? { fatalError() }
    open var isViewLoaded: Bool { fatalError() }
    open func loadView() { }
    open func viewDidLoad() { }
    open func viewWillLayoutSubviews() { }
    open func viewDidLayoutSubviews() { }
    open func updateViewConstraints() { }
}
