#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// True when both standard input and standard output are terminals: the only case in
/// which line editing makes sense (with output piped, libedit stops editing and Tab
/// becomes a literal tab).
public func standardStreamsAreTerminals() -> Bool {
    isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
}

/// The reader for this process's standard input: an ``EditLineReader`` when both standard
/// streams are terminals (and libedit starts), otherwise a ``PlainLineReader`` on
/// standard input, which ignores prompts, history and the completer.
public func makeStandardLineReader(
    configuration: EditLineReader.Configuration = EditLineReader.Configuration(),
    completer: (any LineCompleter)? = nil
) -> any LineReader {
    if standardStreamsAreTerminals(),
       let reader = EditLineReader(configuration: configuration, completer: completer) {
        return reader
    }
    return PlainLineReader(fileDescriptor: STDIN_FILENO)
}
