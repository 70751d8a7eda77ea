import Cassowary
import Layout

/// One live cell: a ``Scene`` built from a template, configured for one row at a time.
///
/// The cell's layout is a function of its inputs only: the template, the row's values, the
/// width and the text size. The template's recipe is built once for a text size (the base);
/// each configuration starts from a copy of the base (``Scene/copy()``), applies the row's
/// values (``CellTemplate/apply(_:to:)``), then gives the cell its width and lays it out,
/// never from what the cell held before, so a reused cell lays out exactly as a new one
/// would: no collapsed view, wrap width or tie broken one way by an earlier row carries
/// over. The steps are those of a fresh scene sized by `fittingSize` (what `table verify`
/// compares with), in the same order.
///
/// The table's frame for the content view becomes two required constraints, named as UIKit
/// names them (`UIView-Encapsulated-Layout-Width` and `-Height`), so a cell whose own required
/// constraints disagree with its row height shows the same conflict a real one does. Sizing
/// pulls the content view's height toward zero at fittingSizeLevel with the width required, as
/// `systemLayoutSizeFitting` does for a table; the height constraint is out meanwhile.
///
/// A template of the whole cell (``CellTemplate/contentView``) also has the cell's frame, which
/// UIKit sets outside the engine: the table's width, and the height it had before it was sized
/// (UIKit's standard 44) until it is placed in its row; the content view at its origin, the
/// accessory beside it. Constraints from the content view's subviews to the cell then hold
/// against that frame and do not size the row, and views added to the cell beside the content
/// view are laid out in it, as in UIKit.
///
/// When nothing but the pull decides the content view's height (the fitting height is zero and
/// another height would fit as well), UIKit says "Detected a case where constraints
/// ambiguously suggest a height of zero for a tableview cell's content view. We're considering
/// the collapse unintentional and using standard height instead." and the row is 44: so here.
final class CellInstance {
    static let widthID = "UIView-Encapsulated-Layout-Width"
    static let heightID = "UIView-Encapsulated-Layout-Height"
    static let fittingID = "UITableViewCell-Fitting-Height"
    /// The cell's own frame and the content view's place in it (a template of the whole cell):
    /// UIKit sets them outside the engine, so these names are Trellis's.
    static let cellWidthID = "UITableViewCell-Frame-Width"
    static let cellHeightID = "UITableViewCell-Frame-Height"
    static let contentLeftID = "UITableViewCellContentView-Frame-Left"
    static let contentTopID = "UITableViewCellContentView-Frame-Top"

    let template: CellTemplate
    /// 1, 2, … within its reuse identifier (the `#n` of `Text#3`).
    let serial: Int
    /// The row it was last configured for.
    private(set) var row: Int?
    private(set) var width: Double
    private(set) var category: ContentSizeCategory
    /// The binding values the scene is built with (nil: the template's own).
    private(set) var values: [FieldValue]?
    /// The template's recipe built at the cell's text size, not yet laid out (nil: to be built).
    private var base: Scene?
    /// The scene for the current inputs (nil: to be made at the next read).
    private var built: Scene?
    /// The fitted height of the current inputs, once asked.
    private var fitted: Double?
    /// Whether that height is UIKit's fallback to the standard row height.
    private(set) var usesStandardHeight = false
    /// The table's separator: a row at the standard height has a content view 44 less it tall.
    private(set) var separator: Double
    /// The height the encapsulated height holds, when the cell is placed in a row.
    private(set) var placedHeight: Double?
    /// Conflicts among the template's own constraints, found when the cell was first built.
    private(set) var templateConflicts: [ConflictReport] = []
    /// The template's constraints in force in the last scene built, in the scene's order (for
    /// counting what a reconfiguration changes).
    private var activeConstraints: [String] = []
    /// The pivots of the scenes thrown away (for the table's statistics).
    private var retiredPivots = 0
    /// The pivots the current scene had when this cell took it (a copy of a layout made
    /// elsewhere brings that layout's pivots, which are not this cell's work).
    private var adoptedPivots = 0
    /// Layouts shared with the other cells of a table (nil: none), and whether this cell puts
    /// its own there (a prototype cell does, and lays out every row it is asked; a display
    /// cell only takes).
    let layouts: LayoutCache?
    let publishesLayouts: Bool

