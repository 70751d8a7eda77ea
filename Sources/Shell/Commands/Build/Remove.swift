import Layout

/// `remove NAME`: a view (with its subviews and their constraints) or a constraint;
/// `remove N`, the plain variables' constraint [N].
struct Remove: ShellCommand {
    static let name = Field.name("NAME", .viewsAndConstraints)

    static let spec = CommandSpec(
        path: "remove", group: .build, syntax: name.syntax,
        summary: "remove a view (with its subviews and constraints) or a constraint; remove N: a plain constraint",
        example: "remove photoWidth",
        setup: ["view cell width=320", "image photo in cell 64x64", "photo.width == 64 @999 as photoWidth"],
        answers: ["a view or a constraint removed", "a plain constraint removed (remove N)"])

    let name: Word
    let context: LineContext

    init(_ input: CommandInput) throws(SourceError) {
        let name = try input.required(Self.name)
        self.name = name
        context = input.context
    }

    /// What went: views and constraints, or (`remove N`) a plain constraint, as adding it answers.
    func run(in workspace: Workspace) throws(SourceError) -> Either<Removed, PlainConstraintChange> {
        let scene = workspace.scene
        if let number = Int(name.text), scene.views[name.text] == nil, scene.constraints[name.text] == nil {
            return .second(try workspace.variables.removeNumbered(number, word: name, lineNumber: context.lineNumber))
        }
        guard scene.views[name.text] != nil || scene.constraints[name.text] != nil else { throw refusal(scene) }
        let yours = scene.constraintOrder.filter { scene.constraints[$0]?.origin.isSystem == false }
        var views: [String] = []
        do {
            if scene.views[name.text] != nil {
                views = scene.subtree(of: name.text).filter { scene.views[$0]?.isEngineGuide != true }
                try scene.removeView(name.text)
            } else {
                try scene.removeConstraint(name.text)
            }
        } catch {
            throw context.error(error.words, at: name)
        }
        return .first(Removed(views: views, constraints: yours.filter { scene.constraints[$0] == nil }))
    }

    /// A name that is neither a view nor a constraint.
    private func refusal(_ scene: Scene) -> SourceError {
        // `remove cell.height`: a property is unset, not removed.
        if let dot = name.text.firstIndex(of: "."), scene.views[String(name.text[..<dot])] != nil {
            let property = String(name.text[name.text.index(after: dot)...])
            if ["width", "height", "intrinsic", "frame"].contains(property) {
                return context.error("'\(name.text)' is a property: unset it with \(name.text) = none", at: name)
            }
            return context.error("'\(name.text)' is a property, not a view or a constraint: remove takes a NAME", at: name)
        }
        let hint = closestName(to: name.text, in: scene.viewOrder + scene.constraintOrder).map { " (did you mean '\($0)'?)" } ?? ""
        return context.error("no view or constraint named '\(name.text)'\(hint)", at: name)
    }
}
