/// `table separator [H|default]`: the separator's height; alone, what it is.
struct TableSeparator: ShellCommand {
    enum Keyword: String, KeywordSet { case `default` }
    static let height = Field.number("H", 0...100, "a separator's height")

    static let spec = CommandSpec(
        path: "table separator", group: .table, syntax: .optional(.any(height.syntax, Keyword.default.syntax)),
        summary: "the separator's height (default: one pixel, 1/scale of a point, 0.5 at scale 2); alone, what it is",
        example: "table separator 0.5", table: .layout, answers: ["asked alone", "set"])

    enum Change: Equatable {
        case height(Double)
        case pixel
    }

    let change: Change?

    init(_ input: CommandInput) {
        change = input[Self.height].map(Change.height) ?? (input.has(Keyword.default) ? .pixel : nil)
    }

    func run(in workspace: Workspace) -> Either<SeparatorHeight, TableFrames> {
        let table = workspace.table
        guard let change else {
            // With no cell yet, the cells to come are at the scene's scale.
            let noCell = workspace.tableView?.templates.isEmpty ?? true
            let scale = noCell ? max(1, workspace.scene.scale) : table.screenScale
            return .first(SeparatorHeight(height: table.separatorOverride ?? 1 / scale, isSet: table.separatorOverride != nil,
                                          scale: scale, scaleIsTheScene: noCell))
        }
        let start = table.contentOffset
        let height: Double? = if case .height(let h) = change { h } else { nil }
        return .second(TableFrames(frames: [table.setSeparatorHeight(height)], shape: .single, start: start))
    }
}
