import Cassowary
import Layout
import Notation

/// Constraints over plain names (no dots), for the solver on its own: `x >= 10`,
/// `x == 5 @250`, `suggest w 400`, `remove 2`, `values`. The commands of the language reach it
/// through their types (Commands/Variables/); this is the model, and its answers are values
/// (``PlainConstraintChange``, ``PlainValues``) that Render/ writes.
final class PlainVariables {
    private(set) var solver = Solver()
    private var variables: [String: Variable] = [:]
    private var variableOrder: [String] = []
    private var numbered: [(number: Int, constraint: Constraint, text: String)] = []
    private var nextNumber = 1
    private var editPriorities: [String: Priority] = [:]
    /// Each variable's value when an answer last showed it (for ``changedValues()``).
    private var lastShown: [String: Double] = [:]
    /// Each variable's place in ``variableOrder``.
    private var orderIndex: [String: Int] = [:]
    /// Variables made since the last answer, not yet compared.
    private var unshown: [String] = []
    /// Variables whose values may have changed since the last answer, as the solver said.
    private var touched = Set<String>()
    /// Whether every value may have changed (the solver could not say which).
    private var allTouched = false
    /// How many values answers have compared with the last shown (a measure of their work).
    private(set) var valuesCompared = 0

    init() {}

    /// Whether a line is a constraint over plain names: a relation, and no `.` in it.
    static func isConstraint(_ tokens: [Token]) -> Bool {
        !tokens.contains { $0.kind == .symbol(".") }
            && tokens.contains { if case .symbol(let s) = $0.kind { return ["==", "=", ">=", "<="].contains(s) }; return false }
    }

    /// Why `name` cannot name a new variable, or nil: it is longer than any name may be, or
    /// it reads as a number (`NaN`, `inf`) that is not one Trellis takes.
    static func refusal(ofName name: String) -> String? {
        if name.utf8.count > SceneLimits.nameBytes { return LayoutError.limit(.nameBytes).words }
        if ["nan", "inf", "infinity"].contains(name.lowercased()) {
            return "'\(name)' is not a number Trellis takes (a layout's numbers are finite) and cannot name a variable"
        }
        return nil
    }

    /// The variables made so far, in order (for completion).
    var names: [String] { variableOrder }

    /// Whether a plain variable of this name was made (by a constraint over it).
    func knows(_ name: String) -> Bool { variables[name] != nil }

    private func variable(named name: String) -> Variable {
        if let v = variables[name] { return v }
        let v = Variable(name)
        remember(v, as: name)
        return v
    }

    private func remember(_ v: Variable, as name: String) {
        variables[name] = v
        orderIndex[name] = variableOrder.count
        variableOrder.append(name)
        unshown.append(name)
    }

    /// `x + 2*y == 10 @750`: adds the constraint, numbered; answers with it and the values.
    func add(_ text: String, lineNumber: Int) throws(SourceError) -> PlainConstraintChange {
        let tokens = try Lexer(line: lineNumber).tokens(text)
        var cursor = TokenCursor(tokens, line: lineNumber, endColumn: text.count + 1)
        guard numbered.count < SceneLimits.constraints else {
            throw cursor.error("at most \(grouped(SceneLimits.constraints)) plain constraints are kept (remove N takes one out)")
        }
        return try addConstraint(&cursor, text: text)
    }

    private func addConstraint(_ cursor: inout TokenCursor, text: String) throws(SourceError) -> PlainConstraintChange {
        var created: [String: Variable] = [:]
        var createdOrder: [String] = []
        let constraint = try LinearParser().constraint(&cursor) { [cursor] name, token throws(SourceError) in
            if let v = self.variables[name] ?? created[name] { return v }
            if let refusal = Self.refusal(ofName: name) { throw cursor.error(refusal, at: token) }
            let v = Variable(name)
            created[name] = v
            createdOrder.append(name)
            return v
        }
        let number = nextNumber
        let named = constraint.named("[\(number)]")
        do {
            try solver.add(named)
        } catch {
            throw failure(error, cursor: cursor)
        }
        if let (name, value) = beyondRange(also: createdOrder.compactMap { created[$0] }) {
            try? solver.remove(named)
            solver.solveAfresh()
            collectTouched()
            let (position, length) = Self.wholeLine(cursor)
            throw SourceError(Self.beyondRangeWords("this constraint", name, value), at: position, length: length)
        }
        for name in createdOrder {
            if let v = created[name] { remember(v, as: name) }
        }
        nextNumber += 1
        let source = Self.sourceText(text)
        numbered.append((number, named, source))
        return PlainConstraintChange(wasRemoved: false, number: number, constraint: source, values: changedValues())
    }

    /// The line as the user wrote it, without a comment or surrounding blanks.
    private static func sourceText(_ line: String) -> String {
        var inString = false
        var kept = ""
        for c in line {
            if c == "\"" { inString.toggle() }
            if c == "#" && !inString { break }
            kept.append(c)
        }
        return kept.trimmingBlanks()
    }

