/// `table prefetch [on [N]|off]`: rows sized ahead of the screen after each frame; alone,
/// what it is.
struct TablePrefetch: ShellCommand {
    enum Keyword: String, KeywordSet { case on, off }
    static let distance = Field.integer("N", 1...1_000, "rows to size ahead")

    static let spec = CommandSpec(
        path: "table prefetch", group: .table,
        syntax: .optional(.any(.seq(Keyword.on.syntax, .optional(distance.syntax)), Keyword.off.syntax)),
        summary: "size the next N rows (10 unless told) ahead of the screen after each frame; alone, what it is",
        details: ["As RecyclerView's GapWorker and UIKit's cell prefetching: in what is left of each frame, rows",
                  "past the screen in the scroll's direction get their heights, so they arrive sized. With",
                  "estimates only. table stats counts rows prefetched, used (shown at that height) and wasted",
                  "(reloaded, invalidated or deleted first); with timing on, frames whose 16.7 ms budget stopped it."],
        example: "table prefetch on 8", setup: CommandTable.chat, table: .layout)

    enum Change: Equatable {
        case on(Int)
        case off
    }

    let change: Change?

    init(_ input: CommandInput) {
        switch input.keyword(Keyword.self) {
        case .on: change = .on(input[Self.distance] ?? 10)
        case .off: change = .off
        case nil: change = nil
        }
    }

    func run(in workspace: Workspace) -> Prefetching {
        let table = workspace.table
        switch change {
        case .on(let n):
            table.setPrefetch(distance: n)
            return Prefetching(distance: table.prefetchDistance, wasSet: true,
                               idleSizing: table.sizing.usesEstimates ? nil : table.sizing)
        case .off:
            table.setPrefetch(distance: nil)
            return Prefetching(distance: table.prefetchDistance, wasSet: true)
        case nil:
            return Prefetching(distance: table.prefetchDistance, wasSet: false)
        }
    }
}
