/// `table cell remove ID`: the template dropped (the next table command reloads).
struct TemplateRemoved: Equatable {
    var reuseIdentifier: String
}
