import CEditLine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The interactive reader: libedit in emacs mode on the terminal.
///
/// - The prompt may contain ANSI colour escapes (they are passed to libedit with
///   `EL_PROMPT_ESC`, so the cursor stays where it belongs).
/// - Up/down walk the history, Ctrl-R searches it backwards incrementally, Tab asks the
///   ``completer`` (see ``TabAction`` for what Tab does).
/// - History: loaded from ``Configuration/historyFile`` at start, adjacent duplicates
///   dropped, at most ``Configuration/historySize`` entries, written after every
///   ``addHistory(_:)``, at end of input and when the reader goes away.
/// - Ctrl-C cancels the line: `^C` and a newline are printed and ``readLine(prompt:)``
///   returns `.interrupted`. Ctrl-D on an empty line returns `.endOfInput`.
/// - `~/.editrc` (or `$EDITRC`) is read after Trellis's own bindings, so users can change
///   them (lines may be prefixed `trellis:`).
///
/// Use it only when standard input and output are both terminals (see
/// ``makeStandardLineReader(configuration:completer:)``). While it exists it owns SIGINT:
/// a Ctrl-C outside `readLine` (during a long command) does not end the process but is
/// reported by ``takeInterrupt()``. Only one should exist at a time, and `readLine` should
/// be called on the main thread (worker threads of Dispatch and Swift concurrency block
/// SIGINT, so Ctrl-C would not interrupt a read made there).
public final class EditLineReader: LineReader {
    /// How the reader is set up.
    public struct Configuration: Sendable {
        /// The name libedit gives the program (used for `~/.editrc` lines `name:...`).
        public var programName: String
        /// The history file, or nil to keep history only in memory.
        public var historyFile: String?
        /// The most entries the history keeps.
        public var historySize: Int
        /// Whether `~/.editrc` is read.
        public var readsEditrc: Bool

        /// Creates a configuration.
        public init(
            programName: String = "trellis",
            historyFile: String? = nil,
            historySize: Int = 1000,
            readsEditrc: Bool = true
        ) {
            self.programName = programName
            self.historyFile = historyFile
            self.historySize = historySize
            self.readsEditrc = readsEditrc
        }
    }

    /// Supplies candidates for Tab; nil makes Tab beep. Held strongly.
    public var completer: (any LineCompleter)?

    /// The configuration the reader was made with.
    public let configuration: Configuration

    /// libedit's `EditLine *`.
    private let editLine: OpaquePointer
    private let history: EditLineHistory
    /// The prompt libedit draws, NUL-terminated. libedit asks for it on every redraw, so
    /// it is one buffer owned here, rewritten before each read and freed in deinit.
    private var promptBuffer: UnsafeMutablePointer<CChar>
    private var promptCapacity: Int
    /// Our SIGINT handler, installed for the reader's lifetime.
    private let interrupt: InterruptSignal
    /// Entries were added since the history was last written.
    private var historyIsDirty = false
    /// The pipe another thread wakes the reader through (``interject(_:)``): each text written
    /// to it ends with a NUL; the reading end does not block. Both ends stay open for the
    /// process's life: a text sent as the reader goes must not meet a closed pipe (SIGPIPE).
    private let wake: (read: Int32, write: Int32)
    /// What came through the pipe and is not yet a whole text (main thread only).
    private var interjected: [UInt8] = []

    /// Sets up libedit on the standard streams. Returns nil when libedit cannot be
    /// initialised. Also makes `LC_CTYPE` a UTF-8 locale (the user's, or `C.UTF-8`), which
    /// libedit needs to accept non-ASCII input.
    public init?(configuration: Configuration = Configuration(), completer: (any LineCompleter)? = nil) {
        _ = ceditline_setup_utf8_ctype()
        guard let history = EditLineHistory(size: configuration.historySize, unique: true) else {
            return nil
        }
        if let path = configuration.historyFile {
            history.load(from: path)
        }
        guard let editLine = ceditline_init(configuration.programName) else { return nil }
        self.configuration = configuration
        self.completer = completer
        self.history = history
        self.editLine = editLine
        promptCapacity = 256
        promptBuffer = .allocate(capacity: promptCapacity)
        promptBuffer.initialize(to: 0)
        interrupt = InterruptSignal()
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
            _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        }
        wake = (ends[0], ends[1])

