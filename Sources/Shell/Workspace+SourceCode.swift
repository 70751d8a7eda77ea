import Layout
import Notation
import SourceCode

/// `export swift|objc`: a root of the scene written as UIKit code; `import swift|objc` and
/// `paste swift|objc`: code read into the scene.
extension Workspace {
    func importCode(_ files: [Word], _ settings: CodeImportSettings, _ context: LineContext) throws(SourceError) -> CodeImported {
        try requireEmptyScene(context, at: Self.wholeVerb(context, words: 2), for: "code")
        var texts: [String] = []
        for file in files {
            let path = try path(file, context)
            switch InputFile.text(path) {
            case .success(let t): texts.append(t)
            case .failure(let f): throw context.error("cannot read '\(file.text)': \(f.reason)", at: file)
            }
        }
        return try importCode(texts, sources: files.map(\.text), settings, firstLine: 1, context, at: files[0])
    }

    /// Reads code and makes its scene; an error points at `word` (the file, or the paste).
    func importCode(_ texts: [String], sources: [String], _ settings: CodeImportSettings, firstLine: Int, _ context: LineContext,
                    at word: Word) throws(SourceError) -> CodeImported {
        let layout: ImportedLayout
        do {
            switch settings.language {
            case .swift: layout = try SwiftImport.read(texts, className: settings.className)
            case .objc: layout = try ObjCImport.read(texts, className: settings.className)
            }
        } catch {
            let file = error.place.flatMap { sources.indices.contains($0.file) ? sources[$0.file] : nil } ?? sources.joined(separator: ", ")
            let place = error.place.map { " (line \($0.line + firstLine - 1), column \($0.column))" } ?? ""
            throw context.error("\(file): \(error.reason.words)\(place)", at: word)
        }
        // A value for a name the code does not leave open would be taken in silence: refused.
        let open = Set(layout.unknownNumbers.map(\.name))
        if let name = settings.values.keys.sorted().first(where: { !open.contains($0) }) {
            let hint = open.isEmpty ? "it leaves none open" : "it leaves open: \(open.sorted().joined(separator: ", "))"
            throw context.error("\(name)= gives a value to a name the code defines or does not use (\(hint))",
                                at: settings.valueWords[name] ?? word)
        }
        let made = Scene()
        made.setFonts(scene.fonts)
        do { try made.setScale(scene.scale) } catch {}
        made.setCategory(scene.category)
        made.setDirection(scene.direction)
        let width = settings.width ?? CodeSceneBuilder.defaultWidth
        let built: CodeSceneBuilder.Built
        do { built = try CodeSceneBuilder.build(layout, into: made, values: settings.values, width: width) } catch {
            throw context.error("\(sources.joined(separator: ", ")): \(error.words)", at: word)
        }
        scene = made
        codeCell = layout.base == .tableCell || layout.base == .collectionCell ? (layout.rootName, "contentView") : nil
        return CodeImported(sources: sources, layout: layout, built: built, values: settings.values, width: width, firstLine: firstLine)
    }

    /// `paste swift|objc` (or `import swift -`): the lines that follow are code, up to a line `end`.
    func startCodePaste(_ settings: CodeImportSettings, _ context: LineContext) throws(SourceError) {
        try requireEmptyScene(context, at: Self.wholeVerb(context, words: 2), for: "code")
        pasting = PasteBuffer(firstLine: context.lineNumber + 1, code: settings)
    }

    func exportCode(_ file: Word, root rootWord: Word?, options: CodeExportOptions, classWord: Word?, _ context: LineContext) throws(SourceError) -> FileWritten {
        let root = try exportedRoot(rootWord, file: file, context)
        var options = options
        // A root a cell template was captured from (or a cell read from code) is written as a
        // UITableViewCell subclass.
        if let template = tableView?.templates.first(where: { $0.recipe.root == root }) {
            options.root = .tableCell(contentView: template.contentView)
        } else if let cell = codeCell, cell.root == root, scene.views[cell.contentView]?.parent == root {
            options.root = .tableCell(contentView: cell.contentView)
        }
        if let name = options.className, !CodeExport.isClassName(name) {
            throw context.error("class=\(name) is no class name: ASCII letters, digits and _, not starting with a digit", at: classWord ?? file)
        }
        let written: CodeExport.Written
        do { written = try CodeExport.write(scene, root: root, options: options) } catch {
            throw context.error(error.words, at: rootWord ?? file)
        }
        let target = try path(file, context, forWriting: true)
        do { try AtomicFile.writeWhole(written.text, to: target) } catch {
            throw context.error("cannot write '\(file.text)': \(error.reason)", at: file)
        }
        let subviews = scene.subtree(of: root).filter { scene.views[$0]?.isGuide == false }.count - 1
        return FileWritten(file: file.text, document: FileWritten.Document(
            root: root, subviews: subviews, leftOut: [], className: written.className, codeNotes: written.notes))
    }

    /// The root an export writes: the one named, or the only one.
    func exportedRoot(_ rootWord: Word?, file: Word, _ context: LineContext) throws(SourceError) -> String {
        let roots = scene.viewOrder.filter { scene.views[$0]?.parent == nil && scene.views[$0]?.isGuide == false }
        guard let rootWord else {
            guard roots.count == 1, let only = roots.first else {
                throw context.error(roots.isEmpty ? "there is no view to write" : "the scene has \(roots.count) roots: name one (\(roots.joined(separator: ", ")))", at: file)
            }
            return only
        }
        guard let v = scene.views[rootWord.text] else {
            let hint = closestName(to: rootWord.text, in: roots).map { " (did you mean '\($0)'?)" } ?? ""
            throw context.error("no view named '\(rootWord.text)'\(hint)", at: rootWord)
        }
        guard v.parent == nil else {
            throw context.error("'\(rootWord.text)' is inside '\(scene.root(of: rootWord.text))': a root is written, with its tree", at: rootWord)
        }
        return rootWord.text
    }
}
