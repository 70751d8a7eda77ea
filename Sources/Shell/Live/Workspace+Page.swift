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
        if let refusal = pageRefusal(line) {
            liveFeed.append(input: line, output: refusal.output, failed: true, fromPage: true)
            live?.lineRan()
            return refusal
        }
        isRunningPageLine = true
        defer { isRunningPageLine = false }
        return run(line)
    }

    /// Selects a view for the page (its constraints and `why` answers), as `constraints VIEW` typed.
    public func selectFromPage(_ name: String) -> Reply {
        let reply = runFromPage("constraints " + name)
        if reply.error == nil { liveFeed.selected = name }
        return reply
    }

    /// Why the page may not run a line, as the reply that says so; nil when it may.
    func pageRefusal(_ line: String) -> Reply? {
        let refuse = { (message: String, column: Int, length: Int) -> Reply in
            let error = SourceError(message, at: SourcePosition(line: 1, column: column), length: max(1, length))
            var reply = Reply(output: error.rendered(line: line, source: nil), error: error)
            if self.answersInJSON { reply.output = SessionJSON.line(input: line, lineNumber: 1, answer: reply, notes: []).compact }
            return reply
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
