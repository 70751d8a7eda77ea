import Layout

/// A virtual table view: rows from a data source, cells from templates, heights from a
/// sizing strategy, and scrolling one frame at a time with a reuse pool, a height cache,
/// estimates replaced as rows appear and content-offset corrections, every step counted.
///
/// Deterministic: the same calls give the same events and numbers. Nothing here reads a clock
/// unless one is given (``clock``), and then only to time frames.
///
/// Pure: no I/O, no globals. Used from one thread; ``precomputeHeights(threads:)`` is the one
/// place it uses others, each with its own sizing cells.
public final class TableView {
    /// The viewport, the separators, the text sizes and the app's choices.
    var environment: TableEnvironment
    /// The viewport: the table's width and the height of what is on screen.
    public var viewport: Size { environment.viewport }
    /// Added to each row's height, as UITableView does: a hairline, one pixel (1/scale of a
    /// point: 0.5 at @2x, 1/3 at @3x), unless set (``separatorOverride``).
    public var separatorHeight: Double { separatorOverride ?? 1 / screenScale }
    /// The separator's height as set (`table separator H`); nil: one pixel.
    public var separatorOverride: Double? { environment.separatorOverride }
    /// The screen's pixels a point, as the templates were captured at (1 with none).
    public var screenScale: Double { max(1, templates.first?.recipe.scale ?? 1) }
    /// The text size the app lays its rows out at.
    public var category: ContentSizeCategory { environment.category }
    /// A text size the user chose that the app did not observe (``AppChoices/observesTextSize``
    /// off): it reaches the table at the next reload.
    public var unobservedCategory: ContentSizeCategory? { environment.unobservedCategory }
    /// What the app's code does where apps differ (`table app`; ``setApp(_:)`` sets it).
    public var app: AppChoices { environment.app }
    /// The rows as they are now: the rows given, and what inserts and updates did since.
    public internal(set) var data = TableData(RowList([]))
    /// The rows the table was given (``data`` has the changes since).
    public var source: any RowSource { data.source }
    /// The templates, in the order they were registered.
    public internal(set) var templates: [CellTemplate] = []
    /// How heights are found. A new strategy applies at the next reload (any scroll reloads
    /// first when one is due).
    public var sizing: SizingStrategy = .selfSizing(.constant(44)) {
        didSet {
            needsReload = true
            prototypes.forgetManualSizers()
        }
    }
    /// Whether prototype cells remember the heights of the rows they laid out, keyed by the
    /// rows' binding values (everything that changes a layout): the same heights, fewer
    /// layouts for rows that repeat. On by default; `table memo off` shows the real cost.
    public var layoutMemo: Bool {
        get { prototypes.layoutMemo }
        set { prototypes.setLayoutMemo(newValue) }
    }
    /// What the shell lends the table: ``clock`` and ``isCancelled``.
    var host = HostHooks()
    /// Times frames when set: a monotonic clock in nanoseconds, given by the shell for
    /// `timing on` (the table never reads a clock itself).
    public var clock: (() -> UInt64)? {
        get { host.clock }
        set { host.clock = newValue }
    }
    /// Asked during long work (a reload that asks every row, a fling): true stops it. The shell
    /// sets it to "Ctrl-C was pressed". A reload stopped half way gives the rows it did not ask
    /// the default height and is done again by the next command.
    public var isCancelled: (() -> Bool)? {
        get { host.isCancelled }
        set { host.isCancelled = newValue }
    }
    /// Whether the last reload was stopped by `isCancelled` (and will be done again).
    public var lastReloadWasCancelled: Bool { rowsAskedBeforeCancel != nil }
    /// How many rows the stopped reload asked (the others have the default height).
    var rowsAskedBeforeCancel: Int? { changes.rowsAskedBeforeStop }
    /// The top of the viewport in the content.
    public internal(set) var contentOffset = 0.0
    /// The frames so far: their number, events and reports; and what the table counted since
    /// ``resetStats()`` (the pools and pivots are their parts').
    var history = FrameHistory()
    /// The events of the last frames.
    public var log: EventLog { history.log }
    /// What the last frame did.
    public var lastFrame: FrameReport? { history.last }
    /// The last frames (at most 10,000), for `table chart`.
    public var recentFrames: [FrameReport] { history.recent }