    init(template: CellTemplate, serial: Int, width: Double, category: ContentSizeCategory, separator: Double,
         layouts: LayoutCache? = nil, publishesLayouts: Bool = false) throws(TemplateError) {
        self.template = template
        self.separator = separator
        self.layouts = layouts
        self.publishesLayouts = publishesLayouts
        self.serial = serial
        self.width = width
        self.category = category
        let base = try template.layoutRecipe.instantiate(category: category)
        self.base = base
        let scene = base.copy()
        templateConflicts = scene.takeConflicts()
        try Self.addTableConstraints(to: scene, template: template, width: width)
        templateConflicts += scene.takeConflicts()
        built = scene
        adoptedPivots = base.solverStatistics.pivots
        activeConstraints = Self.enforcedIDs(scene)
    }

    /// `Text#3`.
    var name: String { "\(template.reuseIdentifier)#\(serial)" }

    /// The scene for the current inputs: a copy of the base, configured for the row's values,
    /// given the cell's width and laid out.
    var scene: Scene {
        if let built { return built }
        let base: Scene
        if let existing = self.base {
            base = existing
        } else {
            // The recipe built once already (in init), so it builds again: a failure here would
            // be a template that changed under the cell, which the table never does.
            base = (try? template.layoutRecipe.instantiate(category: category)) ?? Scene()
            self.base = base
        }
        let key = values.map { LayoutCache.Key(reuseIdentifier: template.reuseIdentifier, values: $0, width: width, category: category) }
        let scene: Scene
        if let key, !publishesLayouts, let shared = layouts?.scene(for: key) {
            scene = shared.copy()
            adoptedPivots = shared.solverStatistics.pivots
        } else {
            scene = base.copy()
            adoptedPivots = base.solverStatistics.pivots
            if let values { template.apply(values, to: scene) }
            try? Self.addTableConstraints(to: scene, template: template, width: width)
            _ = scene.takeConflicts()
            scene.layoutIfNeeded()
            if let key, let layouts, publishesLayouts { layouts.insert(scene.copy(), for: key) }
        }
        built = scene
        activeConstraints = Self.enforcedIDs(scene)
        return scene
    }

    /// The table's constraints on the cell: the content view's width (required), the pull of
    /// its height toward zero (fittingSizeLevel) and its height in a row (inactive until
    /// placed); for a template of the whole cell, the cell's frame and the content view's
    /// place in it.
    private static func addTableConstraints(to scene: Scene, template: CellTemplate, width: Double) throws(TemplateError) {
        let content = template.sizedView
        do {
            try scene.addConstraint(ConstraintSpec(Anchor(content, .width), .equal, constant: width),
                                    identifier: Self.widthID, origin: .encapsulated)
            try scene.addConstraint(ConstraintSpec(Anchor(content, .height), .equal, constant: 0, priority: .fittingSizeLevel),
                                    identifier: Self.fittingID, origin: .fitting)
            try scene.addConstraint(ConstraintSpec(Anchor(content, .height), .equal, constant: 0),
                                    identifier: Self.heightID, origin: .encapsulated, active: false)
            guard template.contentView != nil else { return }
            let cell = template.root
            try scene.addConstraint(ConstraintSpec(Anchor(cell, .width), .equal, constant: width + template.accessoryWidth),
                                    identifier: Self.cellWidthID, origin: .encapsulated)
            try scene.addConstraint(ConstraintSpec(Anchor(cell, .height), .equal, constant: TableView.defaultRowHeight),
                                    identifier: Self.cellHeightID, origin: .encapsulated)
            try scene.addConstraint(ConstraintSpec(Anchor(content, .left), .equal, Anchor(cell, .left)),
                                    identifier: Self.contentLeftID, origin: .encapsulated)
            try scene.addConstraint(ConstraintSpec(Anchor(content, .top), .equal, Anchor(cell, .top)),
                                    identifier: Self.contentTopID, origin: .encapsulated)
        } catch {
            throw .layout(error)
        }
    }

