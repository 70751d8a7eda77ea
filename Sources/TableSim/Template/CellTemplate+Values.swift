import Layout

extension CellTemplate {
    /// Sets each binding's property in `scene` (built from this template's recipe) to the
    /// row's value, in binding order (a later binding of the same property wins). A value that
    /// cannot apply (a size that is not `WxH`, lines that are not a whole number, a constant
    /// that is not a number) puts back the template's own value.
    ///
    /// The one definition of what a row does to a cell: the cells a table shows and sizes, and
    /// `table verify`'s fresh scenes, are all configured by it.
    func apply(_ values: [FieldValue], to scene: Scene) {
        for (binding, value) in zip(bindings, values) {
            let name = binding.target
            let original = recipe.view(name)
            switch binding.property {
            case .text:
                try? scene.updateLabel(name) { $0.text = value.text }
            case .lines:
                var fallback = 0
                if case .label(let l)? = original?.kind { fallback = l.lines }
                let lines = value.number.flatMap { $0 >= 0 && $0 < 1e6 ? Int($0) : nil } ?? fallback
                try? scene.updateLabel(name) { $0.lines = lines }
            case .hidden:
                try? scene.setHidden(name, value.isTruthy)
            case .collapsed:
                try? scene.setCollapsed(name, value.isTruthy)
            case .size:
                var size = CellRecipe.size(from: value)
                if size == nil, case .image(let s)? = original?.kind { size = s }
                if let size { try? scene.setImageSize(name, size) }
            case .constant:
                let fallback = recipe.constraints.first { $0.identifier == name }?.spec.constant ?? 0
                try? scene.setConstant(name, value.number.flatMap { $0.isFinite ? $0 : nil } ?? fallback)
            }
        }
    }
}

extension CellRecipe {
    /// `64x64` → 64 × 64; a number n → n × n.
    public static func size(from value: FieldValue) -> Size? {
        if case .number(let n) = value, n.isFinite, n >= 0 { return Size(width: n, height: n) }
        let parts = value.text.lowercased().split(separator: "x")
        if parts.count == 1, let n = Double(parts[0]), n.isFinite, n >= 0 { return Size(width: n, height: n) }
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite, h.isFinite, w >= 0, h >= 0 else {
            return nil
        }
        return Size(width: w, height: h)
    }
}

extension CellTemplate {
    /// The values the template's bindings take for `row`, in binding order: everything a row
    /// changes in a cell (the key of a layout, with the width and the text size).
    func values(for row: Row) -> [FieldValue] {
        bindings.map { $0.value.value(for: row) }
    }

    /// A fresh scene of the recipe configured for `row`, not yet laid out: a person's scene
    /// after typing the row's values in.
    func freshScene(for row: Row, category: ContentSizeCategory) throws(TemplateError) -> Scene {
        let scene = try layoutRecipe.instantiate(category: category)
        apply(values(for: row), to: scene)
        return scene
    }

    /// The template's layout for one row's values, from nothing: a fresh scene configured for
    /// the row, sized as `systemLayoutSizeFitting` sizes it (the width required, the height
    /// pulled toward zero), the content view on its own; when only that pull decides its
    /// height, UIKit's standard row (44 with the separator) for a self-sizing table, or the
    /// fitting size's 0 when `standardWhenFree` is false (a prototype cell asked for its
    /// fitting size). What `table verify` compares each row with; independent of any cell,
    /// cache or memo the table keeps.
    public func freshFittingHeight(for row: Row, width: Double, category: ContentSizeCategory, separator: Double,
                                   standardWhenFree: Bool = true) throws(TemplateError) -> Double {
        try freshFitting(for: row, width: width, category: category, separator: separator, standardWhenFree: standardWhenFree).height
    }

    /// ``freshFittingHeight(for:width:category:separator:standardWhenFree:)``, and whether
    /// nothing but the pull toward zero decided it (no constraints tie the content view's top
    /// to its bottom: no layout decides the row's height).
    public func freshFitting(for row: Row, width: Double, category: ContentSizeCategory, separator: Double,
                             standardWhenFree: Bool = true) throws(TemplateError) -> (height: Double, isFree: Bool) {
        let scene = try freshScene(for: row, category: category)
        do {
            let height = try scene.fittingSize(of: sizedView, .compressed, width: width).height
            if height <= 1e-9, CellInstance.zeroIsAmbiguous(scene, sizedView, width: width) {
                return (standardWhenFree ? max(0, TableView.defaultRowHeight - separator) : 0, true)
            }
            return (height, false)
        } catch {
            throw .layout(error)
        }
    }

    /// The conflicts the template's constraints meet for one row's values at a table's width
    /// (the width required, as a table gives it): empty when they can all hold. Where there is
    /// one, which constraint is given up decides the layout, and a table (which keeps the
    /// width) and a fitting size (which gives the width up first) may differ.
    public func conflicts(for row: Row, width: Double, category: ContentSizeCategory) throws(TemplateError) -> [ConflictReport] {
        let scene = try freshScene(for: row, category: category)
        do {
            try scene.setRootSize(root, .width, width)
        } catch {
            throw .layout(error)
        }
        return scene.takeConflicts()
    }
}
