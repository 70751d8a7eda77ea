import Layout

/// `frames [VIEW] [--absolute]`: the solved frames.
struct Frames: ShellCommand {
    static let view = Field.name("VIEW", .views)
    static let absolute = Command.Flag(name: "--absolute")

    static let spec = CommandSpec(
        path: "frames", group: .look, syntax: .optional(view.syntax), flags: [absolute],
        summary: "the solved frames, in the superview's coordinates (or the root's with --absolute)",
        example: "frames cell", setup: ["view cell width=320 height=44"], readsLayout: true)

    let view: Word?
    let absolute: Bool
    let context: LineContext

    init(_ input: CommandInput) {
        view = input[Self.view]
        absolute = input.has(Self.absolute)
        context = input.context
    }

    func run(in workspace: Workspace) throws(SourceError) -> FramesResult {
        try workspace.frames(of: view, absolute: absolute, context)
    }
}
