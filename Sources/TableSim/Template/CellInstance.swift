import Layout

/// One live cell: a ``Scene`` built from a template, configured for one row at a time.
///
/// The cell's layout is a function of its inputs only: the template, the row's values, the
/// width and the text size. Whenever one of them changes, the scene is built again from the
/// recipe with the row's values in place (``CellRecipe/applying(_:values:)``), never edited
/// from what the cell held before, so a reused cell lays out exactly as a new one would: no
/// collapsed view, wrap width or tie broken one way by an earlier row carries over.
///
/// The table's frame for the cell becomes two required constraints, named as UIKit names them
/// (`UIView-Encapsulated-Layout-Width` and `-Height`), so a cell whose own required
/// constraints disagree with its row height shows the same conflict a real one does. Sizing
/// pulls the height toward zero at fittingSizeLevel with the width required, as
/// `systemLayoutSizeFitting` does for a table; the height constraint is out meanwhile.
final class CellInstance {
    static let widthID = "UIView-Encapsulated-Layout-Width"
    static let heightID = "UIView-Encapsulated-Layout-Height"
    static let fittingID = "UITableViewCell-Fitting-Height"

    let template: CellTemplate
    /// 1, 2, … within its reuse identifier (the `#n` of `Text#3`).
    let serial: Int
    /// The row it was last configured for.
    private(set) var row: Int?
    private(set) var width: Double
    private(set) var category: ContentSizeCategory
    /// The binding values the scene is built with (nil: the template's own).
    private(set) var values: [FieldValue]?
    /// The scene for the current inputs (nil: to be built at the next read).
    private var built: Scene?
    /// The fitted height of the current inputs, once asked.
    private var fitted: Double?
    /// The height the encapsulated height holds, when the cell is placed in a row.
    private(set) var placedHeight: Double?
    /// Conflicts among the template's own constraints, found when the cell was first built.
    private(set) var templateConflicts: [ConflictReport] = []
    /// The template's constraints in force in the last scene built (for counting what a
    /// reconfiguration changes).
    private var activeConstraints: Set<String> = []
    /// Scenes built, and the pivots of those thrown away (for the table's statistics).
    private(set) var builds = 0
    private var retiredPivots = 0

    init(template: CellTemplate, serial: Int, width: Double, category: ContentSizeCategory) throws(TemplateError) {
        self.template = template
        self.serial = serial
        self.width = width
        self.category = category
        let scene = try build()
        templateConflicts = scene.takeConflicts()
        built = scene
        activeConstraints = Self.enforcedIDs(scene)
    }

    /// `Text#3`.
    var name: String { "\(template.reuseIdentifier)#\(serial)" }

    /// The scene for the current inputs, built if they changed.
    var scene: Scene {
        if let built { return built }
        // The recipe built once already (in init), so it builds again: a failure here would
        // be a template that changed under the cell, which the table never does.
        let scene = (try? build()) ?? Scene()
        _ = scene.takeConflicts()
        built = scene
        activeConstraints = Self.enforcedIDs(scene)
        return scene
    }

    private func build() throws(TemplateError) -> Scene {
        if let old = built { retiredPivots += old.solverStatistics.pivots }
        builds += 1
        let recipe = values.map { template.recipe.applying(template.bindings, values: $0) } ?? template.recipe
        let scene = try recipe.instantiate(category: category)
        let root = template.root
        do {
            try scene.addConstraint(ConstraintSpec(Anchor(root, .width), .equal, constant: width),
                                    identifier: Self.widthID, origin: .encapsulated)
            try scene.addConstraint(ConstraintSpec(Anchor(root, .height), .equal, constant: 0, priority: .fittingSizeLevel),
                                    identifier: Self.fittingID, origin: .fitting)
            try scene.addConstraint(ConstraintSpec(Anchor(root, .height), .equal, constant: 0),
                                    identifier: Self.heightID, origin: .encapsulated, active: false)
        } catch {
            throw .layout(error)
        }
        return scene
    }

    /// Starts again from the recipe at the next read.
    private func invalidate() {
        if let old = built { retiredPivots += old.solverStatistics.pivots }
        built = nil
        fitted = nil
        placedHeight = nil
    }

    /// The solver's pivots in every scene this cell has had.
    var pivots: Int { retiredPivots + (built?.solverStatistics.pivots ?? 0) }

    /// Whether nothing but the fitting pull decides the cell's height: no chain of constraints
    /// from its top to its bottom, so every row sizes to 0 (what UIKit warns about as
    /// "constraints ambiguously suggest a height of zero").
    var heightIsFree: Bool {
        let deciding = (try? scene.constraintsAffecting(Anchor(template.root, .height))) ?? []
        return deciding.allSatisfy { $0 == Self.fittingID }
    }

    /// Configures the cell for `row`. Returns how many of the template's constraints the new
    /// values activate or deactivate (a collapse, a constraint made inactive): the
    /// constraint changes a reuse costs. Texts, sizes and constants that change are not
    /// counted; they change constants in place.
    @discardableResult
    func configure(_ row: Row) -> Int {
        self.row = row.index
        let newValues = template.values(for: row)
        guard newValues != values else {
            if placedHeight != nil { unplace() }
            return 0
        }
        let before = activeConstraints
        values = newValues
        invalidate()
        _ = scene
        return activeConstraints.symmetricDifference(before).count
    }

    private static func enforcedIDs(_ scene: Scene) -> Set<String> {
        Set(scene.constraintOrder.filter { scene.constraints[$0]?.state == .active && scene.constraints[$0]?.origin != .encapsulated })
    }

    /// Forgets the row (after the scene was changed behind the bindings' back), so the next
    /// configuration builds the cell again.
    func forgetApplied() {
        values = nil
        row = nil
        invalidate()
    }

    /// The height the cell's constraints give it at its width, pulled toward zero (the
    /// compressed fitting size), rounded to pixels. Read off a scene that was never placed.
    func fittedHeight() -> Double {
        if let fitted { return fitted }
        if placedHeight != nil { invalidate() }
        let h = (try? scene.absoluteFrame(of: template.root).height) ?? 0
        fitted = h
        return h
    }

    /// Puts the cell in a row `height` high: the encapsulated height becomes a required
    /// constraint. Returns the conflicts that makes (UIKit's "Unable to simultaneously satisfy
    /// constraints").
    func place(height: Double) -> [ConflictReport] {
        let h = max(0, height)
        if let placed = placedHeight {
            if placed == h { return [] }
            // Placed from nothing at the new height, not moved from the old one.
            let keep = fitted
            invalidate()
            fitted = keep
        }
        let scene = self.scene
        _ = scene.takeConflicts()
        try? scene.setConstant(Self.heightID, h)
        try? scene.setActive(Self.heightID, true)
        placedHeight = h
        return scene.takeConflicts()
    }

    var isPlaced: Bool { placedHeight != nil }

    /// Takes the encapsulated height out (before a reconfiguration or a sizing): the cell is
    /// built again, unplaced, at the next read.
    func unplace() {
        guard placedHeight != nil else { return }
        let keep = fitted
        invalidate()
        fitted = keep
    }

    /// A new table width (a rotation).
    func setWidth(_ newWidth: Double) {
        guard newWidth != width else { return }
        width = newWidth
        invalidate()
    }

    func setCategory(_ newCategory: ContentSizeCategory) {
        guard newCategory != category else { return }
        category = newCategory
        invalidate()
    }
}
