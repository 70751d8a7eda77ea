/// `view`, `label`, `image`, `stack`, `guide`: what was made, and where.
struct ViewMade: Equatable {
    enum Kind: String, Equatable {
        case view, label, image, stack, guide
    }

    var name: String
    var kind: Kind
    /// The superview (a guide's owning view), or nil for a root.
    var parent: String?
}
