/// The live page's actions, each a line of the language run as if typed: it goes through the
/// same command layer, is recorded in the transcript and answered in the shell's terminal. What
/// a page may not do is refused with a message, and a refused line is not recorded (typed in
/// the shell, it would run).
extension Workspace {
    /// The verbs a page may not run: they read or write files, stop the shell, change how it
    /// answers, or take the lines that follow (`paste`).
    static let verbsRefusedFromPage: [String: String] = [
        "save": "it writes a file", "source": "it reads a file", "export": "it writes a file",
        "import": "it reads a file", "open": "it reads a file", "font": "it reads a file",
        "paste": "it takes the lines typed after it", "record": "it changes what the transcript keeps",
        "json": "it changes how the shell answers", "live": "it starts and stops the page's own server",
        "quit": "it ends the shell", "exit": "it ends the shell",
    ]

    /// Runs a line the page sent, as typed. The caller holds ``lock``.
    public func runFromPage(_ line: String) -> Reply {
        if let refusal = pageRefusal(line) { return refusedFromPage(line, refusal) }
        isRunningPageLine = true
        defer { isRunningPageLine = false }
        return run(line)
    }

    /// Selects a view for the page (its constraints and `why` answers), as `constraints VIEW` typed.
    public func selectFromPage(_ name: String) -> Reply {
        let line = "constraints " + name
        if name.isEmpty || name.contains(where: { $0.isWhitespace || $0 == "\"" }) {
            return refusedFromPage(line, pageRefusalReply("the page selects a view by its name, one word", line: line,
                                                          column: 13, length: name.count))
        }
        let reply = runFromPage(line)
        if reply.error == nil { liveFeed.selected = name }
        return reply
    }

    /// A refused line: listed on the page, not run, not recorded.
    private func refusedFromPage(_ line: String, _ refusal: Reply) -> Reply {
        liveFeed.append(input: line, output: refusal.output, failed: true, fromPage: true)
        live?.lineRan()
        return refusal
    }

    /// The reply that refuses a page's line with a caret.
    private func pageRefusalReply(_ message: String, line: String, column: Int, length: Int) -> Reply {
        let error = SourceError(message, at: SourcePosition(line: 1, column: column), length: max(1, length))
        var reply = Reply(output: error.rendered(line: line, source: nil), error: error)
        if answersInJSON { reply.output = SessionJSON.line(input: line, lineNumber: 1, answer: reply, notes: []).compact }
        return reply
    }

    /// Lists a line the workspace ran (typed, from a script or from the page) for the page, but
    /// not `live` itself, and never the token (a script's `live on` prints it too): a page
    /// written by export html would carry it into a pull request.
    func feedLivePage(_ line: String, words: [Word]?, reply: Reply) {
        guard words?.first?.text != LiveCommand.spec.path else { return }
        var output = reply.output
        if let token = live?.address?.token, output.contains(token) { output = output.replacing(token, with: "…") }
        liveFeed.append(input: line, output: output, failed: reply.error != nil, fromPage: isRunningPageLine)
    }

    /// Why the page may not run a line, as the reply that says so; nil when it may.
    func pageRefusal(_ line: String) -> Reply? {
        func refuse(_ message: String, _ column: Int, _ length: Int) -> Reply {
            pageRefusalReply(message, line: line, column: column, length: length)
        }
        if let index = line.firstIndex(where: { $0 == "\n" || $0 == "\r" }) {
            return refuse("the page sends one line at a time", line.distance(from: line.startIndex, to: index) + 1, 1)
        }
        do {
            try Self.checkLength(of: line, lineNumber: 1)
        } catch {
            return Reply(output: error.rendered(line: line, source: nil), error: error)
        }
        if pasting != nil {
            return refuse("a console log is being pasted in the shell: finish it there (a line: end) first", 1, line.count)
        }
        guard let words = try? splitWords(line), let verb = words.first, !verb.isQuoted,
              let reason = Self.verbsRefusedFromPage[verb.text] else { return nil }
        return refuse("the live page cannot run \(verb.text): \(reason); type it in the shell", verb.column, verb.length)
    }
}
