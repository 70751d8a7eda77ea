import Layout
import Notation

extension LayoutError {
    /// What the shell says of the refusal: the names as written, and what to do instead.
    var words: String {
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
        case .limit(let limit, _): return limit.words
        }
    }
}

extension SceneLimit {
    /// The limit as a sentence: `a scene holds at most 10,000 views`.
    var words: String {
        switch self {
        case .views: return "a scene holds at most \(grouped(value)) views"
        case .viewsInTree: return "a view tree holds at most \(grouped(value)) views"
        case .depth: return "a view is at most \(value) levels below its root"
        case .constraints: return "a scene holds at most \(grouped(value)) constraints of yours"
        case .nameBytes: return "a name is at most \(value) bytes long"
        case .arrangedViews: return "a stack arranges at most \(value) views"
        case .proportionalViews: return "a fillProportionally stack arranges at most \(value) views"
        }
    }
}
