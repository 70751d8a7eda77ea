import Layout

/// `table cell remove ID`: a template dropped, with its cells.
struct TableCellRemove: ShellCommand {
    static let identifier = Field.name("ID", .reuseIdentifiers)

    static let spec = CommandSpec(path: "table cell remove", group: .table, syntax: identifier.syntax,
                                  summary: "drop a cell template by its reuse id", example: "table cell remove Text",
                                  setup: ["view cell", "label body in cell \"\" lines=0", "H:|-8-[body]-8-|", "V:|-8-[body]-8-|",
                                          "table cell cell reuse=Text body.text=$text"],
                                  table: .layout)

    let identifier: Word
    let context: LineContext

    init(_ input: CommandInput) throws(SourceError) {
        let identifier = try input.required(Self.identifier)
        self.identifier = identifier
        context = input.context
    }

    func run(in workspace: Workspace) throws(SourceError) -> TemplateRemoved {
        let table = workspace.table
        guard table.unregister(identifier.text) else {
            let ids = table.templates.map(\.reuseIdentifier)
            let hint = closestName(to: identifier.text, in: ids).map { " (did you mean '\($0)'?)" } ?? ""
            let known = ids.isEmpty ? "there are none" : "they are " + ids.joined(separator: ", ")
            throw context.error("no cell template has the reuse identifier '\(identifier.text)'\(hint); \(known)", at: identifier)
        }
        return TemplateRemoved(reuseIdentifier: identifier.text)
    }
}
