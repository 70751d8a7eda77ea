/// A line of a session that answers in JSON lines (`json on`, `trellis --json`): one object per
/// input with what was typed, the command's answer, the notes beside it and the error.
enum SessionJSON {
    static let keys: [JSONKey] = [
        JSONKey("line", "the input's line number"),
        JSONKey("input", "the line as typed (continuations joined)"),
        JSONKey("outcome", "the command's answer as its --json prints it, or null; absent for a command that answers text"),
        JSONKey("text", "the answer of a command that answers text, as the shell prints it (only for those)"),
        JSONKey("notes", "what the line has to say beside its answer, an object each: note (constraintRenamed, conflict, templateCapturedAgain, templateKept), its values and text, its words"),
        JSONKey("error", "null, or the refusal: message, line, column, length (characters underlined) and notes"),
    ]

    /// The object for one input. `answer` is the command's own reply, before notes were added.
    static func line(input: String, lineNumber: Int, answer: Workspace.Reply, notes: [LineNote]) -> JSON {
        var fields: [(String, JSON)] = [("line", .number(Double(lineNumber))), ("input", .string(input))]
        if let outcome = answer.outcome {
            fields.append(("outcome", outcome))
        } else if answer.error == nil {
            fields.append(("text", .string(answer.output)))
        } else {
            fields.append(("outcome", .null))
        }
        fields.append(("notes", .array(notes.map(LineNoteText(style: .plain).json))))
        fields.append(("error", answer.error.map(error) ?? .null))
        return .object(fields)
    }

    static func error(_ e: SourceError) -> JSON {
        .object([("message", .string(e.message)), ("line", .number(Double(e.position.line))),
                 ("column", .number(Double(e.position.column))), ("length", .number(Double(e.length))),
                 ("notes", .array(e.notes.map(JSON.string)))])
    }
}
