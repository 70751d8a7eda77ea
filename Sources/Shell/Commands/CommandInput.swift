import Layout

/// The words of a command line after the matcher took them, read through typed fields: what
/// a command type's `init` reads its fields from.
struct CommandInput {
    let invocation: Invocation

    var context: LineContext { invocation.context }
    private var items: [Arguments.Item] { invocation.arguments.items }

    /// The field's value, when the line gave it.
    subscript<Value>(_ field: Field<Value>) -> Value? {
        for item in items where item.name == field.slot.name {
            if let value = field.value(of: item) { return value }
        }
        return nil
    }

    /// The value of a field the grammar requires; a line without it (which the grammar does not
    /// let through) is refused with the command's usage.
    func required<Value>(_ field: Field<Value>) throws(SourceError) -> Value {
        guard let value = self[field] else { throw usageError }
        return value
    }

    /// The word of a field the grammar requires (for a row checked later against the table).
    func requiredWord<Value>(_ field: Field<Value>) throws(SourceError) -> Word {
        guard let word = word(field) else { throw usageError }
        return word
    }

    /// The command's usage, as the refusal of words the grammar should not have let through.
    var usageError: SourceError { context.error("usage: " + invocation.command.usage) }

    /// Every value the field took (a repeated part).
    func all<Value>(_ field: Field<Value>) -> [Value] {
        items.filter { $0.name == field.slot.name }.compactMap { field.value(of: $0) }
    }

    /// The word the field took, for errors that point at it.
    func word<Value>(_ field: Field<Value>) -> Word? { items.first { $0.name == field.slot.name }?.word }

    /// The first of an enum's cases that came as a keyword (which alternative of a choice matched).
    func keyword<K: KeywordSet>(_ type: K.Type) -> K? {
        for item in items {
            if case .keyword = item.value, let k = K(rawValue: item.name) { return k }
        }
        return nil
    }

    /// The word a keyword came as, for errors that point at it.
    func word<K: KeywordSet>(of keyword: K) -> Word? {
        items.first { if case .keyword = $0.value { $0.name == keyword.rawValue } else { false } }?.word
    }

    /// The value a flag was given (`--width 60`), read through the field its grammar is.
    func value<Value>(of flag: Command.Flag, _ field: Field<Value>) -> Value? {
        guard let item = invocation.flagValues[flag.name]?.items.first(where: { $0.name == field.slot.name }) else { return nil }
        return field.value(of: item)
    }

    /// Whether the keyword came.
    func has<K: KeywordSet>(_ keyword: K) -> Bool {
        items.contains { if case .keyword = $0.value { $0.name == keyword.rawValue } else { false } }
    }

    /// Whether a flag of the command's (`--solver`) was given.
    func has(_ flag: Command.Flag) -> Bool { invocation.flags[flag.name] != nil }

    /// The rest of the line as words (`.rest` parts).
    func rest(_ name: String) -> [Word] { items.filter { $0.name == name }.map(\.word) }

    func error(_ message: String, at word: Word) -> SourceError { context.error(message, at: word) }

    /// The verb's last word, for errors about the command as a whole.
    var verbWord: Word { invocation.verbWord }
}
