/// `table cells`: the registered cell templates, as the table holds them.
struct CellTemplates: Equatable {
    struct Template: Equatable {
        var reuseIdentifier: String
        var root: String
        /// The rows it is for (`$kind == "photo"`), or nil for every row.
        var rule: String?
        var bindings: [String]
    }
    var templates: [Template]
}