    /// A constraint of the solver as `why` lists it: a numbered one by its number (`[1]`) and
    /// as written, an edit variable's as the `suggest` that made it.
    private func row(_ c: Constraint) -> WhyResult.Row {
        if let entry = numbered.first(where: { $0.constraint === c }) {
            return WhyResult.Row(name: "[\(entry.number)]", constraint: entry.text, origin: .user)
        }
        if let edit = editPriorities.first(where: { c.name == "edit \($0.key)" }) {
            return WhyResult.Row(name: "", constraint: "suggest \(edit.key) @\(edit.value)", origin: .user)
        }
        return WhyResult.Row(name: "", constraint: Self.plain(c), origin: .user)
    }

    /// A constraint in an error's words: `[1] x >= 10`.
    private func display(_ c: Constraint) -> String {
        let r = row(c)
        return r.name.isEmpty ? r.constraint : "\(r.name) \(r.constraint)"
    }

    /// Where a line's tokens are, from the first to the end of the last.
    private static func wholeLine(_ cursor: TokenCursor) -> (position: SourcePosition, length: Int) {
        let whole = cursor.tokens.first.map { first -> (Int, Int) in
            let last = cursor.tokens[cursor.tokens.count - 1]
            return (first.column, last.column + last.length - first.column)
        } ?? (1, 1)
        return (SourcePosition(line: cursor.line, column: whole.0), whole.1)
    }

    private func failure(_ error: SolverError, cursor: TokenCursor) -> SourceError {
        let (position, length) = Self.wholeLine(cursor)
        switch error {
        case .unsatisfiable(_, let conflict):
            let others = conflict.dropLast().map { "  " + display($0) }
            if others.isEmpty {
                return SourceError("this required constraint can never hold: its variables cancel and leave a false statement",
                                   at: position, length: length)
            }
            let message = others.count == 1
                ? "this required constraint cannot hold together with \(display(conflict[0]))"
                : "this required constraint cannot hold together with these \(others.count):"
            let notes = (others.count == 1 ? [] : others)
                + ["(remove one of them, or make one optional with a priority below 1000, as @999)"]
            return SourceError(message, at: position, length: length, notes: notes)
        default:
            return SourceError(error.words, at: position, length: length)
        }
    }

    /// A constraint as the user wrote it, without the solver's name.
    private static func plain(_ c: Constraint) -> String {
        Constraint(c.expression, c.relation, priority: c.priority).description
    }

    /// `remove 2`: the constraint numbered 2.
    func removeNumbered(_ number: Int, word: Word, lineNumber: Int) throws(SourceError) -> PlainConstraintChange {
        let place = SourcePosition(line: lineNumber, column: word.column)
        guard let index = numbered.firstIndex(where: { $0.number == number }) else {
            throw SourceError("there is no constraint [\(word.text)] (see 'constraints')", at: place, length: word.length)
        }
        let entry = numbered[index]
        do { try solver.remove(entry.constraint) } catch { throw SourceError(error.words, at: place, length: word.length) }
        if let (name, value) = beyondRange() {
            try? solver.add(entry.constraint)
            solver.solveAfresh()
            collectTouched()
            throw SourceError(Self.beyondRangeWords("removing it", name, value), at: place, length: word.length)
        }
        numbered.remove(at: index)
        return PlainConstraintChange(wasRemoved: true, number: entry.number, constraint: entry.text, values: changedValues())
    }

    /// `suggest w 400 @999`: makes `w` editable at that priority (999 by default) and drags it.
    func suggest(_ name: Word, _ value: Double, at valueWord: Word, priority: Priority, lineNumber: Int) throws(SourceError) -> PlainValues {
        let v = variable(named: name.text)
        let previous = solver.suggestedValue(for: v)
        let previousPriority = editPriorities[name.text]
        do {
            if let existing = editPriorities[name.text], existing != priority {
                try solver.removeEditVariable(v)
                editPriorities[name.text] = nil
            }
            if editPriorities[name.text] == nil {
                try solver.addEditVariable(v, priority: priority)
                editPriorities[name.text] = priority
            }
            try solver.suggestValue(value, for: v)
        } catch {
            throw SourceError(error.words, at: SourcePosition(line: lineNumber, column: name.column), length: name.length)
        }
        if let (beyond, beyondValue) = beyondRange() {
            // Back to the edit as it was: its priority and its value, or no edit at all.
            try? solver.removeEditVariable(v)
            editPriorities[name.text] = nil
            if let previousPriority, let previous {
                try? solver.addEditVariable(v, priority: previousPriority)
                try? solver.suggestValue(previous, for: v)
                editPriorities[name.text] = previousPriority
            }
            solver.solveAfresh()
            collectTouched()
            throw SourceError(Self.beyondRangeWords("this value", beyond, beyondValue),
                              at: SourcePosition(line: lineNumber, column: valueWord.column), length: valueWord.length)
        }
        return changedValues()
    }

    /// `why x`: the constraints that decide x (the name is one `knows`).
    func why(_ name: String) -> WhyResult? {
        guard let v = variables[name] else { return nil }
        let rows = solver.constraintsDetermining(v).map(row)
        return WhyResult(subject: v.name, value: solver.value(of: v), rows: rows, isPlainVariable: true)
    }

