import Layout

/// `photo.width == 64 @999 as photoWidth`: one constraint over views, a line recognised by its shape.
struct ConstraintLine: ShellCommand {
    static let spec = CommandSpec(
        path: "", form: .constraint, shape: "A.attr (==|>=|<=) [k *] B.attr [± c] [@priority] [as NAME]", group: .build,
        summary: "one constraint; attributes: left right top bottom leading trailing width height centerX centerY firstBaseline lastBaseline",
        example: "photo.width == 64 @999 as photoWidth", setup: ["view cell width=320", "image photo in cell 64x64"])

    let parsed: ParsedConstraint
    let context: LineContext

    init(_ input: CommandInput) throws(SourceError) {
        context = input.context
        let tokens = try Lexer(line: context.lineNumber).tokens(context.line)
        var cursor = TokenCursor(tokens, line: context.lineNumber, endColumn: context.line.count + 1)
        parsed = try ConstraintParser().parse(&cursor)
    }

    func run(in workspace: Workspace) throws(SourceError) -> ConstraintsMade {
        let scene = workspace.scene
        let name: String
        do {
            name = try scene.addConstraint(parsed.spec, identifier: parsed.identifier)
        } catch {
            throw context.error(error, spans: parsed.spans.mapValues { Word(text: $0.text, column: $0.column, length: $0.length, isQuoted: false) })
        }
        return ConstraintsMade(constraints: [ConstraintsMade.Made(name: name, constraint: scene.constraints[name]?.spec)])
    }
}