    /// Starts again from the base at the next read (keeping the fitted height when the row's
    /// inputs are the same: it is read off an unplaced scene, which is what comes back).
    private func invalidate(keepingFitted: Bool = false) {
        if let old = built { retiredPivots += max(0, old.solverStatistics.pivots - adoptedPivots) }
        built = nil
        if !keepingFitted {
            fitted = nil
            usesStandardHeight = false
        }
        placedHeight = nil
    }

    /// The solver's pivots in every scene this cell has had (a copy starts with its base's
    /// count, which is counted once, with the base).
    var pivots: Int {
        retiredPivots + (base?.solverStatistics.pivots ?? 0) + max(0, (built?.solverStatistics.pivots ?? 0) - adoptedPivots)
    }

    /// Whether the cell's height is UIKit's fallback for the template's own values: nothing
    /// but the fitting pull decides the content view's height (no chain of constraints from
    /// its top to its bottom), so UIKit warns that the "constraints ambiguously suggest a
    /// height of zero" and uses the standard height.
    var heightIsFree: Bool {
        _ = fittedHeight()
        return usesStandardHeight
    }

    /// The rule UIKit's warning names, for a content view fitted to zero: zero is ambiguous when
    /// a taller content view fits as well (the view pulled toward a large height, just above
    /// the fitting pull, grows). One definition for the table's cells and `table verify`.
    static func zeroIsAmbiguous(_ scene: Scene, _ contentView: String, width: Double) -> Bool {
        let taller = try? scene.fittingSize(of: contentView, .expanded, width: width, verticalPriority: Priority(51))
        return (taller?.height ?? 0) > 0
    }

    /// Configures the cell for `row`. Returns how many of the template's constraints the new
    /// values activate or deactivate (a collapse, a constraint made inactive): the
    /// constraint changes a reuse costs. Texts, sizes and constants that change are not
    /// counted; they change constants in place.
    /// `values`: the row's binding values, when the caller has them already.
    @discardableResult
    func configure(_ row: Row, values known: [FieldValue]? = nil) -> Int {
        self.row = row.index
        let newValues = known ?? template.values(for: row)
        guard newValues != values else {
            if placedHeight != nil { unplace() }
            return 0
        }
        let before = activeConstraints
        values = newValues
        invalidate()
        _ = scene
        // Most rows change no constraint: the two lists, copies of one base's, are then equal
        // (and compared without hashing a name).
        if activeConstraints == before { return 0 }
        return Set(activeConstraints).symmetricDifference(Set(before)).count
    }

    /// Made for every scene a cell builds: no look-up, no set. In the table's order, which
    /// two copies of one base changed alike share, so that `configure` compares them as lists.
    private static func enforcedIDs(_ scene: Scene) -> [String] {
        scene.constraints.activeIdentifiers(excluding: .encapsulated)
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
        let scene = self.scene
        scene.layoutIfNeeded()
        var h = (try? scene.absoluteFrame(of: template.sizedView).height) ?? 0
        usesStandardHeight = false
        if h <= 1e-9, Self.zeroIsAmbiguous(scene, template.sizedView, width: width) {
            h = max(0, TableView.defaultRowHeight - separator)
            usesStandardHeight = true
        }
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
            invalidate(keepingFitted: true)
        }
        let scene = self.scene
        _ = scene.takeConflicts()
        try? scene.setConstant(Self.heightID, h)
        try? scene.setActive(Self.heightID, true)
        if template.contentView != nil { try? scene.setConstant(Self.cellHeightID, h + separator) }
        // The layout it is placed from is settled: its labels start from the widths they have.
        scene.layoutIfNeeded(keepingWrapWidthsOf: template.root)
        placedHeight = h
        return scene.takeConflicts()
    }

    var isPlaced: Bool { placedHeight != nil }

    /// Takes the encapsulated height out (before a reconfiguration or a sizing): the cell is
    /// built again, unplaced, at the next read.
    func unplace() {
        guard placedHeight != nil else { return }
        invalidate(keepingFitted: true)
    }

    /// A new separator height: a row at the standard height has a shorter content view.
    func setSeparator(_ newSeparator: Double) {
        guard newSeparator != separator else { return }
        separator = newSeparator
        invalidate()
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
        retireBase()
    }

    private func retireBase() {
        invalidate()
        if let old = base { retiredPivots += old.solverStatistics.pivots }
        base = nil
    }
}
