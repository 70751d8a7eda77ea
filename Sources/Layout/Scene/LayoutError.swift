import Cassowary

/// Everything a scene refuses, as a value, with the names a person wrote. It holds no
/// words: the shell says each case (`LayoutError.words`).
public enum LayoutError: Error, Equatable, Sendable {
    /// No view has the name; `suggestion` is the closest name there is, if one is close.
    case unknownView(String, suggestion: String?)
    /// A view has the name already.
    case duplicateView(String)
    /// No constraint has the name; `suggestion` is the closest name there is, if one is close.
    case unknownConstraint(String, suggestion: String?)
    /// A constraint has the name already.
    case duplicateConstraint(String)
    /// The two views are in different trees.
    case noCommonAncestor(String, String)
    /// A location attribute (left, top, centerX, …) against a size attribute, or with none.
    case locationAgainstSize(Anchor, Anchor?)
    /// left against top, and the like.
    case axisMismatch(Anchor, Anchor)
    /// leading or trailing against left or right (UIKit refuses to mix the two systems).
    case directionMismatch(Anchor, Anchor)
    /// A multiplier of 0 on a location attribute, which would pin it to the constant.
    case zeroMultiplierOnLocation(Anchor)
    /// A number of the quantity is infinite or not a number.
    case nonFinite(Quantity)
    /// A number of the quantity is outside what it takes (each quantity has its own range:
    /// a size is at least 0, the screen scale is 1, 2 or 3).
    case outOfRange(Quantity)
    /// Making `view` a subview of `parent` would put it inside itself.
    case cycle(view: String, parent: String)
    /// UIKit refuses to change a constraint between required and optional once installed.
    case requiredPriorityChange(String)
    /// Only roots take `width` and `height`; a subview is sized by constraints.
    case notARoot(String)
    /// A root's size is its width and height: the attribute is neither.
    case notARootSize(LayoutAttribute)
    /// Only a root has safe area insets (a device gives them); the view has a superview.
    case safeAreaInsetsOfSubview(String)
    /// The view is not a label (a label's property was set on it).
    case notALabel(String)
    /// The view is not an image (an image's size was set on it).
    case notAnImage(String)
    /// The view is not a stack view (a stack's property was set on it, or views arranged in it).
    case notAStack(String)
    /// Arranging a view that is not a subview of the stack (make it `in STACK` first).
    case notASubview(String, of: String)
    /// Taking out of a stack a view the stack does not arrange.
    case notArranged(String, stack: String)
    /// The view is named more than once in one arrangement.
    case arrangedTwice(String)
    /// `index` is not a place in `stack`'s arrangement: the places are 0…`count`, where
    /// `count` is how many views the stack arranges besides those being placed.
    case stackIndexOutOfRange(stack: String, index: Int, count: Int)
    /// The engine made this guide (a stack's, a view's margins or safe area) and makes it again: not the user's to remove.
    case engineGuide(String)
    /// A layout guide where only a view will do; `use` says what was asked of it.
    case guideUsedAsView(String, GuideUse)
    /// A view's margins, safe area or readable guide (`name`) that no constraint has named
    /// yet: the engine makes it on first use, as UIKit does, for its view `owner`.
    case guideNotYetMade(String, owner: String)
    /// A view needs a name: the one given is empty.
    case emptyViewName
    /// A constraint's name is empty or holds a '.' (the engine's own names hold one).
    case invalidConstraintName(String)
    /// A view's name already names a constraint of the user's.
    case nameTakenByConstraint(String)
    /// A constraint's name already names a view.
    case nameTakenByView(String)
    /// A Visual Format `|` with no view beside it that has a superview.
    case superviewBarWithoutSuperview
    /// The constraint added would solve `anchor` to `value`, beyond ``Scene/valueLimit``
    /// either way: it is not added.
    case beyondRange(Anchor, value: Double)
    /// A label's font names a face the scene's fonts do not have.
    case unresolvedFont(FontDescriptorError)
    /// The scene is at one of ``SceneLimits``; `about` names the view or constraint the
    /// refusal is about (the new name, or the parent a subview was to go in), when there is one.
    case limit(SceneLimit, about: String? = nil)
}

extension LayoutError {
    /// A number a scene takes, by what it is (in ``LayoutError/nonFinite(_:)`` and
    /// ``LayoutError/outOfRange(_:)``).
    public enum Quantity: Sendable, Equatable, CaseIterable {
        /// A constraint's multiplier.
        case multiplier
        /// A constraint's constant.
        case constant
        /// A root's width or height.
        case size
        /// One of a view's margins.
        case margin
        /// One of a root's safe area insets (each at least 0).
        case safeAreaInset
        /// The widest a view's readable content guide gets (at least 0).
        case readableWidth
        /// The width a view is fitted at (at least 0).
        case fittingWidth
        /// A stack's spacing, or its custom spacing after a view.
        case spacing
        /// A view's intrinsic size set by hand (each axis at least 0, or none).
        case intrinsicSize
        /// An image's size (each axis at least 0).
        case imageSize
        /// A view's manual frame (finite, its size at least 0).
        case frame
        /// A view's alignment insets (each in -1000…1000).
        case alignmentInsets
        /// A label's number of lines (0: no limit).
        case lines
        /// A label's preferredMaxLayoutWidth, when it is a number (at least 0).
        case preferredMaxWidth
        /// The screen scale (1, 2 or 3).
        case scale
    }

    /// What a layout guide was asked for that only a view has or does (in
    /// ``LayoutError/guideUsedAsView(_:_:)``).
    public enum GuideUse: Sendable, Equatable, CaseIterable {
        /// A guide of its own: margins, safe area or readable content guide (`guide.margins`).
        case ownGuides
        /// Margins, or preserving its superview's margins.
        case margins
        /// A readable content guide's width.
        case readableWidth
        /// To be arranged by a stack.
        case arranged
        /// To be a view's superview.
        case superview
    }
}
