/// The answer to a Tab: which part of the line is being completed, and what it could become.
public struct Completion: Equatable, Sendable {
    /// The text to replace, as a range of the line the completer was given. It normally
    /// runs from the start of the word under the cursor to the cursor; whatever lies after
    /// the cursor is left alone.
    public var range: Range<String.Index>
    /// Every full replacement for the text in `range`, in the order the completer likes.
    public var candidates: [String]
    /// Appended after the only candidate when the completion is unique (for example `" "`
    /// after a verb). Not used when several candidates remain.
    public var suffixWhenUnique: String

    /// Creates a completion.
    public init(range: Range<String.Index>, candidates: [String], suffixWhenUnique: String = "") {
        self.range = range
        self.candidates = candidates
        self.suffixWhenUnique = suffixWhenUnique
    }

    /// No candidates at `cursor`.
    public static func none(at cursor: String.Index) -> Completion {
        Completion(range: cursor..<cursor, candidates: [])
    }
}

/// Supplies completions for the interactive reader. The shell implements it; it must be a
/// pure function of its arguments (no printing), as it runs in the middle of line editing.
public protocol LineCompleter: AnyObject {
    /// The completion for `line` with the cursor at `cursor` (an index of `line`).
    /// ``CompletionWord/range(in:cursor:breaks:)`` finds the word under the cursor.
    func complete(line: String, cursor: String.Index) -> Completion
}

/// A ``LineCompleter`` made from a closure.
public final class ClosureLineCompleter: LineCompleter {
    private let body: (String, String.Index) -> Completion

    /// Wraps `body`, called as `body(line, cursor)`.
    public init(_ body: @escaping (String, String.Index) -> Completion) {
        self.body = body
    }

    /// Calls the closure.
    public func complete(line: String, cursor: String.Index) -> Completion {
        body(line, cursor)
    }
}
