import Layout

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Workspace {
    /// `export svg FILE [VIEW]`: the picture as an SVG file, written atomically.
    func exportSVG(_ file: Word, view: Word?, _ context: LineContext) throws(SourceError) -> FileWritten {
        let names = view.map { [$0] } ?? []
        _ = try viewSelection(names, context)
        let svg: String
        do {
            svg = SVGRenderer(title: view?.text).render(try scene.snapshot(of: view?.text))
        } catch {
            throw context.error(error, spans: view.map { [Subject.view($0.text): $0] } ?? [:])
        }
        try write(svg + "\n", to: file, context)
        return FileWritten(file: file.text)
    }

    /// Writes a whole file atomically where `file` says (confined as the session's paths are).
    func write(_ text: String, to file: Word, _ context: LineContext) throws(SourceError) {
        let target = try path(file, context, forWriting: true)
        do { try AtomicFile.writeWhole(text, to: target) } catch {
            throw context.error("cannot write '\(file.text)': \(error.reason)", at: file)
        }
    }
}
