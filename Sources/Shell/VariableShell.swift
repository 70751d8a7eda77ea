import Cassowary
import Layout

/// The first Trellis shell: linear constraints over named variables, solved as you type.
///
/// It reads one line at a time and answers with text. Lines are constraints
/// (`x + 2*y == 10`, `x >= 5 @750`, `w == 320 @required`) or commands (`suggest w 400`,
/// `remove 2`, `values`, `constraints`, `why x`, `check`, `reset`, `help`). A bad line gets
/// an error with its line and column and changes nothing.
public final class VariableShell {
    private var solver = Solver()
    private var variables: [String: Variable] = [:]
    private var variableOrder: [String] = []
    private var numbered: [(number: Int, constraint: Constraint, text: String)] = []
    private var nextNumber = 1
    private var editPriorities: [String: Priority] = [:]

    public init() {}

    /// What running one line produced.
    public struct Reply: Equatable, Sendable {
        public var output: String
        public var error: SourceError?
        public var isQuit = false
    }

    public static let commands = ["suggest", "remove", "values", "constraints", "why", "check", "reset", "help", "quit", "exit"]

    public func run(_ text: String, line: Int = 1) -> Reply {
        do {
            return try execute(text, line: line)
        } catch {
            return Reply(output: error.rendered(line: text), error: error)
        }
    }

    private func execute(_ text: String, line: Int) throws(SourceError) -> Reply {
        let tokens = try Lexer(line: line).tokens(text)
        var cursor = TokenCursor(tokens, line: line, endColumn: text.count + 1)
        guard let first = tokens.first else { return Reply(output: "") }
        if case .identifier(let word) = first.kind, tokens.count == 1 || !Self.startsConstraint(tokens) {
            _ = cursor.advance()
            switch word {
            case "help": return Reply(output: Self.help)
            case "quit", "exit": return Reply(output: "", isQuit: true)
            case "values": try expectEnd(cursor); return Reply(output: valuesText())
            case "constraints": try expectEnd(cursor); return Reply(output: constraintsText())
            case "check": try expectEnd(cursor); return Reply(output: checkText())
            case "reset":
                try expectEnd(cursor)
                solver = Solver(); variables = [:]; variableOrder = []; numbered = []; nextNumber = 1; editPriorities = [:]
                return Reply(output: "cleared")
            case "why": return Reply(output: try why(&cursor))
            case "remove": return Reply(output: try remove(&cursor))
            case "suggest": return Reply(output: try suggest(&cursor))
            default:
                let hint = closestName(to: word, in: Self.commands).map { " (did you mean '\($0)'?)" } ?? ""
                throw cursor.error("'\(word)' is not a command, and the line is not a constraint\(hint)", at: first)
            }
        }
        return Reply(output: try addConstraint(&cursor, text: text))
    }

    /// Whether a line belongs to this shell: a relation over plain names (no `.`), or one of
    /// its own commands (`suggest`, `values`).
    public static func handles(_ tokens: [Token]) -> Bool {
        if case .identifier(let word)? = tokens.first?.kind, ["suggest", "values"].contains(word) { return true }
        let hasDot = tokens.contains { $0.kind == .symbol(".") }
        return !hasDot && startsConstraint(tokens)
    }

    /// A line is a constraint when it has a relation in it.
    private static func startsConstraint(_ tokens: [Token]) -> Bool {
        tokens.contains { if case .symbol(let s) = $0.kind { return ["==", "=", ">=", "<="].contains(s) }; return false }
    }

    private func expectEnd(_ cursor: TokenCursor) throws(SourceError) {
        if let extra = cursor.current { throw cursor.error("unexpected '\(extra.text)'", at: extra) }
    }

    /// Whether a plain variable of this name was made (by a constraint over it).
    public func knows(_ name: String) -> Bool { variables[name] != nil }

    private func variable(named name: String) -> Variable {
        if let v = variables[name] { return v }
        let v = Variable(name)
        variables[name] = v
        variableOrder.append(name)
        return v
    }

