import TableSim

/// `table data …`: the rows the table now has, where they came from, what was wrong in the
/// file, and the fields the templates read that the rows lack.
struct RowsLoaded: Equatable {
    enum Source: Equatable {
        case file(String)
        case generator(GeneratedRows.Kind)
    }

    /// A field read by a template, a manual formula or an estimate, that no row has.
    struct MissingField: Equatable {
        var field: String
        /// Who reads it: `cell Text (body.text=$text)`, `the manual formula`.
        var reader: String
    }

    var count: Int
    var source: Source
    var fields: [String]
    /// Lines of the file that were malformed (skipped), in order.
    var issues: [DataIssue]
    var missing: [MissingField]
}
