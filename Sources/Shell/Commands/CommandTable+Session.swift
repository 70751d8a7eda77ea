extension CommandTable {
    static let session: [Command] = [
        Command(.verb(["source"]), group: .session, syntax: Slot.path("FILE"), summary: "run a script here",
                example: "source cell.trellis") { (w, i) throws(SourceError) in try w.sourceCommand(i) },
        Command(Save.self),
        Command(ReplayVerb.self),
        Command(ImportLog.self),
        Command(Open.self),
        Command(Paste.self),
        Command(ExplainVerb.self),
        Command(IBVerb.self),
        Command(Record.self),
        Command(JSONMode.self),
        Command(Echo.self),
        Command(Reset.self),
        Command(HelpCommand.self),
        Command(Quit.self),
        Command(Exit.self),
    ]
}
