import ArgumentParser
import Dispatch
import LineEditing
import Live
import Shell

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `trellis [run] [FILE…] [-i]`: the interactive shell, or scripts.
struct RunShell: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "The shell (the default): interactive, or running scripts.",
        discussion: """
        With no file, an interactive shell (line editing, history, Tab completion) when standard \
        input and output are terminals; otherwise it reads lines quietly (`trellis < script`). \
        With files, runs them and exits. A line ending in a backslash continues on the next. \
        The exit status is 1 when a line failed. Type `help` in the shell for the language.
        """
    )

    @Argument(help: "Scripts to run, in order.")
    var files: [String] = []

    @Flag(name: .customShort("i"), help: "Stay interactive after running the scripts.")
    var interactive = false

    @Flag(name: .long, help: "Run past errors in a script (the exit status is still 1).")
    var keepGoing = false

    @Flag(name: .long, help: "No colour, even on a terminal (NO_COLOR does the same).")
    var noColor = false

    @Flag(name: .long, help: "Answer every line with one line of JSON (as `json on` does): for editors and tests.")
    var json = false

    @Option(name: .long, help: "The history file (default: ~/.trellis_history).")
    var history: String?

    @Flag(name: .long, help: "Start the live page (as `live on` does) and print its address; with scripts, stay in the shell after them.")
    var live = false

    mutating func run() throws {
        let terminal = isatty(1) == 1
        let color = terminal && !noColor && getenv("NO_COLOR") == nil
        let workspace = Workspace(style: OutputStyle(color: color))
        // Not torn down when the command ends, which is when the process ends: its memory goes
        // back to the system whole. Freeing a scene an object at a time took 5 % of a script of
        // 10,000 labels (and the Workspace holds no file or other resource to close).
        defer { _ = Unmanaged.passRetained(workspace) }
        workspace.terminalWidth = terminalColumns()
        workspace.answersInJSON = json
        let server = LiveServer(workspace: workspace)
        workspace.live = server
        // The page's lines are answered in the terminal too: above the line being typed, which
        // is drawn again, or, before the shell reads its first line (scripts), as they come.
        let terminalReader = ReaderBox()
        // Written from a queue of their own: a terminal that does not read (paused, a full pipe)
        // blocks that queue, not the server.
        let echoes = DispatchQueue(label: "trellis.live.echo")
        server.echo = { line, reply in
            var text = "trellis> " + line.terminalSafe(keepingStyles: false) + "    (from the live page)\n"
            if !reply.output.isEmpty { text += reply.output.terminalSafe(keepingStyles: color) + "\n" }
            let whole = text
            echoes.async {
                let text = whole
                if let reader = terminalReader.reader { reader.interject(text) } else { writeToFileDescriptor(1, text) }
            }
        }
        defer { server.stop() }
        var failed = false
        if live {
            let reply = workspace.lock.withLock { workspace.run("live on") }
            emit(reply, interactive: false, workspace: workspace)
            if reply.error != nil { throw ExitCode(1) }
        }

        for file in files {
            // Streamed a line at a time, never read whole: a script may be of any length.
            let fd: Int32
            switch InputFile.openRegular(file) {
            case .success(let opened): fd = opened.fd
            case .failure(let f):
                writeToFileDescriptor(2, "trellis: cannot read '\(file.escapingControlCharacters)': \(f.reason)\n")
                throw ExitCode(1)
            }
            defer { close(fd) }
            let scriptFailed = runLines(from: PlainLineReader(fileDescriptor: fd), in: workspace, source: file,
                                        interactive: false, color: color)
            failed = failed || scriptFailed
            if failed && !keepGoing { break }
        }
        if !files.isEmpty && !interactive && !live {
            if failed { throw ExitCode(1) }
            return
        }

        let historyFile = history ?? getenv("HOME").map { String(cString: $0) + "/.trellis_history" }
        let reader = makeStandardLineReader(
            configuration: .init(programName: "trellis", historyFile: historyFile),
            completer: ClosureLineCompleter { line, cursor in workspace.lock.withLock { complete(workspace, line, cursor) } })
        let isInteractive = reader is EditLineReader
        terminalReader.reader = reader
        if let editor = reader as? EditLineReader {
            // Ctrl-C during a long command (a scroll over many frames, a sourced script) stops it.
            workspace.lock.withLock { workspace.isInterrupted = { editor.takeInterrupt() } }
        }
        if isInteractive {
            writeToFileDescriptor(1, "Trellis \(Trellis.configuration.version). Type 'help' for the commands, Ctrl-D to leave.\n")
        }
        failed = runLines(from: reader, in: workspace, source: nil, interactive: isInteractive, color: color) || failed
        reader.saveHistory()
        if failed && !isInteractive { throw ExitCode(1) }
    }

    /// Runs what a reader gives, a line at a time, until its end, `quit`, or a failure that
    /// stops it (not in an interactive shell, nor with --keep-going); whether a line failed.
    /// Continuation lines are joined, and each input is run as the lines it was typed on, so
    /// that a recording keeps them apart; an input still continuing at the end is run as it is.
    private func runLines(from reader: LineReader, in workspace: Workspace, source: String?, interactive: Bool,
                          color: Bool) -> Bool {
        var failed = false
        var number = 0
        var pending: [String] = []
        var pendingStart = 1
        /// Runs the pending input; true when reading stops.
        func runPending() -> Bool {
            // One history entry for a whole input: the up arrow and Ctrl-R bring back what runs.
            if interactive { reader.addHistory(joinContinuationLines(pending)) }
            let reply = workspace.lock.withLock { workspace.run(lines: pending, lineNumber: pendingStart, source: source) }
            pending = []
            emit(reply, interactive: interactive, workspace: workspace)
            if reply.isQuit { return true }
            guard reply.error != nil else { return false }
            failed = true
            return !interactive && !keepGoing
        }
        reading: while true {
            let prompt = pending.isEmpty ? (color ? "\u{1B}[1mtrellis>\u{1B}[0m " : "trellis> ") : "     ...> "
            switch reader.readLine(prompt: prompt) {
            case .endOfInput:
                if !pending.isEmpty { _ = runPending() }
                break reading
            case .interrupted:
                pending = []
            case .line(let text):
                number += 1
                if let plain = reader as? PlainLineReader, let refused = cutLineReply(plain, text, number: number, source: source, workspace: workspace) {
                    pending = []
                    emit(refused, interactive: false, workspace: workspace)
                    failed = true
                    if keepGoing { continue } else { break reading }
                }
                if pending.isEmpty { pendingStart = number }
                pending.append(text)
                if text.hasSuffix("\\") { continue }
                if runPending() { break reading }
            }
        }
        return failed
    }

    /// A line the reader cut (it keeps 1 MB of a line): refused as the shell refuses a line
    /// over its limit, without running it, saying the rest was dropped.
    private func cutLineReply(_ reader: PlainLineReader, _ text: String, number: Int, source: String?,
                              workspace: Workspace) -> Workspace.Reply? {
        guard reader.lastLineWasCut else { return nil }
        do {
            try Workspace.checkLength(of: text, lineNumber: number, wasCut: true)
            return nil
        } catch {
            return workspace.lock.withLock { workspace.refusal(error, line: text, lineNumber: number, source: source) }
        }
    }

    private func emit(_ reply: Workspace.Reply, interactive: Bool, workspace: Workspace) {
        guard !reply.output.isEmpty else { return }
        let color = isatty(1) == 1 && !noColor && getenv("NO_COLOR") == nil
        // A session in JSON lines writes every line, errors too, to standard output: one stream to read.
        let toErrors = reply.error != nil && !interactive && !workspace.lock.withLock { workspace.answersInJSON }
        writeToFileDescriptor(toErrors ? 2 : 1, reply.output.terminalSafe(keepingStyles: color) + "\n")
    }
}

/// The reader the shell waits at, for the live page's lines written while it waits (set once
/// the shell reads from the terminal; the server's thread reads it).
final class ReaderBox: @unchecked Sendable {
    private let lock = ThreadLock()
    private var current: LineReader?
    var reader: LineReader? {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }
}

/// The terminal's width in columns (for `draw`): the window size when standard output is a
/// terminal, else COLUMNS, else 80.
func terminalColumns() -> Int {
    var size = winsize()
    if isatty(1) == 1, ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col >= 20 { return Int(size.ws_col) }
    if let text = getenv("COLUMNS"), let n = Int(String(cString: text)), n >= 20 { return n }
    return 80
}
