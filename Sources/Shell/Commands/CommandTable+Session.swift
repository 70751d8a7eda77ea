extension CommandTable {
    static let sourceFile = Field.path("FILE")

    static let session: [Command] = [
        // The one command whose answer is not a value of its own: the replies of the lines it runs.
        Command(.verb(["source"]), group: .session, syntax: sourceFile.syntax, summary: "run a script here",
                example: "source cell.trellis") { (w, i) throws(SourceError) in
            try w.source(CommandInput(invocation: i).required(sourceFile), i.context)
        },
        Command(Save.self),
        Command(ReplayVerb.self),
        Command(ImportLog.self),
        Command(ImportCode.self),
        Command(Open.self),
        Command(Paste.self),
        Command(ExplainVerb.self),
        Command(IBVerb.self),
        Command(Record.self),
        Command(JSONMode.self),
        Command(LiveCommand.self),
        Command(Echo.self),
        Command(Reset.self),
        Command(HelpCommand.self),
        Command(Quit.self),
        Command(Exit.self),
    ]
}
