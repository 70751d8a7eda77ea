import Cassowary
import Layout

/// `help` and `help VERB`: every command with an example.
/// `help`, `help VERB` and `help VERB SUBVERB`, from the command table.
enum Help {
    /// One line for a group of sub-commands in the overview (the groups come from the command
    /// table's paths; CommandTableTests checks that each has its line here).
    static let groupSummaries = ["table": "a virtual table that sizes its cells with these constraints",
                                 "stack": "what a stack view arranges",
                                 "import": "a scene from what another tool wrote"]

    /// What the overview lists: each command, except that a group of sub-commands (`table …`)
    /// is one line.
    static func overviewEntries(_ group: Command.Group) -> [(usage: String, summary: String)] {
        var entries: [(String, String)] = []
        var groupsShown: Set<String> = []
        for command in CommandTable.all where command.group == group {
            if command.path.count > 1 {
                let first = command.path[0]
                if groupsShown.insert(first).inserted {
                    entries.append(("\(first) VERB …", (groupSummaries[first].map { $0 + " " } ?? "") + "(see help \(first))"))
                }
                continue
            }
            entries.append((command.usage, command.summary))
        }
        return entries
    }

    static var overview: String {
        var lines = ["Trellis: views and constraints, solved as you type. `help VERB` for more."]
        for group in Command.Group.allCases {
            let entries = overviewEntries(group)
            guard !entries.isEmpty else { continue }
            lines.append("")
            lines.append(group.rawValue + ":")
            lines += columns(entries)
        }
        lines.append("")
        lines += wrap("Priorities: 1…1000, or " + priorityNames + ".", width: 100, indent: "", hanging: "  ")
        lines.append("JSON: --json on a command whose help lists its keys; json on answers every line with a line of it.")
        return lines.joined(separator: "\n")
    }

    /// The short names of priorities with their values: `required (1000), high (750), …`; a
    /// priority with several names shows its shortest.
    static var priorityNames: String {
        var shortest: [Double: String] = [:]
        for (name, priority) in Priority.named where shortest[priority.value].map({ name.count < $0.count }) ?? true {
            shortest[priority.value] = name
        }
        let order = Priority.named.map(\.priority.value)
        var seen: Set<Double> = []
        return order.filter { seen.insert($0).inserted }.compactMap { value in
            shortest[value].map { "\($0) (\(show(value)))" }
        }.joined(separator: ", ")
    }

    /// One command: its usage, what it does, and an example that runs.
    static func page(_ command: Command) -> String {
        var lines = wrap(command.usage, width: 96, indent: "", hanging: "    ")
        lines += wrap(command.summary, width: 96, indent: "  ", hanging: "  ")
        for detail in command.details { lines += wrap(detail, width: 96, indent: "  ", hanging: "  ") }
        // A verb that also starts a group (`stack`) names the group's commands.
        if command.path.count == 1, let first = command.path.first, !CommandTable.group(first).isEmpty {
            let others = CommandTable.group(first).map(\.name).joined(separator: ", ")
            lines += wrap("and: \(others) (help \(first) VERB for one)", width: 96, indent: "  ", hanging: "  ")
        }
        if let answers = command.jsonAnswers, !command.commandLineOnly {
            if answers.count > 1 {
                lines.append("  --json prints the answer as JSON, one of \(answers.count):")
                for answer in answers {
                    lines.append("    \(answer.when ?? "or"):" + (answer.keys.isEmpty ? " {}" : ""))
                    for key in answer.keys { lines += wrap("\(key.key): \(key.meaning)", width: 96, indent: "      ", hanging: "        ") }
                }
            } else {
                let keys = answers.first?.keys ?? []
                lines.append("  --json prints the answer as JSON" + (keys.isEmpty ? " ({} when it has nothing to say)" : ":"))
                for key in keys { lines += wrap("\(key.key): \(key.meaning)", width: 96, indent: "    ", hanging: "      ") }
            }
        }
        if !command.example.setup.isEmpty {
            lines += wrap("in a scene made with: " + command.example.setup.joined(separator: "; "), width: 96, indent: "  ", hanging: "    ")
        }
        lines.append("  example: " + command.example.line)
        return lines.joined(separator: "\n")
    }

