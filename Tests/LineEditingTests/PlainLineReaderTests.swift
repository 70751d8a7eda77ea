import Foundation
import Testing
@testable import LineEditing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Errors of the test helpers.
struct PipeError: Error {}

/// A pipe whose write end gets `bytes` and is then closed; returns the read end.
/// Input larger than a pipe's buffer is written by a thread of its own (not a task: it
/// blocks until the reader has read).
func pipeReading(_ bytes: [UInt8]) throws -> Int32 {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw PipeError() }
    let (readEnd, writeEnd) = (ends[0], ends[1])
    let writer = { @Sendable in
        var offset = 0
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            while offset < raw.count {
                let written = write(writeEnd, base + offset, raw.count - offset)
                if written <= 0 { break }
                offset += written
            }
        }
        close(writeEnd)
    }
    if bytes.count <= 4096 {
        writer()
    } else {
        Thread.detachNewThread { writer() }
    }
    return readEnd
}

/// Every result until the end of input (and one more, to see that it stays ended).
func readAll(_ reader: PlainLineReader) -> [LineReadResult] {
    var results: [LineReadResult] = []
    while true {
        let result = reader.readLine(prompt: "ignored> ")
        results.append(result)
        if result == .endOfInput { break }
    }
    results.append(reader.readLine(prompt: ""))
    return results
}

@Suite("Plain lines from a pipe")
struct PlainLineReaderTests {
    private func lines(_ text: String, chunkSize: Int = 64 * 1024) throws -> [LineReadResult] {
        try lines(Array(text.utf8), chunkSize: chunkSize)
    }

    private func lines(_ bytes: [UInt8], chunkSize: Int = 64 * 1024) throws -> [LineReadResult] {
        let fd = try pipeReading(bytes)
        defer { close(fd) }
        return readAll(PlainLineReader(fileDescriptor: fd, chunkSize: chunkSize))
    }

    @Test("lines, then the end of input, which stays the end")
    func simple() throws {
        #expect(try lines("view cell\nframes\n")
            == [.line("view cell"), .line("frames"), .endOfInput, .endOfInput])
    }

    @Test("empty input")
    func emptyInput() throws {
        #expect(try lines("") == [.endOfInput, .endOfInput])
    }

    @Test("empty lines are lines")
    func emptyLines() throws {
        #expect(try lines("\n\na\n\n") == [.line(""), .line(""), .line("a"), .line(""), .endOfInput, .endOfInput])
    }

    @Test("CRLF line ends lose the CR; a lone CR elsewhere stays")
    func crlf() throws {
        #expect(try lines("a\r\nb\r\n\r\nc\rd\n")
            == [.line("a"), .line("b"), .line(""), .line("c\rd"), .endOfInput, .endOfInput])
    }

    @Test("a last line without a newline")
    func noFinalNewline() throws {
        #expect(try lines("a\nlast") == [.line("a"), .line("last"), .endOfInput, .endOfInput])
        #expect(try lines("last\r") == [.line("last"), .endOfInput, .endOfInput])
    }

    @Test("invalid UTF-8 is repaired, valid UTF-8 kept")
    func invalidUTF8() throws {
        let bytes: [UInt8] = Array("caf".utf8) + [0xE9] + Array("\ncafé\n".utf8) + [0xFF, 0xC3]
        #expect(try lines(bytes) == [.line("caf\u{FFFD}"), .line("café"), .line("\u{FFFD}\u{FFFD}"),
                                     .endOfInput, .endOfInput])
    }

    @Test("a byte order mark at the start is skipped")
    func byteOrderMark() throws {
        #expect(try lines([0xEF, 0xBB, 0xBF] + Array("view a\n\u{FEFF}x\n".utf8))
            == [.line("view a"), .line("\u{FEFF}x"), .endOfInput, .endOfInput])
    }

    @Test("lines split across reads, one byte at a time")
    func tinyChunks() throws {
        #expect(try lines("ab\r\nc\n\nd\u{E9}f", chunkSize: 1)
            == [.line("ab"), .line("c"), .line(""), .line("d\u{E9}f"), .endOfInput, .endOfInput])
    }

    @Test("long lines")
    func longLines() throws {
        let long = String(repeating: "0123456789", count: 100_000)  // 1 MB
        let result = try lines(long + "\nshort\n" + long, chunkSize: 4096)
        #expect(result == [.line(long), .line("short"), .line(long), .endOfInput, .endOfInput])
    }

    @Test("a line longer than the limit is cut there and the rest of it dropped")
    func cutLines() throws {
        let fd = try pipeReading(Array(("ab\n" + String(repeating: "x", count: 100_000) + "\nc\n" + String(repeating: "y", count: 50)).utf8))
        defer { close(fd) }
        let reader = PlainLineReader(fileDescriptor: fd, chunkSize: 1000, maximumLineBytes: 10)
        #expect(reader.readLine(prompt: "") == .line("ab"))
        #expect(!reader.lastLineWasCut)
        #expect(reader.readLine(prompt: "") == .line("xxxxxxxxxx"))
        #expect(reader.lastLineWasCut)
        #expect(reader.readLine(prompt: "") == .line("c"))
        #expect(!reader.lastLineWasCut)
        // A last line without a newline is cut too.
        #expect(reader.readLine(prompt: "") == .line("yyyyyyyyyy"))
        #expect(reader.lastLineWasCut)
        #expect(reader.readLine(prompt: "") == .endOfInput)
    }

    @Test("history calls do nothing")
    func history() throws {
        let fd = try pipeReading(Array("x\n".utf8))
        defer { close(fd) }
        let reader = PlainLineReader(fileDescriptor: fd)
        reader.addHistory("x")
        #expect(reader.saveHistory())
        #expect(reader.readLine(prompt: "> ") == .line("x"))
    }

    @Test("an unreadable descriptor is the end of input")
    func badDescriptor() {
        let reader = PlainLineReader(fileDescriptor: -1)
        #expect(reader.readLine(prompt: "") == .endOfInput)
    }
}
