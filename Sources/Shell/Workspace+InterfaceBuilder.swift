import InterfaceBuilder
import Layout

/// `open FILE [ROOT]`: a root of an Interface Builder document (a scene's view, a cell, a
/// top-level view) becomes the scene, laid out at the document's device, with the frames
/// Xcode saved beside Trellis's.
extension Workspace {
    func open(_ invocation: Invocation) throws(SourceError) -> String {
        let context = invocation.context
        guard let fileWord = invocation.arguments.word("FILE") else { throw context.error("usage: open FILE [ROOT]") }
        try requireEmptyScene(context, at: Self.wholeVerb(invocation), for: "a document")
        let path = try path(fileWord, context)
        let bytes: [UInt8]
        switch InputFile.bytes(path, limit: IBDocumentReader.sizeLimit) {
        case .success(let b): bytes = b
        case .failure(let f): throw context.error("cannot read '\(fileWord.text)': \(f.reason)", at: fileWord)
        }
        let document: IBDocument
        switch IBDocumentReader.read(bytes) {
        case .success(let d): document = d
        case .failure(let e): throw context.error("'\(fileWord.text)' is not read: line \(e.line): \(e.message)", at: fileWord)
        }
        guard !document.roots.isEmpty else {
            throw context.error("'\(fileWord.text)' holds nothing to lay out: no view controller's view, cell or top-level view", at: fileWord)
        }
        var root = document.roots[0]
        if let rootWord = invocation.arguments.word("ROOT") {
            guard let chosen = Self.root(named: rootWord.text, in: document) else {
                var message = "'\(fileWord.text)' has no root '\(rootWord.text)'"
                if let guess = closestName(to: rootWord.text, in: document.roots.map(\.name)) { message += " (did you mean '\(guess)'?)" }
                throw context.error(message, at: rootWord, notes: ["its roots: " + document.roots.map(\.name).joined(separator: ", ")])
            }
            root = chosen
        }
        let check = IBRootCheck(document, root: root)
        scene = check.layout.scene
        var ids: [String: String] = [:]
        for index in check.layout.views { ids[document.views[index].id] = document.views[index].name }
        for (id, name) in check.layout.constraintNames { ids[id] = name }
        aliases = SceneAliases(interfaceBuilderIDs: ids)
        // The conflicts are part of the answer below, not again as the scene's report.
        _ = scene.takeConflicts()
        return IBOpenText.render(file: fileWord.text, document: document, root: root, check: check)
    }

    /// A root by its name, its view's IB id, or its view controller's name.
    static func root(named text: String, in document: IBDocument) -> IBRoot? {
        document.roots.first { $0.name == text || $0.id == text || document.views[$0.view].name == text }
    }
}

/// What `open` answers: the root opened, how its frames compare with Xcode's, the file's
/// other roots and what was not understood.
enum IBOpenText {
    static func render(file: String, document: IBDocument, root: IBRoot, check: IBRootCheck) -> String {
        let view = document.views[root.view]
        var lines = ["opened \(root.kind.rawValue) \(root.name) of \(file): \(IBCheckText.describe(document))"]
        let result = IBFileCheck.RootResult(root: root, check: check, variants: [])
        lines += IBCheckText.render(result, document).dropFirst().map { String($0.dropFirst(2)) }
        if document.roots.count > 1 {
            lines.append("the file's roots (open \(file) NAME for another):")
            for r in document.roots {
                let v = document.views[r.view]
                lines.append("  \(r.name == root.name ? "*" : " ") \(r.kind.rawValue) \(r.name) (\(v.element) \(v.id))")
            }
        }
        if !document.unhandled.isEmpty {
            lines.append("not understood (\(document.unhandled.count)); the rest is laid out:")
            for u in document.unhandled.prefix(IBCheckText.shownUnhandled) { lines.append("  " + IBCheckText.describe(u)) }
            if document.unhandled.count > IBCheckText.shownUnhandled {
                lines.append("  … and \(document.unhandled.count - IBCheckText.shownUnhandled) more (trellis ib --json \(file) lists them all)")
            }
        }
        if SceneAliases.isInterfaceBuilderID(view.id) {
            lines.append("Xcode's ids name the same views and constraints (\(view.id) is \(view.name))")
        }
        return lines.joined(separator: "\n")
    }
}
