import Layout

/// `font NAME FILE.ttf`: loads a TrueType file for `font=NAME SIZE`.
struct LoadFont: ShellCommand {
    static let name = Field.name("NAME")
    static let file = Field.path("FILE.ttf")

    static let spec = CommandSpec(
        path: "font", group: .environment, syntax: .seq(name.syntax, file.syntax),
        summary: "load a TrueType font for font=NAME SIZE",
        example: "font dejavu /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")

    /// Names that `font=` reads as something else: a face loaded under one no label could use.
    private static let reserved = TextStyle.allNames + ["system", "bold", "mono", "monospaced"]

    let name: Word
    let file: Word
    let context: LineContext

    init(_ input: CommandInput) throws(SourceError) {
        let name = try input.required(Self.name)
        let file = try input.required(Self.file)
        if Self.reserved.contains(where: { $0.lowercased() == name.text.lowercased() }) {
            throw input.error("'\(name.text)' already means a text style or a system font in font=; choose another name", at: name)
        }
        guard let first = name.text.first, first.isLetter, name.text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else {
            throw input.error("a font's name is letters, digits, '_' and '-', starting with a letter", at: name)
        }
        self.name = name
        self.file = file
        context = input.context
    }

    func run(in workspace: Workspace) throws(SourceError) -> LoadedFont {
        let bytes: [UInt8]
        switch InputFile.bytes(try workspace.path(file, context)) {
        case .success(let b): bytes = b
        case .failure(let f): throw context.error("cannot read '\(file.text)': \(f.reason)", at: file)
        }
        let face: FontFace
        do { face = try FontFace(trueTypeData: bytes) } catch {
            throw context.error("'\(file.text)' is not a font Trellis can read: \(error.words)", at: file)
        }
        var library = workspace.scene.fonts
        library.add(face, named: name.text)
        workspace.scene.setFonts(library)
        return LoadedFont(name: name.text, face: face.name, unitsPerEm: face.unitsPerEm)
    }
}
