import Cassowary
import Foundation
import XCTest
@testable import Shell

/// The plain-variable forms of the language (`x >= 10`, `suggest`, `values`, `remove N`,
/// `why x`): their answers as values, their refusals as words.
final class PlainVariablesTests: XCTestCase {
    /// The values an answer lists, by name.
    private func listed(_ values: PlainValues) -> [String: Double] {
        Dictionary(uniqueKeysWithValues: values.values.map { ($0.name, $0.value) })
    }

    func testPipeExampleFromTheIssue() throws {
        let shell = Workspace()
        XCTAssertEqual(try answer(PlainConstraint.self, "x >= 10", in: shell), PlainConstraintChange(
            wasRemoved: false, number: 1, constraint: "x >= 10",
            values: PlainValues(values: [.init(name: "x", value: 10)], unlisted: 0, variableCount: 1, ambiguous: ["x"], moreAmbiguous: 0)))
        let optional = try answer(PlainConstraint.self, "x == 5 @250", lineNumber: 2, in: shell)
        XCTAssertEqual(optional.number, 2)
        XCTAssertEqual(optional.constraint, "x == 5 @250")
        XCTAssertEqual(listed(optional.values), ["x": 10])
        XCTAssertEqual(optional.values.ambiguous, [])
    }

    /// 'NaN' was read as a variable's name (fuzzing found `x == NaN` taken as two variables).
    func testNotANumberIsNotAName() throws {
        let shell = Workspace()
        for word in ["NaN", "inf", "Infinity"] {
            let reply = shell.run("x == 2 * \(word)")
            XCTAssertEqual(reply.error?.message, "'\(word)' is not a number Trellis takes (a layout's numbers are finite) and cannot name a variable")
            XCTAssertEqual(reply.error?.position.column, 10)
        }
        XCTAssertEqual(shell.run("suggest NaN 5").error?.message,
                       "'NaN' is not a number Trellis takes (a layout's numbers are finite) and cannot name a variable")
        XCTAssertEqual(try answer(Values.self, "values", in: shell).variableCount, 0)
        let nancy = try answer(PlainConstraint.self, "nancy == 2", in: shell)
        XCTAssertEqual(nancy.number, 1)
        XCTAssertEqual(listed(nancy.values), ["nancy": 2])
    }

    /// A review: plain variables took names of any length.
    func testAVariablesNameHasTheLimitOfEveryName() {
        let shell = Workspace()
        let long = String(repeating: "y", count: 257)
        XCTAssertEqual(shell.run("x == \(long) + 1").error?.message, "a name is at most 256 bytes long")
        XCTAssertEqual(shell.run("x == \(long) + 1").error?.position.column, 6)
        XCTAssertEqual(shell.run("suggest \(long) 4").error?.message, "a name is at most 256 bytes long")
        XCTAssertNil(shell.run("x == \(String(repeating: "y", count: 256)) + 1").error)
    }

    func testPrioritiesByNameAndNumber() throws {
        let shell = Workspace()
        _ = shell.run("w == 320 @required")
        _ = shell.run("w == 100 @high")
        XCTAssertEqual(try answer(Values.self, "values", in: shell).values, [.init(name: "w", value: 320)])
        XCTAssertNotNil(shell.run("w == 1 @urgent").error)
        XCTAssertEqual(shell.run("w == 1 @requird").error?.message, "unknown priority 'requird' (did you mean 'required'?): 1 to 1000, or required, high, low, fitting")
    }

    func testSuggestAndRemove() throws {
        let shell = Workspace()
        _ = shell.run("half * 2 == w")
        _ = shell.run("half >= 10")
        XCTAssertEqual(listed(try answer(Suggest.self, "suggest w 400", in: shell)), ["half": 200, "w": 400])
        XCTAssertEqual(listed(try answer(Suggest.self, "suggest w 4", in: shell)), ["half": 10, "w": 20])
        guard case .second(let removed) = try answer(Remove.self, "remove 2", in: shell) else { return XCTFail("a plain constraint removed") }
        XCTAssertEqual(removed.number, 2)
        XCTAssertTrue(removed.wasRemoved)
        XCTAssertEqual(removed.constraint, "half >= 10")
        XCTAssertEqual(listed(removed.values), ["half": 2, "w": 4])
        // The words (no session removes a plain constraint or lines up names of two lengths).
        XCTAssertEqual(printed(Either<Removed, PlainConstraintChange>.second(removed), in: shell), "removed [2] half >= 10\nhalf = 2\nw    = 4")
        XCTAssertEqual(try answer(Constraints.self, "constraints", in: shell).plainVariables,
                       PlainConstraintListing(numbered: [.init(number: 1, constraint: "half * 2 == w", priority: .required)],
                                              edits: [.init(variable: "w", priority: Priority(999) ?? .required)]))
        XCTAssertEqual(shell.run("constraints").output, "[1] half * 2 == w\nedit w @999")
    }

