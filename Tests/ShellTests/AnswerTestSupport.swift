import XCTest
@testable import Shell

/// The input a command type reads from a line: a verb's words matched, or a form's line.
func input(_ line: String, lineNumber: Int = 1) throws -> CommandInput {
    let words = try splitWords(line)
    let context = LineContext(line: line, lineNumber: lineNumber, words: words)
    guard case .command(let command, let assignment) = LineKind.of(words, line: line) else { throw LineIsNot(line: line, what: "a command") }
    if command.path.isEmpty {
        return CommandInput(invocation: Invocation(form: command, context: context, assignment: assignment))
    }
    return CommandInput(invocation: try CommandParser.invocation(command, context))
}

/// The answer of a command type to a line, readied as the registry readies it (the table
/// prepared for a table verb, the scene laid out for a command that reads it), for a test to
/// assert the value rather than the words its printer makes of it.
func answer<C: ShellCommand>(_ type: C.Type, _ line: String, lineNumber: Int = 1, in w: Workspace) throws -> C.Answer {
    let input = try input(line, lineNumber: lineNumber)
    let command = input.invocation.command
    guard command.form == (C.spec.form ?? .verb(C.spec.path.split(separator: " ").map(String.init))) else {
        throw LineIsNot(line: line, what: "\(C.self) (it is \(command.name))")
    }
    return try C.answer(input, in: w)
}

/// A line the test meant for another command: the test fails (a skip would hide it).
struct LineIsNot: Error, CustomStringConvertible {
    var line: String
    var what: String
    var description: String { "'\(line)' is not \(what)" }
}

/// The words the shell prints for an answer (what `Workspace.run` replies, without the notes
/// of the line): for a test that keeps a check of the words of an answer it asserted as a value.
func printed(_ answer: some Outcome, in w: Workspace) -> String {
    OutcomePrinter(style: w.style, columns: w.terminalWidth).text(answer)
}
