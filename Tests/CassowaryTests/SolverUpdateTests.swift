import XCTest
@testable import Cassowary

final class SolverUpdateTests: XCTestCase {
    func testConstantChangesInPlace() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let width = x == 320
        try solver.add(width)
        try solver.add(y == x / 2)
        try solver.add(y >= 50)
        let pivotsBefore = solver.statistics.pivots
        try solver.updateConstant(of: width, to: -400)   // x - 400 == 0
        XCTAssertEqual(solver.value(of: x), 400, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 200, accuracy: 1e-9)
        XCTAssertEqual(solver.constant(of: width), -400)
        XCTAssertLessThanOrEqual(solver.statistics.pivots - pivotsBefore, 2)
    }

    func testSoftConstantChangeMovesTheOptimum() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x >= 10)
        let pull = (x == 5).priority(250)
        try solver.add(pull)
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        try solver.updateConstant(of: pull, to: -30)
        XCTAssertEqual(solver.value(of: x), 30, accuracy: 1e-9)
        try solver.updateConstant(of: pull, to: -2)
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    }

    func testImpossibleRequiredConstantIsRefusedAndUndone() throws {
        let solver = Solver()
        let x = Variable("x")
        let floor = x >= 10
        let ceiling = x <= 100
        try solver.add(floor)
        try solver.add(ceiling)
        try solver.add((x == 50).priority(250))
        XCTAssertThrowsError(try solver.updateConstant(of: ceiling, to: -5)) { error in   // x <= 5
            guard case .unsatisfiable(let c, let conflict) = error as? SolverError else { return XCTFail("\(error)") }
            XCTAssertTrue(c === ceiling)
            XCTAssertEqual(conflict.count, 2)
            XCTAssertTrue(conflict.contains(floor))
        }
        XCTAssertEqual(solver.constant(of: ceiling), -100)
        XCTAssertEqual(solver.value(of: x), 50, accuracy: 1e-9)
    }

    func testPriorityChangesInPlace() throws {
        let solver = Solver()
        let x = Variable("x")
        let low = (x == 10).priority(250)
        let high = (x == 20).priority(500)
        try solver.add(low)
        try solver.add(high)
        XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)
        try solver.updatePriority(of: low, to: 750)
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        XCTAssertEqual(solver.priority(of: low), 750)
        XCTAssertThrowsError(try solver.updatePriority(of: low, to: .required)) {
            XCTAssertEqual($0 as? SolverError, .requiredPriorityChange(low))
        }
        let hard = x >= 0
        try solver.add(hard)
        XCTAssertThrowsError(try solver.updatePriority(of: hard, to: 999)) {
            XCTAssertEqual($0 as? SolverError, .requiredPriorityChange(hard))
        }
    }
}
