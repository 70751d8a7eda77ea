import Layout

/// A cell template: a view tree to build each cell from, the reuse identifier its cells are
/// pooled under, the bindings that configure a cell for a row, and the rule that says which
/// rows use it (none: every row no other template claims).
public struct CellTemplate: Sendable, Equatable {
    public let recipe: CellRecipe
    /// The recipe rows are laid out from: a content view's frame left to the table.
    public let layoutRecipe: CellRecipe
    public let reuseIdentifier: String
    public let bindings: [Binding]
    public let rule: RowRule?
    /// The width of the cell's accessory (a disclosure indicator, a switch): the content view
    /// is the table's width less it.
    public let accessoryWidth: Double
    /// The content view, when the template is the whole cell (`table cell cell
    /// content=content`): the root is the UITableViewCell and this plain subview its content
    /// view, which the table sizes; views beside it and constraints to the cell itself are
    /// laid out in the cell's frame but do not size the row, as in UIKit. nil: the root is
    /// the content view.
    public let contentView: String?

    /// Checks every binding against the recipe, and the content view: a plain view directly
    /// in the root.
    public init(recipe: CellRecipe, reuseIdentifier: String? = nil, bindings: [Binding] = [],
                rule: RowRule? = nil, accessoryWidth: Double = 0, contentView: String? = nil) throws(TemplateError) {
        for b in bindings { try b.validate(against: recipe) }
        guard accessoryWidth.isFinite, accessoryWidth >= 0 else { throw .invalidAccessoryWidth }
        if let contentView {
            guard let v = recipe.view(contentView) else { throw .unknownView(contentView) }
            guard v.parent == recipe.root else { throw .notAContentView(contentView, root: recipe.root) }
            guard v.kind == .plain else { throw .contentViewKind(contentView, kind: v.kind.name) }
        }
        self.recipe = recipe
        var laidOut = recipe
        if let contentView, let i = laidOut.views.firstIndex(where: { $0.name == contentView }) {
            // UITableViewCell places its content view by frame; the table gives it its size
            // (UIView-Encapsulated-Layout-Width and -Height), not the frame it was given.
            laidOut.views[i].manualFrame = nil
            laidOut.views[i].translatesAutoresizingMask = false
            laidOut.views[i].autoresizing = []
        }
        layoutRecipe = laidOut
        self.reuseIdentifier = reuseIdentifier ?? recipe.root
        self.bindings = bindings
        self.rule = rule
        self.accessoryWidth = accessoryWidth
        self.contentView = contentView
    }

    /// The identifiers of the size the table gives a cell's content view (UIKit's names): a
    /// template may not hold constraints of its own under them.
    public static let encapsulatedIdentifiers = [CellInstance.widthID, CellInstance.heightID]

    /// The view the table sizes and gives its encapsulated width and height: the content view.
    public var sizedView: String { contentView ?? root }

    /// The content view's width in a table `tableWidth` wide.
    public func contentWidth(in tableWidth: Double) -> Double { max(0, tableWidth - accessoryWidth) }

    /// The root view's name.
    public var root: String { recipe.root }

    /// The labels whose text a binding sets, in binding order (each once).
    var textLabels: [String] {
        var seen = Set<String>()
        return bindings.filter { $0.property == .text && seen.insert($0.target).inserted }.map(\.target)
    }
}
