/// `live [on [PORT] | off]`: the live page, a browser view of the scene and the table that
/// follows every line, served on 127.0.0.1.
struct LiveCommand: ShellCommand {
    enum Choice: String, KeywordSet { case on, off }
    static let port = Field.integer("PORT", 1...65_535, "a port")

    static let spec = CommandSpec(
        path: "live", group: .session,
        syntax: .optional(.choice([.seq(Choice.on.syntax, .optional(port.syntax)), Choice.off.syntax])),
        summary: "a page that redraws the scene and the table as you type, on 127.0.0.1 (live on [PORT]: the address to open)",
        details: ["live on serves the page on 127.0.0.1, at PORT or at a port the system picks, and prints its",
                  "address with a token no other page knows; live off stops it, as leaving the shell does.",
                  "What is done on the page (selecting a view, dragging a root's width, hiding, collapsing, a",
                  "constraint's constant or priority, the text size, scrolling the table, a typed command) runs",
                  "here as a line, is answered here and is recorded as if typed. The page reads and writes no",
                  "file: save, source, export, import and the like are refused there.",
                  "trellis --live starts it with the shell; export html FILE writes the page, without a server."],
        example: "live off", isRecorded: false)

    let choice: Choice?
    let portWord: Word?
    let port: Int?
    let context: LineContext

    init(_ input: CommandInput) {
        choice = input.keyword(Choice.self)
        portWord = input.word(Self.port)
        port = input[Self.port]
        context = input.context
    }

    func run(in workspace: Workspace) throws(SourceError) -> LiveStatus {
        guard let control = workspace.live else {
            if choice == .on {
                throw context.error("this trellis has no live view (it is the shell without its server: run the trellis executable)")
            }
            return LiveStatus(change: nil, address: nil, pages: 0)
        }
        switch choice {
        case nil:
            return LiveStatus(change: nil, address: control.address, pages: control.pageCount)
        case .off:
            let wasOn = control.address != nil
            control.stop()
            return LiveStatus(change: wasOn ? .stopped : nil, address: nil, pages: 0)
        case .on:
            if let address = control.address {
                if let port, port != address.port {
                    throw context.error("the live view already serves on port \(address.port): live off first to move it", at: portWord ?? context.words[0])
                }
                return LiveStatus(change: nil, address: address, pages: control.pageCount)
            }
            do {
                return LiveStatus(change: .started, address: try control.start(port: port), pages: 0)
            } catch {
                let at = portWord ?? context.words[0]
                switch error {
                case .portInUse(let number):
                    throw context.error("port \(number) is in use: live on with another port, or live on alone for one the system picks", at: at)
                case .refused(let number, let reason):
                    throw context.error("the live view could not listen on 127.0.0.1\(number.map { ":\($0)" } ?? ""): \(reason)", at: at)
                }
            }
        }
    }
}
