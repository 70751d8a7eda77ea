import Foundation
import XCTest
@testable import Shell

/// Walks the command table: every command has help, an example that runs in a fresh workspace,
/// and completion for the words of its example; names are declared once.
final class CommandTableTests: XCTestCase {
    func testEveryCommandHasASummaryAHelpPageAndAnExample() {
        let w = Workspace()
        for command in CommandTable.all {
            XCTAssertFalse(command.summary.isEmpty, command.name)
            XCTAssertFalse(command.example.line.isEmpty, command.name)
            let reply = w.run("help " + command.name)
            XCTAssertNil(reply.error, "help \(command.name): \(reply.output)")
            XCTAssertTrue(reply.output.hasSuffix("  example: " + command.example.line), "help \(command.name):\n\(reply.output)")
            XCTAssertTrue(reply.output.contains(command.summary.split(separator: " ").prefix(3).joined(separator: " ")),
                          "help \(command.name) shows its summary")
        }
    }

    /// The groups of sub-commands (`table …`, `stack …`) come from the paths; each has its
    /// line in the overview, and no line is kept for a group that is gone.
    func testEveryGroupOfSubcommandsHasItsSummary() {
        let groups = Set(CommandTable.all.filter { $0.path.count > 1 }.map { $0.path[0] })
        XCTAssertEqual(Set(Help.groupSummaries.keys), groups)
        for group in groups { XCTAssertFalse(Help.groupSummaries[group]?.isEmpty ?? true, group) }
    }

    func testEveryExampleRunsWithoutErrorInAFreshWorkspace() throws {
        let directory = try exampleFiles()
        for command in CommandTable.all {
            if command.commandLineOnly {
                XCTAssertTrue(command.example.line.hasPrefix("trellis "), command.name)
                continue
            }
            let w = Workspace()
            w.currentDirectory = directory
            for line in command.example.setup + [command.example.line] {
                let reply = w.run(line)
                XCTAssertNil(reply.error, "\(command.name): \(line)\n\(reply.output)")
            }
        }
    }

    /// The example's line is the command it illustrates, not another one.
    func testEveryExampleIsAnInstanceOfItsCommand() {
        for command in CommandTable.all where !command.commandLineOnly {
            let words = (try? splitWords(command.example.line)) ?? []
            guard case .command(let found, _) = LineKind.of(words, line: command.example.line) else {
                XCTFail("\(command.name): '\(command.example.line)' is no command")
                continue
            }
            XCTAssertEqual(found.name, command.name, command.example.line)
        }
    }

    /// Tab offers each word of each example where the grammar knows what may stand there: a
    /// keyword, a name of the scene, a `key=` of a keyed word, a flag.
    func testTabOffersTheWordsOfEveryExample() {
        for command in CommandTable.all where !command.path.isEmpty && !command.commandLineOnly {
            let w = Workspace()
            for line in command.example.setup { _ = w.run(line) }
            let line = command.example.line
            guard let words = try? splitWords(line) else { continue }
            let completable = Self.completableSlots(command.syntax)
            guard case .success(let arguments) = SyntaxMatcher.match(command.syntax, Array(words.dropFirst(command.path.count))) else {
                continue
            }
            for item in arguments.items {
                let offered: String
                if item.value == .keyword {
                    offered = item.word.text
                } else if let slot = completable[item.name] {
                    if case .setting = slot.value, case .words(let keys) = slot.completion {
                        // `key=value` words: the keys it offers (`reuse=`), not the bindings.
                        guard let key = keys.first(where: { item.word.text.hasPrefix($0) }) else { continue }
                        offered = key
                    } else {
                        // `why body.height`: the name before the dot is what the slot offers.
                        offered = slot.prefix ?? String(item.word.text.prefix { $0 != "." })
                    }
                } else {
                    continue
                }
                let cursor = item.word.column - 1
                let candidates = w.completions(line: String(line.prefix(cursor)), cursor: cursor).candidates
                XCTAssertTrue(candidates.contains(offered), "\(line): at column \(item.word.column), \(candidates) lacks '\(offered)'")
            }
            // The verb itself, from its first letters.
            for (index, word) in command.path.enumerated() {
                let before = command.path.prefix(index).joined(separator: " ")
                let typed = (before.isEmpty ? "" : before + " ") + String(word.prefix(2))
                let candidates = w.completions(line: typed, cursor: typed.count).candidates
                XCTAssertTrue(candidates.contains(word), "'\(typed)' does not complete to \(word): \(candidates)")
            }
        }
    }

