/// What a command answers, as a value: a table frame, a setting, a list of templates… The
/// printers in `Render/` write it for people (``OutcomePrinter/text(_:)``) and for programs
/// (``OutcomePrinter/json(_:)``); the conformances live there, beside their words.
protocol Outcome {
    /// Every key its JSON can hold, nested ones too, with what each holds (`help VERB` lists
    /// them, and a test checks that the JSON uses no other).
    static var jsonKeys: [JSONKey] { get }
    /// The keys of each shape its JSON takes: one, but for an answer that is one of two
    /// outcomes (``Either``).
    static var jsonShapes: [[JSONKey]] { get }
    /// For people; empty when there is nothing to say.
    func text(_ printer: OutcomePrinter) -> String
    func json(_ printer: OutcomePrinter) -> JSON
    /// Whether the session ends with it (`quit`).
    var endsSession: Bool { get }
}

extension Outcome {
    var endsSession: Bool { false }
    static var jsonShapes: [[JSONKey]] { [jsonKeys] }
}

/// A shape of a command's JSON: its keys, and when the command answers it (nil when it has one).
struct JSONAnswer: Sendable {
    var when: String?
    var keys: [JSONKey]
}

/// A key of an outcome's JSON and what it holds.
struct JSONKey: Sendable, Equatable {
    var key: String
    var meaning: String
    /// Whether its value is an object keyed by data (a reuse identifier, a name), not by
    /// further keys of the schema: the keys one level down are not documented, the keys of
    /// their values are.
    var isMap: Bool
    init(_ key: String, _ meaning: String, isMap: Bool = false) {
        self.key = key
        self.meaning = meaning
        self.isMap = isMap
    }
}

/// The answer of a command that has nothing to say when it succeeds (a view made, a
/// constraint added): no text, and `{}` as JSON.
struct Done: Outcome, Equatable {
    static let jsonKeys: [JSONKey] = []
    func text(_ printer: OutcomePrinter) -> String { "" }
    func json(_ printer: OutcomePrinter) -> JSON { .object([]) }
}

/// One of two answers: a command that says what a setting is when asked alone, and what a
/// change did when told one (`table size`).
enum Either<First: Outcome & Equatable, Second: Outcome & Equatable>: Outcome, Equatable {
    case first(First)
    case second(Second)

    static var jsonKeys: [JSONKey] {
        First.jsonKeys + Second.jsonKeys.filter { key in !First.jsonKeys.contains { $0.key == key.key } }
    }

    static var jsonShapes: [[JSONKey]] { First.jsonShapes + Second.jsonShapes }

    func text(_ printer: OutcomePrinter) -> String {
        switch self {
        case .first(let a): return a.text(printer)
        case .second(let b): return b.text(printer)
        }
    }

    func json(_ printer: OutcomePrinter) -> JSON {
        switch self {
        case .first(let a): return a.json(printer)
        case .second(let b): return b.json(printer)
        }
    }
}
