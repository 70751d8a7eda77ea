import Layout
import SourceCode

/// `import swift|objc FILE… [class=NAME] [width=W] [NAME=VALUE …]`: a view, cell or view
/// controller written in code (its files: a superclass's, a header of constants), run without
/// UIKit, as the scene. `FILE` `-` reads the lines that follow, up to `end`.
struct ImportCode: ShellCommand {
    enum Language: String, KeywordSet { case swift, objc }
    static let file = Field.path("FILE")
    static let className = Field.name("NAME", key: "class")
    static let width = Field.number("W", key: "width", 1...100_000, "the root's width, in points")
    static let value = Field.setting("NAME=VALUE")

    static let spec = CommandSpec(
        path: "import", group: .session,
        syntax: .seq(.choice(Language.allCases.map(\.syntax)), file.syntax,
                     .many(.any(className.syntax, width.syntax, value.syntax, file.syntax))),
        summary: "a view, cell or view controller written in Swift or Objective-C, run without UIKit, as the scene",
        details: ["Swift is parsed by swift-syntax; Objective-C by a reader of the message sends layout code uses.",
                  "The class's stored properties, its initializer and the methods it calls, updateConstraints and",
                  "layoutSubviews are run: views, properties, anchors, NSLayoutConstraint(item:…), Visual Format,",
                  "SnapKit and Masonry. Every statement not understood is listed with its line and why; a name",
                  "the code does not define (JSMessageCellPadding) is a number to give: NAME=VALUE. The root",
                  "is width=W wide (320 unless given). Several files are read as one: a class with its",
                  "superclass, a .m with the header of its constants. FILE - reads the lines that follow, up to: end."],
        example: "import swift -", table: .layout)

    let language: Language
    let files: [Word]
    let className: Word?
    let width: Double?
    let values: [Word]
    let context: LineContext

    init(_ input: CommandInput) throws(SourceError) {
        language = input.keyword(Language.self) ?? .swift
        files = input.all(Self.file)
        guard !files.isEmpty else { throw input.usageError }
        className = input[Self.className]
        width = input[Self.width]
        values = input.all(Self.value)
        context = input.context
        if files.count > 1, let dash = files.first(where: { $0.text == "-" && !$0.isQuoted }) {
            throw context.error("- reads the lines that follow: it is the only file then", at: dash)
        }
    }

    func run(in workspace: Workspace) throws(SourceError) -> CodeImportOutcome {
        let settings = try CodeImportSettings(language: language == .swift ? .swift : .objc, className: className?.text,
                                              width: width, values: values, context)
        if files.count == 1, files[0].text == "-", !files[0].isQuoted {
            try workspace.startCodePaste(settings, context)
            return .pasting(settings.language)
        }
        return .imported(try workspace.importCode(files, settings, context))
    }
}

/// What `import swift|objc` and `paste swift|objc` take beside the code.
struct CodeImportSettings: Equatable {
    var language: CodeExportOptions.Language
    var className: String?
    var width: Double?
    /// Numbers for the names the code does not define.
    var values: [String: Double] = [:]
    /// The word each value came as, for an error under it.
    var valueWords: [String: Word] = [:]

    init(language: CodeExportOptions.Language, className: String?, width: Double?, values words: [Word], _ context: LineContext) throws(SourceError) {
        self.language = language
        self.className = className
        self.width = width
        for word in words {
            guard let eq = word.text.firstIndex(of: "=") else { throw context.error("expected NAME=VALUE", at: word) }
            let name = String(word.text[..<eq])
            let text = word.text[word.text.index(after: eq)...]
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else {
                throw context.error("'\(name)' is not a name code uses (letters, digits, _ and .)", at: word)
            }
            guard let value = Double(text), value.isFinite, abs(value) <= 1e9 else {
                throw context.error("\(name)= takes a number from -1000000000 to 1000000000, not '\(text)'", at: word)
            }
            guard self.values[name] == nil else { throw context.error("\(name) is given twice", at: word) }
            self.values[name] = value
            valueWords[name] = word
        }
    }
}
