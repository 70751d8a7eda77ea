import XCTest
@testable import Shell

/// The plain variables' commands answer values: the constraint added, its number and the
/// values it moved; and printing an answer changes nothing.
final class VariablesAnswerTests: XCTestCase {
    func testAConstraintAnswersItsNumberAndTheValues() throws {
        let w = Workspace()
        let added = try PlainConstraint(input("x >= 10 # at least")).run(in: w)
        XCTAssertEqual(added, PlainConstraintChange(
            wasRemoved: false, number: 1, constraint: "x >= 10",
            values: PlainValues(values: [.init(name: "x", value: 10)], unlisted: 0, variableCount: 1, ambiguous: ["x"], moreAmbiguous: 0)))
        let second = try PlainConstraint(input("y == x + 1", lineNumber: 2)).run(in: w)
        XCTAssertEqual(second.number, 2)
        XCTAssertEqual(second.values.values.map(\.value), [10, 11])
        XCTAssertEqual(second.values.ambiguous, ["x", "y"])
    }

    func testSuggestAndValues() throws {
        let w = Workspace()
        _ = try PlainConstraint(input("half * 2 == w")).run(in: w)
        let moved = try Suggest(input("suggest w 400 @500")).run(in: w)
        XCTAssertEqual(moved.values, [.init(name: "half", value: 200), .init(name: "w", value: 400)])
        XCTAssertEqual(try Values(input("values")).run(in: w), moved)
    }

    /// Past ten variables a change answers what changed; the values shown are what the next
    /// change is compared with, kept when the answer is made, not when it is printed.
    func testPrintingAnAnswerChangesNothing() throws {
        let w = Workspace()
        for i in 1...12 { _ = try PlainConstraint(input("x\(i) == x\(i - 1) + 1")).run(in: w) }
        let moved = try PlainConstraint(input("x0 == 5")).run(in: w)
        XCTAssertEqual(moved.values.values.count, PlainVariables.shownValues)
        XCTAssertEqual(moved.values.unlisted, 3)
        XCTAssertEqual(moved.values.variableCount, 13)
        let printer = OutcomePrinter(style: .plain, columns: 80)
        XCTAssertEqual(printer.text(moved), printer.text(moved))
        // Nothing moved since: nothing listed, whether or not the last answer was printed.
        XCTAssertEqual(try PlainConstraint(input("x0 >= 1")).run(in: w).values.values, [])
    }
}
