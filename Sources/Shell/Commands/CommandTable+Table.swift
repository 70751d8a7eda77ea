import TableSim

extension CommandTable {
    static let row = Syntax.slot(Slot(name: "R", value: .row))
    static let cacheKey = Slot.keyed("key", "index|id|class", .name, .words(HeightCacheKey.allCases.map { "key=" + $0.rawValue }))

    /// A table verb: edits made to the views since `table cell` reach the templates first
    /// (except for `table data` and `table cell`, which do not lay rows out).
    static func table(_ verb: String, syntax: Syntax = .none, flags: [Command.Flag] = [], summary: String,
                              details: [String] = [], example: String, after setup: [String] = [], recapture: Bool = true,
                              inBatch: Bool = false,
                              run: @escaping @Sendable (Workspace, Invocation) throws(SourceError) -> String) -> Command {
        let access = TableAccess(recapture: recapture, duringBatch: inBatch, placesCells: ["reload", "scroll", "fling"].contains(verb))
        return Command(.verb(["table"] + verb.split(separator: " ").map(String.init)), group: .table, syntax: syntax, flags: flags,
                       summary: summary, details: details, example: example, after: setup, tableAccess: access) { (w, i) throws(SourceError) in
            try w.prepareTable(access, i)
            return Workspace.Reply(output: try run(w, i))
        }
    }

    /// A table with a hundred quotes and a cell for them, for the examples.
    static let quotes = ["table data quotes 100 seed=1", "view cell", "label body in cell \"\" lines=0",
                                 "H:|-8-[body]-8-|", "V:|-8-[body]-8-|", "table cell cell body.text=$text"]

