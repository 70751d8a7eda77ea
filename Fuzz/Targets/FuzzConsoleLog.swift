// FuzzConsoleLog: a console log (`ConsoleLog.ConsoleLogReader`) read from any text, the scene it
// describes and its explanation (conflicts, arithmetic, fixes solved), and the shell's text and
// JSON renderings of it, as `trellis explain` and `trellis explain --json` print them.
import ConsoleLog
import Shell

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let log = ConsoleLogReader.read(text)
    for c in log.listed { _ = c.text }
    let (words, status) = LogExplainer.explain(text, json: false)
    let (json, jsonStatus) = LogExplainer.explain(text, json: true)
    precondition(status == jsonStatus, "the two renderings disagree on the exit status")
    // 2 exactly when no log of the text lists a constraint or says what it broke.
    let nothing = ConsoleLogReader.readAll(text).allSatisfy { $0.listed.isEmpty && $0.broken == nil }
    precondition((status == 2) == nothing, "status 2 means nothing was read")
    _ = words.count + json.count
    return 0
}
