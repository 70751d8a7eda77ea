import Cassowary
import Layout

/// An Interface Builder document read into values: its views (with the frames Xcode saved),
/// its constraints as written, the roots one can lay out, and what was not understood.
/// Reading does no layout; ``IBSceneBuilder`` makes a scene of a root.
public struct IBDocument: Sendable {
    public enum Platform: String, Sendable { case iOS, macOS }
    public enum Format: String, Sendable { case xib, storyboard }

    public var platform: Platform
    public var format: Format
    public var toolsVersion: String?
    /// The "View as" device, or nil when the document names none.
    public var device: IBDevice?
    /// The size classes whose variations are installed.
    public var traits = IBTraits(widthClass: .compact, heightClass: .regular)
    /// The device's id as written, also when Trellis does not know it.
    public var deviceID: String?
    public var views: [IBView] = []
    public var constraints: [IBConstraint] = []
    public var roots: [IBRoot] = []
    /// What could change a layout and was not understood; the rest still loads.
    public var unhandled: [IBUnhandled] = []
    /// Image sizes from `<resources>`, by image name.
    public var imageSizes: [String: Size] = [:]
    /// The outlets that point at views and constraints: the id each property names.
    public var outlets: [String: String] = [:]
    /// The index of each view, by IB id.
    public var viewIndex: [String: Int] = [:]
    /// Layout guides by IB id: the safe area, scroll view guides, margins guides and the
    /// legacy top and bottom layout guides.
    public var guides: [String: IBGuide] = [:]

    /// The device the frames were laid out at: the document's, else the width of old phones.
    public var layoutDevice: IBDevice { device ?? .legacy }
}

/// A part of a document that lays out on its own: a view controller's view, a table or
/// collection view cell, or a top-level view of a XIB.
public struct IBRoot: Sendable, Equatable {
    public enum Kind: String, Sendable { case scene, cell, view }
    public var id: String
    public var name: String
    public var kind: Kind
    /// The index of the root's view in ``IBDocument/views``.
    public var view: Int
    /// A view controller's simulated size (`freeformSize`), when it sets one.
    public var freeformSize: Size?
    /// The bars over and under a view controller's view: a navigation bar from its
    /// navigation controller or its simulated metrics, a tab bar or a toolbar.
    public var topBar = IBBar.none
    public var bottomBar = IBBar.none
}

/// A bar Interface Builder simulates over or under a view controller's view.
public struct IBBar: Sendable, Equatable {
    public var height: Double
    /// An opaque bar (`translucent="NO"`) puts the view below it; a translucent one over it.
    public var isOpaque: Bool
    public static let none = IBBar(height: 0, isOpaque: false)
}

/// How Xcode flagged a view's saved frame.
public enum IBFrameFlag: String, Sendable {
    /// `misplaced="YES"`: the saved frame is not where the constraints put it.
    case misplaced
    /// `ambiguous="YES"`: the constraints do not decide the frame.
    case ambiguous
}

/// What a view is, as far as layout goes.
public enum IBContent: Sendable, Equatable {
    case plain
    case label(Label)
    case image(Size?)
    case stack(StackArrangement)
    /// A control whose intrinsic size UIKit gives it (a button, a switch, a field…): the size
    /// Trellis estimates for it, per axis (nil: none on that axis).
    case control(width: Double?, height: Double?)
}

