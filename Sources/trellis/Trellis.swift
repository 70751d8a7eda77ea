import ArgumentParser
import LineEditing
import Shell

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@main
struct Trellis: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "A playground for constraint-based layout.",
        discussion: """
        Reads constraints over named variables, one a line, and prints the solved values.
        Interactive (line editing, history, Tab completion) when standard input and output are
        terminals; otherwise it reads lines quietly (`trellis < script`) and exits with status 1
        if a line failed. A line ending in a backslash continues on the next.
        Type `help` in the shell for the language.
        """,
        version: "0.1.0"
    )

    @Flag(name: .long, help: "Run past errors in a script (the exit status is still 1).")
    var keepGoing = false

    @Option(name: .long, help: "The history file (default: ~/.trellis_history).")
    var history: String?

    mutating func run() throws {
        let shell = VariableShell()
        let historyFile = history ?? getenv("HOME").map { String(cString: $0) + "/.trellis_history" }
        let reader = makeStandardLineReader(
            configuration: .init(programName: "trellis", historyFile: historyFile),
            completer: ClosureLineCompleter { line, cursor in complete(shell, line, cursor) })
        let interactive = reader is EditLineReader
        if interactive {
            writeToFileDescriptor(1, "Trellis \(Self.configuration.version). Type 'help' for help, 'quit' or Ctrl-D to leave.\n")
        }
        var lineNumber = 0
        var failed = false
        var pending = ""
        loop: while true {
            let prompt = pending.isEmpty ? "trellis> " : "     ...> "
            switch reader.readLine(prompt: prompt) {
            case .endOfInput:
                break loop
            case .interrupted:
                pending = ""
                continue
            case .line(let text):
                lineNumber += 1
                if interactive { reader.addHistory(text) }
                if text.hasSuffix("\\") {
                    pending += text.dropLast() + " "
                    continue
                }
                let line = pending + text
                pending = ""
                let reply = shell.run(line, line: lineNumber)
                if reply.isQuit { break loop }
                if reply.error != nil {
                    failed = true
                    writeToFileDescriptor(interactive ? 1 : 2, reply.output + "\n")
                    if !interactive && !keepGoing { break loop }
                } else if !reply.output.isEmpty {
                    writeToFileDescriptor(1, reply.output + "\n")
                }
            }
        }
        reader.saveHistory()
        if failed && !interactive { throw ExitCode(1) }
    }
}

/// Tab completion for the variable shell: commands at the start of a line, variables
/// elsewhere, priority names after `@`.
private func complete(_ shell: VariableShell, _ line: String, _ cursor: String.Index) -> Completion {
    let range = CompletionWord.range(in: line, cursor: cursor)
    let before = line[line.startIndex..<range.lowerBound]
    let afterAt = before.last == "@"
    let atLineStart = before.allSatisfy { $0 == " " || $0 == "\t" }
    let candidates = shell.completions(for: String(line[range]), atLineStart: atLineStart, afterAt: afterAt)
    return Completion(range: range, candidates: candidates, suffixWhenUnique: " ")
}

/// Writes all of `text` to a file descriptor, retrying short writes.
func writeToFileDescriptor(_ fd: Int32, _ text: String) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        if written <= 0 { return }
        offset += written
    }
}
