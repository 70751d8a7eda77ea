#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A transcript to replay: the public way to run a `.session` file, compare what it prints
/// with what it expects, and bring the expectations up to date.
///
/// In a test, one line replays a session and fails with a readable diff (here a transcript in
/// a `Sessions` folder beside the test file):
///
/// ```swift
/// func testQuoteCell() throws {                       // XCTest
///     try Session.replay("Sessions/quote-cell.session", relativeTo: #filePath)
/// }
///
/// @Test func quoteCell() throws {                     // Swift Testing
///     try Session.replay("Sessions/quote-cell.session", relativeTo: #filePath)
/// }
/// ```
///
/// or, to look at the result first:
///
/// ```swift
/// let comparison = try Session.load(path).compare()
/// XCTAssertTrue(comparison.passed, comparison.description)
/// ```
///
/// Each replay runs in a fresh workspace with plain output (no colour). Each input runs at its
/// line in the script that the transcript's inputs make on their own (``Transcript/scriptLineNumbers``),
/// so an error's `error at LINE:COLUMN` does not move when comments or output are edited.
/// `source` and `save` take relative paths from the transcript's folder. `quit` does not stop
/// a replay.
public struct Session: Sendable {
    /// Whether a replay may read and write files outside the transcript's folder
    /// (`trellis replay --allow-outside`).
    public var allowsOutside = false
    /// How long a replay may run (nil: as long as it takes). Past it, the command being run is
    /// stopped where a long command can stop (between frames, sourced lines, rows), the rest
    /// is not run, and the comparison fails saying so (`trellis replay --time-limit`).
    public var timeLimit: Duration?
    /// The inputs, their expected output and the comments.
    public var transcript: Transcript
    /// Where the transcript was read from (used in messages, and by `update`).
    public var path: String?

    /// A session of a transcript made in code; `path` names it in messages and is the file
    /// that `update` writes.
    public init(_ transcript: Transcript, path: String? = nil) {
        self.transcript = transcript
        self.path = path
    }

    /// A session from a transcript's text; `path` names it in messages.
    public init(parsing text: String, path: String? = nil) throws(TranscriptError) {
        self.init(try Transcript(parsing: text, path: path), path: path)
    }

    /// Reads a `.session` file.
    public static func load(_ path: String) throws(TranscriptError) -> Session {
        let text: String
        switch InputFile.text(path) {
        case .success(let t): text = t
        case .failure(let f): throw TranscriptError("cannot read the file (\(f.reason))", path: path)
        }
        return try Session(parsing: text, path: path)
    }

    /// Runs every input, in order, in `workspace` (by default a fresh one with plain output,
    /// whose folder is the transcript's), and returns what each printed, without colour.
    public func run(in workspace: Workspace? = nil) -> [String] {
        runWithinLimit(in: workspace).outputs
    }

    /// Runs the inputs until the time limit passes: what each printed, and where it stopped.
    func runWithinLimit(in workspace: Workspace?) -> (outputs: [String], stop: ReplayStop?) {
        let workspace = workspace ?? freshWorkspace()
        let lineNumbers = transcript.scriptLineNumbers
        let clock = ContinuousClock()
        let deadline = timeLimit.map { clock.now + $0 }
        let asked = workspace.isInterrupted
        if let deadline { workspace.isInterrupted = { asked() || clock.now >= deadline } }
        // A workspace the caller gave keeps its own question afterwards.
        defer { workspace.isInterrupted = asked }
        var outputs: [String] = []
        for (index, command) in transcript.commands.enumerated() {
            let reply = workspace.run(lines: command.input, lineNumber: lineNumbers[index])
            outputs.append(stripTerminalStyles(reply.output))
            if let deadline, let timeLimit, clock.now >= deadline {
                return (outputs, ReplayStop(command: index, limit: timeLimit))
            }
        }
        return (outputs, nil)
    }

