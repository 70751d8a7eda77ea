import TableSim

extension CommandTable {
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
