import Foundation
import Testing
@testable import LineEditing

/// A fresh path in a fresh temporary directory.
func temporaryHistoryPath() throws -> String {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("LineEditingTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent("history").path
}

@Suite("libedit history and its file")
struct EditLineHistoryTests {
    @Test("entries survive a save and a load, spaces, quotes, backslashes and UTF-8 included")
    func roundTrip() throws {
        let path = try temporaryHistoryPath()
        let entries = [
            "view cell",
            "label body in cell \"Some long text\" lines=0",
            "H:|-6-[body]-6-|",
            "back\\slash\ttab",
            "label t \"café 漢字\"",
        ]
        do {
            let history = try #require(EditLineHistory(size: 100, unique: true))
            for entry in entries { history.add(entry) }
            #expect(history.entries == entries)
            #expect(history.save(to: path))
        }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("_HiStOrY_V2_\n"))
        #expect(text.contains("view\\040cell"))

        let reloaded = try #require(EditLineHistory(size: 100, unique: true))
        #expect(reloaded.load(from: path))
        #expect(reloaded.entries == entries)
    }

    @Test("adjacent duplicates are dropped when unique")
    func unique() throws {
        let history = try #require(EditLineHistory(size: 100, unique: true))
        for entry in ["frames", "frames", "check", "frames", "frames"] { history.add(entry) }
        #expect(history.entries == ["frames", "check", "frames"])

        let everything = try #require(EditLineHistory(size: 100, unique: false))
        for entry in ["frames", "frames"] { everything.add(entry) }
        #expect(everything.entries == ["frames", "frames"])
    }

    @Test("the size limit keeps the newest entries, in memory and on load")
    func sizeLimit() throws {
        let path = try temporaryHistoryPath()
        let history = try #require(EditLineHistory(size: 3, unique: true))
        for number in 1...5 { history.add("line \(number)") }
        #expect(history.count == 3)
        #expect(history.entries == ["line 3", "line 4", "line 5"])
        #expect(history.save(to: path))

        let small = try #require(EditLineHistory(size: 2, unique: true))
        #expect(small.load(from: path))
        #expect(small.entries == ["line 4", "line 5"])
    }

    @Test("a missing file loads nothing; an unwritable path does not save")
    func failures() throws {
        let history = try #require(EditLineHistory(size: 10, unique: true))
        #expect(!history.load(from: "/nonexistent/dir/history"))
        #expect(history.entries.isEmpty)
        history.add("x")
        #expect(!history.save(to: "/nonexistent/dir/history"))
        history.clear()
        #expect(history.count == 0)
    }
}
