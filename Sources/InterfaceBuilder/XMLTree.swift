#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation

/// An XML document as a tree of elements, read with Foundation's `XMLParser` (libxml2):
/// element names, attributes, the text inside, and the line each element starts on.
///
/// What an Interface Builder document never holds is refused before the parser sees it: a
/// document type declaration (so no entity is ever declared, expanded or fetched) and more
/// than ``maximumDepth`` levels of elements.
struct XMLTree {
    struct Element {
        var name: String
        var attributes: [String: String]
        /// 1-based line of the element's start tag.
        var line: Int
        var children: [Int] = []
        /// The character data directly inside the element (an IB `<string>`'s text).
        var text = ""
        var parent: Int?
    }

    /// Element 0 is the document element.
    private(set) var elements: [Element] = []

    /// Deeper than any IB document (the deepest in the corpus is 30 levels): a bound, so that
    /// nothing that walks the tree can run out of stack.
    static let maximumDepth = 200

    subscript(index: Int) -> Element { elements[index] }

    /// Children of `index` named `name`.
    func children(of index: Int, named name: String) -> [Int] {
        elements[index].children.filter { elements[$0].name == name }
    }

    /// The first child of `index` named `name` whose `key` attribute is `key` (any key when nil).
    func child(of index: Int, named name: String, key: String? = nil) -> Int? {
        elements[index].children.first { elements[$0].name == name && (key == nil || elements[$0].attributes["key"] == key) }
    }

    /// Parses `bytes`; an error says why and on which line.
    static func parse(_ bytes: [UInt8]) -> Result<XMLTree, IBReadError> {
        if let refusal = refuseBeforeParsing(bytes) { return .failure(refusal) }
        if let line = doctypeLine(bytes) {
            return .failure(IBReadError(line: line, reason: .documentTypeDeclaration))
        }
        let builder = TreeBuilder()
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        parser.delegate = builder
        let finished = parser.parse()
        if let failure = builder.failure { return .failure(failure) }
        if !finished || parser.parserError != nil {
            let code = (parser.parserError as NSError?)?.code ?? -1
            return .failure(IBReadError(line: max(1, parser.lineNumber), reason: .malformedXML(IBReadError.XMLProblem(code: code))))
        }
        guard !builder.tree.elements.isEmpty else {
            return .failure(IBReadError(line: 1, reason: .noElement))
        }
        return .success(builder.tree)
    }

    /// What is refused before the parser sees it: a compiled nib, bytes that are not UTF-8
    /// (Interface Builder writes UTF-8, and Foundation's XMLParser traps on a name that is
    /// not: Fuzz/Corpus/FuzzInterfaceBuilder/crash-invalid-utf8-name.xib), an encoding other
    /// than UTF-8 declared, and text that does not start as XML does.
    static func refuseBeforeParsing(_ bytes: [UInt8]) -> IBReadError? {
        if bytes.starts(with: Array("bplist00".utf8)) {
            return IBReadError(line: 1, reason: .compiledNib)
        }
        var line = 1
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var first: Unicode.Scalar?
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" { line += 1 }
                if scalar == "\0" { return IBReadError(line: line, reason: .nulByte) }
                if first == nil, !(scalar == "\u{FEFF}" || scalar.properties.isWhitespace) { first = scalar }
            case .emptyInput: break loop
            case .error: return IBReadError(line: line, reason: .notUTF8)
            }
        }
        guard first == "<" else {
            return IBReadError(line: 1, reason: .notXML)
        }
        if let line = processingInstructionLine(bytes) {
            return IBReadError(line: line, reason: .processingInstruction)
        }
        let head = String(decoding: bytes.prefix(200), as: UTF8.self).drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        if head.hasPrefix("<?xml"), let end = head.range(of: "?>"), let encoding = head[..<end.lowerBound].range(of: "encoding=") {
            let value = head[encoding.upperBound...].dropFirst().prefix { $0 != "\"" && $0 != "'" }
            if value.uppercased() != "UTF-8" && value.uppercased() != "UTF8" {
                return IBReadError(line: 1, reason: .declaredEncoding(String(value)))
            }
        }
        return nil
    }

    /// The line of a processing instruction other than the XML declaration at the very start,
    /// if there is one outside comments: Foundation's XMLParser reads a NULL pointer for one
    /// with no data (`<?x?>`: Fuzz/Corpus/FuzzInterfaceBuilder/crash-processing-instruction.xib).
    static func processingInstructionLine(_ bytes: [UInt8]) -> Int? {
        let lt = UInt8(ascii: "<"), question = UInt8(ascii: "?"), bang = UInt8(ascii: "!"), dash = UInt8(ascii: "-")
        var line = 1
        var i = 0
        var sawDeclaration = false
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\n") { line += 1 }
            if b == lt, i + 3 < bytes.count, bytes[i + 1] == bang, bytes[i + 2] == dash, bytes[i + 3] == dash {
                // A comment: skip to its end.
                var j = i + 4
                while j + 2 < bytes.count, !(bytes[j] == dash && bytes[j + 1] == dash && bytes[j + 2] == UInt8(ascii: ">")) {
                    if bytes[j] == UInt8(ascii: "\n") { line += 1 }
                    j += 1
                }
                i = j + 3
                continue
            }
            if b == lt, i + 1 < bytes.count, bytes[i + 1] == question {
                let isDeclaration = !sawDeclaration && bytes[..<i].allSatisfy { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
                    && bytes[(i + 2)...].starts(with: Array("xml".utf8)) && i + 5 < bytes.count
                    && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i + 5])
                if !isDeclaration { return line }
                sawDeclaration = true
            }
            i += 1
        }
        return nil
    }

    /// The line of a `<!DOCTYPE` before the document element, if there is one.
    private static func doctypeLine(_ bytes: [UInt8]) -> Int? {
        let marker = Array("<!DOCTYPE".utf8)
        var line = 1
        var i = 0
        while i + marker.count <= bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\n") { line += 1 }
            if b == UInt8(ascii: "<") {
                if bytes[i..<(i + marker.count)].elementsEqual(marker) { return line }
                // The document element starts: a DOCTYPE can no longer come.
                let next = bytes[i + 1]
                if next != UInt8(ascii: "?") && next != UInt8(ascii: "!") { return nil }
            }
            i += 1
        }
        return nil
    }

    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var tree = XMLTree()
        var stack: [Int] = []
        var failure: IBReadError?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            guard failure == nil else { return }
            guard stack.count < XMLTree.maximumDepth else {
                failure = IBReadError(line: parser.lineNumber, reason: .tooDeep(limit: XMLTree.maximumDepth))
                parser.abortParsing()
                return
            }
            if stack.isEmpty && !tree.elements.isEmpty {
                failure = IBReadError(line: parser.lineNumber, reason: .secondDocumentElement)
                parser.abortParsing()
                return
            }
            let index = tree.elements.count
            tree.elements.append(Element(name: name, attributes: attributes, line: max(1, parser.lineNumber), parent: stack.last))
            if let parent = stack.last { tree.elements[parent].children.append(index) }
            stack.append(index)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            _ = stack.popLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard let top = stack.last else { return }
            tree.elements[top].text += string
        }

        func parser(_ parser: XMLParser, foundCDATA data: Data) {
            guard let top = stack.last else { return }
            tree.elements[top].text += String(decoding: data, as: UTF8.self)
        }
    }
}