    /// A group's page: its sub-commands, a line each.
    static func groupPage(_ first: String) -> String {
        let commands = CommandTable.group(first)
        var lines = ["\(first): " + (groupSummaries[first] ?? "")]
        lines += columns(commands.map { ($0.usage, $0.summary) })
        if let first = commands.first { lines.append("  example: " + first.example.line) }
        lines.append("  help \(first) VERB: one of them, with an example")
        return lines.joined(separator: "\n")
    }

    /// `help [VERB [SUBVERB]]`.
    static func topic(_ asked: Word?, _ subverbs: [Word], _ context: LineContext) throws(SourceError) -> HelpTopic {
        guard var verb = asked else { return .overview }
        var subs = subverbs
        // `help trellis replay`: the command line's own commands, as help lists them.
        if verb.text == "trellis" {
            guard let next = subs.first else {
                return .commands(CommandTable.all.filter(\.commandLineOnly))
            }
            verb = next
            subs.removeFirst()
        }
        if CommandTable.group(verb.text).isEmpty {
            // `help collapsed`: a property.
            if CommandTable.lookUp(verb.text) == nil, let property = PropertyTable.declaration(verb.text) {
                if let sub = subs.first { throw context.error("'\(verb.text)' is a property: help \(verb.text) alone", at: sub) }
                return .property(property)
            }
            guard let command = CommandTable.lookUp(verb.text) else {
                let names = CommandTable.all.map(\.name) + CommandTable.verbs + PropertyTable.all.map(\.name)
                let hint = closestName(to: verb.text, in: names).map { " (did you mean '\($0)'?)" } ?? ""
                throw context.error("no help for '\(verb.text)'\(hint)", at: verb)
            }
            if let sub = subs.first {
                throw context.error("'\(verb.text)' has no sub-commands; usage: help [VERB [SUBVERB …]]", at: sub)
            }
            return .commands([command])
        }
        guard !subs.isEmpty else { return CommandTable.command(verb.text).map { .commands([$0]) } ?? .group(verb.text) }
        // The longest command the words spell: `help table cell remove`.
        var path = verb.text
        var found: Command?
        for (index, sub) in subs.enumerated() {
            path += " " + sub.text
            if let command = CommandTable.command(path) {
                found = command
                continue
            }
            guard let found else {
                let subverbs = CommandTable.subverbs(of: verb.text)
                let hint = closestName(to: sub.text, in: subverbs).map { " (did you mean '\($0)'?)" } ?? ""
                throw context.error("'\(sub.text)' is not a \(verb.text) command\(hint)", at: sub)
            }
            // A word of the command's own grammar (`help table sizing manual`): its page.
            if index == subs.count - 1, found.syntax.keywords.contains(sub.text) { return .commands([found]) }
            let keywords = found.syntax.keywords
            let hint = closestName(to: sub.text, in: keywords).map { " (did you mean '\($0)'?)" } ?? ""
            throw context.error("'\(found.name)' has no sub-command or word '\(sub.text)'\(hint)", at: subs[index])
        }
        guard let found else { return .group(verb.text) }
        return .commands([found])
    }

    /// Usages and summaries in two columns; a usage too long for the first column has its own
    /// line, with its summary under it.
    static func columns(_ entries: [(usage: String, summary: String)]) -> [String] {
        let column = entries.map(\.usage.count).filter { $0 <= 24 }.max() ?? 0
        let hanging = String(repeating: " ", count: column + 4)
        var lines: [String] = []
        for e in entries {
            if e.usage.count <= column {
                let first = "  " + e.usage + String(repeating: " ", count: column - e.usage.count) + "  "
                let summary = wrap(e.summary, width: 100 - hanging.count, indent: "", hanging: "")
                lines += summary.enumerated().map { ($0.offset == 0 ? first : hanging) + $0.element }
            } else {
                lines += wrap(e.usage, width: 100, indent: "  ", hanging: "      ")
                lines += wrap(e.summary, width: 100, indent: "      ", hanging: "      ")
            }
        }
        return lines
    }

    /// Words laid out in lines of at most `width` columns.
    static func wrap(_ text: String, width: Int, indent: String, hanging: String) -> [String] {
        var lines: [String] = []
        var current = indent
        for word in text.split(separator: " ") {
            let prefix = current == indent || current == hanging ? "" : " "
            if current.count + prefix.count + word.count > width, current != indent, current != hanging {
                lines.append(current)
                current = hanging + word
            } else {
                current += prefix + word
            }
        }
        if current != indent && current != hanging { lines.append(current) }
        return lines
    }
}
