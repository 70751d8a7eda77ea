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
        abstract: "A playground for constraint-based layout and self-sizing cells.",
        discussion: """
        `trellis [FILE…]` is `trellis run [FILE…]`: the shell, or the scripts given \
        (see `trellis run --help` for its options). `trellis replay FILE…` replays session \
        transcripts as tests, as in: trellis replay Sessions
        """,
        version: "0.2.0",
        subcommands: [RunShell.self, Replay.self, Explain.self, InterfaceBuilderCheck.self],
        defaultSubcommand: RunShell.self
    )
}

/// Tab completion from the workspace's own (pure) candidates.
func complete(_ workspace: Workspace, _ line: String, _ cursor: String.Index) -> Completion {
    let offset = line.distance(from: line.startIndex, to: cursor)
    let (start, candidates) = workspace.completions(line: line, cursor: offset)
    let lower = line.index(line.startIndex, offsetBy: start)
    return Completion(range: lower..<cursor, candidates: candidates)
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
