/// `paste`: the lines that follow are a console log, imported as `import log` does when it ends.
struct Paste: ShellCommand {
    static let spec = CommandSpec(
        path: "paste", group: .session,
        summary: "paste a console log: it ends with its last line (or a line: end), then is imported as import log does",
        example: "paste")

    let context: LineContext

    init(_ input: CommandInput) { context = input.context }

    func run(in workspace: Workspace) throws(SourceError) -> PasteStarted {
        try workspace.startPaste(context)
        return PasteStarted()
    }
}

/// `paste` began: the lines that follow are the log.
struct PasteStarted: Equatable {}
