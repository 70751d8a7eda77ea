import Layout

/// A cell template: a view tree to build each cell from, the reuse identifier its cells are
/// pooled under, the bindings that configure a cell for a row, and the rule that says which
/// rows use it (none: every row no other template claims).
public struct CellTemplate: Sendable, Equatable {
    public let recipe: CellRecipe
    public let reuseIdentifier: String
    public let bindings: [Binding]
    public let rule: RowRule?
    /// The width of the cell's accessory (a disclosure indicator, a switch): the content view
    /// (the template's root) is the table's width less it.
    public let accessoryWidth: Double

    /// Checks every binding against the recipe.
    public init(recipe: CellRecipe, reuseIdentifier: String? = nil, bindings: [Binding] = [],
                rule: RowRule? = nil, accessoryWidth: Double = 0) throws(TemplateError) {
        for b in bindings { try b.validate(against: recipe) }
        guard accessoryWidth.isFinite, accessoryWidth >= 0 else { throw .invalidAccessoryWidth }
        self.recipe = recipe
        self.reuseIdentifier = reuseIdentifier ?? recipe.root
        self.bindings = bindings
        self.rule = rule
        self.accessoryWidth = accessoryWidth
    }

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