    // Row state: O(1) bytes a row, in row order (heights, estimates, keys of the data).
    var records = RowTree()
    /// Cell heights kept outside the rows: the developer's height cache (by ``cacheKey``) and
    /// every row's height found ahead of time (``SizingStrategy/precomputed(threads:)``).
    var storedHeights = StoredHeights()
    /// What the height cache is keyed by (the size manager's choices): the row's id unless
    /// told. A new key empties the cache and applies at the next reload.
    public var cacheKey: HeightCacheKey {
        get { storedHeights.cache.key }
        set { if storedHeights.cache.setKey(newValue) { needsReload = true } }
    }

    // Cells.
    /// Prototype cells, manual sizers and the templates' smallest heights.
    var prototypes = PrototypeCells()
    /// The cells made for display: on screen, in their pools, and their counters; and what
    /// answered the height of each row on screen (it goes with its row).
    var reuse = ReusePools()
    /// A reload due, rows changed without `reloadRows`, the open batch.
    var changes = PendingChanges()
    /// Whether the next scroll or reload lays the rows out again (``changes``).
    var needsReload: Bool {
        get { changes.needsReload }
        set { changes.needsReload = newValue }
    }
    /// Whether the table has laid its rows out at least once (a reload).
    public var hasLoaded: Bool { changes.hasLoaded }
    /// Whether the data, templates or strategy changed since the last reload (the next scroll
    /// or reload lays the rows out again; until then the heights are the old ones).
    public var isReloadDue: Bool { needsReload }
    /// What stays put on screen, and the times the offset or the screen moved without a scroll.
    var anchoring = Anchoring()
    /// What stays put on screen when rows above change (UIKit's way unless told).
    public var anchor: ScrollAnchor { anchoring.anchor }
    /// The times the offset or the screen moved without a scroll, oldest first (at most
    /// 10,000): `table jumps`.
    public var jumps: [TableJump] { anchoring.jumps }
    /// The actual heights measured (for ``Estimate/runningMean``), and each row's last one by
    /// its key (for ``Estimate/seen``); forgotten with the heights (new data, width, text size).
    var estimates = EstimateModel()
    /// How far ahead rows are sized, and the rows sized ahead not shown yet.
    var prefetcher = Prefetcher()
    /// How many rows past the screen are sized ahead (`table prefetch on N`); nil: off.
    public var prefetchDistance: Int? { prefetcher.distance }
    /// Keys of rows prefetched and not shown yet.
    var prefetchedKeys: Set<Int> { prefetcher.keys }

    /// A table `viewport.width` wide showing `viewport.height` points of content.
    /// `separatorHeight`: nil for one pixel of the templates' screen.
    public init(viewport: Size, separatorHeight: Double? = nil) {
        environment = TableEnvironment(viewport: viewport, separator: separatorHeight)
    }

    /// How many rows.
    public var rowCount: Int { records.count }

    /// Row `r` as the data has it now (0 ≤ r < ``rowCount``).
    public func row(at r: Int) -> Row { data.row(key: records[r].key, at: r) }

    /// The content's height as the table has it now (estimates for rows not yet sized).
    public var contentHeight: Double { records.total }

    /// How many rows have their actual height (all of them, without estimates).
    public var rowsWithActualHeight: Int { sizing.usesEstimates ? records.knownCount : rowsAskedBeforeCancel ?? records.count }

    // MARK: Data and templates

    /// New rows; takes effect at the next reload (as a data source change does).
    public func setData(_ rows: any RowSource) {
        data = TableData(rows)
        records = RowTree(count: rows.count, height: Self.defaultRowHeight)
        // New rows: identities of the old ones mean nothing now (generated rows are known by
        // their index), so the height cache starts empty.
        forgetHeights()
        changes.newData()
    }