        _ = ceditline_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
        _ = ceditline_set_prompt_esc(editLine, editLinePromptCallback, CChar(PromptMarkup.marker.value))
        _ = ceditline_set_editor(editLine, "emacs")
        _ = ceditline_set_signal_handling(editLine, 1)
        _ = ceditline_use_history(editLine, history.handle)
        _ = ceditline_add_function(editLine, "trellis-complete", "Complete the word under the cursor",
                                   editLineCompleteCallback)
        _ = ceditline_bind(editLine, "^I", "trellis-complete")
        if wake.read >= 0 {
            KeyReading.install(on: editLine, wakeDescriptor: wake.read)
            _ = ceditline_add_function(editLine, "trellis-interject", "Write what another thread sent, then the line again",
                                       editLineInterjectCallback)
            _ = ceditline_bind(editLine, KeyReading.wakeKey, "trellis-interject")
        }
        _ = ceditline_bind(editLine, "^R", "em-inc-search-prev")
        if configuration.readsEditrc {
            _ = ceditline_source_default(editLine)
        }
    }

    deinit {
        if historyIsDirty {
            saveHistory()
        }
        ceditline_end(editLine)
        promptBuffer.deallocate()
    }

    /// Shows `prompt` and lets the user edit a line. See the type's documentation.
    public func readLine(prompt: String) -> LineReadResult {
        setPrompt(prompt)
        _ = interrupt.take()
        var count: Int32 = 0
        let text = ceditline_gets(editLine, &count)
        let readError = errno
        if interrupt.take() || (count < 0 && readError == EINTR) {
            ceditline_reset(editLine)
            ceditline_write_stdout("^C\n")
            return .interrupted
        }
        guard let text, count > 0 else {
            ceditline_write_stdout("\n")
            if historyIsDirty {
                saveHistory()
            }
            return .endOfInput
        }
        let bytes = UnsafeRawBufferPointer(start: text, count: Int(count))
        var end = bytes.count
        if end > 0, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > 0, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return .line(String(decoding: bytes[0..<end], as: UTF8.self))
    }

    /// Adds `line` to the history (unless it is blank or repeats the newest entry) and
    /// writes the history file.
    public func addHistory(_ line: String) {
        guard line.contains(where: { !$0.isWhitespace }) else { return }
        history.add(line)
        historyIsDirty = true
        saveHistory()
    }

    /// Writes the history file now; true when written or when there is no file.
    @discardableResult
    public func saveHistory() -> Bool {
        guard let path = configuration.historyFile else { return true }
        let saved = history.save(to: path)
        if saved { historyIsDirty = false }
        return saved
    }

    /// Sends `text` to be written above the line being edited, from any thread. libedit is not
    /// thread-safe, so this only writes to the wake pipe: the reader, waiting for a key, reads
    /// it as a key of its own, writes the text and draws the prompt and the typed text again.
    /// While the shell runs a line the text waits in the pipe and comes at the next prompt. It
    /// may block while the pipe is full: call it from a thread of its own.
    public func interject(_ text: String) {
        guard wake.write >= 0 else {
            ceditline_write_stdout(text)
            return
        }
        let bytes = Array(text.utf8.filter { $0 != 0 }) + [0]
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { write(wake.write, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return }
            written += n
        }
    }

    /// The wake key: writes every whole text that came through the pipe above the line, then
    /// has libedit draw the prompt and the line again.
    fileprivate func writeInterjected() -> UInt8 {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(wake.read, &chunk, chunk.count)
            if n <= 0 { break }
            interjected += chunk[0..<n]
        }
        guard let end = interjected.lastIndex(of: 0) else { return UInt8(CC_NORM) }
        let texts = interjected[..<end].split(separator: 0, omittingEmptySubsequences: true)
        interjected.removeSubrange(...end)
        ceditline_write_stdout("\r\u{1B}[K")
        for text in texts { ceditline_write_stdout(String(decoding: text, as: UTF8.self)) }
        return UInt8(CC_REDISPLAY)
    }

    /// True when Ctrl-C was pressed since the last call (or the last `readLine`), for
    /// stopping long work; clears the flag.
    public func takeInterrupt() -> Bool {
        interrupt.take()
    }

    /// The history entries, oldest first (for tests).
    var historyEntries: [String] { history.entries }

    // MARK: - Callbacks

    /// The current prompt, for libedit's redraws.
    fileprivate var currentPrompt: UnsafeMutablePointer<CChar> { promptBuffer }

    /// Tab: asks the completer and edits the line or lists the candidates.
    fileprivate func complete() -> UInt8 {
        guard let completer, let info = ceditline_line(editLine) else {
            return UInt8(CC_REFRESH_BEEP)
        }
        let (line, cursor) = Self.decode(info.pointee)
        let completion = completer.complete(line: line, cursor: cursor)
        switch TabAction.decide(line: line, cursor: cursor, completion: completion) {
        case .beep:
            return UInt8(CC_REFRESH_BEEP)
        case let .edit(deleteCount, insert):
            if deleteCount > 0 {
                ceditline_delete_before_cursor(editLine, Int32(clamping: deleteCount))
            }
            if !insert.isEmpty, ceditline_insert(editLine, insert) != 0 {
                return UInt8(CC_REFRESH_BEEP)
            }
            return UInt8(CC_REFRESH)
        case let .list(candidates):
            let size = ceditline_terminal_size()
            let width = size.columns > 0 ? Int(size.columns) : 80
            let rows = size.rows > 0 ? max(Int(size.rows) - 2, 4) : 24
            let lines = CompletionColumns.lines(for: candidates, width: width, maxRows: rows)
            ceditline_write_stdout("\r\n" + lines.joined(separator: "\r\n") + "\r\n")
            return UInt8(CC_REDISPLAY)
        }
    }

    // MARK: - Private

    private func setPrompt(_ prompt: String) {
        let bytes = PromptMarkup.markingEscapes(in: prompt).utf8.filter { $0 != 0 }
        if bytes.count + 1 > promptCapacity {
            promptBuffer.deallocate()
            promptCapacity = bytes.count + 1
            promptBuffer = .allocate(capacity: promptCapacity)
        }
        for (offset, byte) in bytes.enumerated() {
            promptBuffer[offset] = CChar(bitPattern: byte)
        }
        promptBuffer[bytes.count] = 0
    }

    /// The line libedit is editing and the cursor in it. The bytes before and after the
    /// cursor are decoded separately so that the cursor stays on a boundary even if they
    /// were not valid UTF-8.
    private static func decode(_ info: LineInfo) -> (String, String.Index) {
        guard let buffer = info.buffer, let cursor = info.cursor, let last = info.lastchar else {
            return ("", "".startIndex)
        }
        let cursorOffset = max(0, min(cursor - buffer, last - buffer))
        let total = max(0, last - buffer)
        let bytes = UnsafeRawBufferPointer(start: buffer, count: total)
        let before = String(decoding: bytes[0..<cursorOffset], as: UTF8.self)
        let after = String(decoding: bytes[cursorOffset..<total], as: UTF8.self)
        let line = before + after
        return (line, line.utf8.index(line.startIndex, offsetBy: before.utf8.count))
    }
}

/// `EL_PROMPT_ESC` callback: the reader's prompt buffer.
private func editLinePromptCallback(_ editLine: OpaquePointer?) -> UnsafeMutablePointer<CChar>? {
    guard let editLine, let data = ceditline_get_clientdata(editLine) else {
        return ceditline_empty_prompt()
    }
    return Unmanaged<EditLineReader>.fromOpaque(data).takeUnretainedValue().currentPrompt
}

/// `EL_ADDFN` callback for the wake key.
private func editLineInterjectCallback(_ editLine: OpaquePointer?, _ key: Int32) -> UInt8 {
    guard let editLine, let data = ceditline_get_clientdata(editLine) else {
        return UInt8(CC_ERROR)
    }
    return Unmanaged<EditLineReader>.fromOpaque(data).takeUnretainedValue().writeInterjected()
}

/// `EL_ADDFN` callback for Tab.
private func editLineCompleteCallback(_ editLine: OpaquePointer?, _ key: Int32) -> UInt8 {
    guard let editLine, let data = ceditline_get_clientdata(editLine) else {
        return UInt8(CC_ERROR)
    }
    return Unmanaged<EditLineReader>.fromOpaque(data).takeUnretainedValue().complete()
}
