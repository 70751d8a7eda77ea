import Cassowary
import XCTest
@testable import Shell

/// Issue 32 (part 3): the solver refuses with values; the plain-variables mode's words for
/// them are written in the shell, pinned here once a case.
final class CassowaryWordsTests: XCTestCase {
    let x = Variable("x"), y = Variable("y")

    func testSolverErrors() {
        let c = x >= 1, d = x <= 0
        XCTAssertEqual(SolverError.duplicateConstraint(c).words, "the constraint x >= 1 is already in the solver")
        XCTAssertEqual(SolverError.unknownConstraint(c).words, "the constraint x >= 1 is not in the solver")
        XCTAssertEqual(SolverError.duplicateEditVariable(x).words, "x is already an edit variable")
        XCTAssertEqual(SolverError.unknownEditVariable(x).words, "x is not an edit variable")
        XCTAssertEqual(SolverError.requiredEditVariable(x).words, "an edit variable cannot be required (x); use a priority below 1000")
        XCTAssertEqual(SolverError.nonFiniteNumber(.suggestedValue(y)).words, "the value suggested for y is not a finite number")
        XCTAssertEqual(SolverError.requiredPriorityChange(c).words,
                       "the priority of x >= 1 cannot change between required and optional; remove it and add it again")
        XCTAssertEqual(SolverError.unsatisfiable(d, conflict: [c, d]).words, "cannot satisfy x <= 0 together with:\n  x >= 1")
    }

    func testWhereANonFiniteNumberWasGiven() {
        let c = x + 2 == y
        XCTAssertEqual(SolverError.NonFiniteInput.constraint(c).words, "a coefficient or constant of x - y == -2")
        XCTAssertEqual(SolverError.NonFiniteInput.suggestedValue(x).words, "the value suggested for x")
        XCTAssertEqual(SolverError.NonFiniteInput.newConstant(c).words, "the new constant of x - y == -2")
    }
}
