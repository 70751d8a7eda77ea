/// What the line being run has made besides its answer: the workspace begins it again at each
/// line typed or replayed (a sourced script's lines belong to the line that sources them).
struct LineState {
    /// Whether the line answers in JSON: the session did when it began, or the line turned it
    /// on (`json off` answers in JSON, `json on` too).
    var answersInJSON = false
    /// Whether Ctrl-C stopped it (a recording leaves such a line out).
    var wasInterrupted = false
    /// Whether it came from the live page and was refused there (it reads or writes a file): a
    /// recording leaves it out, as typed in the shell it would run.
    var isRefusedFromPage = false
    /// What it has to say whether it succeeds or not (shown before its output or its error).
    var notes: [LineNote] = []
}
