import Layout

/// `fit VIEW [compressed|expanded] [width W]`: the fitting size, as systemLayoutSizeFitting gives it.
struct Fit: ShellCommand {
    enum Keyword: String, KeywordSet { case compressed, expanded, width }
    static let view = Field.name("VIEW", .views)
    static let width = Field.number("W", 0...100_000, "a fitting width")

    static let spec = CommandSpec(
        path: "fit", group: .explain,
        syntax: .seq(view.syntax, .opt(.any(Keyword.compressed.syntax, Keyword.expanded.syntax)), .opt(Keyword.width.syntax, width.syntax)),
        summary: "the fitting size, as systemLayoutSizeFitting gives it",
        example: "fit cell compressed width 320",
        setup: ["view cell", "label body in cell \"Some long text\" lines=0", "H:|-6-[body]-6-|", "V:|-6-[body]-6-|"])

    let view: Word
    let target: FittingTarget
    let width: Double?
    let context: LineContext

    init(_ input: CommandInput) throws(SourceError) {
        let view = try input.required(Self.view)
        self.view = view
        target = input.has(Keyword.expanded) ? .expanded : .compressed
        width = input[Self.width]
        context = input.context
    }

    func run(in workspace: Workspace) throws(SourceError) -> FitResult { try workspace.fit(view, target, width: width, context) }
}
