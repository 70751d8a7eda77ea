// FuzzInterfaceBuilder: any bytes as an Interface Builder document (`IBDocumentReader`, over
// Foundation's XMLParser), each of its first roots laid out and checked against its saved
// frames (`IBRootCheck`), `trellis ib`'s words and JSON (`IBChecker`, with a second width
// and a second text size), and each root's scene written back as a XIB (`IBWriter`), which
// must read again.
import InterfaceBuilder
import Layout
import Shell

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard case .success(let document) = IBDocumentReader.read(bytes) else { return 0 }
    for root in document.roots.prefix(8) {
        let check = IBRootCheck(document, root: root, options: IBLayoutOptions(sizes: .file))
        _ = check.disagreements.count + check.truncated.count
        let rootName = document.views[root.view].name
        if let written = try? IBWriter.xib(of: check.layout.scene, root: rootName) {
            guard case .success(let again) = IBDocumentReader.read(Array(written.text.utf8)) else {
                preconditionFailure("a document the writer wrote is not read:\n\(written.text)")
            }
            precondition(again.roots.count == 1, "the writer wrote one root")
        }
    }
    let options = IBCheckOptions(sizes: .measured, widths: [321], textSizes: [.accessibilityLarge])
    let (words, status) = IBChecker.check([(path: "fuzz.xib", bytes: .success(bytes))], options: options, json: false)
    let (json, jsonStatus) = IBChecker.check([(path: "fuzz.xib", bytes: .success(bytes))], options: options, json: true)
    precondition(status == jsonStatus, "the two renderings disagree on the exit status")
    precondition(status != 2, "a document read is not unreadable")
    _ = words.count + json.count
    return 0
}
