import Foundation
import Testing
@testable import LineEditing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// These touch process-wide state (the SIGINT action, the locale), so they run one at a time.
@Suite("The libedit reader without a terminal", .serialized)
struct EditLineReaderTests {
    private func configuration(_ path: String) -> EditLineReader.Configuration {
        EditLineReader.Configuration(historyFile: path, historySize: 10, readsEditrc: false)
    }

    @Test("history is written as lines are added and read back by the next reader")
    func historyAcrossReaders() throws {
        let path = try temporaryHistoryPath()
        do {
            let reader = try #require(EditLineReader(configuration: configuration(path)))
            reader.addHistory("view cell")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "_HiStOrY_V2_\nview\\040cell\n")
            reader.addHistory("   ")
            reader.addHistory("")
            reader.addHistory("view cell")
            reader.addHistory("frames")
            #expect(reader.historyEntries == ["view cell", "frames"])
        }
        let next = try #require(EditLineReader(configuration: configuration(path)))
        #expect(next.historyEntries == ["view cell", "frames"])
        next.addHistory("check")
        #expect(next.saveHistory())
        #expect(try String(contentsOfFile: path, encoding: .utf8)
            == "_HiStOrY_V2_\nview\\040cell\nframes\ncheck\n")
    }

    @Test("a file that is not a history file is left alone unless lines are added")
    func foreignFileUntouched() throws {
        let path = try temporaryHistoryPath()
        try "not a history file\n".write(toFile: path, atomically: true, encoding: .utf8)
        do {
            let reader = try #require(EditLineReader(configuration: configuration(path)))
            #expect(reader.historyEntries.isEmpty)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "not a history file\n")
    }

    @Test("no history file: nothing is written, saving succeeds")
    func memoryOnly() throws {
        let reader = try #require(EditLineReader(configuration: .init(readsEditrc: false)))
        reader.addHistory("x")
        #expect(reader.saveHistory())
        #expect(reader.historyEntries == ["x"])
    }

    @Test("the SIGINT handler only sets a flag, and is taken once")
    func interruptFlag() {
        let interrupt = InterruptSignal()
        let before = interrupt.take()
        // To the process, not this thread: test threads may block SIGINT, the main one does not.
        kill(getpid(), SIGINT)
        var first = false
        for _ in 0..<200 where !first {
            first = interrupt.take()
            if !first { usleep(5_000) }
        }
        let second = interrupt.take()
        #expect(!before && first && !second)
    }
}
