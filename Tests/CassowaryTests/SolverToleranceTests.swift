import XCTest
@testable import Cassowary

/// Required constraints that miss each other by less than `feasibilityTolerance` (1e-7) hold,
/// whether they are equalities or inequalities and whether they come in by an add or by a
/// change of constant; a miss of more is a conflict. (Before, an equality 5e-8 off was
/// accepted and an inequality 5e-8 off was refused.)
final class SolverToleranceTests: XCTestCase {
    private let within = 5e-8
    private let beyond = 1e-6

    func testEqualityWithinTheToleranceIsAccepted() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x == 5)
        try solver.add(x == 5 + within)
        XCTAssertEqual(solver.value(of: x), 5, accuracy: 1e-7)
    }

    func testEqualityBeyondTheToleranceConflicts() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x == 5)
        XCTAssertThrowsError(try solver.add(x == 5 + beyond))
    }

    func testInequalityWithinTheToleranceIsAccepted() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x >= 5)
        let ceiling = x <= 5 - within
        try solver.add(ceiling)
        XCTAssertTrue(solver.contains(ceiling))
        XCTAssertEqual(solver.value(of: x), 5, accuracy: 1e-7)
        // The solver goes on working from there.
        let pull = (x == 0).priority(250)
        try solver.add(pull)
        XCTAssertEqual(solver.value(of: x), 5, accuracy: 1e-7)
        try solver.remove(ceiling)
        try solver.updateConstant(of: pull, to: -8)
        XCTAssertEqual(solver.value(of: x), 8, accuracy: 1e-9)
    }

    func testInequalityBeyondTheToleranceConflicts() throws {
        let solver = Solver()
        let x = Variable("x")
        let floor = x >= 5
        try solver.add(floor)
        let ceiling = x <= 5 - beyond
        XCTAssertThrowsError(try solver.add(ceiling)) { error in
            guard case .unsatisfiable(_, let conflict)? = error as? SolverError else {
                return XCTFail("expected unsatisfiable, got \(error)")
            }
            XCTAssertEqual(Set(conflict.map(ObjectIdentifier.init)), [ObjectIdentifier(floor), ObjectIdentifier(ceiling)])
        }
        XCTAssertFalse(solver.contains(ceiling))
    }

    func testConstantChangeWithinTheToleranceIsAcceptedForBothRelations() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x >= 5)
        let ceiling = x <= 6
        try solver.add(ceiling)
        try solver.updateConstant(of: ceiling, to: -(5 - within))   // x - (5 - 5e-8) <= 0
        XCTAssertEqual(solver.value(of: x), 5, accuracy: 1e-7)

        try solver.add(y == 5)
        let second = y - 5 == 0
        try solver.add(second)
        try solver.updateConstant(of: second, to: -(5 + within))
        XCTAssertEqual(solver.constant(of: second), -(5 + within))
        XCTAssertEqual(solver.value(of: y), 5, accuracy: 1e-7)
    }

    func testConstantChangeBeyondTheToleranceIsRefusedForBothRelations() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x >= 5)
        let ceiling = x <= 6
        try solver.add(ceiling)
        XCTAssertThrowsError(try solver.updateConstant(of: ceiling, to: -(5 - beyond)))
        XCTAssertEqual(solver.constant(of: ceiling), -6)

        try solver.add(y == 5)
        let second = y - 5 == 0
        try solver.add(second)
        XCTAssertThrowsError(try solver.updateConstant(of: second, to: -(5 + beyond)))
        XCTAssertEqual(solver.constant(of: second), -5)
        XCTAssertEqual(solver.value(of: y), 5, accuracy: 1e-9)
    }
}
