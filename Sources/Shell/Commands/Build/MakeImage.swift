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

    let given: ViewParts.Given
    let size: Size

    init(_ input: CommandInput) throws(SourceError) {
        given = try ViewParts.Given(input, settings: Self.setting)
        size = try input.required(Self.size)
    }

    func run(in workspace: Workspace) throws(SourceError) -> ViewMade {
        try workspace.makeView(given.name, kind: .image(size), parent: given.parent, text: nil, settings: given.settings, given.context)
    }
}