    /// Tab-completion candidates for the word `prefix`: after `@` the priority names, at the
    /// start of a line the commands and variables, elsewhere the variables (sorted).
    public func completions(for prefix: String, atLineStart: Bool, afterAt: Bool) -> [String] {
        let pool: [String]
        if afterAt {
            pool = Priority.named.map(\.name)
        } else if atLineStart {
            pool = Self.commands + variableOrder
        } else {
            pool = variableOrder
        }
        return Array(Set(pool.filter { $0.hasPrefix(prefix) })).sorted()
    }

    private func existingVariable(_ cursor: inout TokenCursor) throws(SourceError) -> Variable {
        guard let token = cursor.advance() else { throw cursor.error("expected a variable name") }
        guard case .identifier(let name) = token.kind else { throw cursor.error("expected a variable name", at: token) }
        guard let v = variables[name] else {
            let hint = closestName(to: name, in: variableOrder).map { " (did you mean '\($0)'?)" } ?? ""
            throw cursor.error("no variable named '\(name)'\(hint)", at: token)
        }
        return v
    }

    private func addConstraint(_ cursor: inout TokenCursor, text: String) throws(SourceError) -> String {
        var created: [String: Variable] = [:]
        var createdOrder: [String] = []
        let constraint = try LinearParser().constraint(&cursor) { name, _ throws(SourceError) in
            if let v = self.variables[name] ?? created[name] { return v }
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
        for name in createdOrder {
            variables[name] = created[name]
            variableOrder.append(name)
        }
        nextNumber += 1
        let source = Self.sourceText(text)
        numbered.append((number, named, source))
        return "[\(number)] \(source)\n" + valuesText()
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
        return kept.trimmed
    }

    private func display(_ c: Constraint) -> String {
        if let entry = numbered.first(where: { $0.constraint === c }) { return "[\(entry.number)] \(entry.text)" }
        if let edit = editPriorities.first(where: { c.name == "edit \($0.key)" }) { return "suggest \(edit.key) @\(edit.value)" }
        return Self.plain(c)
    }

    private func failure(_ error: SolverError, cursor: TokenCursor) -> SourceError {
        let whole = cursor.tokens.first.map { first -> (Int, Int) in
            let last = cursor.tokens[cursor.tokens.count - 1]
            return (first.column, last.column + last.length - first.column)
        } ?? (1, 1)
        let position = SourcePosition(line: cursor.line, column: whole.0)
        switch error {
        case .unsatisfiable(_, let conflict):
            let others = conflict.dropLast().map { "  " + display($0) }
            if others.isEmpty {
                return SourceError("this required constraint can never hold: its variables cancel and leave a false statement",
                                   at: position, length: whole.1)
            }
            let message = others.count == 1
                ? "this required constraint cannot hold together with \(display(conflict[0]))"
                : "this required constraint cannot hold together with these \(others.count):"
            let notes = (others.count == 1 ? [] : others)
                + ["(remove one of them, or make one optional with a priority below 1000, as @999)"]
            return SourceError(message, at: position, length: whole.1, notes: notes)
        default:
            return SourceError(error.description, at: position, length: whole.1)
        }
    }

    /// A constraint as the user wrote it, without the solver's name.
    private static func plain(_ c: Constraint) -> String {
        Constraint(c.expression, c.relation, priority: c.priority).description
    }

    private func remove(_ cursor: inout TokenCursor) throws(SourceError) -> String {
        guard let token = cursor.advance(), case .number(let n) = token.kind else {
            throw cursor.error("expected the number of a constraint, as 'remove 2' (see 'constraints')")
        }
        try expectEnd(cursor)
        guard let index = numbered.firstIndex(where: { Double($0.number) == n }) else {
            throw cursor.error("there is no constraint [\(token.text)] (see 'constraints')", at: token)
        }
        let entry = numbered[index]
        do { try solver.remove(entry.constraint) } catch { throw cursor.error(error.description, at: token) }
        numbered.remove(at: index)
        return "removed [\(entry.number)] \(entry.text)\n" + valuesText()
    }

    private func suggest(_ cursor: inout TokenCursor) throws(SourceError) -> String {
        guard let nameToken = cursor.advance(), case .identifier(let name) = nameToken.kind else {
            throw cursor.error("expected a variable name, as 'suggest w 400'")
        }
        let negative = cursor.accept("-")
        guard let valueToken = cursor.advance(), case .number(var value) = valueToken.kind else {
            throw cursor.error("expected the value to suggest, as 'suggest \(name) 400'")
        }
        if negative { value = -value }
        var priority: Priority = 999
        if cursor.accept("@") { priority = try LinearParser().priority(&cursor) }
        try expectEnd(cursor)
        let v = variable(named: name)
        do {
            if let existing = editPriorities[name], existing != priority {
                try solver.removeEditVariable(v)
                editPriorities[name] = nil
            }
            if editPriorities[name] == nil {
                try solver.addEditVariable(v, priority: priority)
                editPriorities[name] = priority
            }
            try solver.suggestValue(value, for: v)
        } catch {
            throw cursor.error(error.description, at: nameToken)
        }
        return valuesText()
    }

    private func why(_ cursor: inout TokenCursor) throws(SourceError) -> String {
        let v = try existingVariable(&cursor)
        try expectEnd(cursor)
        let deciding = solver.constraintsDetermining(v)
        let value = formatNumber(solver.value(of: v))
        if deciding.isEmpty { return "\(v.name) = \(value): nothing decides it (it is free)" }
        let lines = deciding.map { "  " + display($0) }
        return "\(v.name) = \(value) because of:\n" + lines.joined(separator: "\n")
    }

    private func checkText() -> String {
        let ambiguous = solver.ambiguities()
        if ambiguous.isEmpty { return "no conflicts; every variable is determined" }
        let list = ambiguous.map { "  \($0.variable.name) = \(formatNumber($0.value)), could also be \(formatNumber($0.alternativeValue))" }
        return "ambiguous (more than one best solution):\n" + list.joined(separator: "\n")
    }

    private func valuesText() -> String {
        let width = variableOrder.map(\.count).max() ?? 0
        var lines = variableOrder.compactMap { name -> String? in
            guard let v = variables[name] else { return nil }
            return name.padding(to: width) + " = " + formatNumber(solver.value(of: v))
        }
        let ambiguous = solver.ambiguities().map(\.variable.name)
        if !ambiguous.isEmpty { lines.append("ambiguous: " + ambiguous.joined(separator: ", ")) }
        return lines.joined(separator: "\n")
    }

    /// Whether any constraint or edit variable is in this solver.
    var hasConstraints: Bool { !numbered.isEmpty || !editPriorities.isEmpty }

    /// The numbered constraints and the edit variables, a line each.
    func constraintsText() -> String {
        if !hasConstraints { return "no constraints yet" }
        var lines = numbered.map { "[\($0.number)] \($0.text)" }
        for name in variableOrder {
            if let p = editPriorities[name] { lines.append("edit \(name) @\(p)") }
        }
        return lines.joined(separator: "\n")
    }

    public static let help = """
    Constraints over named variables, solved as you type:
      x + 2*y == 10          a required constraint (== or =, >=, <=)
      x >= 5 @750            with a priority: 1…1000, or required, high (750), low (250), fitting (50)
      w == 320 @required
    Commands:
      suggest w 400 [@999]   make w editable (default priority 999) and suggest a value
      remove 2               remove constraint [2]
      values                 the solved values
      constraints            the constraints, numbered
      why x                  the constraints that decide x
      check                  variables left ambiguous
      reset                  start again
      help, quit
    """
}

extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmed: String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !blank($0) }), let last = lastIndex(where: { !blank($0) }) else { return "" }
        return String(self[first...last])
    }

    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
