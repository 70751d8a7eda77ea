/// `guide NAME in VIEW`: a layout guide of the user's own.
struct MakeGuide: ShellCommand {
    enum Keyword: String, KeywordSet { case `in` }
    static let name = Field.name("NAME")
    static let view = Field.name("VIEW", .views)

    static let spec = CommandSpec(
        path: "guide", group: .build, syntax: .seq(name.syntax, Keyword.in.syntax, view.syntax),
        summary: "a layout guide (UILayoutGuide) of your own: a rectangle that constraints place, never drawn",
        details: ["Every view also has NAME.margins (its layout margins, margins=8 by default), NAME.safeArea",
                  "(a root's safeArea=top,leading,bottom,trailing) and NAME.readable (the margins, at most readableWidth=672",
                  "wide, centred), usable wherever a view is: cell.margins.leading, cell.readable.width.",
                  "NAME.preservesSuperviewLayoutMargins = true takes the superview's margins where they reach further in."],
        example: "guide spacer in cell", setup: ["view cell width=320"])

    let name: Word
    let view: Word
    let context: LineContext

    init(_ input: CommandInput) throws(SourceError) {
        let name = try input.required(Self.name)
        let view = try input.required(Self.view)
        self.name = name
        self.view = view
        context = input.context
    }

    func run(in workspace: Workspace) throws(SourceError) -> ViewMade { try workspace.makeGuide(name, in: view, context) }
}
