/// The words `view`, `label`, `image` and `stack` share: the name, `in PARENT`, and the
/// `key=value` settings of what they make.
enum ViewParts {
    enum Keyword: String, KeywordSet { case `in` }

    static let name = Field.name("NAME")
    static let parent = Field.name("PARENT", .views)

    /// `[in PARENT]`
    static var parentPart: Syntax { .opt(Keyword.in.syntax, parent.syntax) }

    /// A `key=value` word, Tab offering the keys of what the verb makes (`axis=` after `stack`).
    static func setting(_ owners: PropertyDeclaration.Owner...) -> Field<Word> {
        let keys = ([.view] + owners).flatMap(PropertyTable.names(of:)).map { $0 + "=" }
        return Field.setting("key=value", .words(keys))
    }

    /// What every line that makes a view gives: its name, its parent, its `key=value` settings.
    struct Given {
        let name: Word
        let parent: Word?
        let settings: [Word]
        let context: LineContext

        init(_ input: CommandInput, settings field: Field<Word>) throws(SourceError) {
            name = try input.required(ViewParts.name)
            parent = input[ViewParts.parent]
            settings = input.all(field)
            context = input.context
        }
    }
}
