/// The grammar of the words that follow a command's name, declared with the command in the
/// command table. It is a small parsing expression grammar: sequences, ordered choices, optional
/// and repeated parts, read left to right; a repetition takes all it can and is not gone back
/// into, so matching a line takes time linear in its words.
indirect enum Syntax: Sendable {
    /// A word written as it stands (`to`, `all`, `svg`); never a quoted word.
    case keyword(String)
    /// One word with a meaning: a name, a number in a range, a file, a `key=value`.
    case slot(Slot)
    case sequence([Syntax])
    /// The first alternative that matches.
    case choice([Syntax])
    case optional(Syntax)
    /// One or more, as many as there are.
    case repeated(Syntax)
    /// The rest of the line as written (`echo TEXT`), possibly nothing.
    case rest(String)

    static let none = Syntax.sequence([])

    static func seq(_ items: Syntax...) -> Syntax { .sequence(items) }
    static func opt(_ items: Syntax...) -> Syntax { .optional(items.count == 1 ? items[0] : .sequence(items)) }
    static func oneOf(_ words: String...) -> Syntax { .choice(words.map(Syntax.keyword)) }
    static func any(_ items: Syntax...) -> Syntax { .choice(items) }
    /// Zero or more.
    static func many(_ item: Syntax) -> Syntax { .optional(.repeated(item)) }

    /// Whether a part of it takes a text (`label NAME … ["text"]`).
    var hasTextSlot: Bool {
        switch self {
        case .slot(let s): if case .text = s.value { return true } else { return false }
        case .keyword, .rest: return false
        case .sequence(let items), .choice(let items): return items.contains { $0.hasTextSlot }
        case .optional(let inner), .repeated(let inner): return inner.hasTextSlot
        }
    }

    /// Every keyword the grammar has, anywhere in it (`fixed`, `manual`, `derive`, …).
    var keywords: [String] {
        switch self {
        case .keyword(let k): return [k]
        case .slot, .rest: return []
        case .sequence(let items), .choice(let items): return items.flatMap(\.keywords)
        case .optional(let inner), .repeated(let inner): return inner.keywords
        }
    }

    /// How the usage line writes this part: `[in PARENT]`, `on|off`, `[key=value …]`.
    var usage: String {
        switch self {
        case .keyword(let k): return k
        case .slot(let s): return s.name
        case .sequence(let items): return items.map(\.usage).filter { !$0.isEmpty }.joined(separator: " ")
        case .choice(let options):
            let parts = options.map(\.usage)
            return parts.allSatisfy({ !$0.contains(" ") }) ? parts.joined(separator: "|") : parts.joined(separator: " | ")
        case .optional(.repeated(.choice(let options))): return options.map { "[\($0.usage)]" }.joined(separator: " ")
        case .optional(.repeated(let inner)): return "[\(inner.usage) …]"
        case .optional(let inner):
            if case .choice(let options) = inner, options.count > 1, options.contains(where: { $0.usage.contains(" ") }) {
                return "[" + options.map(\.usage).joined(separator: " | ") + "]"
            }
            return "[\(inner.usage)]"
        case .repeated(let inner): return "\(inner.usage) …"
        case .rest(let name): return name
        }
    }
}

/// One word of a command with a meaning. What it holds is checked where it is read (a number
/// against its range); whether a name exists is the command's business, as it depends on the
/// scene. Commands declare slots through typed ``Field``s.
struct Slot: Sendable {
    /// As the usage shows it: `VIEW`, `N`, `FILE`, `seed=S`.
    var name: String
    /// What the word starts with when it is `key=value` (`seed=`) or `@priority` (`@`).
    var prefix: String?
    var value: SlotValue
    /// What Tab offers for it.
    var completion: CompletionSource = .nothing
}

enum SlotValue: Sendable {
    case name
    case text
    case path
    /// A whole number in a range; the meaning names it in messages ("columns").
    case integer(ClosedRange<Int>, String)
    case number(ClosedRange<Double>, String)
    /// An unsigned 64-bit number (a seed).
    case seed
    /// A priority: 1 to 1000, or a name (`required`, `high`, `low`, `fitting`, …).
    case priority
    /// `WIDTHxHEIGHT`, each in the range.
    case size(ClosedRange<Double>, String)
    /// A row of the table: a whole number from 0 (whether the table has it is the command's
    /// business).
    case row
    /// A height above 0, or `min` (the template's smallest height).
    case estimate
    /// `on` or `off` (`true`/`false`, `yes`/`no` too).
    case onOff(String)
    /// `key=value` with any key (not quoted at its start, an `=` after a non-empty key).
    case setting
    /// One of these words (`index`, `id`, `class`).
    case choice([String])
    /// Any word, quoted or not, `=` and all (a label's text).
    case anyWord
    /// One number (every edge) or four (top,leading,bottom,trailing), each from 0 to 10,000.
    case insets(String)
    /// `x,y,width,height`, each a layout's number.
    case rect(String)
    /// Names from the list joined by `|` (an autoresizing mask); the meaning names one.
    case flags([String], String)
    /// A font as a label takes it: a text style, a size, a family and a size, a file.
    case font
    /// One of these words, or a value of the other kind (`none` or a size).
    indirect case either([String], SlotValue)
}

/// What Tab offers for a slot; the workspace turns it into names (CommandCompletion.swift).
enum CompletionSource: Sendable, Equatable {
    case nothing
    case views
    case roots
    case stacks
    case viewsAndConstraints
    case reuseIdentifiers
    case contentSizeCategories
    case commands
    case plainVariables
    case priorities
    /// The words after the previous one that make commands (`help table …`).
    case subverbs
    case words([String])
}
