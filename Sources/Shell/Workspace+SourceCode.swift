import Layout
import SourceCode

/// `export swift|objc`: a root of the scene written as UIKit code.
extension Workspace {
    func exportCode(_ file: Word, root rootWord: Word?, options: CodeExportOptions, _ context: LineContext) throws(SourceError) -> FileWritten {
        let root = try exportedRoot(rootWord, file: file, context)
        var options = options
        // A root a cell template was captured from is written as a UITableViewCell subclass.
        if let template = tableView?.templates.first(where: { $0.recipe.root == root }) {
            options.root = .tableCell(contentView: template.contentView)
        }
        if let name = options.className, !name.isEmpty {
            guard name.first?.isLetter == true || name.first == "_",
                  name.unicodeScalars.allSatisfy({ $0.isASCII && ($0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)) })
            else {
                throw context.error("class=\(name) is no class name: ASCII letters, digits and _, not starting with a digit", at: file)
            }
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
