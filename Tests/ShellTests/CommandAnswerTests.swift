import Foundation
import XCTest
@testable import Shell

/// Walks the commands that are types: each one's example answers a value that prints as text
/// and as JSON that parses, whose every key `help VERB` documents; and a session in JSON lines
/// carries the same answer.
final class CommandAnswerTests: XCTestCase {
    /// `json` itself is left out: `json on` turns the session to JSON lines, so its own answer
    /// is a session line (testACommandThatAnswersTextSaysSoInJSONLines covers it).
    private var typed: [Command] { CommandTable.all.filter { $0.jsonKeys != nil && $0.name != "json" && !$0.commandLineOnly } }

    func testTheRegistryHasCommandTypes() {
        // The walk below is over these; a registry that lost them would pass it vacuously.
        XCTAssertGreaterThanOrEqual(typed.count, 70)
    }

    /// A command that answers one of several outcomes says when each comes, and its help
    /// lists each one's keys under it.
    func testACommandOfSeveralAnswersSaysWhenEachComes() {
        let several = typed.filter { ($0.jsonAnswers?.count ?? 0) > 1 }
        XCTAssertGreaterThanOrEqual(several.count, 4)
        for command in several {
            let answers = command.jsonAnswers ?? []
            XCTAssertTrue(answers.allSatisfy { $0.when != nil }, command.name)
            let help = Workspace().run("help " + command.name).output
            for answer in answers { XCTAssertTrue(help.contains("    \(answer.when ?? "?"):"), "help \(command.name): \(help)") }
        }
    }

