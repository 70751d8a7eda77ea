extension CommandTable {
    /// A table of chat messages on screen, for the examples.
    static let chat = ["table data messages 200 seed=3", "view cell", "label body in cell \"\" lines=0",
                       "H:|-8-[body]-8-|", "V:|-8-[body]-8-|", "table cell cell body.text=$text",
                       "table sizing selfsizing", "table reload"]

    /// The verbs that change the data under a table that is on screen, and say what moved.
    static let tableChangeCommands: [Command] = [
        Command(TableInsert.self),
        Command(TableDelete.self),
        Command(TableMove.self),
        Command(TableUpdate.self),
        Command(TableBatch.self),
        Command(TableAnchor.self),
        Command(TablePrefetch.self),
        Command(TableJumps.self),
    ]
}
