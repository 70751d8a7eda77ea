/// `table reload`: every height asked again, as UIKit does at reloadData.
struct TableReload: ShellCommand {
    static let spec = CommandSpec(path: "table reload", group: .table, summary: "ask for heights as UIKit does at a reload",
                                  example: "table reload", setup: CommandTable.quotes, table: .placing)

    init(_ input: CommandInput) {}

    func run(in workspace: Workspace) -> TableFrames {
        let table = workspace.table
        let start = table.contentOffset
        let frame = table.reload()
        return TableFrames(frames: [frame], shape: .single, start: start,
                           shortfall: table.lastReloadWasCancelled ? .reloadInterrupted : nil)
    }
}