    /// Drops every height found for the rows (precomputed, cached, template minimums): after
    /// new data or templates, or `invalidate all`, they mean nothing.
    func forgetHeights() {
        storedHeights.forget()
        prototypes.forgetMinimumHeights()
        changes.forgetChangedRows()
        estimates.forget()
    }

    /// Registers a template (replacing one with the same reuse identifier, whose cells are
    /// dropped). Builds one cell to check it; returns the conflicts among its own constraints
    /// at the table's width (empty when it is sound).
    @discardableResult
    public func register(_ template: CellTemplate) throws(TemplateError) -> TemplateCheck {
        let probe = try CellInstance(template: template, serial: 0, width: template.contentWidth(in: viewport.width), category: category,
                                     separator: separatorHeight)
        let id = template.reuseIdentifier
        if let existing = templates.firstIndex(where: { $0.reuseIdentifier == id }) {
            templates[existing] = template
            dropCells(of: id)
        } else {
            templates.append(template)
        }
        forgetHeights()
        prototypes.layouts.removeAll()
        needsReload = true
        return TemplateCheck(conflicts: probe.templateConflicts, heightIsFree: probe.heightIsFree)
    }

    /// Removes the template with this reuse identifier; returns whether there was one.
    @discardableResult
    public func unregister(_ reuseIdentifier: String) -> Bool {
        guard let i = templates.firstIndex(where: { $0.reuseIdentifier == reuseIdentifier }) else { return false }
        templates.remove(at: i)
        dropCells(of: reuseIdentifier)
        prototypes.layouts.removeAll()
        // Rows may fall to another template now: heights found with this one mean nothing.
        forgetHeights()
        needsReload = true
        return true
    }

    private func dropCells(of id: String) {
        reuse.drop(id)
        prototypes.drop(id)
    }

    /// The template a row uses: the first whose rule matches, else the first without a rule.
    public func template(for row: Row) -> CellTemplate? {
        Self.templateIndex(for: row, in: templates).map { templates[$0] }
    }

    /// Which of `templates` a row uses: the first whose rule matches, else the first without one.
    static func templateIndex(for row: Row, in templates: [CellTemplate]) -> Int? {
        templates.firstIndex { $0.rule?.matches(row) == true } ?? templates.firstIndex { $0.rule == nil }
    }

    // MARK: Reading

    /// The counters, with the pools and the solver's pivots as they are now.
    public var stats: TableStats {
        var s = history.counters
        s.pools = reuse.poolStats
        s.pivots = reuse.pivots + prototypes.pivots
        return s
    }

    /// Clears the counters and the event log (cells, caches and heights stay).
    public func resetStats() {
        history.reset()
        reuse.resetCounters()
        reuse.resetPivots()
        prototypes.resetPivots()
    }

    /// The events kept from the last frames, oldest first.
    public var events: [TableEvent] { log.events }

    /// The rows on screen, top to bottom.
    public var visibleRows: [VisibleRow] {
        reuse.rowsOnScreen.compactMap { r -> VisibleRow? in
            guard let d = reuse[row: r], r < records.count else { return nil }
            let record = records[r]
            let y = records.offset(of: r)
            let actual: Double? = sizing.usesEstimates && !record.isKnown ? nil : record.height
            return VisibleRow(row: r, id: row(at: r).id, y: y, screenY: y - contentOffset, height: record.height,
                              estimate: sizing.usesEstimates ? record.estimate : nil, actual: actual,
                              cell: d.cell?.name ?? "", reuseIdentifier: d.cell?.template.reuseIdentifier ?? "",
                              origin: d.origin, heightSource: reuse[heightSourceOf: r] ?? currentSource(forRow: r))
        }
    }

    /// Bytes the table keeps per row (heights, estimates, keys and precomputed heights; not
    /// the rows themselves, which a generator makes on demand).
    public var bytesPerRow: Double {
        guard records.count > 0 else { return 0 }
        let bytes = records.bytes + storedHeights.bytes
        return Double(bytes) / Double(records.count)
    }
}
