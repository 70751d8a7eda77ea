extension HelpTopic: Outcome {
    static let jsonKeys = [
        JSONKey("commands", "the commands described (name, usage, summary, group, details, example, setup, json)"),
        JSONKey("name", "what help knows it by"), JSONKey("usage", "its usage line"), JSONKey("summary", "what it does"),
        JSONKey("group", "its group in the overview (or the group asked for)"), JSONKey("details", "more, a line each"),
        JSONKey("example", "a line that runs"), JSONKey("setup", "the lines the example runs after"),
        JSONKey("json", "the keys of its answer's JSON (key, meaning), or null for a command that answers text"),
        JSONKey("key", "a key"), JSONKey("meaning", "what it holds"),
        JSONKey("property", "a property's help page, as text"),
    ]

    func text(_ printer: OutcomePrinter) -> String {
        switch self {
        case .overview: return Help.overview
        case .commands(let commands): return commands.map(Help.page).joined(separator: "\n\n")
        case .group(let first): return Help.groupPage(first)
        case .property(let property): return PropertyTable.page(property)
        }
    }

    func json(_ printer: OutcomePrinter) -> JSON {
        switch self {
        case .overview: return .object([("commands", .array(CommandTable.all.map(Self.entry)))])
        case .commands(let commands): return .object([("commands", .array(commands.map(Self.entry)))])
        case .group(let first):
            return .object([("group", .string(first)), ("commands", .array(CommandTable.group(first).map(Self.entry)))])
        case .property(let property): return .object([("property", .string(PropertyTable.page(property)))])
        }
    }

    private static func entry(_ c: Command) -> JSON {
        .object([("name", .string(c.name)), ("usage", .string(c.usage)), ("summary", .string(c.summary)),
                 ("group", .string(c.group.rawValue)), ("details", .array(c.details.map(JSON.string))),
                 ("example", .string(c.example.line)), ("setup", .array(c.example.setup.map(JSON.string))),
                 ("json", c.jsonKeys.map { keys in .array(keys.map { .object([("key", .string($0.key)), ("meaning", .string($0.meaning))]) }) }
                    ?? .null)])
    }
}
