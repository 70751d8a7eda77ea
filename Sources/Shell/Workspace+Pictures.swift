import Layout

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Workspace {
    /// `draw [VIEW] [--width N]`: the solved layout in box-drawing characters.
    func draw(_ invocation: Invocation) throws(SourceError) -> String {
        let context = invocation.context
        let width = invocation.flagValues["--width"]?.integer("N") ?? terminalWidth
        let names = invocation.arguments.words("VIEW")
        let roots = try viewSelection(names, context)
        guard !roots.isEmpty else { return "no views yet (make one with: view cell)" }
        do {
            let snapshot = try scene.snapshot(of: names.first?.text)
            return TerminalRenderer(width: width, colour: style.color).render(snapshot)
        } catch {
            throw context.error(error, spans: Dictionary(names.map { (Subject.view($0.text), $0) }) { a, _ in a })
        }
    }

    /// `export svg FILE [VIEW]`: the same picture as an SVG file, written atomically.
    func export(_ invocation: Invocation) throws(SourceError) -> String {
        let context = invocation.context
        guard let file = invocation.arguments.word("FILE") else { throw context.error("usage: export svg|xib FILE [VIEW]") }
        let names = invocation.arguments.words("VIEW")
        if invocation.arguments.has("xib") { return try exportXIB(file, root: names.first, context) }
        _ = try viewSelection(names, context)
        let svg: String
        do {
            svg = SVGRenderer(title: names.first?.text).render(try scene.snapshot(of: names.first?.text))
        } catch {
            throw context.error(error, spans: Dictionary(names.map { (Subject.view($0.text), $0) }) { a, _ in a })
        }
        let target = try path(file, context, forWriting: true)
        do { try AtomicFile.writeWhole(svg + "\n", to: target) } catch {
            throw context.error("cannot write '\(file.text)': \(error.reason)", at: file)
        }
        return "wrote \(file.text)"
    }
}
