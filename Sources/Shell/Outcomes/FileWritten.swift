import InterfaceBuilder

/// A file an export wrote (`export svg`, `export xib`, `table export svg`): its name as typed,
/// and for a XIB the root written and what the format could not hold.
struct FileWritten: Equatable {
    struct Document: Equatable {
        var root: String
        var subviews: Int
        /// What a XIB cannot hold, left out.
        var leftOut: [IBWriter.Note]
    }

    var file: String
    var document: Document?
}
