import Notation
import Cassowary
import Layout
import TableSim

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
import Notation
#endif

/// The scripts `source` is running (to refuse a file that sources itself, and to bound how
/// deep they nest) and the lines one command has run through them (bounded too).
struct Sourcing {
    var files: [String] = []
    var linesRun = 0
    var isRunning: Bool { !files.isEmpty }
}

extension Workspace {
    /// How deep `source` may nest, and how many lines one command may run through it.
    static let maximumSourceDepth = 32
    static let maximumSourcedLines = 100_000

    /// `source FILE`: runs a script's lines here, stopping at its first error.
    func source(_ word: Word, _ context: LineContext) throws(SourceError) -> Reply {
        let path = try path(word, context)
        guard !sourcing.files.contains(path) else { throw context.error("'\(word.text)' is already being run (it sources itself, or a file it sources sources it)", at: word) }
        let text: String
        switch InputFile.text(path) {
        case .success(let t): text = t
        case .failure(let f): throw context.error("cannot read '\(word.text)': \(f.reason)", at: word)
        }
        // A transcript's inputs start with "> ": it is replayed, not run as a script.
        if let first = ScriptLines(text).first(where: { !$0.1.trimmingBlanks().isEmpty && !$0.1.trimmingBlanks().hasPrefix("#") }),
           first.1.hasPrefix("> ") {
            throw context.error("'\(word.text)' is a session transcript (its inputs start with '> '): "
                                + "replay it with: trellis replay \(word.text)", at: word)
        }
        guard sourcing.files.count < Self.maximumSourceDepth else {
            throw context.error("sources nest at most \(Self.maximumSourceDepth) deep", at: word)
        }
        if !sourcing.isRunning { sourcing.linesRun = 0 }
        sourcing.files.append(path)
        defer { sourcing.files.removeLast() }
        var outputs: [String] = []
        for (number, line) in ScriptLines(text) {
            // Files that source others more than once multiply: the lines one command runs
            // through `source` are bounded.
            sourcing.linesRun += 1
            guard sourcing.linesRun <= Self.maximumSourcedLines else {
                let error = context.error("stopped after \(grouped(Self.maximumSourcedLines)) lines run through source "
                                          + "(a file that sources others more than once?)", at: word)
                // Said where it happens; the sources around it stop at their line.
                let file = sourcing.files.dropLast().last.map { String($0.split(separator: "/").last ?? Substring($0)) }
                outputs.append(style.red("error") + error.rendered(line: context.line, source: file).dropFirst("error".count))
                return Reply(output: outputs.joined(separator: "\n"), error: error)
            }
            let reply = run(line, lineNumber: number, source: word.text)
            if !reply.output.isEmpty { outputs.append(reply.output) }
            if reply.error != nil {
                return Reply(output: outputs.joined(separator: "\n"),
                             error: context.error("'\(word.text)' stopped at line \(number)", at: word))
            }
            if reply.isQuit { break }
            if thisLine.wasInterrupted || checkInterrupt() {
                outputs.append("(interrupted at line \(number) of \(word.text))")
                break
            }
        }
        return Reply(output: outputs.joined(separator: "\n"))
    }
}

/// A path with its links followed and `.` and `..` taken out: the real path of the file, or of
/// its folder and then its name when the file does not exist yet, or failing that the path
/// itself made absolute and normalized.
func canonicalPath(_ path: String) -> String {
    if let real = realpath(path, nil) {
        defer { free(real) }
        return String(cString: real)
    }
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    if name != "..", name != ".", let real = realpath(folder, nil) {
        defer { free(real) }
        let base = String(cString: real)
        return (base == "/" ? "" : base) + "/" + name
    }
    var absolute = path
    if !absolute.hasPrefix("/"), let cwd = getcwd(nil, 0) {
        absolute = String(cString: cwd) + "/" + absolute
        free(cwd)
    }
    var parts: [Substring] = []
    for part in absolute.split(separator: "/") {
        if part == "." { continue }
        if part == ".." { _ = parts.popLast(); continue }
        parts.append(part)
    }
    return "/" + parts.joined(separator: "/")
}

/// The lines of a script with their numbers, continuation lines (ending in `\`) joined.
public struct ScriptLines: Sequence {
    let text: String
    public init(_ text: String) { self.text = text }

    public func makeIterator() -> IndexingIterator<[(Int, String)]> {
        var out: [(Int, String)] = []
        var pending = ""
        var start = 0
        // Split on scalars: "\r\n" is one Character, so a Character split would miss it.
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String(String.UnicodeScalarView($0)) }
        if text.unicodeScalars.last == "\n" { lines.removeLast() }
        for (i, raw) in lines.enumerated() {
            var line = raw
            if line.hasSuffix("\r") { line.removeLast() }
            if pending.isEmpty { start = i + 1 }
            if line.hasSuffix("\\") {
                pending += line.dropLast() + " "
                continue
            }
            out.append((start, pending + line))
            pending = ""
        }
        if !pending.isEmpty { out.append((start, pending)) }
        return out.makeIterator()
    }
}


