import ConsoleLog

/// `import log FILE` and a finished `paste`: the log's scene, explained; nil when Ctrl-C
/// stopped it before its conflict was found (nothing was imported then).
struct LogImported {
    var explanation: LogExplanation?
    /// A paste cut at its limit of lines.
    var cutAtLines: Int?
}
