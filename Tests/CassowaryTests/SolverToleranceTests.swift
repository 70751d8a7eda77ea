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

    /// `x >= 5, x <= 6` and `y == 5` twice; then the ceiling is moved to `5 - miss` and the
    /// second equality to `y == 5 + miss`. Whether each change was accepted, and the values.
    private func changeConstants(missingBy miss: Double)
        -> (inequality: Bool, equality: Bool, x: Double, y: Double, ceiling: Double?, second: Double?) {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let ceiling = x <= 6, second = y - 5 == 0
        for constraint in [x >= 5, ceiling, y == 5, second] {
            guard solver.addIfSatisfiable(constraint) else { return (false, false, .nan, .nan, nil, nil) }
        }
        let inequality = (try? solver.updateConstant(of: ceiling, to: -(5 - miss))) != nil
        let equality = (try? solver.updateConstant(of: second, to: -(5 + miss))) != nil
        return (inequality, equality, solver.value(of: x), solver.value(of: y),
                solver.constant(of: ceiling), solver.constant(of: second))
    }

    func testConstantChangeWithinTheToleranceIsAcceptedForBothRelations() {
        let result = changeConstants(missingBy: within)
        XCTAssertTrue(result.inequality)
        XCTAssertTrue(result.equality)
        XCTAssertEqual(result.x, 5, accuracy: 1e-7)
        XCTAssertEqual(result.y, 5, accuracy: 1e-7)
        XCTAssertEqual(result.ceiling, -(5 - within))
        XCTAssertEqual(result.second, -(5 + within))
    }

    func testConstantChangeBeyondTheToleranceIsRefusedForBothRelations() {
        let result = changeConstants(missingBy: beyond)
        XCTAssertFalse(result.inequality)
        XCTAssertFalse(result.equality)
        // Refused changes leave the constants and values as they were.
        XCTAssertEqual(result.ceiling, -6)
        XCTAssertEqual(result.second, -5)
        XCTAssertEqual(result.x, 5, accuracy: 1e-9)
        XCTAssertEqual(result.y, 5, accuracy: 1e-9)
    }
}
