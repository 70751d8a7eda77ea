import Cassowary
import Layout

/// `suggest NAME VALUE [@PRIORITY]`: makes a plain variable editable (at 999 unless told) and
/// drags it to a value; answers the values that moved.
struct Suggest: ShellCommand {
    static let name = Field.name("NAME", .plainVariables)
    static let value = Field.number("VALUE", -LayoutNumbers.limit...LayoutNumbers.limit, "a suggested value")
    static let priority = Field.priority("@PRIORITY", after: "@")

    static let spec = CommandSpec(
        path: "suggest", group: .variables, syntax: .seq(name.syntax, value.syntax, .optional(priority.syntax)),
        summary: "make a plain variable editable (at 999 unless told) and drag it to a value",
        example: "suggest x 40", setup: ["x >= 10"])

    let name: Word
    let value: Double
    /// Where the value was written (a refusal of it points there).
    let valueWord: Word
    let priority: Priority
    let lineNumber: Int

    init(_ input: CommandInput) throws(SourceError) {
        let name = try input.required(Self.name)
        let value = try input.required(Self.value)
        guard let first = name.text.first, first.isLetter || first == "_", name.text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            throw input.error("a variable's name is letters, digits and '_', starting with a letter", at: name)
        }
        if let refusal = PlainVariables.refusal(ofName: name.text) { throw input.error(refusal, at: name) }
        self.name = name
        self.value = value
        valueWord = input.word(Self.value) ?? name
        priority = input[Self.priority] ?? 999
        lineNumber = input.context.lineNumber
    }

    func run(in workspace: Workspace) throws(SourceError) -> PlainValues {
        try workspace.variables.suggest(name, value, at: valueWord, priority: priority, lineNumber: lineNumber)
    }
}