    func testConflictNamesTheOtherConstraint() throws {
        let shell = Workspace()
        _ = shell.run("x >= 10")
        let reply = shell.run("x <= 3", lineNumber: 2)
        XCTAssertEqual(reply.error?.message, "this required constraint cannot hold together with [1] x >= 10")
        XCTAssertEqual(reply.error?.position, SourcePosition(line: 2, column: 1))
        // Nothing changed, and numbering goes on.
        let values = try answer(Values.self, "values", in: shell)
        XCTAssertEqual(values.values, [.init(name: "x", value: 10)])
        XCTAssertEqual(values.ambiguous, ["x"])
        XCTAssertEqual(try answer(PlainConstraint.self, "x <= 30", in: shell), PlainConstraintChange(
            wasRemoved: false, number: 2, constraint: "x <= 30",
            values: PlainValues(values: [.init(name: "x", value: 10)], unlisted: 0, variableCount: 1, ambiguous: ["x"], moreAmbiguous: 0)))
    }

    func testBadLinesChangeNothing() throws {
        let shell = Workspace()
        let reply = shell.run("y = x*x")
        XCTAssertEqual(reply.error?.position.column, 6)
        XCTAssertEqual(try answer(Values.self, "values", in: shell).variableCount, 0)
        XCTAssertEqual(shell.run("x / 0 == 1").error?.message, "division by zero")
        XCTAssertEqual(shell.run("(x + 1 == 2").error?.message, "expected ')' to close the '(' at column 1")
        XCTAssertEqual(shell.run("x == ").error?.position.column, 6)
        XCTAssertEqual(shell.run("valus").error?.message,
                       "'valus' is not a command (did you mean 'values'?); type 'help' for the list")
        XCTAssertEqual(shell.run("remove 7").error?.message, "there is no constraint [7] (see 'constraints')")
    }

    func testWhyAndCheck() throws {
        let shell = Workspace()
        _ = shell.run("x >= 10")
        _ = shell.run("x == 5 @250")
        _ = shell.run("y == x + 1")
        let why = try answer(Why.self, "why y", in: shell)
        XCTAssertEqual(why.subject, "y")
        XCTAssertEqual(why.value, 11)
        XCTAssertTrue(why.isPlainVariable)
        XCTAssertEqual(why.rows, [WhyResult.Row(name: "[1]", constraint: "x >= 10", origin: .user),
                                  WhyResult.Row(name: "[3]", constraint: "y == x + 1", origin: .user)])
        // The words of a plain variable's why (the sessions ask why of views only).
        XCTAssertEqual(printed(why, in: shell), "y = 11 because of:\n  [1] x >= 10\n  [3] y == x + 1")
        XCTAssertEqual(try answer(Check.self, "check", in: shell),
                       CheckResult(broken: [], ambiguous: [], plainVariables: []))
        XCTAssertEqual(shell.run("check").output, "no conflicts; every variable is determined")
        _ = shell.run("z >= 0")
        XCTAssertEqual(try answer(Check.self, "check", in: shell).plainVariables, [PlainAmbiguity(name: "z", value: 0, alternative: 10)])
        XCTAssertEqual(shell.run("check").output, "ambiguous (more than one best solution):\n  z = 0, could also be 10")
        XCTAssertEqual(shell.run("why q").error?.message,
                       "no variable named 'q'; why takes VIEW.ATTRIBUTE, as why body.height, or a plain variable")
    }

