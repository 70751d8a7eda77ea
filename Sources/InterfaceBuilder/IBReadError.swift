/// Why a document could not be read at all, and where: a value, which the shell says in words.
public struct IBReadError: Error, Equatable, Sendable {
    /// Why the bytes are not read as an Interface Builder document.
    public enum Reason: Equatable, Sendable {
        /// The document is more than ``IBDocumentReader/sizeLimit``.
        case tooLarge(bytes: Int, limitMegabytes: Int)
        /// The XML reads, but its document element is not an IB `<document>` (as written).
        case notAnInterfaceBuilderDocument(firstElement: String)
        /// A compiled nib (a binary property list), not the document it is compiled from.
        case compiledNib
        /// A NUL byte, which XML text never holds.
        case nulByte
        /// A byte that is not UTF-8.
        case notUTF8
        /// Text that does not start as XML does (`<`).
        case notXML
        /// A processing instruction after the XML declaration.
        case processingInstruction
        /// An encoding other than UTF-8 declared (as written).
        case declaredEncoding(String)
        /// A document type declaration (`<!DOCTYPE>`).
        case documentTypeDeclaration
        /// The XML parser refused the text.
        case malformedXML(XMLProblem)
        /// Elements nested deeper than `limit` levels.
        case tooDeep(limit: Int)
        /// A second document element after the first.
        case secondDocumentElement
        /// No element at all.
        case noElement
    }

    /// What libxml2 found wrong with the XML, for the error codes an IB file is likely to meet.
    public enum XMLProblem: Equatable, Sendable {
        /// The text ends before its elements are closed (codes 4 and 5).
        case unclosedElements
        /// A character XML does not allow (9).
        case invalidCharacter
        /// An entity that is not declared (26).
        case undeclaredEntity
        /// A malformed attribute (38 to 42).
        case malformedAttribute
        /// A closing tag that does not match its opening tag (73, 76).
        case mismatchedTag
        /// Entities that expand without end (89).
        case entityLoop
        /// Another of libxml2's error codes (-1: the parser gave none).
        case other(code: Int)

        /// libxml2's error code as a problem.
        init(code: Int) {
            switch code {
            case 4, 5: self = .unclosedElements
            case 9: self = .invalidCharacter
            case 26: self = .undeclaredEntity
            case 38, 39, 40, 41, 42: self = .malformedAttribute
            case 73, 76: self = .mismatchedTag
            case 89: self = .entityLoop
            default: self = .other(code: code)
            }
        }
    }

    public var line: Int
    public var reason: Reason

    public init(line: Int, reason: Reason) {
        self.line = line
        self.reason = reason
    }
}
