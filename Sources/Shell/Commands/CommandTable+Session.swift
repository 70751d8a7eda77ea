extension CommandTable {
    static let session: [Command] = [
        Command(.verb(["source"]), group: .session, syntax: Slot.path("FILE"), summary: "run a script here",
                example: "source cell.trellis") { (w, i) throws(SourceError) in try w.sourceCommand(i) },
        .verb("save", group: .session, syntax: Slot.path("FILE"),
              summary: "the session so far as a transcript, to replay with: trellis replay FILE",
              example: "save quote.session", after: ["view cell width=320"]) { (w, i) throws(SourceError) in try w.save(i) },
        Command(.verb(["replay"]), group: .session, syntax: .repeated(Slot.path("FILE")),
                summary: "from the command line: replays transcripts, shows a diff (--update, --junit FILE)",
                example: "trellis replay Sessions/", commandLineOnly: true) { (_, i) throws(SourceError) in
            throw i.error("replay runs from the command line, not in the shell: trellis replay FILE…", at: i.verbWord)
        },
        .verb("import log", group: .session, syntax: Slot.path("FILE"),
              summary: "a UIKit or AppKit \"Unable to simultaneously satisfy constraints\" log as the scene, explained",
              details: ["Views are named from their classes and texts (label_SetLunch, contentView); the explanation gives",
                        "the minimal conflict and its arithmetic, what UIKit broke, and fixes tried by solving."],
              example: "import log conflict.log") { (w, i) throws(SourceError) in try w.importLog(i) },
        .verb("open", group: .session, syntax: .seq(Slot.path("FILE"), .opt(Slot.name("ROOT"))),
              summary: "a root of a .xib or .storyboard (a scene's view, a cell, a top-level view) as the scene, laid out as Xcode does",
              details: ["Laid out at the document's device; the answer sets Trellis's frames beside those Xcode saved, lists",
                        "the file's other roots and what was not understood. Views take their IB label, outlet or class as",
                        "names; Xcode's ids (CK6-jj-e14) work as names too. For CI: trellis ib FILE…"],
              example: "open TableViewCell.xib") { (w, i) throws(SourceError) in try w.open(i) },
        .verb("paste", group: .session,
              summary: "paste a console log: it ends with its last line (or a line: end), then is imported as import log does",
              example: "paste") { (w, i) throws(SourceError) in try w.paste(i) },
        Command(.verb(["explain"]), group: .session, syntax: Slot.path("FILE"),
                summary: "from the command line: a console log explained (--json for programs; - reads standard input)",
                example: "trellis explain conflict.log --json", commandLineOnly: true) { (_, i) throws(SourceError) in
            throw i.error("explain runs from the command line: trellis explain FILE; in the shell: import log FILE", at: i.verbWord)
        },
        Command(.verb(["ib"]), group: .session, syntax: .repeated(Slot.path("FILE")),
                summary: "from the command line: .xib and .storyboard files laid out and checked against Xcode's frames (--json, --sizes file, --widths, --textsizes)",
                example: "trellis ib Main.storyboard --widths 320,414", commandLineOnly: true) { (_, i) throws(SourceError) in
            throw i.error("ib runs from the command line: trellis ib FILE…; in the shell: open FILE", at: i.verbWord)
        },
        .verb("record", group: .session, syntax: .opt(.oneOf("on", "off", "clear")),
              summary: "whether what you type goes into the transcript that save writes (on at the start)",
              example: "record off") { (w, i) throws(SourceError) in try w.recordCommand(i) },
        Command(JSONMode.self),
        .verb("echo", group: .session, syntax: .rest("TEXT"), summary: "print a line",
              example: "echo -- with a photo --") { (_, i) throws(SourceError) in
            i.context.rest(after: 0).escapingControlCharacters
        },
        Command(Reset.self),
        .verb("help", group: .session,
              syntax: .opt(Slot.text("VERB", .commands), .many(Slot.name("SUBVERB", .subverbs))),
              summary: "this list, or one command (help table sizing: one of the table's)",
              example: "help fit") { (_, i) throws(SourceError) in try Help.answer(i) },
        Command(.verb(["quit"]), group: .session, summary: "leave (Ctrl-D too)", example: "quit") { (_, _) throws(SourceError) in
            Workspace.Reply(output: "", isQuit: true)
        },
        Command(.verb(["exit"]), group: .session, summary: "leave, as quit does", example: "exit") { (_, _) throws(SourceError) in
            Workspace.Reply(output: "", isQuit: true)
        },
    ]
}
