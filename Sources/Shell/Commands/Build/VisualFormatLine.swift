import Layout
import Notation

/// `H:|-6-[body]-6-|` and friends: Apple's Visual Format Language, a line recognised by its shape.
struct VisualFormatLine: ShellCommand {
    /// The orientations a line starts with; without one it is horizontal (`|-8-[a]`, `[a][b]`).
    static let orientations = ["H:", "V:"]
    /// What a Visual Format line starts with: how a line is recognised as one.
    static let prefixes = orientations + ["|", "["]

    static let spec = CommandSpec(
        path: "", form: .visualFormat, shape: "H:… or V:…", group: .build,
        summary: "Apple's Visual Format Language (no spaces)",
        details: ["Errors come in the shape of Apple's exception, with a caret under the place."],
        example: "H:|-6-[body]-6-|", setup: ["view cell width=320", "label body in cell \"Hi\""])

    let format: Word
    let context: LineContext

    init(_ input: CommandInput) throws(SourceError) {
        context = input.context
        guard let first = context.words.first else { throw context.error("expected a Visual Format line, as H:|-8-[a]-8-|") }
        guard context.words.count == 1 else {
            throw context.error("a Visual Format line has no spaces (Apple's grammar allows none)", at: context.words[1])
        }
        format = first
    }

    func run(in workspace: Workspace) throws(SourceError) -> ConstraintsMade {
        // Parsed once, for the range of its numbers and for the scene.
        let parsed: VisualFormat
        do { parsed = try VisualFormat(parsing: format.text) } catch { throw formatError(error) }
        try refuseNumbersOutOfRange(parsed)
        let scene = workspace.scene
        let made: [String]
        do {
            made = try scene.addVisualFormat(parsed, text: format.text)
        } catch {
            switch error {
            case .format(let e):
                throw formatError(e)
            case .layout(let e):
                // Under the view's name in the format, where the format's parser read it.
                var spans: [Subject: Word] = [:]
                for element in parsed.elements {
                    guard let view = element.view, spans[.view(view.name)] == nil else { continue }
                    spans[.view(view.name)] = Word(text: view.name, column: format.column + view.nameRange.lowerBound,
                                                   length: view.nameRange.count, isQuoted: false)
                }
                throw context.error(e, spans: spans)
            }
        }
        return ConstraintsMade(constraints: made.map { ConstraintsMade.Made(name: $0, constraint: scene.constraints[$0]?.spec) })
    }

    /// The format's own error, under the place its parser points at.
    private func formatError(_ e: VisualFormatError) -> SourceError {
        SourceError("Unable to parse constraint format: " + e.reason.words,
                    at: SourcePosition(line: context.lineNumber, column: format.column + e.offset), length: max(1, e.range.count))
    }

    /// Every number of the format within a layout's range, under the number at fault.
    private func refuseNumbersOutOfRange(_ parsed: VisualFormat) throws(SourceError) {
        var predicates = parsed.elements.compactMap(\.view).flatMap(\.predicates)
        for connection in parsed.connections {
            if case .predicates(let list) = connection.spacing { predicates += list }
        }
        for predicate in predicates {
            guard case .number(let x) = predicate.object, !LayoutNumbers.accepts(x) else { continue }
            let characters = Array(format.text)
            guard predicate.objectRange.lowerBound >= 0, predicate.objectRange.upperBound <= characters.count else { continue }
            let text = String(characters[predicate.objectRange])
            throw SourceError(LayoutNumbers.refusal(text), at: SourcePosition(line: context.lineNumber, column: format.column + predicate.objectRange.lowerBound),
                              length: predicate.objectRange.count)
        }
    }
}
