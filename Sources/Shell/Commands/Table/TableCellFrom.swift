import Layout

/// `table cell from FILE [ROOT] [settings …]`: a cell template from a .xib or .storyboard.
struct TableCellFrom: ShellCommand {
    static let file = Field.path("FILE")
    static let root = Field.name("ROOT")

    static let spec = CommandSpec(
        path: "table cell from", group: .table, syntax: .seq(file.syntax, .optional(root.syntax), .many(TableCell.settings.syntax)),
        summary: "a cell template from a .xib or .storyboard: its first cell (or ROOT), added to the scene",
        details: ["The cell joins the scene as a tree of its own, laid out as Xcode does; its content view is the",
                  "cell's and the accessory's width is the one the document saved. Bindings may name outlets",
                  "(titleLabel.text=$text). To edit the cell first: open FILE ROOT, then table cell ROOT content=…"],
        example: "table cell from TableViewCell.xib reuse=Quote quoteTextLabel.text=$text", table: .data)

    let file: Word
    let root: Word?
    let settings: [Word]
    let context: LineContext

    init(_ input: CommandInput) throws(SourceError) {
        let file = try input.required(Self.file)
        self.file = file
        root = input[Self.root]
        settings = input.all(TableCell.settings)
        context = input.context
    }

    func run(in workspace: Workspace) throws(SourceError) -> CellRegistered {
        try workspace.tableCellFromFile(file, root: root, settings: settings, context)
    }
}
