import Layout

/// `open FILE [ROOT]`: a root of a .xib or .storyboard as the scene, laid out as Xcode does.
struct Open: ShellCommand {
    static let file = Field.path("FILE")
    static let root = Field.name("ROOT")

    static let spec = CommandSpec(
        path: "open", group: .session, syntax: .seq(file.syntax, .optional(root.syntax)),
        summary: "a root of a .xib or .storyboard (a scene's view, a cell, a top-level view) as the scene, laid out as Xcode does",
        details: ["Laid out at the document's device; the answer sets Trellis's frames beside those Xcode saved, lists",
                  "the file's other roots and what was not understood. Views take their IB label, outlet or class as",
                  "names; Xcode's ids (CK6-jj-e14) work as names too. For CI: trellis ib FILE…"],
        example: "open TableViewCell.xib")

    let file: Word
    let root: Word?
    let context: LineContext

    init(_ input: CommandInput) throws(SourceError) {
        let file = try input.required(Self.file)
        self.file = file
        root = input[Self.root]
        context = input.context
    }

    func run(in workspace: Workspace) throws(SourceError) -> DocumentOpened { try workspace.open(file, root: root, context) }
}
