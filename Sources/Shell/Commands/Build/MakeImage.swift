import Layout

/// `image NAME [in PARENT] WxH [key=value …]`: an image with a fixed intrinsic size.
struct MakeImage: ShellCommand {
    static let size = Field.size("WxH", 0...10_000, "an image's size")
    static let setting = ViewParts.setting(.image)

    static let spec = CommandSpec(
        path: "image", group: .build,
        syntax: .seq(ViewParts.name.syntax, ViewParts.parentPart, size.syntax, .many(setting.syntax)),
        summary: "an image with a fixed intrinsic size",
        example: "image photo in cell 64x64", setup: ["view cell width=320"])

    let name: Word
    let parent: Word?
    let size: Size
    let settings: [Word]
    let context: LineContext

    init(_ input: CommandInput) throws(SourceError) {
        name = try input.required(ViewParts.name)
        let size = try input.required(Self.size)
        self.size = size
        parent = input[ViewParts.parent]
        settings = input.all(Self.setting)
        context = input.context
    }

    func run(in workspace: Workspace) throws(SourceError) -> ViewMade {
        try workspace.makeView(name, kind: .image(size), parent: parent, text: nil, settings: settings, context)
    }
}
