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
        case .nonFinite(let quantity): return "\(quantity.noun) is not a finite number"
        case .outOfRange(let quantity): return quantity.range
        case .cycle(let v, let p): return "'\(p)' is inside '\(v)': a view cannot be put inside itself"
        case .requiredPriorityChange(let n):
            return "the priority of '\(n)' cannot change between required (1000) and optional once it is active; deactivate it first"
        case .notARoot(let n):
            return "'\(n)' has a superview: its size comes from constraints (constrain \(n).width instead)"
        case .notARootSize: return "a root has a width and a height"
        case .safeAreaInsetsOfSubview(let n):
            return "only a root has safe area insets (a device gives them); \(n)'s safe area guide is its bounds"
        case .notALabel(let n): return "'\(n)' is not a label"
        case .notAnImage(let n): return "'\(n)' is not an image"
        case .notAStack(let n): return "'\(n)' is not a stack view (a stack is made with stack NAME)"
        case .notASubview(let n, let stack):
            return "'\(n)' is not a subview of '\(stack)': a stack arranges its own subviews (make it with 'in \(stack)')"
        case .notArranged(let n, let stack): return "'\(n)' is not arranged by '\(stack)'"
        case .arrangedTwice: return "a view is arranged once: a name is given twice"
        case .stackIndexOutOfRange(let stack, _, let count):
            return "\(stack) arranges \(count) other view\(count == 1 ? "" : "s"): the index is 0…\(count)"
        case .engineGuide(let n):
            return "'\(n)' is a guide the engine makes for its view (a stack's, margins, safe area); change the view instead"
        case .guideUsedAsView(let n, let use): return use.words(guide: n)
        case .guideNotYetMade(let n, let owner):
            return "\(n) is made when a constraint first names it (as UIKit makes \(owner)'s guide on first use); none has yet"
        case .emptyViewName: return "a view needs a name"
        case .invalidConstraintName: return "a constraint's name cannot contain '.' (the engine's own names do)"
        case .nameTakenByConstraint(let n): return "'\(n)' is a constraint's name; choose another name for the view"
        case .nameTakenByView(let n): return "'\(n)' is a view's name; choose another name for the constraint"
        case .superviewBarWithoutSuperview: return "the superview bar '|' needs a view beside it that has a superview"
        case .beyondRange(let anchor, let value):
            return "it would make \(anchor.view).\(anchor.attribute.name) \(formatNumber(value)), "
                + "beyond ±\(grouped(Int(Scene.valueLimit))), a layout's range: the constraint is not added"
        case .unresolvedFont(let error): return error.reason.words
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
        case .arrangedViews: return "a stack arranges at most \(grouped(value)) views"
        case .proportionalViews: return "a fillProportionally stack arranges at most \(value) views"
        }
    }
}

extension LayoutError.Quantity {
    /// The quantity as the subject of a sentence: `a safe area inset`.
    var noun: String {
        switch self {
        case .multiplier: return "the multiplier"
        case .constant: return "the constant"
        case .size: return "a size"
        case .margin: return "a margin"
        case .safeAreaInset: return "a safe area inset"
        case .readableWidth: return "a readable width"
        case .fittingWidth: return "a fitting width"
        case .spacing: return "the spacing"
        case .intrinsicSize: return "an intrinsic size"
        case .imageSize: return "an image size"
        case .frame: return "a frame"
        case .alignmentInsets: return "an alignment inset"
        case .lines: return "lines"
        case .preferredMaxWidth: return "preferredMaxWidth"
        case .scale: return "the screen scale"
        }
    }

    /// What the quantity takes, as a sentence: `a safe area inset is at least 0`.
    var range: String {
        switch self {
        case .multiplier, .constant, .margin, .spacing: return "\(noun) is a finite number"
        case .size: return "a size is a number of at least 0"
        case .safeAreaInset: return "a safe area inset is at least 0"
        case .readableWidth: return "a readable width is at least 0"
        case .fittingWidth: return "a fitting width is a number of at least 0"
        case .intrinsicSize: return "an intrinsic size is two numbers of at least 0, as 120x44"
        case .imageSize: return "an image size is two numbers of at least 0, as 64x64"
        case .frame: return "a frame is x,y,width,height with a size of at least 0"
        case .alignmentInsets: return "alignment insets are four numbers in -1000…1000"
        case .lines: return "lines is 0 (no limit) or more"
        case .preferredMaxWidth: return "preferredMaxWidth is a number of at least 0, auto or legacy"
        case .scale: return "the screen scale is 1, 2 or 3"
        }
    }
}

extension LayoutError.GuideUse {
    /// Why the layout guide `guide` cannot be used so.
    func words(guide: String) -> String {
        switch self {
        case .ownGuides: return "'\(guide)' is a layout guide: it has no margins, safe area or readable guide"
        case .margins: return "a guide has no margins of its own"
        case .readableWidth: return "a guide has no readable content guide"
        case .arranged: return "'\(guide)' is a layout guide: a stack arranges views"
        case .superview: return "'\(guide)' is a layout guide: a view's superview is a view"
        }
    }
}
