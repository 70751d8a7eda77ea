import Layout
import TableSim

/// The bindings of `table cell`, checked when the template is made, with the words the prompt
/// uses for the same values: a literal has the type and range the property has at the prompt,
/// a field exists in the data and its values are of the property's type, and a literal that
/// is a field's name is asked about.
extension Workspace {
    /// The fields a row always has, beside the data's own.
    static let rowFields = ["index", "id", "row"]

    /// Refuses a binding whose value the property cannot take; returns warnings to print.
    func checkBinding(_ binding: Binding, word: Word, _ context: LineContext) throws(SourceError) -> [String] {
        guard let equals = word.text.firstIndex(of: "=") else { return [] }
        let valueOffset = word.text.distance(from: word.text.startIndex, to: equals) + 1
        // A part of the word, as a word of its own (for the prompt's checks and their carets).
        func part(_ text: String, at offset: Int) -> Word {
            // Quotes in the word: its characters do not line up with the line's.
            word.isQuoted || word.length != word.text.count ? word : Word(text: text, column: word.column + offset, length: max(1, text.count), isQuoted: false)
        }
        func offset(of needle: String) -> Int { characterOffset(of: needle, in: word.text) ?? valueOffset }
        let fields = table.data.fieldNames
        let known = Set(fields + Self.rowFields)
        let hasData = table.rowCount > 0 || !fields.isEmpty
        // Every field it reads exists.
        for name in binding.value.fields { try checkFieldExists(name, in: word, context) }
        let property = binding.property
        switch binding.value {
        case .literal(let value):
            try checkLiteral(value, property, word: part(String(word.text[word.text.index(after: equals)...]).trimmingBlanks(), at: valueOffset),
                             context, knownFields: hasData ? known : [])
            if property == .text, hasData, case .string(let s) = value, known.contains(s) {
                return ["warning: \(binding.target).text is the word \"\(s)\" in every row: did you mean $\(s)?"]
            }
        case .conditional(_, _, let then, let otherwise):
            let valueText = String(word.text[word.text.index(after: equals)...])
            let sides = valueText.split(separator: ":", maxSplits: 1)
            let thenText = sides.first.map { String($0.split(separator: "?", maxSplits: 1).last ?? "") }?.trimmingBlanks() ?? ""
            let elseText = sides.count > 1 ? String(sides[1]).trimmingBlanks() : ""
            try checkLiteral(then, property, word: part(thenText, at: offset(of: thenText)), context, knownFields: [])
            try checkLiteral(otherwise, property, word: part(elseText, at: word.text.count - elseText.count), context, knownFields: [])
        case .field(let name, let negated):
            guard hasData, !negated, property != .text else { break }
            try checkFieldValues(name, property, word: part("$" + name, at: characterOffset(of: "$" + name, in: word.text, wholeName: true) ?? valueOffset), context)
        case .interpolated(let parts):
            guard property != .text else {
                // `$row+1` adds to a number: the field must be one in every row.
                for case .offsetField(let name, let n) in parts where hasData {
                    let written = "$" + name + (n < 0 ? "-" : "+") + String(n.magnitude)
                    let at = part(written, at: characterOffset(of: written, in: word.text) ?? valueOffset)
                    for r in 0..<min(table.rowCount, 10_000) {
                        let v = table.row(at: r).value(of: name)
                        guard v != .null, v.number == nil else { continue }
                        throw context.error("$\(name) is \(v.description) in row \(r), not a number: \(written) adds to a number", at: at)
                    }
                }
                break
            }
            throw context.error("\(binding.target).\(property.rawValue) takes one value, not text with fields in it", at: part(
                String(word.text[word.text.index(after: equals)...]), at: valueOffset))
        }
        return []
    }

    /// A literal value, as the prompt reads it for the property (the same words).
    private func checkLiteral(_ value: FieldValue, _ property: Binding.Property, word: Word, _ context: LineContext,
                              knownFields: Set<String>) throws(SourceError) {
        let raw = Word(text: value.text, column: word.column, length: word.length, isQuoted: word.isQuoted)
        do {
            if property != .text { _ = try read(property.rawValue, raw, context) }
        } catch {
            // A word that is a field's name: the `$` forgotten.
            if knownFields.contains(value.text) {
                throw SourceError(error.message + " (did you mean $\(value.text)?)", at: error.position, length: error.length)
            }
            throw error
        }
    }

    /// Every row's value of a field bound to a property that is not text: of its type (a
    /// missing value, null, is the property's none: false, the template's own).
    private func checkFieldValues(_ name: String, _ property: Binding.Property, word: Word, _ context: LineContext) throws(SourceError) {
        let t = table
        for r in 0..<min(t.rowCount, 10_000) {
            let value = t.row(at: r).value(of: name)
            if value == .null { continue }
            let fits: Bool
            switch property {
            case .text: fits = true
            case .hidden, .collapsed:
                switch value {
                case .bool: fits = true
                case .number(let n): fits = n == 0 || n == 1
                case .string(let s): fits = ["true", "false", "yes", "no", "0", "1", ""].contains(s.lowercased())
                case .null: fits = true
                }
            case .lines: fits = value.number.map { $0 >= 0 && $0 <= 100_000 && $0 == $0.rounded() } ?? false
            case .size: fits = CellRecipe.size(from: value) != nil
            case .constant: fits = value.number.map(LayoutNumbers.accepts) ?? false
            }
            guard !fits else { continue }
            var shown = value.description
            if shown.count > 40 { shown = String(shown.prefix(37)) + "…\"" }
            throw context.error("$\(name) is \(shown) in row \(r): \(property.rawValue) takes \(Self.takes(property))", at: word)
        }
    }

    private static func takes(_ property: Binding.Property) -> String {
        switch property {
        case .text: return "any text"
        case .hidden, .collapsed: return "true or false"
        case .lines: return "a whole number from 0 (no limit) to 100,000"
        case .size: return "WIDTHxHEIGHT, as 64x64, or a number for a square"
        case .constant: return "a number"
        }
    }
}

extension Workspace {
    /// The field a `when=` rule reads exists in the data (when there is data).
    func checkRuleField(_ name: String, word: Word, _ context: LineContext) throws(SourceError) {
        try checkFieldExists(name, in: word, context)
    }

    /// Refuses `$name` (under its place in `word`) when the table has data without it.
    func checkFieldExists(_ name: String, in word: Word, _ context: LineContext) throws(SourceError) {
        let fields = table.data.fieldNames
        guard table.rowCount > 0 || !fields.isEmpty else { return }
        let known = Set(fields + Self.rowFields)
        guard !known.contains(name) else { return }
        let hint = closestName(to: name, in: Array(known)).map { " (did you mean $\($0)?)" } ?? ""
        var at = word
        if !word.isQuoted, word.length == word.text.count, let offset = characterOffset(of: "$" + name, in: word.text, wholeName: true) {
            at = Word(text: "$" + name, column: word.column + offset, length: name.count + 1, isQuoted: false)
        }
        throw context.error("the data has no field $\(name)\(hint); its fields: " + fields.map { "$" + $0 }.joined(separator: " "), at: at)
    }
}