    /// `constraints --json` and `check --json` once answered `[]` and "no ambiguity" beside
    /// plain constraints and ambiguous plain variables: the JSON left out what the text said.
    func testTheJSONOfConstraintsAndCheckCarriesThePlainVariables() throws {
        let shell = Workspace()
        _ = shell.run("x >= 10")
        _ = shell.run("y == x + 5 @750")
        _ = shell.run("suggest y 20")
        let rows = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(shell.run("constraints --json").output.utf8)) as? [[String: Any]])
        XCTAssertEqual(rows.compactMap { $0["name"] as? String }, ["[1]", "[2]", "edit y"])
        XCTAssertEqual(rows.compactMap { $0["constraint"] as? String }, ["x >= 10", "y == x + 5 @750", "suggest y"])
        XCTAssertEqual(rows.compactMap { $0["priority"] as? Double }, [1000, 750, 999])
        _ = shell.run("z >= 0")
        let check = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(shell.run("check --json").output.utf8)) as? [String: Any])
        let plain = try XCTUnwrap(check["plainVariables"] as? [String: Any])
        let ambiguous = try XCTUnwrap(plain["ambiguous"] as? [[String: Any]])
        XCTAssertEqual(ambiguous.compactMap { $0["variable"] as? String }, ["z"])
        XCTAssertEqual(ambiguous.first?["alternative"] as? Double, 10)
    }

    func testCommentsAndBlankLines() throws {
        let shell = Workspace()
        XCTAssertEqual(shell.run("   # just a comment").output, "")
        XCTAssertEqual(shell.run("").output, "")
        let two = try answer(PlainConstraint.self, "x == 2 # two", in: shell)
        XCTAssertEqual(two.constraint, "x == 2")
        XCTAssertEqual(listed(two.values), ["x": 2])
        XCTAssertTrue(shell.run("quit").isQuit)
    }
}

/// repro/12: 2,000 chained lines printed every value at every line (38 MB). Past ten
/// variables an answer lists the values that changed, at most ten, and counts the rest.
final class PlainVariablesOutputBoundTests: XCTestCase {
    func testAnAnswerStaysShortHoweverManyVariablesThereAre() throws {
        let shell = Workspace()
        var largest = 0
        for i in 1...300 {
            let change = try answer(PlainConstraint.self, "x\(i) == x\(i - 1) + 10", in: shell)
            XCTAssertLessThanOrEqual(change.values.ambiguous.count, PlainVariables.shownValues)
            largest = max(largest, change.values.values.count)
        }
        XCTAssertEqual(largest, PlainVariables.shownValues)
        // A new link in the chain: its own value (x0 is free at 0, so x300 is 3000).
        let link = try answer(PlainConstraint.self, "x301 == x300 + 10", in: shell)
        XCTAssertEqual(link.number, 301)
        XCTAssertEqual(link.values, PlainValues(values: [.init(name: "x301", value: 3010)], unlisted: 0, variableCount: 302,
                                                ambiguous: ["x1", "x0", "x2", "x3", "x4", "x5", "x6", "x7", "x8", "x9"], moreAmbiguous: 292))
        // The words of the count (no session has more than ten variables).
        XCTAssertEqual(printed(link, in: shell),
                       "[301] x301 == x300 + 10\nx301 = 3010\nambiguous: x1, x0, x2, x3, x4, x5, x6, x7, x8, x9 and 292 more (check lists them)")
        // Moving the start of the chain moves every value: ten are shown, the rest counted.
        let moved = try answer(PlainConstraint.self, "x0 == 5", in: shell)
        XCTAssertEqual(moved.number, 302)
        XCTAssertEqual(Array(moved.values.values.prefix(3)), [.init(name: "x1", value: 15), .init(name: "x0", value: 5), .init(name: "x2", value: 25)])
        XCTAssertEqual(moved.values.values.count, PlainVariables.shownValues)
        XCTAssertEqual(moved.values.unlisted, 292)
        XCTAssertEqual(moved.values.ambiguous, [])
        XCTAssertEqual(printed(moved, in: shell).split(separator: "\n").last, "(292 more values changed; values lists all 302)")
        // values lists them all.
        XCTAssertEqual(try answer(Values.self, "values", in: shell).values.count, 302)
        // Nothing changed: nothing listed.
        let unchanged = try answer(PlainConstraint.self, "x0 >= 1", in: shell)
        XCTAssertEqual(unchanged.number, 303)
        XCTAssertEqual(unchanged.values.values, [])
    }
}
