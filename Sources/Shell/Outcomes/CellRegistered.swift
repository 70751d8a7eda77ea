import Layout
import TableSim

/// `table cell …` and `table cell from …`: the template registered, and what registering it found.
struct CellRegistered {
    var root: String
    var reuseIdentifier: String
    var rule: String?
    var contentView: String?
    var accessory: Double?
    var bindings: [String]
    /// The conflicts and the free height that registering found.
    var findings: TemplateFindings
    /// What checking the bindings against the data and the views found.
    var bindingWarnings: [String]
    /// For a cell from a document laid out at another scale than the scene's.
    var scaleMismatch: ScaleMismatch?

    struct ScaleMismatch: Equatable {
        var sceneScale: Double
        var device: String
        var deviceScale: Double
    }
}

/// What registering a template found in it: conflicts among its own constraints, and whether
/// nothing decides its height.
struct TemplateFindings: Equatable {
    var conflicts: [ConflictReport]
    /// The view whose height is free (the content view, or the cell), when it is.
    var freeHeightOf: String?
    /// The cell, when its content view is another view (advice names both).
    var cellWithContentView: String?

    init(_ check: TemplateCheck, template: CellTemplate) {
        conflicts = check.conflicts
        freeHeightOf = check.heightIsFree ? template.sizedView : nil
        cellWithContentView = template.contentView.map { _ in template.root }
    }
}