    /// Runs the session and sets what it printed against what it expects.
    public func compare(in workspace: Workspace? = nil) -> SessionComparison {
        let run = runWithinLimit(in: workspace)
        return SessionComparison(transcript: transcript, actualOutputs: run.outputs, path: path, stop: run.stop)
    }

    /// Runs the session and, where the output differs, rewrites the transcript's file with the
    /// output of this run (atomically; comments, inputs and matching pattern lines are kept).
    /// Returns the comparison with the file as it was: `passed` is false when it was changed.
    @discardableResult
    public func update(in workspace: Workspace? = nil) throws(TranscriptError) -> SessionComparison {
        let comparison = compare(in: workspace)
        guard !comparison.passed else { return comparison }
        guard let path else { throw TranscriptError("this session has no file to update") }
        if let stop = comparison.stop {
            throw TranscriptError("not updated: the replay passed its time limit of \(stop.limit.components.seconds) s "
                                  + "at line \(transcript.commandLineNumbers[stop.command]) (trellis replay --time-limit SECONDS)", path: path)
        }
        do {
            try AtomicFile.writeWhole(comparison.updated.text, to: path)
        } catch {
            throw TranscriptError("cannot write the file: \(error.reason)", path: path)
        }
        return comparison
    }

    /// Loads and replays a transcript; throws a `TranscriptError` when it cannot be read and a
    /// `SessionMismatch` (whose description is the diff) when an output differs. A relative
    /// `path` is taken from the folder of `relativeTo` when given (pass `#filePath`).
    public static func replay(_ path: String, relativeTo file: String? = nil) throws {
        var full = path
        if let file, !path.hasPrefix("/"), let slash = file.lastIndex(of: "/") {
            full = normalizedPath(String(file[..<slash]) + "/" + path)
        }
        let comparison = try load(full).compare()
        if !comparison.passed { throw SessionMismatch(comparison: comparison) }
    }

    /// A fresh workspace whose folder is the transcript's. Unless ``allowsOutside``, it may
    /// read and write only in that folder: a transcript may come from someone else.
    private func freshWorkspace() -> Workspace {
        let workspace = Workspace(style: .plain)
        if let path {
            if let slash = path.lastIndex(of: "/") {
                workspace.currentDirectory = slash == path.startIndex ? "/" : String(path[..<slash])
            }
            if !allowsOutside { workspace.confinement = workspace.currentDirectory ?? "." }
            // A replay compares; only --update may change the transcript.
            workspace.protectedFiles = [canonicalPath(path)]
        }
        return workspace
    }
}

/// Where a replay stopped because its time limit passed: the last command it ran (its output
/// may be cut short), and the limit.
public struct ReplayStop: Equatable, Sendable {
    /// The index of the command among the transcript's commands.
    public var command: Int
    public var limit: Duration
}

/// A replay whose output differed from the transcript's; its description is the report
/// (`FILE:LINE:` for each difference, then a unified diff).
public struct SessionMismatch: Error, Sendable, CustomStringConvertible {
    public let comparison: SessionComparison
    public var description: String { comparison.description }
}

/// `a/b/../c` as `a/c`, and without `.` parts.
func normalizedPath(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: false) {
        if part == "." { continue }
        if part == "..", let last = parts.last, last != "..", !last.isEmpty {
            parts.removeLast()
        } else {
            parts.append(part)
        }
    }
    return parts.joined(separator: "/")
}

/// The text without ANSI colour and style sequences (`ESC [ … m`).
func stripTerminalStyles(_ text: String) -> String {
    // (Byte by byte: `contains` with a string is Foundation's search, some 1 k instructions
    // for each line a transcript records.)
    guard text.utf8.contains(0x1B) else { return text }
    var out = ""
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
        guard scalar == "\u{1B}" else { out.unicodeScalars.append(scalar); continue }
        guard let next = scalars.next() else { break }
        guard next == "[" else { out.unicodeScalars.append(scalar); out.unicodeScalars.append(next); continue }
        while let c = scalars.next(), !(c.value >= 0x40 && c.value <= 0x7E) {}
    }
    return out
}