    /// The slots of a grammar that Tab completes, by name.
    private static func completableSlots(_ syntax: Syntax) -> [String: Slot] {
        switch syntax {
        case .keyword, .rest: return [:]
        case .slot(let s):
            let keyed = s.prefix?.hasSuffix("=") == true
            return s.completion != .nothing || keyed ? [s.name: s] : [:]
        case .sequence(let parts), .choice(let parts):
            return parts.reduce(into: [:]) { $0.merge(completableSlots($1)) { a, _ in a } }
        case .optional(let inner), .repeated(let inner): return completableSlots(inner)
        }
    }

    /// Every declared property is one the setters take, with the value the table gives as its
    /// example; Tab offers it after `NAME.`.
    func testEveryPropertyIsSetAndCompleted() {
        for property in PropertyTable.all {
            let w = workspace(["view cell", #"label body in cell "Hi""#, "image photo in cell 64x64",
                               "body.leading == cell.leading + 8 @750 as gap", "stack row in cell"])
            let target: String
            switch property.owner {
            case .view: target = "cell"
            case .label: target = "body"
            case .image: target = "photo"
            case .stack: target = "row"
            case .constraint: target = "gap"
            }
            let reply = w.run("\(target).\(property.name) = \(property.example)")
            XCTAssertNil(reply.error, "\(target).\(property.name): \(reply.output)")
            let typed = "\(target).\(property.name.prefix(3))"
            XCTAssertTrue(w.completions(line: typed, cursor: typed.count).candidates.contains(property.name), typed)
        }
        XCTAssertEqual(Workspace().run("view a").error, nil)
        let w = workspace(["view cell"])
        XCTAssertEqual(w.run("cell.colour = red").error?.message, "'colour' is not a property of cell")
    }

    func testEachNameIsDeclaredOnce() {
        let names = CommandTable.all.map(\.name)
        XCTAssertEqual(names.count, Set(names).count, "\(names)")
        for command in CommandTable.all {
            for alias in command.aliases { XCTAssertNil(CommandTable.command(alias), "\(alias) is a verb and an alias") }
        }
    }

    /// The README's language table is the command table's.
    func testTheReadmeLanguageTableIsTheCommandTables() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let expected = CommandTable.markdown
        XCTAssertTrue(text.contains(expected), "README.md's language table differs from the command table; it should read:\n\(expected)")
    }

    /// The README's example of a session in JSON lines (`printf '…' | trellis --json`) is what
    /// those lines answer.
    func testTheReadmeJSONLinesExampleIsTrellissAnswer() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let command = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("$ printf '") && $0.hasSuffix("| trellis --json") },
                                    "README.md has no example of trellis --json")
        let inputs = try XCTUnwrap(lines[command].split(separator: "'").dropFirst().first).split(separator: "\\n").map { String($0) }
        let shown = Array(lines[(command + 1)...].prefix { !$0.hasPrefix("```") })
        let w = Workspace()
        XCTAssertNil(w.run("json on").error)
        let answered = inputs.enumerated().map { w.run($0.element, lineNumber: $0.offset + 1).output }
        XCTAssertEqual(shown, answered)
    }
}

extension XCTestCase {
    /// A folder with the files the examples read: the script `source` runs, the log `import
    /// log` reads, and the document `open` and `table cell from` read (post 2's quote cell).
    func exampleFiles() throws -> String {
        let directory = try temporaryDirectory()
        try "view cell width=320\n".write(toFile: directory + "/cell.trellis", atomically: true, encoding: .utf8)
        try "(\n\"<NSLayoutConstraint:0x1 UIView:0x2.width == 10>\",\n\"<NSLayoutConstraint:0x3 UIView:0x2.width == 20>\"\n)\n"
            .write(toFile: directory + "/conflict.log", atomically: true, encoding: .utf8)
        let cell = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sessions/ib/TableViewCell.xib")
        try FileManager.default.copyItem(atPath: cell.path, toPath: directory + "/TableViewCell.xib")
        return directory
    }
}
