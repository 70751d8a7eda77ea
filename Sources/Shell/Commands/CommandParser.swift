import Layout

/// Turns a line recognised as a verb into an ``Invocation``: the flags taken out wherever
/// they stand, every other word matched against the verb's grammar. A word nothing takes is
/// refused with a caret under it and the usage.
enum CommandParser {
    static func invocation(_ command: Command, _ context: LineContext) throws(SourceError) -> Invocation {
        let words = Array(context.words.dropFirst(command.path.count))
        var flags: [String: Word] = [:]
        var flagValues: [String: Arguments] = [:]
        var rest: [Word] = []
        var i = 0
        while i < words.count {
            let word = words[i]
            i += 1
            // A command that answers a value prints it as JSON with `--json`.
            // A command whose words are the rest of the line as written (`echo`) takes no flags.
            let known: [Command.Flag]
            if case .rest = command.syntax { known = [] } else {
                known = command.jsonAnswers == nil ? command.flags : command.flags + [CommandTable.json]
            }
            guard !word.isQuoted, word.text.hasPrefix("--"), word.text.count > 2, !known.isEmpty else {
                rest.append(word)
                continue
            }
            guard let flag = known.first(where: { $0.name == word.text }) else {
                let hint = closestName(to: word.text, in: known.map(\.name)).map { " (did you mean '\($0)'?)" } ?? ""
                throw context.error("unknown option '\(word.text)'\(hint); usage: \(command.usage)", at: word)
            }
            guard flags[flag.name] == nil else { throw context.error("\(flag.name) is given twice", at: word) }
            flags[flag.name] = word
            guard let valueSyntax = flag.value else { continue }
            guard i < words.count else {
                throw context.error("\(flag.name) takes a value: \(flag.name) \(valueSyntax.usage)", at: word)
            }
            switch SyntaxMatcher.match(valueSyntax, [words[i]]) {
            case .success(let arguments): flagValues[flag.name] = arguments
            case .failure(let failure):
                throw context.error(failure.message ?? "\(flag.name) takes \(valueSyntax.usage)", at: words[i])
            }
            i += 1
        }
        switch SyntaxMatcher.match(command.syntax, rest) {
        case .success(let arguments):
            return Invocation(command: command, context: context, arguments: arguments, flags: flags, flagValues: flagValues)
        case .failure(let failure):
            throw refusal(failure, rest, command, context)
        }
    }

    /// The error for words that do not fit: under the first word nothing could take.
    static func refusal(_ failure: SyntaxMatcher.Failure, _ words: [Word], _ command: Command,
                        _ context: LineContext) -> SourceError {
        let usage = "usage: " + command.usage
        var names: [String] = []
        var keywords: [String] = []
        for terminal in failure.expected {
            switch terminal {
            case .keyword(let k): if !names.contains(k) { names.append(k); keywords.append(k) }
            case .slot(let s): if !names.contains(s.name) { names.append(s.name) }
            }
        }
        guard failure.index >= 0, failure.index < words.count else {
            if failure.index < 0 {
                return context.error("too many arguments; \(usage)", at: words.first ?? context.words[0])
            }
            let what = names.isEmpty ? "arguments" : list(names)
            return context.error("missing \(what); \(usage)")
        }
        let word = words[failure.index]
        if let message = failure.message { return context.error(message, at: word, from: failure.offset) }
        // `label x in cell two words`: the rule of `x.text = two words`.
        if failure.index > 0, command.syntax.hasTextSlot, case let before = words[failure.index - 1], !before.isQuoted,
           !before.text.contains("="), !word.text.contains("=") {
            return context.error(textOfSeveralWords("\"\(before.text) \(word.text) …\""), at: word)
        }
        if names.isEmpty { return context.error("too many arguments; \(usage)", at: word) }
        let hint = closestName(to: word.text, in: keywords).map { " (did you mean '\($0)'?)" } ?? ""
        let expected = "expected \(list(names)), not '\(word.text)'\(hint)"
        return context.error(keywords.count == names.count ? expected : expected + "; \(usage)", at: word)
    }

    /// `a, b or c`.
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
    }
}

extension Workspace {
    /// Runs a line by its kind: a verb's words matched against its grammar first, then its
    /// handler; a form's handler reads the line itself.
    /// Runs a line. `words`: the line's words when the caller split it already.
    func execute(_ line: String, lineNumber: Int, words split: [Word]? = nil) throws(SourceError) -> Reply {
        let words: [Word]
        if let split { words = split } else { words = try splitWords(line, lineNumber: lineNumber) }
        let context = LineContext(line: line, lineNumber: lineNumber, words: words)
        switch LineKind.of(words, line: line) {
        case .empty:
            return Reply(output: "")
        case .command(let command, let assignment):
            let invocation: Invocation
            if command.path.isEmpty {
                // A form is its line's shape; one that answers a value takes a last --json.
                let whole = Invocation(form: command, context: context, assignment: assignment)
                invocation = command.jsonAnswers == nil ? whole : whole.takingLastJSONFlag()
            } else {
                invocation = try CommandParser.invocation(command, context)
            }
            return try command.run(self, invocation)
        case .incompleteGroup(let first, let next):
            let verbs = CommandTable.subverbs(of: first)
            guard let next else {
                throw context.error("usage: \(first) \(verbs.joined(separator: "|")) … (help \(first))")
            }
            let hint = closestName(to: next.text, in: verbs).map { " (did you mean '\($0)'?)" } ?? ""
            throw context.error("'\(next.text)' is not a \(first) command\(hint)", at: next)
        case .unknown(let word):
            if word.isQuoted, CommandTable.verbSet.contains(word.text) {
                throw context.error("a command is not quoted: write \(word.text), without the quotes", at: word)
            }
            // A line with a relation that did not lex: the lexer says where.
            _ = try Lexer(line: lineNumber).tokens(line)
            let hint = closestName(to: word.text, in: CommandTable.verbs).map { " (did you mean '\($0)'?)" } ?? ""
            throw context.error("'\(word.text)' is not a command\(hint); type 'help' for the list", at: word)
        }
    }
}
