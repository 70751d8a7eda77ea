import TableSim

extension CommandTable {
    static let row = Syntax.slot(Slot(name: "R", value: .row))

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
        Command(TableData.self),
        Command(TableCell.self),
        Command(TableCellFrom.self),
        Command(TableCellRemove.self),
        Command(TableCells.self),
        Command(TableSize.self),
        Command(TableSizing.self),
        Command(TableApp.self),
        Command(TableSeparator.self),
        Command(TableReload.self),
        Command(TableScroll.self),
        Command(TableFling.self),
        Command(TableInvalidate.self),
        Command(TableShow.self),
        Command(TableStatsCommand.self),
        Command(TableLog.self),
        Command(TableVerify.self),
        Command(TableMemo.self),
        Command(TableChart.self),
        Command(TableExport.self),
        Command(TableDraw.self),
        Command(TablePrecompute.self),
    ]
}
