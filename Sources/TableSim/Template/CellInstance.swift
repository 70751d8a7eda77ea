import Layout

/// One live cell: its own ``Scene`` built from a template, configured for one row at a time.
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
    let scene: Scene
    /// 1, 2, … within its reuse identifier (the `#n` of `Text#3`).
    let serial: Int
    /// The row it was last configured for.
    private(set) var row: Int?
    private(set) var width: Double
    /// Whether the encapsulated height is in force (the cell is placed in a row).
    private(set) var isPlaced = false
    /// Conflicts among the template's own constraints, found when the cell was built.
    private(set) var templateConflicts: [ConflictReport]
    /// The value last applied per binding (nil: the template's own value).
    private var applied: [FieldValue?]

    init(template: CellTemplate, serial: Int, width: Double, category: ContentSizeCategory) throws(TemplateError) {
        self.template = template
        self.serial = serial
        self.width = width
        scene = try template.recipe.instantiate(category: category)
        templateConflicts = scene.takeConflicts()
        applied = Array(repeating: nil, count: template.bindings.count)
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
        templateConflicts += scene.takeConflicts()
    }

    /// `Text#3`.
    var name: String { "\(template.reuseIdentifier)#\(serial)" }

    /// Whether nothing but the fitting pull decides the cell's height: no chain of constraints
    /// from its top to its bottom, so every row sizes to 0 (what UIKit warns about as
    /// "constraints ambiguously suggest a height of zero").
    var heightIsFree: Bool {
        let deciding = (try? scene.constraintsAffecting(Anchor(template.root, .height))) ?? []
        return deciding.allSatisfy { $0 == Self.fittingID }
    }

    /// Adds and removals of constraints in the solver so far (for counting the changes a
    /// reconfiguration makes).
    var constraintChurn: Int {
        let s = scene.solverStatistics
        return s.constraintsAdded + s.constraintsRemoved
    }

    /// Applies the template's bindings for `row`; values equal to those already applied are
    /// skipped (as setting the same text changes nothing). A value that cannot apply (a size
    /// that is not `WxH`) puts back the template's own value.
    func configure(_ row: Row) {
        unplace()
        self.row = row.index
        for (i, binding) in template.bindings.enumerated() {
            let value = binding.value.value(for: row)
            guard applied[i] != value else { continue }
            applied[i] = value
            apply(binding, value)
        }
    }

    /// Forgets what was applied (after the scene was changed behind the bindings' back), so
    /// the next configuration applies every binding.
    func forgetApplied() {
        applied = Array(repeating: nil, count: template.bindings.count)
        row = nil
    }

    private func apply(_ binding: Binding, _ value: FieldValue) {
        let name = binding.target
        let original = template.recipe.view(name)
        switch binding.property {
        case .text:
            let text = value.text
            try? scene.updateLabel(name) { $0.text = text }
        case .lines:
            let fallback: Int
            if case .label(let l)? = original?.kind { fallback = l.lines } else { fallback = 0 }
            let lines = value.number.flatMap { $0 >= 0 && $0 < 1e6 ? Int($0) : nil } ?? fallback
            try? scene.updateLabel(name) { $0.lines = lines }
        case .hidden:
            try? scene.setHidden(name, value.isTruthy)
        case .collapsed:
            try? scene.setCollapsed(name, value.isTruthy)
        case .size:
            var size = Self.size(from: value)
            if size == nil, case .image(let s)? = original?.kind { size = s }
            if let size { try? scene.setImageSize(name, size) }
        case .constant:
            let fallback = template.recipe.constraints.first { $0.identifier == name }?.spec.constant ?? 0
            let n = value.number.flatMap { $0.isFinite ? $0 : nil } ?? fallback
            try? scene.setConstant(name, n)
        }
    }

    /// `64x64` → 64 × 64; a number n → n × n.
    static func size(from value: FieldValue) -> Size? {
        if case .number(let n) = value, n.isFinite, n >= 0 { return Size(width: n, height: n) }
        let parts = value.text.lowercased().split(separator: "x")
        if parts.count == 1, let n = Double(parts[0]), n.isFinite, n >= 0 { return Size(width: n, height: n) }
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite, h.isFinite, w >= 0, h >= 0 else {
            return nil
        }
        return Size(width: w, height: h)
    }

    /// The height the cell's constraints give it at its width, pulled toward zero (the
    /// compressed fitting size), rounded to pixels.
    func fittedHeight() -> Double {
        if isPlaced { unplace() }
        return (try? scene.absoluteFrame(of: template.root).height) ?? 0
    }

    /// Puts the cell in a row `height` high: the encapsulated height becomes a required
    /// constraint. Returns the conflicts that makes (UIKit's "Unable to simultaneously satisfy
    /// constraints").
    func place(height: Double) -> [ConflictReport] {
        _ = scene.takeConflicts()
        try? scene.setConstant(Self.heightID, max(0, height))
        if !isPlaced {
            try? scene.setActive(Self.heightID, true)
            isPlaced = true
        }
        return scene.takeConflicts()
    }

    /// Takes the encapsulated height out (before a reconfiguration or a sizing).
    func unplace() {
        guard isPlaced else { return }
        try? scene.setActive(Self.heightID, false)
        isPlaced = false
        _ = scene.takeConflicts()
    }

    /// A new table width (a rotation): the encapsulated width's constant changes in place.
    func setWidth(_ newWidth: Double) {
        guard newWidth != width else { return }
        width = newWidth
        try? scene.setConstant(Self.widthID, newWidth)
        _ = scene.takeConflicts()
    }

    func setCategory(_ category: ContentSizeCategory) {
        guard scene.category != category else { return }
        scene.setCategory(category)
        _ = scene.takeConflicts()
    }
}