public struct IBView: Sendable {
    public var id: String
    /// The element's name (`label`, `tableViewCellContentView`).
    public var element: String
    public var customClass: String?
    public var userLabel: String?
    /// The unique name the scene gives it.
    public var name: String = ""
    public var parent: Int?
    public var children: [Int] = []
    public var line: Int
    /// The frame Xcode saved, in the superview's coordinates (top-down on both platforms).
    public var savedFrame: Rect?
    public var flag: IBFrameFlag?
    public var content: IBContent = .plain
    public var hugging: (horizontal: Priority?, vertical: Priority?) = (nil, nil)
    public var compression: (horizontal: Priority?, vertical: Priority?) = (nil, nil)
    public var isHidden = false
    /// Whether the frame and mask become constraints (`translatesAutoresizingMaskIntoConstraints`).
    public var translatesAutoresizingMask = true
    public var autoresizing: AutoresizingMask = []
    public var layoutMargins: DirectionalInsets?
    public var preservesSuperviewLayoutMargins = false
    public var insetsLayoutMarginsFromSafeArea = true
    public var followsReadableWidth = false
    /// `placeholderIntrinsicWidth`/`Height`: nil when not set, `.some(nil)` for `infinite`.
    public var placeholderIntrinsic: (width: Double??, height: Double??) = (nil, nil)
    /// The table or collection view a prototype or static cell belongs to.
    public var host: Int?
    /// A table cell's row height.
    public var rowHeight: Double?
    /// A table cell's accessory (`disclosureIndicator`…), which makes its content view narrower.
    public var accessory: String?
    /// How far the frame reaches past the rectangle constraints place (`alignmentRectInsets`).
    public var alignmentInsets = DirectionalInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    /// Left out by the size class variation in force.
    public var isExcluded = false
    /// The text a label or button shows, for its name.
    public var title: String?

    public var isCell: Bool { element == "tableViewCell" || element == "collectionViewCell" }
}

/// A layout guide of the document.
public struct IBGuide: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case safeArea, layoutMargins, contentLayoutGuide, frameLayoutGuide
        /// A view controller's `topLayoutGuide` and `bottomLayoutGuide`.
        case topLayoutGuide, bottomLayoutGuide
    }
    public var kind: Kind
    /// The view it belongs to (a view controller's root view for the legacy guides).
    public var owner: Int
}

/// A constraint as the document writes it, with its items' IB ids.
public struct IBConstraint: Sendable, Equatable {
    public var id: String
    /// The view whose `<constraints>` hold it.
    public var holder: Int
    public var firstItem: String
    public var firstAttribute: IBAttribute
    public var relation: Relation
    public var secondItem: String?
    public var secondAttribute: IBAttribute?
    public var multiplier: Double
    public var constant: Double
    public var priority: Double
    public var identifier: String?
    /// The outlet that points at it (`photoWidthConstraint`), which names it in a scene.
    public var outlet: String?
    /// `symbolic="YES"`: standard spacing (the constant holds its value).
    public var isStandardSpacing: Bool
    /// `placeholder="YES"`: removed at build time.
    public var isPlaceholder: Bool
    /// Whether the size class variation in force installs it.
    public var isInstalled: Bool
    public var line: Int
}

/// A constraint attribute as IB writes it: an edge, and whether it is the margin's.
public struct IBAttribute: Sendable, Equatable {
    public var attribute: LayoutAttribute
    /// `leadingMargin`, `centerXWithinMargins`…: the attribute of the view's margins guide.
    public var isMargin: Bool

    static let names: [String: IBAttribute] = {
        var table: [String: IBAttribute] = [:]
        for a in LayoutAttribute.allCases { table[a.rawValue] = IBAttribute(attribute: a, isMargin: false) }
        table["baseline"] = IBAttribute(attribute: .lastBaseline, isMargin: false)
        for a in [LayoutAttribute.left, .right, .top, .bottom, .leading, .trailing] {
            table["\(a.rawValue)Margin"] = IBAttribute(attribute: a, isMargin: true)
        }
        table["centerXWithinMargins"] = IBAttribute(attribute: .centerX, isMargin: true)
        table["centerYWithinMargins"] = IBAttribute(attribute: .centerY, isMargin: true)
        return table
    }()

    public init(attribute: LayoutAttribute, isMargin: Bool) {
        self.attribute = attribute
        self.isMargin = isMargin
    }

    init?(name: String) {
        guard let known = Self.names[name] else { return nil }
        self = known
    }
}
