import Layout
import TableSim

/// The live page's state: what the page draws after a line, as one JSON object.
///
/// It is read from a copy of the scene, laid out there: the page looks, and looking changes
/// nothing. The scene itself lays out at its next read as it would without a page, so a
/// session answers the same lines with the page open or not, and its transcript replays the
/// same (a layout after every line would report a passing conflict that a script laid out once
/// never meets).
///
/// Keys: `version` (grows with each line); `lines` (the last lines: number, input, output,
/// failed, fromPage); `scene` (`svg`: the drawing as `export svg` makes it, collapsed views
/// outlined; `views`: name, parent, kind, depth, hidden, collapsed, ambiguous, conflict, x, y,
/// width, height in the superview and absolute x, y; `roots`; `marks`: ambiguous, conflict,
/// hidden, collapsed; `textSize`, `textSizes`: the current category and every one);
/// `selected` (null, or name, `constraints` as `constraints VIEW --json` answers, each with its
/// `constant`, `why`: attribute and the answer of `why VIEW.ATTRIBUTE`);
/// `table` (null until a table command, or `svg` of the screen, `rows` as `table show --json`,
/// `stats` as `table stats --json`, `jumps`: the last 20 as `table jumps` words them, and
/// `jumpCount`, how many the table keeps; `chart` as
/// `table chart --json`).
extension Workspace {
    /// The attributes whose `why` the page shows for the selected view.
    static let liveWhyAttributes = ["left", "top", "width", "height"]

    /// The state as one line of JSON.
    public func liveState() -> String { liveStateJSON().compact }

    func liveStateJSON() -> JSON {
        let saved = (scene: scene, line: thisLine, style: style)
        scene = scene.copy()
        style = .plain
        defer {
            scene = saved.scene
            thisLine = saved.line
            style = saved.style
        }
        scene.layoutIfNeeded()
        let printer = OutcomePrinter(style: .plain, columns: terminalWidth)
        return .object([
            ("version", .number(Double(liveFeed.version))),
            ("lines", .array(liveFeed.entries.map { entry in
                .object([("number", .number(Double(entry.number))), ("input", .string(entry.input)),
                         ("output", .string(stripStyles(entry.output))), ("failed", .bool(entry.failed)),
                         ("fromPage", .bool(entry.fromPage))])
            })),
            ("scene", liveSceneJSON()),
            ("selected", liveSelectionJSON(printer)),
            ("table", liveTableJSON(printer)),
        ])
    }

    private func liveSceneJSON() -> JSON {
        guard !scene.viewOrder.isEmpty, let snapshot = try? scene.snapshot() else {
            return .object([("svg", .string("")), ("views", .array([])), ("roots", .array([])),
                            ("marks", .object([])), ("textSize", .string(scene.category.name)),
                            ("textSizes", .array(ContentSizeCategory.allCases.map { .string($0.name) }))])
        }
        let drawing = Drawing(snapshot)
        let svg = SVGRenderer(outlinesCollapsed: true).render(drawing)
        let marks = DrawingMarks(drawing)
        let frames = (try? frames(of: nil, absolute: false, Self.liveContext("frames")))?.rows ?? []
        let items = Dictionary(drawing.trees.joined().map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let views: [JSON] = frames.map { row in
            let item = items[row.name]
            return .object([
                ("name", .string(row.name)), ("parent", row.parent.map(JSON.string) ?? .null),
                ("kind", .string(item?.kind.rawValue ?? "view")), ("depth", .number(Double(row.depth))),
                ("hidden", .bool(item?.isHidden ?? false)), ("collapsed", .bool(item?.isCollapsed ?? false)),
                ("ambiguous", .bool(item?.isAmbiguous ?? false)), ("conflict", .bool(item?.isInConflict ?? false)),
                ("x", .number(row.frame.x)), ("y", .number(row.frame.y)),
                ("width", .number(row.frame.width)), ("height", .number(row.frame.height)),
                ("absoluteX", .number(row.absolute.x)), ("absoluteY", .number(row.absolute.y)),
            ])
        }
        let names = { (list: [String]) in JSON.array(list.map(JSON.string)) }
        return .object([
            ("svg", .string(svg)),
            ("views", .array(views)),
            ("roots", names(drawing.trees.compactMap { $0.first?.name })),
            ("marks", .object([("ambiguous", names(marks.ambiguous)), ("conflict", names(marks.inConflict)),
                               ("hidden", names(marks.hidden)), ("collapsed", names(marks.collapsed))])),
            ("textSize", .string(scene.category.name)),
            ("textSizes", names(ContentSizeCategory.allCases.map(\.name))),
        ])
    }

    private func liveSelectionJSON(_ printer: OutcomePrinter) -> JSON {
        guard let name = liveFeed.selected, scene.views[name] != nil else { return .null }
        let nameWord = Word(text: name, column: 13, length: name.count, isQuoted: false)
        var constraints = (try? constraints(of: nameWord, all: false, Self.liveContext("constraints " + name)))
            .map { printer.json($0) } ?? .array([])
        // Each with its constant as a number, for the page's field that changes it.
        if case .array(let rows) = constraints {
            constraints = .array(rows.map { row in
                guard case .object(var fields) = row,
                      case .string(let id)? = fields.first(where: { $0.0 == "name" })?.1 else { return row }
                fields.append(("constant", scene.constraints[id].map { .number($0.spec.constant) } ?? .null))
                return .object(fields)
            })
        }
        let answers: [JSON] = Self.liveWhyAttributes.map { attribute in
            let subject = "\(name).\(attribute)"
            let word = Word(text: subject, column: 5, length: subject.count, isQuoted: false)
            let text: String
            do throws(SourceError) {
                text = printer.text(try why(word, Self.liveContext("why " + subject)))
            } catch {
                text = error.message
            }
            return .object([("attribute", .string(attribute)), ("text", .string(text))])
        }
        return .object([("name", .string(name)), ("constraints", constraints), ("why", .array(answers))])
    }

    private func liveTableJSON(_ printer: OutcomePrinter) -> JSON {
        guard let table = tableView else { return .null }
        let rows = VisibleRows(rows: table.visibleRows, summary: table.summary(),
                               reloadIsDue: table.rowCount > 0 && !table.templates.isEmpty && table.isReloadDue)
        let stats = TableStatistics.counters(table.stats, table.summary(), solverCost: false)
        let chart = EstimateChart(buckets: table.estimateErrors(buckets: 60), rowCount: table.rowCount,
                                  frames: Array(table.recentFrames.suffix(60)))
        return .object([
            ("svg", .string(SVGRenderer(arrangement: .stacked, title: "Trellis table: the screen").render(screenDrawing()))),
            ("rows", printer.json(rows)),
            ("offset", .number(table.contentOffset)), ("contentHeight", .number(table.contentHeight)),
            ("viewportHeight", .number(table.viewport.height)),
            ("stats", printer.json(stats)),
            ("jumps", .array(table.jumps.suffix(20).map { .string(JumpText.line($0)) })),
            ("jumpCount", .number(Double(table.jumps.count))),
            ("chart", printer.json(chart)),
        ])
    }

    /// A line the page's state asks as if typed, for the commands' own readers.
    private static func liveContext(_ line: String) -> LineContext {
        LineContext(line: line, lineNumber: 1, words: (try? splitWords(line)) ?? [])
    }
}
