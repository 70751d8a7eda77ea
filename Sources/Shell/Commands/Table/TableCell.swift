import Layout

/// `table cell ROOT [reuse=ID] [when=$f] [accessory=W] [content=VIEW] [view.prop=$f …]`: a
/// cell template captured from the views.
struct TableCell: ShellCommand {
    static let root = Field.name("ROOT", .roots)
    /// The settings and bindings; `cellSettings` reads each by its key.
    static let settings = Field.setting("reuse=ID when=$f accessory=W content=VIEW view.prop=$f",
                                        .words(["reuse=", "when=", "accessory=", "content="]))

    static let spec = CommandSpec(
        path: "table cell", group: .table, syntax: .seq(root.syntax, .many(settings.syntax)),
        summary: "a cell template: a view tree, its reuse id, the rows it is for, bindings",
        details: ["ROOT is the cell's content view: the table gives it its width (less accessory=W)",
                  "and its height less the separator, as UIView-Encapsulated-Layout-Width and -Height.",
                  "With content=VIEW, ROOT is the whole cell and VIEW (a plain view in it) its content",
                  "view: views in ROOT beside VIEW, and constraints to ROOT, do not size the row.",
                  "A content view whose height nothing decides gives UIKit's standard 44 pt row."],
        example: "table cell cell reuse=Text body.text=$text",
        setup: ["view cell", "label body in cell \"\" lines=0", "H:|-8-[body]-8-|", "V:|-8-[body]-8-|"], table: .data)

    let root: Word
    let settings: [Word]
    let context: LineContext

    init(_ input: CommandInput) throws(SourceError) {
        let root = try input.required(Self.root)
        self.root = root
        settings = input.all(Self.settings)
        context = input.context
    }

    func run(in workspace: Workspace) throws(SourceError) -> CellRegistered {
        try workspace.registerCell(root, try workspace.cellSettings(settings, context), context)
    }
}
