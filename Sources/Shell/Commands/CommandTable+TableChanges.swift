import TableSim

extension CommandTable {
    /// A table of chat messages on screen, for the examples.
    static let chat = ["table data messages 200 seed=3", "view cell", "label body in cell \"\" lines=0",
                       "H:|-8-[body]-8-|", "V:|-8-[body]-8-|", "table cell cell body.text=$text",
                       "table sizing selfsizing", "table reload"]

    /// The verbs that change the data under a table that is on screen, and say what moved.
    static let tableChangeCommands: [Command] = [
        table("insert", syntax: .seq(.any(.keyword("end"), Slot.integer("R", 0...100_000_000, "a row to insert before")),
                                     .any(.seq(.keyword("from"), Slot.path("FILE")),
                                          Slot.integer("N", 1...1_000_000, "how many rows to insert"))),
              summary: "insert rows before row R (or at the end): N more from the data source, or a file's rows",
              details: ["N rows continue the source: a generator's next rows, or a file's rows again from its first",
                        "(with ids of their own, ID#1, …). from FILE inserts the file's rows (CSV, TSV, JSON lines, text).",
                        "As insertRows: the rows get estimates (or are asked their heights), cells on screen stay, and",
                        "the anchor (table anchor) decides what stays put on screen."],
              example: "table insert 0 5", after: chat, inBatch: true) { (w, i) throws(SourceError) in try w.tableInsert(i) },
        table("delete", syntax: Slot.path("R[-R]"), summary: "delete a row or a range of rows (deleteRows)",
              details: ["Their cells go back to the pools; the anchor decides what stays put on screen."],
              example: "table delete 0-2", after: chat, inBatch: true) { (w, i) throws(SourceError) in try w.tableDelete(i) },
        table("move", syntax: .seq(row, .keyword("to"), Slot.slot("TO", .row)), summary: "move a row (moveRow(at:to:)): it is row TO afterwards",
              example: "table move 0 to 3", after: chat, inBatch: true) { (w, i) throws(SourceError) in try w.tableMove(i) },
        table("update", syntax: .seq(.keyword("row"), row, .repeated(Slot.setting("field=value", .words([]))), .opt(.keyword("reload"))),
              summary: "change a row's fields; reload also sizes it again (reloadRows)",
              details: ["Without reload, as an app that sets the cell's content but does not reload the row: the cell",
                        "shows the new data at the old height, and table verify names the row."],
              example: "table update row 2 text=\"A much longer message now.\" reload", after: chat,
              inBatch: true) { (w, i) throws(SourceError) in try w.tableUpdate(i) },
        table("batch", syntax: .oneOf("begin", "end"), summary: "changes laid out together in one frame (performBatchUpdates)",
              details: ["Each change in a batch applies to the rows as the change before left them."],
              example: "table batch begin", after: chat, inBatch: true) { (w, i) throws(SourceError) in try w.tableBatch(i) },
        Command(TableAnchor.self),
        table("prefetch", syntax: .optional(.any(.seq(.keyword("on"), .optional(Slot.integer("N", 1...1_000, "rows to size ahead"))),
                                                  .keyword("off"))),
              summary: "size the next N rows (10 unless told) ahead of the screen after each frame; alone, what it is",
              details: ["As RecyclerView's GapWorker and UIKit's cell prefetching: in what is left of each frame, rows",
                        "past the screen in the scroll's direction get their heights, so they arrive sized. With",
                        "estimates only. table stats counts rows prefetched, used (shown at that height) and wasted",
                        "(reloaded, invalidated or deleted first); with timing on, frames whose 16.7 ms budget stopped it."],
              example: "table prefetch on 8", after: chat) { (w, i) throws(SourceError) in try w.tablePrefetch(i) },
        table("jumps", syntax: .optional(Slot.integer("N", 1...10_000, "how many jumps")), flags: [json],
              summary: "each time the offset or the screen moved without a scroll, and the rows that did it (20 unless told)",
              example: "table jumps", after: chat + ["table insert 0 3"], inBatch: true) { (w, i) throws(SourceError) in
            w.tableJumps(count: i.arguments.integer("N") ?? 20, json: i.has("--json"))
        },
    ]
}

extension Slot {
    /// A typed slot by name (a second row in one command: `move R to TO`).
    static func slot(_ name: String, _ value: SlotValue) -> Syntax { .slot(Slot(name: name, value: value)) }
}
