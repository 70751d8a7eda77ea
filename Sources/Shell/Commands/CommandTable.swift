import Layout

/// Every command of the language, each declared once (the `CommandTable+…` files, by group).
enum CommandTable {
    static let all: [Command] = build + look + explain + variables + environment + tableCommands + tableChangeCommands + session

    /// Verbs by their path (`"table sizing"`).
    private static let byPath: [String: Command] = {
        var index: [String: Command] = [:]
        for command in all where !command.path.isEmpty { index[command.path.joined(separator: " ")] = command }
        return index
    }()

    /// The words a line can start with, as typed: `frames`, `table`, `suggest`, …
    static let verbs: [String] = {
        var seen: [String] = []
        for command in all { if let first = command.path.first, !seen.contains(first) { seen.append(first) } }
        return seen
    }()

    /// The words after `first` that make commands (`data`, `cell`, … after `table`).
    static func subverbs(of first: String) -> [String] {
        var seen: [String] = []
        for command in all where command.path.count > 1 && command.path[0] == first && !seen.contains(command.path[1]) {
            seen.append(command.path[1])
        }
        return seen
    }

    static func command(_ path: String) -> Command? { byPath[path] }

    static func form(_ form: Command.Form) -> Command? { forms[form] }

    private static let forms: [Command.Form: Command] = {
        var index: [Command.Form: Command] = [:]
        for command in all where command.path.isEmpty { index[command.form] = command }
        return index
    }()

    /// The command `help` means by a name: a verb's path, a form's name or one of its aliases.
    static func lookUp(_ name: String) -> Command? {
        byPath[name] ?? all.first { $0.path.isEmpty && ($0.name == name || $0.aliases.contains(name)) }
    }

    /// The commands that start with `first` and have more words (the table's verbs).
    static func group(_ first: String) -> [Command] { groups[first] ?? [] }

    private static let groups: [String: [Command]] = {
        var index: [String: [Command]] = [:]
        for command in all where command.path.count > 1 { index[command.path[0], default: []].append(command) }
        return index
    }()

    /// ``verbs`` as a set, for deciding a line's kind.
    static let verbSet = Set(verbs)
}

/// What a line is. Decided once, here: running a line and completing one both ask.
enum LineKind {
    case empty
    /// A verb (the words after its path still to be matched) or a form; for an assignment,
    /// the assignment read while recognising it (the command reads it from there).
    case command(Command, assignment: LineContext.Assignment? = nil)
    /// A group's first word (`table`) with a missing or unknown next word.
    case incompleteGroup(String, next: Word?)
    /// The first word is no command, and the line is no constraint or assignment.
    case unknown(Word)

    /// The kind of a line from its words. The line itself (`line`) decides between the forms
    /// that are not verbs: a constraint over views, a property assignment, a constraint over
    /// plain variables.
    static func of(_ words: [Word], line: String) -> LineKind {
        guard let first = words.first else { return .empty }
        if !first.isQuoted, VisualFormatLine.prefixes.contains(where: { first.text.hasPrefix($0) }),
           let vfl = CommandTable.form(.visualFormat) {
            return .command(vfl)
        }
        if !first.isQuoted, CommandTable.verbSet.contains(first.text) {
            let group = CommandTable.group(first.text)
            if group.isEmpty, let command = CommandTable.command(first.text) { return .command(command) }
            // The longest path the words spell: `table cell remove` before `table cell`.
            let spelled = words.prefix(3).prefix { !$0.isQuoted }.map(\.text)
            let match = group.filter { Array(spelled.prefix($0.path.count)) == $0.path }.max { $0.path.count < $1.path.count }
            if let match { return .command(match) }
            // A verb that is also a group's first word (`stack row`, `stack add …`).
            if let bare = CommandTable.command(first.text) { return .command(bare) }
            return .incompleteGroup(first.text, next: words.count > 1 ? words[1] : nil)
        }
        // Only a line with a relation in it can be a constraint: the others are not lexed here.
        let hasRelation = line.contains("==") || line.contains(">=") || line.contains("<=")
        let tokens = hasRelation ? (try? Lexer(line: 1).tokens(line)) ?? [] : []
        if ConstraintParser.looksLikeConstraint(tokens), let form = CommandTable.form(.constraint) { return .command(form) }
        if let assignment = LineContext(line: line, lineNumber: 1, words: words).assignment(), let form = CommandTable.form(.assignment) {
            return .command(form, assignment: assignment)
        }
        let plainTokens = hasRelation ? tokens : line.contains("=") ? (try? Lexer(line: 1).tokens(line)) ?? [] : []
        if PlainVariables.isConstraint(plainTokens), let form = CommandTable.form(.plainConstraint) { return .command(form) }
        return .unknown(first)
    }
}

extension CommandTable {
    /// The README's language table: every command with its usage and summary, by group.
    static var markdown: String {
        var lines = ["| command | what it does |", "| --- | --- |"]
        for group in Command.Group.allCases {
            let commands = all.filter { $0.group == group }
            guard !commands.isEmpty else { continue }
            lines.append("| **\(group.rawValue)** | |")
            for command in commands {
                lines.append("| `\(escaped(command.usage))` | \(escaped(command.summary)) |")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A table cell's text: `|` written `\|`, as GitHub's tables need even inside code.
    private static func escaped(_ text: String) -> String {
        String(text.flatMap { $0 == "|" ? ["\\", "|"] : [$0] })
    }
}
