import Layout

/// `import log FILE`: a UIKit or AppKit conflict log as the scene, explained.
struct ImportLog: ShellCommand {
    static let file = Field.path("FILE")

    static let spec = CommandSpec(
        path: "import log", group: .session, syntax: file.syntax,
        summary: "a UIKit or AppKit \"Unable to simultaneously satisfy constraints\" log as the scene, explained",
        details: ["Views are named from their classes and texts (label_SetLunch, contentView); the explanation gives",
                  "the minimal conflict and its arithmetic, what UIKit broke, and fixes tried by solving."],
        example: "import log conflict.log")

    let file: Word
    let context: LineContext

    init(_ input: CommandInput) throws(SourceError) {
        let file = try input.required(Self.file)
        self.file = file
        context = input.context
    }

    func run(in workspace: Workspace) throws(SourceError) -> LogImported { try workspace.importLog(file, context) }
}
