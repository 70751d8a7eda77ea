import Layout

/// The table as a whole, for the head of `table stats` and `table show`.
public struct TableSummary: Sendable, Equatable {
    /// Where the rows come from.
    public let data: DataOrigin
    public let rows: Int
    public let sizing: SizingStrategy
    /// What the height cache is keyed by (said when a cache is used and it is not the id).
    public let cacheKey: HeightCacheKey
    public let width: Double
    public let height: Double
    public let separatorHeight: Double
    /// The content size category by UIKit's name (`large`, `accessibilityMedium`): an
    /// identifier, as `textsize` takes it and the JSON gives it.
    public let category: String
    public let contentOffset: Double
    /// The content's height as the table has it (estimates for rows not yet sized).
    public let contentHeight: Double
    /// The content's height with every row's actual height (nil unless asked for and the
    /// table is small enough: see ``TableView/summary(trueHeightLimit:)``).
    public let trueContentHeight: Double?
    public let rowsWithActualHeight: Int
    public let bytesPerRow: Double
    /// The cell templates, in the order registered.
    public let templates: [TemplateSummary]
    /// The app's choices (`table app`).
    public let app: AppChoices
    /// A text size chosen that the app has not heard of yet (UIKit's name for it).
    public let unobservedCategory: String?
}

/// A cell template as the table's summary names it: its reuse identifier and the rule that
/// picks it, if one does.
public struct TemplateSummary: Sendable, Equatable {
    public let reuseIdentifier: String
    public let rule: RowRule?
}

extension TableView {
    /// The table as a whole. The true content height (every row at the height the strategy
    /// gives it once asked) is the content height when every row was asked (no estimates, no
    /// reload due or stopped); with estimates, and no more rows than `trueHeightLimit`, it is
    /// worked out with sizing cells of its own (not counted in the statistics, and not touching
    /// the table's caches).
    public func summary(trueHeightLimit: Int = 0) -> TableSummary {
        TableSummary(
            data: source.origin, rows: records.count,
            sizing: sizing, cacheKey: cacheKey, width: viewport.width,
            height: viewport.height, separatorHeight: separatorHeight, category: category.name,
            contentOffset: contentOffset, contentHeight: contentHeight,
            trueContentHeight: heightsAreLayouts ? contentHeight : (records.count <= trueHeightLimit ? trueContentHeight() : nil),
            rowsWithActualHeight: rowsWithActualHeight, bytesPerRow: bytesPerRow,
            templates: templates.map { TemplateSummary(reuseIdentifier: $0.reuseIdentifier, rule: $0.rule) },
            app: app, unobservedCategory: unobservedCategory?.name)
    }

    /// Whether every row's height is the one its layout gives it now (every row asked by a
    /// strategy whose answer is a layout, nothing due or stopped), so that the content height
    /// is the true one without working anything out.
    private var heightsAreLayouts: Bool {
        guard !needsReload, rowsAskedBeforeCancel == nil else { return false }
        switch sizing {
        case .prototype, .cached: return true
        case .precomputed: return precomputedIsCurrent
        case .fixed, .manual, .estimated, .selfSizing: return false
        }
    }

    /// Every row's actual height summed: sized with cells made for the purpose.
    func trueContentHeight() -> Double {
        if case .fixed(let h) = sizing { return Double(records.count) * h }
        var cells: [String: SizingCell] = [:]
        var total = 0.0
        for r in 0..<records.count {
            let row = row(at: r)
            guard let t = template(for: row) else { total += Self.defaultRowHeight; continue }
            if cells[t.reuseIdentifier] == nil {
                cells[t.reuseIdentifier] = try? SizingCell(template: t, width: t.contentWidth(in: viewport.width), category: category,
                                                          separator: separatorHeight, useMemo: true, standardWhenFree: !sizingUsesPrototypeCells)
            }
            total += (cells[t.reuseIdentifier]?.height(for: row).height ?? Self.defaultRowHeight) + separatorHeight
        }
        return total
    }

    /// The layout of the cell showing row `row`, ready to draw (nil when the row is not on
    /// screen or has no cell).
    public func cellSnapshot(row: Int) -> LayoutSnapshot? {
        guard let cell = reuse[row: row]?.cell else { return nil }
        return try? cell.scene.snapshot(of: cell.template.root)
    }

    /// The constraints of the cell showing row `row` that are broken now (given up in a
    /// conflict), for `why` and `check` on a table cell.
    public func brokenConstraints(row: Int) -> [String] {
        guard let scene = reuse[row: row]?.cell?.scene else { return [] }
        return scene.constraintOrder.filter { scene.constraints[$0]?.state == .broken }
    }
}
