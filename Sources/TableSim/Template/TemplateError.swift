import Layout

/// Why a cell template, a binding or a rule was refused.
public enum TemplateError: Error, Sendable, Equatable, CustomStringConvertible {
    case unknownView(String)
    case notARoot(String)
    case unknownConstraint(String)
    /// A property a view of that kind does not have (`photo.text` on an image).
    case wrongProperty(view: String, property: String, kind: String)
    case duplicateReuseIdentifier(String)
    case layout(LayoutError)
    case invalidAccessoryWidth
    case notAContentView(String, root: String)
    case contentViewKind(String, kind: String)

    public var description: String {
        switch self {
        case .unknownView(let n): return "no view named '\(n)' in the cell"
        case .notARoot(let n): return "'\(n)' has a superview: a cell template is a root view"
        case .unknownConstraint(let n): return "no constraint named '\(n)' in the cell"
        case .wrongProperty(let v, let p, let k): return "'\(v)' is \(k == "image" ? "an" : "a") \(k): it has no property '\(p)'"
        case .duplicateReuseIdentifier(let id): return "a template with reuse identifier '\(id)' is already registered"
        case .layout(let e): return String(reflecting: e) // TableSim helper renders this
        case .invalidAccessoryWidth: return "an accessory's width is a number of at least 0"
        case .notAContentView(let n, let root): return "the content view '\(n)' must be a subview of the cell '\(root)' itself"
        case .contentViewKind(let n, let kind) where kind == "guide":
            return "'\(n)' is a layout guide, not a view: a cell's content view is a plain view"
        case .contentViewKind(let n, let kind):
            let article = kind.first.map { "aeiou".contains($0) } == true ? "an" : "a"
            return "the content view '\(n)' is \(article) \(kind): a cell's content view is a plain view (put the \(kind) in it)"
        }
    }
}
