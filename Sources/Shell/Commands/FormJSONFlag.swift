/// A line recognised by its shape (a constraint, an assignment, a Visual Format line) takes
/// `--json` as its last word, as a verb takes it anywhere.
extension Command {
    /// The registry's entry for a form's type: as ``init(_:)``, with a last `--json` taken out
    /// of the line before the type reads it.
    convenience init<C: ShellCommand>(form type: C.Type) {
        let typed = Command(type)
        self.init(typed.form, group: typed.group, syntax: typed.syntax, flags: typed.flags, shape: typed.shape,
                  summary: typed.summary, details: typed.details, example: typed.example.line, after: typed.example.setup,
                  commandLineOnly: typed.commandLineOnly, jsonKeys: typed.jsonKeys, tableAccess: typed.tableAccess) { (w, i) throws(SourceError) in
            try typed.run(w, i.takingLastJSONFlag())
        }
    }
}

extension Invocation {
    /// The invocation with a last unquoted `--json` word taken out of the line and given as the
    /// flag; unchanged when there is none, or when the line without it would not be the same
    /// command (`label.text = --json` sets the text).
    func takingLastJSONFlag() -> Invocation {
        let flag = CommandTable.json.name
        guard flags[flag] == nil, context.words.count > 1, let last = context.words.last, !last.isQuoted, last.text == flag else { return self }
        var cut = String(context.line.prefix(max(0, last.column - 1)))
        while cut.last == " " || cut.last == "\t" { cut.removeLast() }
        let shorter = LineContext(line: cut, lineNumber: context.lineNumber, words: Array(context.words.dropLast()))
        guard case .command(let same) = LineKind.of(shorter.words, line: shorter.line), same === command else { return self }
        if command.form == .assignment, shorter.assignment()?.valueWords.isEmpty != false { return self }
        var given = flags
        given[flag] = last
        return Invocation(command: command, context: shorter, arguments: arguments, flags: given, flagValues: flagValues)
    }
}
