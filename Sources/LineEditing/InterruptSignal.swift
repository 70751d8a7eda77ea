import CEditLine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's SIGINT handler while an ``EditLineReader`` exists.
///
/// The handler is C (in CEditLine) and only sets a flag: no Swift runs in signal context.
/// It is installed with `sigaction` and without `SA_RESTART`, so a `read` blocked in
/// `el_gets` returns `EINTR` and the line is given up. Every call into the C side is in
/// this file, because the flag is a `static` of the C header (one copy per object file).
struct InterruptSignal: ~Copyable {
    private var previous = sigaction()
    private let installed: Bool

    /// Installs the handler, remembering the action it replaces.
    init() {
        installed = ceditline_sigint_install(&previous) == 0
    }

    /// Puts the previous action back.
    deinit {
        if installed {
            var action = previous
            _ = ceditline_sigint_restore(&action)
        }
    }

    /// True when SIGINT arrived since the last call; clears the flag.
    func take() -> Bool {
        ceditline_sigint_take() != 0
    }
}

/// How the reader reads a key: libedit's own reading, but one that also wakes up when another
/// thread has something to write above the line (``EditLineReader/interject(_:)``). It lives
/// in this file because it tells Ctrl-C from other signals by the handler's flag, a `static`
/// of the C header that only this file's copy of the functions sees.
enum KeyReading {
    /// Makes `editLine` read through the waking function, woken by `wakeDescriptor`.
    static func install(on editLine: OpaquePointer, wakeDescriptor: Int32) {
        ceditline_set_wake_fd(wakeDescriptor)
        _ = ceditline_set_read_function(editLine, ceditline_read_character)
    }

    /// The key the reading function gives when woken.
    static let wakeKey = "^^"
}