    func testEveryExampleAnswersJSONWhoseKeysHelpDocuments() throws {
        let directory = try exampleFiles()
        for command in typed {
            let keys = Set(command.jsonKeys?.map(\.key) ?? [])
            let w = Workspace()
            w.currentDirectory = directory
            for line in command.example.setup { XCTAssertNil(w.run(line).error, "\(command.name) setup: \(line)") }
            // A form (a constraint, an assignment) is its line's shape: it answers JSON in a session
            // in JSON lines, not with a flag.
            let parsed: Any
            // A form (and a command whose words are the rest of the line, echo) answers JSON in a
            // session in JSON lines.
            var takesTheRestOfTheLine = false
            if case .rest = command.syntax { takesTheRestOfTheLine = true }
            if command.path.isEmpty || takesTheRestOfTheLine {
                _ = w.run("json on")
                let line = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(w.run(command.example.line).output.utf8)) as? [String: Any])
                XCTAssertTrue(line["error"] is NSNull, "\(command.name): \(line)")
                parsed = try XCTUnwrap(line["outcome"], "\(command.name) answers a value: \(line)")
            } else {
                let reply = w.run(command.example.line + " --json")
                XCTAssertNil(reply.error, "\(command.name): \(reply.output)")
                parsed = try XCTUnwrap(try? JSONSerialization.jsonObject(with: Data(reply.output.utf8), options: [.fragmentsAllowed]),
                                       "\(command.name) --json: \(reply.output)")
            }
            let maps = Set(command.jsonKeys?.filter(\.isMap).map(\.key) ?? [])
            for key in Self.keys(in: parsed, maps: maps) {
                XCTAssertTrue(keys.contains(key), "\(command.name): the key \(key) is not in its jsonKeys")
            }
            let help = Workspace().run("help " + command.name).output
            for key in command.jsonKeys ?? [] {
                XCTAssertTrue(help.contains("\(key.key): "), "help \(command.name) documents \(key.key)")
            }
        }
    }

    func testASessionInJSONLinesCarriesEachAnswer() throws {
        let directory = try exampleFiles()
        for command in typed {
            let plain = Workspace(), lines = Workspace()
            plain.currentDirectory = directory
            lines.currentDirectory = directory
            // The same inputs in both (the recording counts them): json off changes nothing.
            XCTAssertNil(plain.run("json off").error)
            XCTAssertNil(lines.run("json on").error)
            for line in command.example.setup {
                _ = plain.run(line)
                _ = lines.run(line)
            }
            let reply = lines.run(command.example.line)
            XCTAssertFalse(reply.output.contains("\n"), "one line: \(reply.output)")
            let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(reply.output.utf8)) as? [String: Any], reply.output)
            XCTAssertEqual(Set(object.keys), ["line", "input", "outcome", "notes", "error"], command.name)
            XCTAssertEqual(object["input"] as? String, command.example.line)
            XCTAssertTrue(object["error"] is NSNull, command.name)
            let outcome = try XCTUnwrap(object["outcome"], command.name)
            if case .rest = command.syntax { continue }
            guard !command.path.isEmpty else { continue }
            let alone = plain.run(command.example.line + " --json").output
            let expected = try JSONSerialization.jsonObject(with: Data(alone.utf8), options: [.fragmentsAllowed])
            XCTAssertEqual(NSDictionary(dictionary: ["v": outcome]), NSDictionary(dictionary: ["v": expected]), command.name)
        }
    }

    /// The line that turns JSON lines off answers in JSON too: a program reading them gets a
    /// line for every input.
    func testJSONOffIsAnsweredInJSON() throws {
        let w = Workspace()
        _ = w.run("json on")
        let reply = w.run("json off")
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(reply.output.utf8)) as? [String: Any], reply.output)
        let outcome = try XCTUnwrap(object["outcome"] as? [String: Any])
        XCTAssertEqual(outcome["value"] as? Bool, false)
        XCTAssertEqual(w.run("echo plain").output, "plain")
    }

    func testARefusalInJSONLinesHasItsSpan() throws {
        let w = Workspace()
        _ = w.run("json on")
        let reply = w.run("table scroll by 10 over 0", lineNumber: 7)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(reply.output.utf8)) as? [String: Any])
        let error = try XCTUnwrap(object["error"] as? [String: Any])
        XCTAssertEqual(error["line"] as? Int, 7)
        XCTAssertEqual(error["column"] as? Int, 25)
        XCTAssertEqual(error["length"] as? Int, 1)
        XCTAssertEqual(error["message"] as? String, "over N frames: N is a whole number from 1 to 10,000, not '0'")
        XCTAssertTrue(object["outcome"] is NSNull)
    }

    /// `source` answers what the lines it runs print: text, not a value of its own.
    func testACommandThatAnswersTextSaysSoInJSONLines() throws {
        let directory = try temporaryDirectory()
        try "echo hello\n".write(toFile: directory + "/hello.trellis", atomically: true, encoding: .utf8)
        let w = Workspace()
        w.currentDirectory = directory
        _ = w.run("json on")
        let reply = w.run("source hello.trellis")
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(reply.output.utf8)) as? [String: Any])
        XCTAssertEqual(object["text"] as? String, "hello")
        XCTAssertNil(object["outcome"])
        XCTAssertNil(w.run("json off").error)
        XCTAssertEqual(w.run("echo hello").output, "hello")
    }

    /// Tests of the shell assert values: a scroll stopped by Ctrl-C answers the frames it took.
    func testAnInterruptedScrollAnswersTheFramesItTook() throws {
        let w = Workspace()
        for line in CommandTable.quotes + ["table reload"] { XCTAssertNil(w.run(line).error, line) }
        var asked = 0
        w.isInterrupted = { asked += 1; return asked == 3 }
        let invocation = try CommandParser.invocation(try XCTUnwrap(CommandTable.command("table scroll")),
                                                      LineContext(line: "table scroll by 900 over 10", lineNumber: 1,
                                                                  words: try splitWords("table scroll by 900 over 10")))
        let frames = try TableScroll(CommandInput(invocation: invocation)).run(in: w)
        XCTAssertEqual(frames.frames.count, 3)
        XCTAssertEqual(frames.shortfall, .interrupted(done: 3, of: 10))
        XCTAssertEqual(frames.frames.last?.offset, 270)
    }

    /// A `key=value` whose value is wrong is refused under the value, not its key.
    func testAWrongKeyedValueIsUnderlinedWhereItIs() {
        let reply = Workspace().run("table sizing estimated estimate=abc")
        XCTAssertEqual(reply.error?.position.column, 33)
        XCTAssertEqual(reply.error?.length, 3)
    }

    /// The matcher, not each command, refuses a `key=value` given twice, where it stands.
    /// The report's schema is the shell's (Render/TableReports.swift): a precomputation that
    /// Ctrl-C stopped says so last.
    func testAStoppedPrecomputationSaysSoInItsJSON() throws {
        let w = Workspace()
        for line in ["table data quotes 5000 seed=1"] + CommandTable.quotes.dropFirst() { XCTAssertNil(w.run(line).error, line) }
        XCTAssertNil(w.run("table memo off").error)
        w.isInterrupted = { true }
        let reply = w.run("table precompute --json")
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(reply.output.utf8)) as? [String: Any], reply.output)
        XCTAssertEqual(object["interrupted"] as? Bool, true)
        XCTAssertLessThan(try XCTUnwrap(object["solves"] as? Int), 5000)
    }

    func testAKeyedWordGivenTwiceIsRefusedByTheGrammar() throws {
        let syntax = Syntax.many(.any(Field.estimate("E", key: "estimate").syntax, Field.onOff("on|off", key: "cache", "cache").syntax))
        let words = try splitWords("estimate=50 cache=on estimate=60")
        guard case .failure(let failure) = SyntaxMatcher.match(syntax, words) else { return XCTFail("matched") }
        XCTAssertEqual(failure.index, 2)
        XCTAssertEqual(failure.message, "estimate is given twice")
        XCTAssertEqual(Workspace().run("table sizing estimated estimate=50 cache=on estimate=60").error?.position.column, 45)
    }

    /// Every key in a JSON value; under a map's key, the keys one level down are data, not schema.
    private static func keys(in value: Any, maps: Set<String>) -> [String] {
        if let object = value as? [String: Any] {
            return object.flatMap { key, inner -> [String] in
                guard maps.contains(key), let entries = inner as? [String: Any] else { return [key] + keys(in: inner, maps: maps) }
                return [key] + entries.values.flatMap { keys(in: $0, maps: maps) }
            }
        }
        if let array = value as? [Any] { return array.flatMap { keys(in: $0, maps: maps) } }
        return []
    }
}

