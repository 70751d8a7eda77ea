import InterfaceBuilder
import SourceCode

/// A file an export wrote (`export svg`, `export xib`, `export swift`, `table export svg`): its
/// name as typed, and for a XIB or code the root written and what the format could not hold.
struct FileWritten: Equatable {
    struct Document: Equatable {
        var root: String
        var subviews: Int
        /// What a XIB cannot hold, left out.
        var leftOut: [IBWriter.Note]
        /// The class written (code).
        var className: String? = nil
        /// What code holds otherwise than the scene, or leaves out (code).
        var codeNotes: [ExportNote] = []
    }

    var file: String
    var document: Document?
}
