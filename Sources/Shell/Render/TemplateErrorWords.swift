import TableSim

extension TemplateError {
    /// Why `table cell` (or a template captured again) was refused, as the error says it.
    var words: String {
        switch self {
        case .unknownView(let n): return "no view named '\(n)' in the cell"
        case .notARoot(let n): return "'\(n)' has a superview: a cell template is a root view"
        case .unknownConstraint(let n): return "no constraint named '\(n)' in the cell"
        case .wrongProperty(let v, let p, let k): return "'\(v)' is \(k == "image" ? "an" : "a") \(k): it has no property '\(p)'"
        case .duplicateReuseIdentifier(let id): return "a template with reuse identifier '\(id)' is already registered"
        case .layout(let e): return e.words
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
