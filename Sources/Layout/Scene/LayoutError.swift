import Cassowary

/// Everything a scene refuses, as a value, with the names a person wrote. It holds no
/// words: the shell says each case (`LayoutError.words`).
public enum LayoutError: Error, Equatable, Sendable {
    case unknownView(String, suggestion: String?)
    case duplicateView(String)
    case unknownConstraint(String, suggestion: String?)
    case duplicateConstraint(String)
    /// The two views are in different trees.
    case noCommonAncestor(String, String)
    /// A location attribute (left, top, centerX, …) against a size attribute, or with none.
    case locationAgainstSize(Anchor, Anchor?)
    /// left against top, and the like.
    case axisMismatch(Anchor, Anchor)
    /// leading or trailing against left or right (UIKit refuses to mix the two systems).
    case directionMismatch(Anchor, Anchor)
    case zeroMultiplierOnLocation(Anchor)
    case nonFinite(String)
    /// Making `view` a subview of `parent` would put it inside itself.
    case cycle(view: String, parent: String)
    /// UIKit refuses to change a constraint between required and optional once installed.
    case requiredPriorityChange(String)
    /// Only roots take `width` and `height`; a subview is sized by constraints.
    case notARoot(String)
    case notALabel(String)
    case notAnImage(String)
    case invalidValue(String)
    case notAStack(String)
    /// Arranging a view that is not a subview of the stack (make it `in STACK` first).
    case notASubview(String, of: String)
    case notArranged(String, stack: String)
    /// The engine made this guide (a stack's, a view's margins or safe area) and makes it again: not the user's to remove.
    case engineGuide(String)
    /// The scene is at one of ``SceneLimits``; `about` names the view or constraint the
    /// refusal is about (the new name, or the parent a subview was to go in), when there is one.
    case limit(SceneLimit, about: String? = nil)
}
