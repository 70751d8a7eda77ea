import Layout

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Workspace {
    /// `measure "text" [font=F] [width=W] [lines=N] [wrap=word|char]`: a text's size on its
    /// own, for layout by arithmetic (as cells were sized before Auto Layout).
    func measure(_ invocation: Invocation) throws(SourceError) -> MeasureResult {
        let context = invocation.context, a = invocation.arguments
        guard let text = a.word("\"text\"") else { throw context.error("usage: \(invocation.command.usage)") }
        var label = Label(text: text.text, lines: a.integer("lines=N") ?? 0, preferredMaxWidth: .legacy)
        for (key, words) in [("font", a.words("font=F")), ("width", a.words("width=W")), ("lines", a.words("lines=N")),
                             ("wrap", a.words("wrap=word|char"))] where words.count > 1 {
            throw context.error("\(key) is given twice", at: words[1])
        }
        if let font = a.value("font=F") {
            do { label.font = try FontDescriptor(parsing: font.text) } catch { throw context.error(error.message, at: font) }
        }
        if let wrap = a.value("wrap=word|char") {
            guard let w = TextWrapping(rawValue: wrap.text) else { throw context.error("wrap is word or char, not '\(wrap.text)'", at: wrap) }
            label.wrapping = w
        }
        do { _ = try label.font.resolve(category: scene.category, in: scene.fonts) } catch {
            throw context.error(error.message, at: a.word("font=F") ?? invocation.verbWord)
        }
        let width = a.number("width=W")
        let m = scene.measure(label, maxWidth: width)
        return MeasureResult(size: Size(width: m.size.width, height: m.size.height), lineCount: m.lineCount, isTruncated: m.isTruncated, width: width,
                             font: label.font.description, category: scene.category.name)
    }

    /// `font NAME FILE`: loads a TrueType file for `font=NAME SIZE`.
    func fontCommand(_ invocation: Invocation) throws(SourceError) -> String {
        let context = invocation.context
        guard let name = invocation.arguments.word("NAME"), let file = invocation.arguments.word("FILE.ttf") else {
            throw context.error("usage: font NAME FILE.ttf")
        }
        // A name that `font=` reads as something else would load a face no label can use.
        let reserved = TextStyle.allNames + ["system", "bold", "mono", "monospaced"]
        if reserved.contains(where: { $0.lowercased() == name.text.lowercased() }) {
            throw context.error("'\(name.text)' already means a text style or a system font in font=; choose another name", at: name)
        }
        guard let first = name.text.first, first.isLetter, name.text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else {
            throw context.error("a font's name is letters, digits, '_' and '-', starting with a letter", at: name)
        }
        let bytes: [UInt8]
        switch InputFile.bytes(try path(file, context)) {
        case .success(let b): bytes = b
        case .failure(let f): throw context.error("cannot read '\(file.text)': \(f.reason)", at: file)
        }
        let face: FontFace
        do { face = try FontFace(trueTypeData: bytes) } catch {
            throw context.error("'\(file.text)' is not a font Trellis can read: \(error.description)", at: file)
        }
        var library = scene.fonts
        library.add(face, named: name.text)
        scene.setFonts(library)
        // A font without a name table (or an empty name) is named by its file alone.
        let called = face.name.isEmpty ? "" : "\(face.name.escapingControlCharacters), "
        return "loaded \(name.text): \(called)\(face.unitsPerEm) units a em; use it as font=\"\(name.text) 15\""
    }
}