    static let tableCommands: [Command] = [
        table("data", syntax: .any(.seq(.keyword("file"), Slot.path("PATH"), .opt(.oneOf("skip", "refuse"))),
                                    .seq(.choice(GeneratedRows.Kind.allCases.map { .keyword($0.rawValue) }),
                                         Slot.integer("N", 0...10_000_000, "the number of rows"),
                                         .optional(Slot.keyed("seed", "S", .seed)))),
              summary: "rows from a seeded generator, or from a file: one a line, CSV, TSV or JSON lines",
              details: ["file PATH skip (the default) reports malformed lines and goes on; refuse stops at the first."],
              example: "table data messages 1000 seed=3", recapture: false) { (w, i) throws(SourceError) in try w.tableData(i) },
        table("cell", syntax: .seq(Slot.name("ROOT", .roots),
                                   .many(Slot.setting("reuse=ID when=$f accessory=W content=VIEW view.prop=$f",
                                                      .words(["reuse=", "when=", "accessory=", "content="])))),
              summary: "a cell template: a view tree, its reuse id, the rows it is for, bindings",
              details: ["ROOT is the cell's content view: the table gives it its width (less accessory=W)",
                        "and its height less the separator, as UIView-Encapsulated-Layout-Width and -Height.",
                        "With content=VIEW, ROOT is the whole cell and VIEW (a plain view in it) its content",
                        "view: views in ROOT beside VIEW, and constraints to ROOT, do not size the row.",
                        "A content view whose height nothing decides gives UIKit's standard 44 pt row."],
              example: "table cell cell reuse=Text body.text=$text",
              after: ["view cell", "label body in cell \"\" lines=0", "H:|-8-[body]-8-|", "V:|-8-[body]-8-|"],
              recapture: false) { (w, i) throws(SourceError) in try w.tableCell(i) },
        table("cell from", syntax: .seq(Slot.path("FILE"), .opt(Slot.name("ROOT", .nothing)),
                                        .many(Slot.setting("reuse=ID when=$f accessory=W content=VIEW view.prop=$f",
                                                           .words(["reuse=", "when=", "accessory=", "content="])))),
              summary: "a cell template from a .xib or .storyboard: its first cell (or ROOT), added to the scene",
              details: ["The cell joins the scene as a tree of its own, laid out as Xcode does; its content view is the",
                        "cell's and the accessory's width is the one the document saved. Bindings may name outlets",
                        "(titleLabel.text=$text). To edit the cell first: open FILE ROOT, then table cell ROOT content=…"],
              example: "table cell from TableViewCell.xib reuse=Quote quoteTextLabel.text=$text",
              recapture: false) { (w, i) throws(SourceError) in try w.tableCellFromFile(i) },
        table("cell remove", syntax: Slot.name("ID", .reuseIdentifiers), summary: "drop a cell template by its reuse id",
              example: "table cell remove Text",
              after: ["view cell", "label body in cell \"\" lines=0", "H:|-8-[body]-8-|", "V:|-8-[body]-8-|",
                      "table cell cell reuse=Text body.text=$text"]) { (w, i) throws(SourceError) in
            try w.tableCellRemove(i)
        },
        Command(TableCells.self),
        Command(TableSize.self),
        table("sizing", syntax: .optional(.any(.seq(.keyword("fixed"), Slot.number("H", 0...10_000, "a fixed row height")),
                                      .keyword("prototype"), .seq(.keyword("cached"), .optional(cacheKey)),
                                      .seq(.keyword("estimated"), .many(.any(Slot.keyed("estimate", "E", .estimate),
                                                                              Slot.keyed("cache", "on|off", .onOff("cache")), cacheKey))),
                                      .seq(.keyword("selfsizing"), .optional(Slot.keyed("estimate", "E", .estimate))),
                                      .seq(.keyword("manual"), .optional(.any(.keyword("derive"), .rest("FORMULA")))),
                                      .seq(.keyword("precomputed"), .optional(Slot.keyed("threads", "N", .integer(1...64, "threads")))))),
              summary: "how heights are found: a fixed height, a sizing cell, a cache, estimates, self-sizing, arithmetic, ahead of time",
              details: ["E, the estimate, is 44 unless told: a height; min, the smallest height the template can have;",
                        "mean, the mean of the heights measured so far; seen, the height the row had when last sized",
                        "since estimate=seen was set, through reloads (44 for a row not sized since); or a function",
                        "of the row, as $text.length*0.4+40.",
                        "key= is what the height cache is keyed by: id (the row's $id, the default), index (its index",
                        "path: wrong once rows are inserted, deleted or moved above), class (its cell template: one",
                        "height for every row of a kind).",
                        "manual FORMULA is heightForRowAt written by hand, with no layout: arithmetic",
                        "(+ - * /, parentheses, max(a, b, …), min(…), $f ? a : b) over numbers, the row's",
                        "fields ($likes, $text.length), width (the table's), separator, lineHeight(LABEL)",
                        "(the row's text in the label's font on one line, as sizeWithFont:) and",
                        "textHeight(LABEL, W) (wrapped at W within the label's line limit, as",
                        "boundingRect(with:)), each rounded up to the pixel as a label rounds its size.",
                        "The formula's value is the row's height: add the separator (+ separator), as a",
                        "delegate must. manual derive reads the formula off the cell's constraints where",
                        "they are a simple vertical sum, and says why when not; manual alone prints the",
                        "formula in force. table verify names each row the formula gets wrong, and why.",
                        "Alone, table sizing prints how heights are found now."],
              example: "table sizing manual 8 + textHeight(body, width - 16) + 8 + separator", after: quotes) { (w, i) throws(SourceError) in try w.tableSizing(i) },
        table("app", syntax: .many(.any(Slot.keyed("sizingcell", "follows|fixed", .name, .words(["sizingcell=follows", "sizingcell=fixed"])),
                                         Slot.keyed("textsize", "observed|ignored", .name,
                                                    .words(["textsize=observed", "textsize=ignored"])))),
              summary: "what the app's code does where apps differ; alone, what it does now",
              details: ["sizingcell=follows: the sizing (prototype) cell follows the table's width, as one with",
                        "autoresizingMask = .flexibleWidth does (the default, the fix); fixed: it stays at the",
                        "table's width now, and a rotation leaves landscape rows with portrait heights.",
                        "textsize=observed: the app observes UIContentSizeCategoryDidChangeNotification and",
                        "reloads (the default, the fix); ignored: a new text size reaches the table only at",
                        "its next reload, and table verify says which rows it leaves wrong."],
              example: "table app sizingcell=fixed") { (w, i) throws(SourceError) in try w.tableApp(i) },
        Command(TableSeparator.self),
        Command(TableReload.self),
        Command(TableScroll.self),
        Command(TableFling.self),
        Command(TableInvalidate.self),
        Command(TableShow.self),
        table("stats", syntax: .opt(.keyword("clear")), flags: [json, Command.Flag(name: "--solver")],
              summary: "counters (clear: start them and the log again; views, data, templates and heights kept)",
              details: ["--solver adds what the simulator itself costs: the solver's pivots and the bytes a row takes."],
              example: "table stats", after: quotes + ["table reload"], inBatch: true) { (w, i) throws(SourceError) in try w.tableStats(i) },
        table("log", syntax: .optional(Slot.integer("N", 1...1_000_000, "how many events")), flags: [json],
              summary: "the last events (40 unless told)", example: "table log 5", after: quotes + ["table reload"], inBatch: true) { (w, i) throws(SourceError) in
            w.tableLog(count: i.arguments.integer("N") ?? 40, json: i.has("--json"))
        },
        table("verify", syntax: .opt(.any(.keyword("all"), .seq(.keyword("row"), Slot.path("R")), .seq(.keyword("rows"), Slot.path("R-R,…")))),
              flags: [json], summary: "every height beside a fresh layout's, and why they differ",
              example: "table verify all", after: quotes + ["table sizing prototype", "table reload"]) { (w, i) throws(SourceError) in try w.tableVerify(i) },
        table("memo", syntax: .opt(.oneOf("on", "off")), summary: "prototype cells remember heights by the rows' values (on)",
              example: "table memo off") { (w, i) throws(SourceError) in try w.tableMemo(i) },
        table("chart", summary: "estimate error along the table, and each frame's cost", example: "table chart",
              after: quotes + ["table sizing estimated", "table reload"]) { (w, _) throws(SourceError) in w.tableChart() },
        table("export", syntax: .seq(.keyword("svg"), Slot.path("FILE")), summary: "the chart as an SVG file",
              example: "table export svg chart.svg",
              after: quotes + ["table sizing estimated", "table reload"]) { (w, i) throws(SourceError) in try w.tableExport(i) },
        table("draw", syntax: .optional(row), summary: "the cells on screen drawn as boxes (or one of them)",
              example: "table draw 0", after: quotes + ["table reload"]) { (w, i) throws(SourceError) in try w.tableDraw(i) },
        table("precompute", syntax: .optional(Slot.keyed("threads", "N", .integer(1...64, "threads"))),
              summary: "all heights ahead of time", example: "table precompute threads=2", after: quotes) { (w, i) throws(SourceError) in
            ReportText.human(w.table.precomputeHeights(threads: i.arguments.integer("threads=N") ?? 1).report)
        },
    ]
}
