import SourceCode
/// `paste`: the lines that follow are a console log, imported as `import log` does when it
/// ends; `paste swift|objc […]`: they are code, imported as `import swift|objc` does.
struct Paste: ShellCommand {
    static let spec = CommandSpec(
        path: "paste", group: .session,
        syntax: .optional(.seq(.choice(ImportCode.Language.allCases.map(\.syntax)),
                               .many(.any(ImportCode.className.syntax, ImportCode.width.syntax, ImportCode.value.syntax)))),
        summary: "paste a console log (it ends with its last line, or a line: end), or code (paste swift|objc, up to: end)",
        details: ["A log is imported as import log does; code as import swift|objc does, with the same",
                  "class=NAME, width=W and NAME=VALUE."],
        example: "paste")

    let language: ImportCode.Language?
    let className: Word?
    let width: Double?
    let values: [Word]
    let context: LineContext

    init(_ input: CommandInput) {
        language = input.keyword(ImportCode.Language.self)
        className = input[ImportCode.className]
        width = input[ImportCode.width]
        values = input.all(ImportCode.value)
        context = input.context
    }

    func run(in workspace: Workspace) throws(SourceError) -> PasteStarted {
        guard let language else {
            try workspace.startPaste(context)
            return PasteStarted(code: nil)
        }
        let settings = try CodeImportSettings(language: language == .swift ? .swift : .objc, className: className?.text,
                                              width: width, values: values, context)
        try workspace.startCodePaste(settings, context)
        return PasteStarted(code: settings.language)
    }
}

/// `paste` began: the lines that follow are the log, or code of that language.
struct PasteStarted: Equatable {
    var code: CodeExportOptions.Language?
}