/// One value grammar: a slot, a property and a constraint read on/off and priorities alike.
final class ValueWordsTests: XCTestCase {
    func testOnOffIsReadAlikeEverywhere() {
        let w = Workspace()
        for line in CommandTable.quotes { XCTAssertNil(w.run(line).error, line) }
        // A property took only lower case while a slot took any: now both do.
        XCTAssertNil(w.run("body.hidden = YES").error)
        XCTAssertEqual(w.run("frames body --json").error, nil)
        XCTAssertNil(w.run("table sizing estimated cache=ON").error)
        XCTAssertEqual(w.run("body.hidden = maybe").error?.message, "hidden is on or off, not 'maybe'")
        XCTAssertEqual(w.run("table sizing estimated cache=maybe").error?.message, "cache is on or off, not 'maybe'")
    }

    func testAPriorityIsRefusedInOneWayEverywhere() {
        let w = Workspace()
        XCTAssertNil(w.run("view a width=10").error)
        XCTAssertNil(w.run("a.height == 10 as h").error)
        let unknown = "unknown priority 'hgh' (did you mean 'high'?): 1 to 1000, or required, high, low, fitting"
        XCTAssertEqual(w.run("a.height == 10 @hgh").error?.message, unknown)
        XCTAssertEqual(w.run("h.priority = hgh").error?.message, unknown)
        XCTAssertEqual(w.run("x == 1 @hgh").error?.message, unknown)
        XCTAssertEqual(w.run("h.priority = 0").error?.message, "a priority is a number from 1 to 1000, not 0")
        XCTAssertEqual(w.run("a.height == 10 @0").error?.message, "a priority is a number from 1 to 1000, not 0")
    }
}
