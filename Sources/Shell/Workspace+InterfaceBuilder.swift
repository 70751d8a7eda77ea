import InterfaceBuilder
import Layout
import TableSim

/// `open FILE [ROOT]`: a root of an Interface Builder document (a scene's view, a cell, a
/// top-level view) becomes the scene, laid out at the document's device, with the frames
/// Xcode saved beside Trellis's.
extension Workspace {
    func open(_ fileWord: Word, root rootWord: Word?, _ context: LineContext) throws(SourceError) -> DocumentOpened {
        try requireEmptyScene(context, at: Self.wholeVerb(context, words: 1), for: "a document")
        let document = try readDocument(fileWord, context)
        let root = try chooseRoot(rootWord, in: document, file: fileWord, context, default: document.roots[0])
        let check = IBRootCheck(document, root: root)
        scene = check.layout.scene
        var ids: [String: String] = [:]
        for index in check.layout.views { ids[document.views[index].id] = document.views[index].name }
        for (id, name) in check.layout.constraintNames { ids[id] = name }
        aliases = SceneAliases(interfaceBuilderIDs: ids)
        documentOrigin = IBWriter.Origin(document, check.layout)
        // The conflicts are part of the answer below, not again as the scene's report.
        _ = scene.takeConflicts()
        return DocumentOpened(file: fileWord.text, document: document, root: root, check: check)
    }

    /// The document a command names, read (within replay's folder rules); one with no root
    /// is refused.
    func readDocument(_ fileWord: Word, _ context: LineContext) throws(SourceError) -> IBDocument {
        let path = try path(fileWord, context)
        let bytes: [UInt8]
        switch InputFile.bytes(path, limit: IBDocumentReader.sizeLimit) {
        case .success(let b): bytes = b
        case .failure(let f): throw context.error("cannot read '\(fileWord.text)': \(f.reason)", at: fileWord)
        }
        let document: IBDocument
        switch IBDocumentReader.read(bytes) {
        case .success(let d): document = d
        case .failure(let e): throw context.error("'\(fileWord.text)' is not read: \(e.words)", at: fileWord)
        }
        guard !document.roots.isEmpty else {
            throw context.error("'\(fileWord.text)' holds nothing to lay out: no view controller's view, cell or top-level view", at: fileWord)
        }
        return document
    }

    /// The root a command names, or `fallback`.
    func chooseRoot(_ rootWord: Word?, in document: IBDocument, file fileWord: Word, _ context: LineContext,
                    default fallback: IBRoot) throws(SourceError) -> IBRoot {
        guard let rootWord else { return fallback }
        guard let chosen = Self.root(named: rootWord.text, in: document) else {
            var message = "'\(fileWord.text)' has no root '\(rootWord.text)'"
            if let guess = closestName(to: rootWord.text, in: document.roots.map(\.name)) { message += " (did you mean '\(guess)'?)" }
            throw context.error(message, at: rootWord, notes: ["its roots: " + document.roots.map(\.name).joined(separator: ", ")])
        }
        return chosen
    }

