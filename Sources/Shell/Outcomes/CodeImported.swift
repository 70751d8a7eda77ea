import SourceCode

/// `import swift|objc`: what was read and built, or that a paste of code began.
enum CodeImportOutcome {
    case pasting(CodeExportOptions.Language)
    case imported(CodeImported)
}

/// Code read into the scene: the class, what was understood and built, and everything that
/// was not, with its place.
struct CodeImported {
    /// The files as typed, or `the paste`.
    var sources: [String]
    var layout: ImportedLayout
    var built: CodeSceneBuilder.Built
    /// The numbers given for the names the code does not define.
    var values: [String: Double]
    var width: Double
    /// Line numbers in the layout count from this line (a paste's first).
    var firstLine: Int
}
