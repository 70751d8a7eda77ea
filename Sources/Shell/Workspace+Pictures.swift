import Layout

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Workspace {
    /// `draw [VIEW] [--width N]`: the solved layout in box-drawing characters.
    func draw(_ context: LineContext) throws(SourceError) -> String {
        var width = terminalWidth
        var names: [Word] = []
        var i = 1
        let words = context.words
        while i < words.count {
            let w = words[i]
            if w.text == "--width" {
                guard i + 1 < words.count, let n = Int(words[i + 1].text), n >= 10, n <= 1000 else {
                    throw context.error("--width takes a number of columns from 10 to 1000", at: w)
                }
                width = n
                i += 2
                continue
            }
            guard names.isEmpty, !w.text.hasPrefix("--") else {
                throw context.error("unexpected '\(w.text)'; usage: draw [VIEW] [--width N]", at: w)
            }
            names.append(w)
            i += 1
        }
        let roots = try viewSelection(names, context)
        guard !roots.isEmpty else { return "no views yet (make one with: view cell)" }
        do {
            let snapshot = try scene.snapshot(of: names.first?.text)
            return TerminalRenderer(width: width, colour: style.color).render(snapshot)
        } catch {
            throw context.error(error, tokens: [])
        }
    }

    /// `export svg FILE [VIEW]`: the same picture as an SVG file, written atomically.
    func export(_ context: LineContext) throws(SourceError) -> String {
        let words = context.words
        guard words.count >= 3, words[1].text == "svg" else {
            throw context.error("usage: export svg FILE [VIEW]")
        }
        guard words.count <= 4 else { throw context.error("too many arguments; usage: export svg FILE [VIEW]", at: words[4]) }
        let names = words.count == 4 ? [words[3]] : []
        _ = try viewSelection(names, context)
        let svg: String
        do {
            svg = SVGRenderer(title: names.first?.text).render(try scene.snapshot(of: names.first?.text))
        } catch {
            throw context.error(error, tokens: [])
        }
        do { try AtomicFile.writeWhole(svg + "\n", to: resolve(words[2].text)) } catch {
            throw context.error("cannot write '\(words[2].text)': \(error.reason)", at: words[2])
        }
        return "wrote \(words[2].text)"
    }
}
