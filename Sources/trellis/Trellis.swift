import ArgumentParser
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
        Interactive when standard input is a terminal; otherwise it reads the lines quietly
        (`trellis < script`) and exits with status 1 if any line failed.
        Type `help` in the shell for the language.
        """,
        version: "0.1.0"
    )

    @Flag(name: .long, help: "Run past errors in a script (the exit status is still 1).")
    var keepGoing = false

    mutating func run() throws {
        let interactive = isatty(0) == 1 && isatty(1) == 1
        let shell = VariableShell()
        if interactive {
            writeToFileDescriptor(1, "Trellis \(Self.configuration.version). Type 'help' for help, 'quit' to leave.\n")
        }
        var lineNumber = 0
        var failed = false
        while true {
            if interactive { writeToFileDescriptor(1, "trellis> ") }
            guard let line = readLine(strippingNewline: true) else { break }
            lineNumber += 1
            let reply = shell.run(line, line: lineNumber)
            if reply.isQuit { break }
            if let _ = reply.error {
                failed = true
                printError(reply.output)
                if !interactive && !keepGoing { break }
            } else if !reply.output.isEmpty {
                writeToFileDescriptor(1, reply.output + "\n")
            }
        }
        if failed && !interactive { throw ExitCode(1) }
    }

    private func printError(_ text: String) {
        writeToFileDescriptor(2, text + "\n")
    }
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
