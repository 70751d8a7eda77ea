import Layout

/// Why a cell template, a binding or a rule was refused. The shell says it in words.
public enum TemplateError: Error, Sendable, Equatable {
    /// No view of that name in the cell.
    case unknownView(String)
    /// The view named as the cell has a superview: a template is a root view.
    case notARoot(String)
    /// No constraint of that name in the cell.
    case unknownConstraint(String)
    /// A property a view of that kind does not have (`photo.text` on an image).
    case wrongProperty(view: String, property: String, kind: String)
    /// A template with that reuse identifier is registered already.
    case duplicateReuseIdentifier(String)
    /// The scene refused the cell's views or constraints.
    case layout(LayoutError)
    /// An accessory's width below 0, or not a number.
    case invalidAccessoryWidth
    /// The content view named is not a subview of the cell's root itself (the root carried).
    case notAContentView(String, root: String)
    /// The content view named is not a plain view: a label, an image, a stack, or a guide
    /// (`kind` is ``Layout/ViewKind``'s name, `guide` for a layout guide).
    case contentViewKind(String, kind: String)
}
