import Cassowary
import Notation

/// Everything a scene refuses, as a value, with the names a person wrote.
public enum LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
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

    public var description: String {
        func hint(_ s: String?) -> String { s.map { " (did you mean '\($0)'?)" } ?? "" }
        switch self {
        case .unknownView(let n, let s): return "no view named '\(n)'\(hint(s))"
        case .duplicateView(let n): return "there is already a view named '\(n)'"
        case .unknownConstraint(let n, let s): return "no constraint named '\(n)'\(hint(s))"
        case .duplicateConstraint(let n): return "there is already a constraint named '\(n)'"
        case .noCommonAncestor(let a, let b):
            return "'\(a)' and '\(b)' have no common ancestor: a constraint can only relate views of one tree"
        case .locationAgainstSize(let a, let b?):
            return "a location attribute cannot be related to a size attribute (\(a) and \(b))"
        case .locationAgainstSize(let a, nil):
            return "\(a) is a location: relate it to another view's attribute, not to a constant alone"
        case .axisMismatch(let a, let b):
            return "\(a) and \(b) are on different axes: a horizontal location cannot be related to a vertical one"
        case .directionMismatch(let a, let b):
            return "\(a) and \(b) mix leading/trailing with left/right: relate leading and trailing to each other, or left and right"
        case .zeroMultiplierOnLocation(let a):
            return "a multiplier of 0 on a location attribute (\(a)) would pin it to a constant: use a constant instead"
        case .nonFinite(let what): return "\(what) is not a finite number"
        case .cycle(let v, let p): return "'\(p)' is inside '\(v)': a view cannot be put inside itself"
        case .requiredPriorityChange(let n):
            return "the priority of '\(n)' cannot change between required (1000) and optional once it is active; deactivate it first"
        case .notARoot(let n):
            return "'\(n)' has a superview: its size comes from constraints (constrain \(n).width instead)"
        case .notALabel(let n): return "'\(n)' is not a label"
        case .notAnImage(let n): return "'\(n)' is not an image"
        case .invalidValue(let message): return message
        case .notAStack(let n): return "'\(n)' is not a stack view (a stack is made with stack NAME)"
        case .notASubview(let n, let stack):
            return "'\(n)' is not a subview of '\(stack)': a stack arranges its own subviews (make it with 'in \(stack)')"
        case .notArranged(let n, let stack): return "'\(n)' is not arranged by '\(stack)'"
        case .engineGuide(let n):
            return "'\(n)' is a guide the engine makes for its view (a stack's, margins, safe area); change the view instead"
        case .limit(let limit, _):
            switch limit {
            case .views: return "a scene holds at most \(grouped(limit.value)) views"
            case .viewsInTree: return "a view tree holds at most \(grouped(limit.value)) views"
            case .depth: return "a view is at most \(limit.value) levels below its root"
            case .constraints: return "a scene holds at most \(grouped(limit.value)) constraints of yours"
            case .nameBytes: return "a name is at most \(limit.value) bytes long"
            case .arrangedViews: return "a stack arranges at most \(limit.value) views"
            case .proportionalViews: return "a fillProportionally stack arranges at most \(limit.value) views"
            }
        }
    }
}
