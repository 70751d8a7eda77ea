import Layout

extension CellRecipe {
    /// The recipe with a row's values in place of the template's own: each binding, in order,
    /// sets its property to `values[i]` (a later binding of the same property wins). A value
    /// that cannot apply (a size that is not `WxH`, lines that are not a whole number, a
    /// constant that is not a number) leaves the template's own value.
    ///
    /// This is the one definition of what a row does to a cell: the cells a table shows and
    /// sizes, and `table verify`'s fresh scenes, are all built from it.
    func applying(_ bindings: [Binding], values: [FieldValue]) -> CellRecipe {
        var recipe = self
        for (binding, value) in zip(bindings, values) {
            if binding.property == .constant {
                guard let i = recipe.constraints.firstIndex(where: { $0.identifier == binding.target }) else { continue }
                if let n = value.number, n.isFinite {
                    recipe.constraints[i].spec.constant = n
                } else if let original = constraints.first(where: { $0.identifier == binding.target }) {
                    recipe.constraints[i].spec.constant = original.spec.constant
                }
                continue
            }
            guard let i = recipe.views.firstIndex(where: { $0.name == binding.target }) else { continue }
            let original = views[i]
            switch binding.property {
            case .text:
                if case .label(var label) = recipe.views[i].kind {
                    label.text = value.text
                    recipe.views[i].kind = .label(label)
                }
            case .lines:
                if case .label(var label) = recipe.views[i].kind {
                    var fallback = 0
                    if case .label(let l) = original.kind { fallback = l.lines }
                    label.lines = value.number.flatMap { $0 >= 0 && $0 < 1e6 ? Int($0) : nil } ?? fallback
                    recipe.views[i].kind = .label(label)
                }
            case .hidden:
                recipe.views[i].isHidden = value.isTruthy
            case .collapsed:
                recipe.views[i].isCollapsed = value.isTruthy
            case .size:
                guard case .image = recipe.views[i].kind else { continue }
                if let size = CellRecipe.size(from: value) {
                    recipe.views[i].kind = .image(size)
                } else {
                    recipe.views[i].kind = original.kind
                }
            case .constant:
                continue
            }
        }
        return recipe
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
}

extension CellTemplate {
    /// The values the template's bindings take for `row`, in binding order: everything a row
    /// changes in a cell (the key of a layout, with the width and the text size).
    func values(for row: Row) -> [FieldValue] {
        bindings.map { $0.value.value(for: row) }
    }

    /// The template's layout for one row's values, from nothing: a fresh scene of the recipe
    /// with the values in place, sized as `systemLayoutSizeFitting` sizes it (the width
    /// required, the height pulled toward zero). What `table verify` compares each row with;
    /// independent of any cell the table keeps.
    /// The conflicts the template's constraints meet for one row's values at a table's width
    /// (the width required, as a table gives it): empty when they can all hold. Where there is
    /// one, which constraint is given up decides the layout, and a table (which keeps the
    /// width) and a fitting size (which gives the width up first) may differ.
    public func conflicts(for row: Row, width: Double, category: ContentSizeCategory) throws(TemplateError) -> [ConflictReport] {
        let scene = try recipe.applying(bindings, values: values(for: row)).instantiate(category: category)
        do {
            try scene.setRootSize(root, .width, width)
        } catch {
            throw .layout(error)
        }
        return scene.takeConflicts()
    }

    public func freshFittingHeight(for row: Row, width: Double, category: ContentSizeCategory) throws(TemplateError) -> Double {
        let scene = try recipe.applying(bindings, values: values(for: row)).instantiate(category: category)
        do {
            return try scene.fittingSize(of: root, .compressed, width: width).height
        } catch {
            throw .layout(error)
        }
    }
}
