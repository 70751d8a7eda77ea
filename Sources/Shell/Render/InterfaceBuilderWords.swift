import InterfaceBuilder
import Layout

// The InterfaceBuilder module says why a document is not read, what it does not understand,
// what a scene leaves out and what a XIB written cannot hold as values; what a person reads
// is written here.

extension IBReadError {
    /// The error as `trellis ib` and `open` say it: `line 3: a NUL byte: XML text holds none`.
    var words: String { "line \(line): \(reason.words)" }
}

extension IBReadError.Reason {
    /// Why the document is not read, and what would be.
    var words: String {
        switch self {
        case .tooLarge(let bytes, let limit):
            return "the document is \(bytes) bytes, more than the \(limit) MB a document may have"
        case .notAnInterfaceBuilderDocument(let name):
            return "not an Interface Builder document: its first element is <\(name)>, not <document type=\"com.apple.InterfaceBuilder3…\">"
        case .compiledNib:
            return "a compiled nib (a binary property list), not a .xib or .storyboard: open the document Xcode compiles it from"
        case .nulByte: return "a NUL byte: XML text holds none"
        case .notUTF8: return "a byte that is not UTF-8: Interface Builder documents are UTF-8 text"
        case .notXML: return "not XML: an Interface Builder document starts with <?xml or <document"
        case .processingInstruction:
            return "a processing instruction (<?…?>) after the XML declaration: Interface Builder writes none"
        case .declaredEncoding(let encoding):
            return "the document declares the encoding '\(encoding)': Interface Builder writes UTF-8, and only UTF-8 is read"
        case .documentTypeDeclaration:
            return "the document declares a document type (<!DOCTYPE>): Interface Builder never writes one, and entities are not read"
        case .malformedXML(let problem): return "the XML is malformed (\(problem.words))"
        case .tooDeep(let limit): return "elements nest deeper than \(limit) levels: not an Interface Builder document"
        case .secondDocumentElement: return "a second document element"
        case .noElement: return "the file holds no XML element"
        }
    }
}

extension IBReadError.XMLProblem {
    /// What libxml2 found, in the parentheses of `the XML is malformed (…)`.
    var words: String {
        switch self {
        case .unclosedElements: return "it ends before its elements are closed"
        case .invalidCharacter: return "a character that XML does not allow"
        case .undeclaredEntity: return "an entity that is not declared"
        case .malformedAttribute: return "a malformed attribute"
        case .mismatchedTag: return "a closing tag does not match its opening tag"
        case .entityLoop: return "entities that expand without end"
        case .other(let code): return "libxml2 error \(code)"
        }
    }
}
