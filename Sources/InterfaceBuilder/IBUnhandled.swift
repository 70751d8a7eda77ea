import Layout

/// Something in the document that could change a layout and that Trellis does not read, or
/// that a scene leaves out: where, and why as a value (the shell says it in words).
public struct IBUnhandled: Sendable, Equatable {
    public var line: Int
    public var element: String
    /// The attribute, or nil for the whole element.
    public var attribute: String?
    /// Why it matters, or what was done instead; when there is a ``cause``, what was left out,
    /// and the cause says why.
    public var reason: Reason
    /// The scene's refusal that left it out, when the scene refused it.
    public var cause: LayoutError? = nil

    public init(line: Int, element: String, attribute: String?, reason: Reason, cause: LayoutError? = nil) {
        self.line = line
        self.element = element
        self.attribute = attribute
        self.reason = reason
        self.cause = cause
    }

    /// What was not read, or left out, and what was done instead. Values as the document
    /// writes them (ids, attribute values, keys) or as the scene names its views.
    public enum Reason: Sendable, Equatable {
        // MARK: The document

        /// An AppKit document: laid out as UIKit's, without AppKit's alignment rectangles or
        /// its controls' own sizes.
        case appKitDocument
        /// A device Trellis does not know: laid out at the legacy width (points).
        case unknownDevice(laidOutWidth: Int)
        /// A top-level object that is not a view and holds none.
        case topLevelObjectNotLaidOut

        // MARK: Constraints as written (each left out)

        case constraintWithoutID
        /// An attribute name Trellis does not know (`firstAttribute` or `secondAttribute`).
        case unknownAttribute(String)
        /// No `firstAttribute` at all.
        case missingAttribute
        case secondItemWithoutAttribute
        /// An item id that is no view or guide of the document.
        case unknownItem(String)
        case unknownRelation(String)
        /// Not a number, `a:b` or `a/b` (as written).
        case invalidMultiplier(String)
        case invalidConstant(String)
        /// Not a priority in 1…1000 (as written).
        case invalidPriority(String)
        /// A size class variation key Trellis does not know.
        case unknownVariation(String)

        // MARK: Views and their content

        /// An attribute (of a view or a constraint) that could matter and is not read.
        case unreadAttribute
        /// A child element of a view that is not read.
        case unreadElement
        case viewWithoutID
        /// A second view with this id: left out, with its subviews.
        case duplicateViewID(String)
        /// A view element Trellis does not model: a plain view with its frame.
        case unmodeledView
        /// An element among subviews that is not a view: left out, with its subviews.
        case notAView
        /// A `viewLayoutGuide` whose key Trellis does not know.
        case unknownLayoutGuide
        /// A frame that is not four numbers.
        case invalidFrame
        /// A label's `numberOfLines` that is not a whole number of at least 0.
        case invalidNumberOfLines
        /// A label that shrinks its text to fit: measured at its full size.
        case textShrinksToFit
        /// An image whose size the document's resources do not give: no intrinsic size.
        case imageSizeUnknown
        /// A text view that does not scroll: no intrinsic size.
        case textViewNotScrolling
        /// A stack distribution Trellis does not know: fill.
        case unknownDistribution
        /// A stack alignment Trellis does not know: fill.
        case unknownAlignment

        // MARK: Fonts

        /// A text style Trellis does not know: body.
        case unknownTextStyle
        /// A point size outside 0…1000: the default font.
        case fontSizeOutOfRange
        /// A font type Trellis does not know (as written): the system font.
        case unknownFontType(String)
        /// A named font, measured with the system font of its weight.
        case fontMeasuredWithSystemFont(name: String, bold: Bool)

        // MARK: What a scene leaves out (views by the scene's names)

        /// The view and its subviews, refused by the scene (the cause says why).
        case viewLeftOut(String)
        /// The stack arranges nothing: the scene refused its arrangement (the cause says why).
        case stackArrangesNothing(String)
        /// The constraint with this IB id, for a reason of its items (nil: the cause says why).
        case constraintLeftOut(id: String, AnchorProblem?)
        /// `insetsLayoutMarginsFromSafeArea=NO` on a root: its margins stay inside its safe area.
        case safeAreaMarginsNotFollowed
        /// `layoutMarginsFollowReadableWidth` on a root wider than its readable width.
        case readableWidthNotFollowed
        /// A cell's accessory Trellis has no width for, and no frame saved to tell it.
        case accessoryWidthUnknown(String)
        /// A view with no frame that no constraint places: left to the solver.
        case unplacedView(String)
    }

    /// Why an item of a constraint stands for no anchor in a root's scene.
    public enum AnchorProblem: Sendable, Equatable {
        /// The guide (IB id) belongs to a view of another root.
        case guideOfAnotherRoot(String)
        /// A margins attribute of a guide.
        case guideMargins
        /// No view or guide has the id.
        case unknownItem(String)
        /// The view (the scene's name) is left out by the size class in force.
        case excludedBySizeClass(String)
        /// The view (the scene's name) is in another root.
        case outsideRoot(String)
        /// The guide the item stands for (the scene's name) could not be made (the cause says why).
        case guideNotMade(String)
    }
}
