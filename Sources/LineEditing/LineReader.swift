/// What one attempt to read a line produced.
public enum LineReadResult: Equatable, Sendable {
    /// A complete line, without its line terminator (`\n` or `\r\n`).
    case line(String)
    /// The user pressed Ctrl-C: the line being typed is cancelled and the caller should
    /// simply prompt again. Only interactive readers return this.
    case interrupted
    /// Ctrl-D on an empty line, or the end of the input stream: the session is over.
    case endOfInput
}

/// A source of input lines for the shell: an interactive line editor on a terminal, or
/// plain lines from a pipe or a script.
///
/// A reader is used from one thread at a time.
public protocol LineReader: AnyObject {
    /// Reads one line, showing `prompt` first when the reader is interactive.
    ///
    /// The shell passes a different prompt while a line continues (after a trailing `\`),
    /// so continuation needs nothing more than a different string here. The prompt may
    /// contain ANSI colour escapes; interactive readers keep them out of the cursor
    /// arithmetic. Non-interactive readers ignore the prompt.
    func readLine(prompt: String) -> LineReadResult

    /// Adds `line` to the history that the up arrow and Ctrl-R walk, and persists it when
    /// the reader keeps a history file. Empty and blank lines are ignored.
    func addHistory(_ line: String)

    /// Writes the history to its file now. Returns `false` when it could not be written;
    /// `true` when it was written or when the reader keeps no history file.
    @discardableResult
    func saveHistory() -> Bool

    /// Writes `text` (whole lines) while the reader may be waiting for a line, from any
    /// thread: an interactive reader writes it above the line being edited and draws its prompt
    /// and what was typed again (a live page's line and its answer arrive this way).
    func interject(_ text: String)
}
