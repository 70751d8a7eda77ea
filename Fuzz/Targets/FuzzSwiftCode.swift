// FuzzSwiftCode: any text read as Swift constraint code (`SourceCode.SwiftImport`, swift-syntax's
// parser and the reader that runs the class), built into a scene, and the shell's answer to it;
// then the scene written back as Swift in each style, which must read back with every statement
// understood (the exporter writes only what the reader reads).
import Layout
import Shell
import SourceCode

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    // The shell's answer to it, as a paste (the lines, then end).
    let workspace = Workspace()
    _ = workspace.run("paste swift")
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(4_000) { _ = workspace.run(String(line)) }
    _ = workspace.run("end")
    _ = workspace.run("check")
    let mismatches = CodeRoundTrip.check(text, language: .swift)
    precondition(mismatches.isEmpty, "written code not read back in full: \(mismatches.first.map { "\($0.language) \($0.style): \($0.skipped)\n\($0.text)" } ?? "")")
    return 0
}
