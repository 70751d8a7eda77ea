import Cassowary
import Layout
import TableSim

/// A typed word of a command's grammar: the slot the matcher fills (its usage name, its
/// parsing and range, its completion) and how its value is read back as `Value`. A command
/// declares a field once and uses the same constant in its grammar and to read the value, so
/// that renaming the usage cannot leave a reader looking for a name that is gone.
struct Field<Value>: Sendable {
    let slot: Slot
    private let extract: @Sendable (Arguments.Item) -> Value?

    private init(_ slot: Slot, _ extract: @escaping @Sendable (Arguments.Item) -> Value?) {
        self.slot = slot
        self.extract = extract
    }

    /// The grammar part that takes this field's word.
    var syntax: Syntax { .slot(slot) }

    /// The value of a word the matcher gave this field.
    func value(of item: Arguments.Item) -> Value? { extract(item) }

    /// The slot for a plain word, or for `key=VALUE` when `key` is given.
    private static func slot(_ name: String, key: String?, _ value: SlotValue, _ completion: CompletionSource) -> Slot {
        guard let key else { return Slot(name: name, value: value, completion: completion) }
        return Slot(name: "\(key)=\(name)", prefix: key + "=", value: value, completion: completion)
    }

    /// The word as typed (for `key=VALUE`, the part after `=`), with its place in the line.
    private static func valueWord(_ item: Arguments.Item, key: String?) -> Word {
        guard let key else { return item.word }
        let skip = key.count + 1
        return Word(text: String(item.word.text.dropFirst(skip)), column: item.word.column + skip,
                    length: max(1, item.word.length - skip), isQuoted: false)
    }
}

extension Field where Value == Word {
    /// A name of the scene's or the table's (what it names is the command's business).
    static func name(_ name: String, key: String? = nil, _ completion: CompletionSource = .nothing) -> Field {
        Field(slot(name, key: key, .name, completion)) { valueWord($0, key: key) }
    }
    /// A file's path: any word, quoted or not.
    static func path(_ name: String) -> Field { Field(slot(name, key: nil, .path, .nothing)) { $0.word } }
    /// A text: a quoted word, or an unquoted one that is not `key=value`.
    static func text(_ name: String, key: String? = nil, _ completion: CompletionSource = .nothing) -> Field {
        Field(slot(name, key: key, .text, completion)) { valueWord($0, key: key) }
    }
    /// `key=value` for any key the command knows.
    static func setting(_ name: String, _ completion: CompletionSource = .nothing) -> Field {
        Field(slot(name, key: nil, .setting, completion)) { $0.word }
    }
}

extension Field where Value == Int {
    static func integer(_ name: String, key: String? = nil, _ range: ClosedRange<Int>, _ meaning: String) -> Field {
        Field(slot(name, key: key, .integer(range, meaning), .nothing)) { if case .integer(let n) = $0.value { n } else { nil } }
    }
    /// A row of the table: a whole number from 0 (whether the table has it is checked by the command).
    static func row(_ name: String) -> Field {
        Field(slot(name, key: nil, .row, .nothing)) { if case .integer(let n) = $0.value { n } else { nil } }
    }
}

extension Field where Value == Double {
    static func number(_ name: String, key: String? = nil, _ range: ClosedRange<Double>, _ meaning: String) -> Field {
        Field(slot(name, key: key, .number(range, meaning), .nothing)) { if case .number(let x) = $0.value { x } else { nil } }
    }
}

extension Field where Value == UInt64 {
    static func seed(_ name: String, key: String? = nil) -> Field {
        Field(slot(name, key: key, .seed, .nothing)) { if case .seed(let s) = $0.value { s } else { nil } }
    }
}

extension Field where Value == Bool {
    /// `on` or `off` (`true`/`false`, `yes`/`no` too); `meaning` names it in messages.
    static func onOff(_ name: String, key: String? = nil, _ meaning: String) -> Field {
        Field(slot(name, key: key, .onOff(meaning), .nothing)) { if case .bool(let b) = $0.value { b } else { nil } }
    }
}

extension Field where Value == Size {
    static func size(_ name: String, _ range: ClosedRange<Double>, _ meaning: String) -> Field {
        Field(slot(name, key: nil, .size(range, meaning), .nothing)) { if case .size(let s) = $0.value { s } else { nil } }
    }
}

extension Field where Value == Estimate {
    static func estimate(_ name: String, key: String? = nil) -> Field {
        Field(slot(name, key: key, .estimate, .nothing)) { if case .estimate(let e) = $0.value { e } else { nil } }
    }
}

extension Field where Value == Priority {
    static func priority(_ name: String, key: String? = nil) -> Field {
        Field(slot(name, key: key, .priority, .priorities)) { if case .priority(let p) = $0.value { p } else { nil } }
    }
    /// A priority written after a mark (`@high`), as a constraint writes it.
    static func priority(_ name: String, after mark: String) -> Field {
        Field(Slot(name: name, prefix: mark, value: .priority, completion: .priorities)) {
            if case .priority(let p) = $0.value { p } else { nil }
        }
    }
}

extension Field where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
    /// `key=CASE`: one of an enum's cases by its raw value; Tab offers each.
    static func choice(key: String, _ type: Value.Type = Value.self) -> Field {
        let names = Value.allCases.map(\.rawValue)
        let slot = slot(names.joined(separator: "|"), key: key, .choice(names), .words(names.map { key + "=" + $0 }))
        return Field(slot) { Value(rawValue: valueWord($0, key: key).text) }
    }
}

/// Keywords that are an enum's cases: the grammar writes a case as its raw value, and the
/// command reads back which case came (``CommandInput/keyword(_:)``).
protocol KeywordSet: RawRepresentable, CaseIterable, Sendable where RawValue == String {}

extension KeywordSet {
    /// This case as a keyword of the grammar.
    var syntax: Syntax { .keyword(rawValue) }
}