    /// `table cell from FILE [ROOT] …`: a document's cell (its first, or ROOT) added to the
    /// scene as a tree of its own and made a template, its content view the cell's, the
    /// accessory's width as the document saved it. Bindings may name the document's outlets.
    func tableCellFromFile(_ fileWord: Word, root rootWord: Word?, settings settingWords: [Word],
                           _ context: LineContext) throws(SourceError) -> CellRegistered {
        let document = try readDocument(fileWord, context)
        let cells = document.roots.filter { $0.kind == .cell }
        guard let first = cells.first ?? (rootWord != nil ? document.roots.first : nil) else {
            throw context.error("'\(fileWord.text)' holds no table or collection view cell; its roots: "
                                + document.roots.map(\.name).joined(separator: ", "), at: fileWord)
        }
        let root = try chooseRoot(rootWord, in: document, file: fileWord, context, default: first)
        guard root.kind == .cell else {
            throw context.error("'\(root.name)' is a \(root.kind == .scene ? "view controller's view" : "top-level view"), not a cell: "
                                + "to make a template of it, open \(fileWord.text) \(root.name), then table cell \(document.views[root.view].name)",
                                at: rootWord ?? fileWord)
        }
        let layout = IBSceneBuilder.layout(document, root: root)
        let cellName = document.views[root.view].name
        // Rows are laid out at the scene's scale; the document's device may have another
        // (open takes the device's): said, for `scale N` to match it.
        var scaleMismatch: CellRegistered.ScaleMismatch?
        if scene.scale != document.layoutDevice.scale {
            scaleMismatch = CellRegistered.ScaleMismatch(sceneScale: scene.scale, device: document.layoutDevice.id,
                                                         deviceScale: document.layoutDevice.scale)
        }
        let contentIndex = document.views[root.view].children.first { document.views[$0].element.hasSuffix("CellContentView") }
        let recipe: CellRecipe
        do {
            recipe = try CellRecipe.capture(root: cellName, from: layout.scene)
            try recipe.add(to: scene)
        } catch {
            throw context.error("the cell \(cellName) cannot join the scene: \(error.words) (reset, or remove it first)", at: rootWord ?? fileWord)
        }
        // The cell joins the scene at its saved size, its content view placed in it as the
        // document has it (the template leaves the content view to the table).
        for attribute in [LayoutAttribute.width, .height] { try? scene.setRootSize(cellName, attribute, layout.scene.rootSize(cellName, attribute)) }
        for name in recipe.views.map(\.name) where scene.views[name]?.parent == cellName {
            if let frame = layout.scene.views[name]?.manualFrame { try? scene.setFrame(name, frame) }
        }
        // Bindings may name the document's outlets and Xcode's ids.
        var outlets: [String: String] = [:]
        for (property, id) in document.outlets {
            if let index = document.viewIndex[id] { outlets[property] = document.views[index].name }
            if let name = layout.constraintNames[id] { outlets[property] = name }
        }
        for index in layout.views { outlets[document.views[index].id] = document.views[index].name }
        for (id, name) in layout.constraintNames { outlets[id] = name }
        var settings: CellSettings
        do {
            settings = try cellSettings(settingWords, context, outlets: outlets)
        } catch {
            for name in recipe.views.map(\.name).reversed() where scene.views[name]?.parent == nil { try? scene.removeView(name) }
            throw error
        }
        let at = rootWord ?? fileWord
        if settings.content == nil, let contentIndex {
            let name = document.views[contentIndex].name
            settings.content = Word(text: "content=" + name, column: at.column, length: at.length, isQuoted: false)
        }
        if settings.accessory == nil, let accessory = document.views[root.view].accessory {
            let cell = document.views[root.view].savedFrame, content = contentIndex.flatMap { document.views[$0].savedFrame }
            if let cell, let content, cell.width > content.width {
                settings.accessory = cell.width - content.width
            } else {
                settings.accessory = IBSceneBuilder.accessoryWidth(accessory)
            }
        }
        var answer: CellRegistered
        do {
            answer = try registerCell(Word(text: cellName, column: at.column, length: at.length, isQuoted: false), settings, context)
        } catch {
            for name in recipe.views.map(\.name).reversed() where scene.views[name]?.parent == nil { try? scene.removeView(name) }
            throw error
        }
        var ids: [String: String] = [:]
        for index in layout.views { ids[document.views[index].id] = document.views[index].name }
        for (id, name) in layout.constraintNames { ids[id] = name }
        aliases.merge(SceneAliases(interfaceBuilderIDs: ids))
        answer.scaleMismatch = scaleMismatch
        return answer
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

extension Workspace {
    /// `export xib FILE [ROOT]`: a root (the only one when there is one) as a XIB document.
    func exportXIB(_ file: Word, root rootWord: Word?, _ context: LineContext) throws(SourceError) -> FileWritten {
        let root = try exportedRoot(rootWord, file: file, context)
        let written: IBWriter.Written
        do { written = try IBWriter.xib(of: scene, root: root, origin: documentOrigin) } catch {
            throw context.error(error.words, at: rootWord ?? file)
        }
        let target = try path(file, context, forWriting: true)
        do { try AtomicFile.writeWhole(written.text, to: target) } catch {
            throw context.error("cannot write '\(file.text)': \(error.reason)", at: file)
        }
        let subviews = scene.subtree(of: root).filter { scene.views[$0]?.isGuide == false }.count - 1
        return FileWritten(file: file.text, document: FileWritten.Document(root: root, subviews: subviews, leftOut: written.notes))
    }
}
