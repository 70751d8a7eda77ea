import Layout

/// `draw [VIEW] [--width N]`: the solved layout in box-drawing characters.
struct Draw: ShellCommand {
    static let view = Field.name("VIEW", .views)
    static let columns = Field.integer("N", 10...1000, "a drawing's width")
    static let width = Command.Flag(name: "--width", value: columns.syntax)

    static let spec = CommandSpec(path: "draw", group: .look, syntax: .optional(view.syntax), flags: [width],
                                  summary: "the layout drawn in the terminal (hidden dashed, ? ambiguous, ! in conflict)",
                                  example: "draw cell", setup: ["view cell width=320 height=44"], readsLayout: true)

    let view: Word?
    let columns: Int?
    let context: LineContext

    init(_ input: CommandInput) {
        view = input[Self.view]
        columns = input.value(of: Self.width, Self.columns)
        context = input.context
    }

    func run(in workspace: Workspace) throws(SourceError) -> Picture {
        let names = view.map { [$0] } ?? []
        let roots = try workspace.viewSelection(names, context)
        guard !roots.isEmpty else { return Picture(drawing: nil, columns: columns) }
        do {
            return Picture(drawing: Drawing(try workspace.scene.snapshot(of: view?.text)), columns: columns)
        } catch {
            throw context.error(error, spans: view.map { [Subject.view($0.text): $0] } ?? [:])
        }
    }
}
