import TableSim

/// `table app [sizingcell=follows|fixed] [textsize=observed|ignored]`: what the app's code does
/// where apps differ; alone, what it does now.
struct TableApp: ShellCommand {
    enum SizingCell: String, CaseIterable, Sendable { case follows, fixed }
    enum TextSize: String, CaseIterable, Sendable { case observed, ignored }

    static let sizingCell = Field<SizingCell>.choice(key: "sizingcell")
    static let textSize = Field<TextSize>.choice(key: "textsize")

    static let spec = CommandSpec(
        path: "table app", group: .table, syntax: .many(.any(sizingCell.syntax, textSize.syntax)),
        summary: "what the app's code does where apps differ; alone, what it does now",
        details: ["sizingcell=follows: the sizing (prototype) cell follows the table's width, as one with",
                  "autoresizingMask = .flexibleWidth does (the default, the fix); fixed: it stays at the",
                  "table's width now, and a rotation leaves landscape rows with portrait heights.",
                  "textsize=observed: the app observes UIContentSizeCategoryDidChangeNotification and",
                  "reloads (the default, the fix); ignored: a new text size reaches the table only at",
                  "its next reload, and table verify says which rows it leaves wrong."],
        example: "table app sizingcell=fixed", table: .layout)

    let sizingCellChoice: SizingCell?
    let textSizeChoice: TextSize?

    init(_ input: CommandInput) {
        sizingCellChoice = input[Self.sizingCell]
        textSizeChoice = input[Self.textSize]
    }

    func run(in workspace: Workspace) -> AppChoices {
        let table = workspace.table
        guard sizingCellChoice != nil || textSizeChoice != nil else { return table.app }
        var choices = table.app
        switch sizingCellChoice {
        case .follows: choices.sizingCellWidth = nil
        case .fixed: choices.sizingCellWidth = choices.sizingCellWidth ?? table.viewport.width
        case nil: break
        }
        if let textSizeChoice { choices.observesTextSize = textSizeChoice == .observed }
        table.setApp(choices)
        return table.app
    }
}
