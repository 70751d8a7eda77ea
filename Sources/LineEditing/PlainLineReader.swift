#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads lines from a file descriptor with no prompt, no echo and no escape codes: the
/// reader for pipes, redirected files and scripts (`trellis < script`).
///
/// - A line ends at `\n`; a `\r` before it is dropped (CRLF files), and a last line
///   without a newline is still a line.
/// - A line longer than `maximumLineBytes` is cut there: the rest of it is read and
///   dropped (``lastLineWasCut`` says so), so that an endless line cannot fill the memory.
/// - Bytes that are not valid UTF-8 are replaced by U+FFFD rather than rejected.
/// - A UTF-8 byte order mark at the very start of the input is skipped.
///
/// The reader never closes its file descriptor; history calls do nothing.
public final class PlainLineReader: LineReader {
    private let fileDescriptor: Int32
    private let chunkSize: Int
    /// Bytes read but not yet returned start at `start`.
    private var buffer: [UInt8] = []
    private var start = 0
    /// Where to resume looking for `\n` (everything in `start..<scanned` has none).
    private var scanned = 0
    private var reachedEnd = false
    private var atVeryStart = true
    private let maximumLineBytes: Int
    /// The kept start of a line being cut, while the rest of it is read and dropped.
    private var cutLine: String?
    /// Whether the line last returned was longer than `maximumLineBytes` and was cut.
    public private(set) var lastLineWasCut = false

    /// Creates a reader on `fileDescriptor` (standard input by default).
    /// - Parameter chunkSize: how many bytes one `read(2)` asks for; tests make it small.
    /// - Parameter maximumLineBytes: the longest line returned whole; a longer one is cut.
    public init(fileDescriptor: Int32 = 0, chunkSize: Int = 64 * 1024, maximumLineBytes: Int = 1 << 20) {
        self.fileDescriptor = fileDescriptor
        self.chunkSize = max(1, chunkSize)
        self.maximumLineBytes = max(1, maximumLineBytes)
    }

    /// Returns the next line, or `.endOfInput` once the input is exhausted (or unreadable).
    /// Never returns `.interrupted`. The prompt is ignored.
    public func readLine(prompt: String) -> LineReadResult {
        lastLineWasCut = false
        while true {
            if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = cutLine ?? takeLine(upTo: newline)
                lastLineWasCut = cutLine != nil
                cutLine = nil
                start = newline + 1
                scanned = start
                return .line(line)
            }
            scanned = buffer.count
            if cutLine == nil, buffer.count - start > maximumLineBytes {
                cutLine = takeLine(upTo: start + maximumLineBytes)
            }
            if cutLine != nil {
                // Only the end of the line is still wanted: drop what was read of it.
                start = buffer.count
                scanned = start
            }
            if reachedEnd {
                if let line = cutLine {
                    cutLine = nil
                    lastLineWasCut = true
                    return .line(line)
                }
                guard start < buffer.count else { return .endOfInput }
                let line = takeLine(upTo: buffer.count)
                start = buffer.count
                scanned = start
                return .line(line)
            }
            fill()
        }
    }

    /// Does nothing: plain input keeps no history.
    public func addHistory(_ line: String) {}

    /// Does nothing and returns `true`: plain input keeps no history.
    @discardableResult
    public func saveHistory() -> Bool { true }

    /// Writes `text` to standard output (a plain reader has no line on the screen to redraw).
    public func interject(_ text: String) {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            written += n
        }
    }

    // MARK: - Private

    /// Decodes `start..<end` (without a trailing `\r`) into a string.
    private func takeLine(upTo end: Int) -> String {
        var lineStart = start
        var lineEnd = end
        if atVeryStart {
            atVeryStart = false
            if lineEnd - lineStart >= 3, buffer[lineStart] == 0xEF, buffer[lineStart + 1] == 0xBB,
               buffer[lineStart + 2] == 0xBF {
                lineStart += 3
            }
        }
        if lineEnd > lineStart, buffer[lineEnd - 1] == UInt8(ascii: "\r") {
            lineEnd -= 1
        }
        return String(decoding: buffer[lineStart..<lineEnd], as: UTF8.self)
    }

    /// Reads one more chunk, first dropping the bytes already returned.
    private func fill() {
        if start > 0 {
            buffer.removeSubrange(0..<start)
            scanned -= start
            start = 0
        }
        let oldCount = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: chunkSize))
        var count = -1
        while true {
            count = buffer.withUnsafeMutableBytes { raw -> Int in
                guard let base = raw.baseAddress else { return -1 }
                return read(fileDescriptor, base + oldCount, chunkSize)
            }
            if count >= 0 || errno != EINTR { break }
        }
        buffer.removeSubrange((oldCount + max(count, 0))...)
        if count <= 0 { reachedEnd = true }
    }
}
