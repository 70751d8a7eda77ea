/// A line recognised by its shape (a constraint, an assignment, a Visual Format line) takes
/// `--json` as its last word, as a verb takes it anywhere (CommandParser.execute asks).
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
        guard case .command(let same, let assignment) = LineKind.of(shorter.words, line: shorter.line), same === command else { return self }
        if command.form == .assignment, assignment?.valueWords.isEmpty != false { return self }
        var given = flags
        given[flag] = last
        return Invocation(command: command, context: shorter, arguments: arguments, flags: given, flagValues: flagValues,
                          assignment: assignment)
    }
}
