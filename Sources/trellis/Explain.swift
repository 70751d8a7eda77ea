import ArgumentParser
import Shell

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `trellis explain FILE [--json]`: a pasted "Unable to simultaneously satisfy constraints"
/// log, explained.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: CommandLineHelp.abstract(of: "explain"),
        discussion: """
        Reads the log (whatever surrounds it in a console is passed over), builds its views and \
        constraints as a scene, and says which constraints cannot hold together and why, which \
        one UIKit broke and what the screen then shows, and which changes resolve it, each tried \
        by solving. Exit status: 0 when the log was read and explained, 1 when a line could not \
        be read (the rest is explained), 2 when nothing was read. In the shell: import log FILE.
        """
    )

    @Argument(help: "The log: a file, or - for standard input.")
    var file: String

    @Flag(name: .long, help: "One JSON object instead of words (keys: views, constraints, unparsed, conflict, uikitBroke, trellisBreaks, arithmetic, fixes, …).")
    var json = false

    /// The most read from standard input (a log is a few kilobytes).
    static let standardInputLimit = 16 << 20

    mutating func run() throws {
        let text: String
        if file == "-" {
            guard let read = Self.readStandardInput() else {
                writeToFileDescriptor(2, "trellis: standard input is longer than \(Self.standardInputLimit >> 20) MB: not a console log\n")
                throw ExitCode(2)
            }
            text = read
        } else {
            switch InputFile.bytes(file) {
            case .success(let bytes): text = String(decoding: bytes, as: UTF8.self)
            case .failure(let failure):
                writeToFileDescriptor(2, "trellis: cannot read '\(file.terminalSafe(keepingStyles: false))': \(failure.reason)\n")
                throw ExitCode(2)
            }
        }
        let (output, status) = LogExplainer.explain(text, json: json)
        writeToFileDescriptor(1, output.terminalSafe(keepingStyles: false) + "\n")
        if status != 0 { throw ExitCode(status) }
    }

    private static func readStandardInput() -> String? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { break }
            bytes += buffer[0..<n]
            if bytes.count > standardInputLimit { return nil }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
