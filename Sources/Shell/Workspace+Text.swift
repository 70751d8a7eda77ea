import Layout

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Workspace {
    /// `measure "text" [font=F] [width=W] [lines=N] [wrap=word|char]`: a text's size on its
    /// own, for layout by arithmetic (as cells were sized before Auto Layout).
    func measureCommand(_ invocation: Invocation) throws(SourceError) -> String {
        let context = invocation.context
        guard let text = invocation.arguments.word("\"text\"") else { throw context.error("usage: \(invocation.command.usage)") }
        var label = Label(text: text.text, lines: 0, preferredMaxWidth: .legacy)
        var width: Double?
        for word in invocation.arguments.words("font=F width=W lines=N wrap=word|char") {
            let parts = word.text.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else {
                throw context.error("expected key=value (font, width, lines, wrap); a font with a size takes quotes: font=\"mono 13\"",
                                    at: word)
            }
            let value = Word(text: parts[1], column: word.column + parts[0].count + 1, length: parts[1].count, isQuoted: false)
            switch parts[0] {
            case "font":
                do { label.font = try FontDescriptor(parsing: parts[1]) } catch { throw context.error(error.message, at: value) }
            case "width":
                let w = try number(value, context)
                guard w > 0 else { throw context.error("a width to wrap at is a number above 0", at: value) }
                width = w
            case "lines":
                guard let n = Int(parts[1]), n >= 0 else { throw context.error("lines is a whole number: 0 for no limit", at: value) }
                label.lines = n
            case "wrap":
                guard let w = TextWrapping(rawValue: parts[1]) else { throw context.error("wrap is word or char", at: value) }
                label.wrapping = w
            default:
                let hint = closestName(to: parts[0], in: ["font", "width", "lines", "wrap"]).map { " (did you mean '\($0)'?)" } ?? ""
                throw context.error("'\(parts[0])' is not a measure option\(hint)", at: word)
            }
        }
        do { _ = try label.font.resolve(category: scene.category, in: scene.fonts) } catch {
            throw context.error(error.message)
        }
        let m = scene.measure(label, maxWidth: width)
        let at = width.map { " at width \(show($0))" } ?? ", unwrapped"
        return "\(show(m.size.width))x\(show(m.size.height)): \(m.lineCount) line\(m.lineCount == 1 ? "" : "s")\(at)"
            + (m.isTruncated ? ", truncated" : "") + " (\(label.font), \(scene.category.name))"
    }

    /// `font NAME FILE`: loads a TrueType file for `font=NAME SIZE`.
    func fontCommand(_ invocation: Invocation) throws(SourceError) -> String {
        let context = invocation.context
        guard let name = invocation.arguments.word("NAME"), let file = invocation.arguments.word("FILE.ttf") else {
            throw context.error("usage: font NAME FILE.ttf")
        }
        guard let bytes = readBinaryFile(resolve(file.text)) else { throw context.error("cannot read '\(file.text)': \(readFailureReason(resolve(file.text)))", at: file) }
        let face: FontFace
        do { face = try FontFace(trueTypeData: bytes) } catch {
            throw context.error("'\(file.text)' is not a font Trellis can read: \(error.description)", at: file)
        }
        var library = scene.fonts
        library.add(face, named: name.text)
        scene.setFonts(library)
        return "loaded \(name.text): \(face.name), \(face.unitsPerEm) units a em; use it as font=\"\(name.text) 15\""
    }
}

/// The bytes of a file, or nil when it cannot be read.
/// Why `path` cannot be read, in a few words (for "cannot read 'x': …").
public func readFailureReason(_ path: String) -> String {
    var info = stat()
    if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { return "it is a folder" }
    guard let file = fopen(path, "rb") else { return String(cString: strerror(errno)).lowercased() }
    fclose(file)
    return "a read error"
}

func readBinaryFile(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let n = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, 65_536, file) }
        if n <= 0 { break }
        bytes.append(contentsOf: buffer[0..<n])
    }
    return ferror(file) == 0 ? bytes : nil
}
