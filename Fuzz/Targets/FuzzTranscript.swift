// FuzzTranscript: the `.session` transcript reader, `Shell.Transcript(parsing:path:)`, on any
// text; when it parses, the expected-output patterns (` (re)`, ` (glob)`, `(~)`) through the
// public `SessionComparison(transcript:actualOutputs:)`, which matches every expected line
// against an actual one and builds the unified diff. `OutputPattern`/`LinearRegex` are
// internal; this is their public road.
//
// Input: TRANSCRIPT [ NUL ACTUAL-LINES ]. The actual lines after a NUL byte are handed out in
// order to the commands (as many as each command expects); without a NUL, each command's
// actual output is its expected output with the pattern suffixes stripped.
import Shell

func stripped(_ line: String) -> String {
    for suffix in [" (re)", " (glob)"] where line.hasSuffix(suffix) {
        return String(line.dropLast(suffix.count))
    }
    return line
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let split = bytes.firstIndex(of: 0)
    let text = String(decoding: bytes[..<(split ?? size)], as: UTF8.self)
    guard let transcript = try? Transcript(parsing: text, path: "fuzz.session") else { return 0 }
    _ = transcript.scriptLineNumbers
    _ = transcript.commandLineNumbers
    let commands = transcript.commands
    var outputs: [String] = []
    if let split {
        var actual = String(decoding: bytes[(split + 1)...], as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false)[...]
        for command in commands {
            let n = min(command.output.count, actual.count)
            outputs.append(actual.prefix(n).joined(separator: "\n"))
            actual = actual.dropFirst(n)
        }
    } else {
        for command in commands {
            _ = command.line
            outputs.append(command.output.map(stripped).joined(separator: "\n"))
        }
    }
    let comparison = SessionComparison(transcript: transcript, actualOutputs: outputs, path: "fuzz.session")
    _ = comparison.passed
    _ = comparison.description
    _ = Session(comparison.updated).transcript.commands.count
    return 0
}