    /// `check`: the ambiguous variables, each with another value it could have.
    func ambiguities() -> [PlainAmbiguity] {
        knownAmbiguities().map { PlainAmbiguity(name: $0.variable.name, value: $0.value, alternative: $0.alternativeValue) }
    }

    /// `values`: every variable's value, and the ambiguous ones.
    func allValues() -> PlainValues {
        listing(variableOrder, unlisted: 0, ambiguous: knownAmbiguities().map(\.variable.name))
    }

    /// The answer to a change: every value while there are at most ``shownValues`` variables;
    /// beyond that only the values that changed or are new, at most ``shownValues`` of them,
    /// and how many more there are. A line's answer stays a few lines long however many
    /// variables there are (a chain of 2,000 once printed 38 MB, every value at every line).
    /// The values it answers are those the next change is compared with. Only the variables
    /// the solver says a change touched are compared (comparing all made a chain of 20,000
    /// lines quadratic: turn3/13).
    func changedValues() -> PlainValues {
        let ambiguous = knownAmbiguities().map(\.variable.name)
        collectTouched()
        var changed: [String] = []
        for name in candidates() {
            guard let v = variables[name] else { continue }
            let value = solver.value(of: v)
            valuesCompared += 1
            if lastShown[name].map({ abs($0 - value) > 1e-9 }) ?? true { changed.append(name) }
            lastShown[name] = value
        }
        unshown.removeAll()
        touched.removeAll()
        allTouched = false
        guard variableOrder.count > Self.shownValues else { return listing(variableOrder, unlisted: 0, ambiguous: ambiguous) }
        return listing(Array(changed.prefix(Self.shownValues)), unlisted: max(0, changed.count - Self.shownValues), ambiguous: ambiguous)
    }

    /// The solver's ambiguities over the variables the shell knows: a line refused after the
    /// solver took it (its values out of range) leaves its new variables in the solver, free.
    private func knownAmbiguities() -> [Ambiguity] {
        solver.ambiguities().filter { variables[$0.variable.name] === $0.variable }
    }

    /// Takes what the solver says the last changes touched into ``touched``.
    private func collectTouched() {
        if let changed = solver.takeTouchedVariables() {
            for v in changed { touched.insert(v.name) }
        } else {
            allTouched = true
        }
    }

    /// The variables whose values may have changed since the last answer, in their order.
    private func candidates() -> [String] {
        if allTouched { return variableOrder }
        var seen = Set<String>()
        return (unshown + touched)
            .filter { variables[$0] != nil && seen.insert($0).inserted }
            .sorted { (orderIndex[$0] ?? 0) < (orderIndex[$1] ?? 0) }
    }

    /// The first variable, of those the last change may have moved and `also`, whose value is
    /// now beyond a layout's range (as ±10,000,000 is for every number the language reads),
    /// with that value. Past it, values are the solver's rounding as much as the constraints:
    /// turn3/06 chained multipliers to 1e13, and required equalities were off by 1e9. A change
    /// refused so is taken back and the rest solved afresh: taken back alone, it left its
    /// rounding in the tableau (turn3/06b: values of 6e17 for one line, and after it a required
    /// equality over terms of 0.32 off by 0.32).
    private func beyondRange(also: [Variable] = []) -> (String, Double)? {
        collectTouched()
        for v in candidates().compactMap({ variables[$0] }) + also {
            let value = solver.value(of: v)
            if !LayoutNumbers.accepts(value) { return (v.name, value) }
        }
        return nil
    }

    private static func beyondRangeWords(_ what: String, _ name: String, _ value: Double) -> String {
        "\(what) would make \(name) = \(value.isFinite ? formatNumber(value) : "\(value)"), beyond a layout's range of -10,000,000 to 10,000,000"
    }

    /// How many values or ambiguous names an answer lists before it counts the rest.
    static let shownValues = 10

    /// The values of `names`, then the ambiguous variables (at most ``shownValues`` named;
    /// `check` lists them all).
    private func listing(_ names: [String], unlisted: Int, ambiguous: [String]) -> PlainValues {
        let values = names.compactMap { name in variables[name].map { PlainValues.Value(name: name, value: solver.value(of: $0)) } }
        return PlainValues(values: values, unlisted: unlisted, variableCount: variableOrder.count,
                           ambiguous: Array(ambiguous.prefix(Self.shownValues)), moreAmbiguous: max(0, ambiguous.count - Self.shownValues))
    }

    /// Whether any constraint or edit variable is in this solver.
    var hasConstraints: Bool { !numbered.isEmpty || !editPriorities.isEmpty }

    /// `constraints`: the numbered constraints and the edit variables.
    func listing() -> PlainConstraintListing {
        PlainConstraintListing(
            numbered: numbered.map { .init(number: $0.number, constraint: $0.text, priority: $0.constraint.priority) },
            edits: variableOrder.compactMap { name in editPriorities[name].map { .init(variable: name, priority: $0) } })
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
