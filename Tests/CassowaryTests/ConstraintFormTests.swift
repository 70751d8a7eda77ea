import XCTest
@testable import Cassowary

/// A constraint between a variable and a number, or between two variables, keeps its terms in
/// itself (`Constraint.Form`); these tests hold it to the same expression, description,
/// errors and solution as the array-backed constraint the operators built before.
final class ConstraintFormTests: XCTestCase {
    private let x = Variable("x"), y = Variable("y")

    /// The constraint the operators built before the compact forms: `LinearExpression(lhs) - rhs`.
    private func throughExpression(_ lhs: Variable, _ relation: Relation, _ rhs: Double) -> Constraint {
        Constraint(LinearExpression(lhs) - LinearExpression(rhs), relation)
    }

    private func throughExpression(_ lhs: Variable, _ relation: Relation, _ rhs: Variable) -> Constraint {
        Constraint(LinearExpression(lhs) - rhs, relation)
    }

    private func assertSameExpression(_ a: Constraint, _ b: Constraint, file: StaticString = #filePath, line: UInt = #line) {
        let e = a.expression, f = b.expression
        XCTAssertEqual(e.terms.map { ObjectIdentifier($0.variable) }, f.terms.map { ObjectIdentifier($0.variable) },
                       file: file, line: line)
        XCTAssertEqual(e.terms.map(\.coefficient.bitPattern), f.terms.map(\.coefficient.bitPattern), file: file, line: line)
        // Bit for bit: the sign of a zero constant included.
        XCTAssertEqual(e.constant.bitPattern, f.constant.bitPattern, "\(e.constant) against \(f.constant)",
                       file: file, line: line)
        XCTAssertEqual(a.relation, b.relation, file: file, line: line)
        XCTAssertEqual(a.description, b.description, file: file, line: line)
    }

    func testVariableAgainstANumberKeepsItsTermInItself() {
        for rhs in [0, -0.0, 5, -2.5, 1e300] {
            let pairs: [(Constraint, Relation)] = [(x == rhs, .equal), (x <= rhs, .lessOrEqual), (x >= rhs, .greaterOrEqual)]
            for (constraint, relation) in pairs {
                guard case .variable = constraint.form else { return XCTFail("\(constraint) holds an array") }
                assertSameExpression(constraint, throughExpression(x, relation, rhs))
            }
        }
    }

    func testTwoVariablesKeepTheirTermsInThemselves() {
        let pairs: [(Constraint, Relation)] = [(x == y, .equal), (x <= y, .lessOrEqual), (x >= y, .greaterOrEqual)]
        for (constraint, relation) in pairs {
            guard case .difference = constraint.form else { return XCTFail("\(constraint) holds an array") }
            assertSameExpression(constraint, throughExpression(x, relation, y))
        }
        let equal: Constraint = x == y
        XCTAssertEqual(equal.description, "x - y == 0")
        XCTAssertEqual((x >= 5).description, "x >= 5")
    }

    func testPriorityAndNameKeepTheForm() {
        let held = x >= 5
        let strong = held.priority(.defaultHigh)
        XCTAssertFalse(held === strong)
        guard case .variable = strong.form else { return XCTFail("\(strong) holds an array") }
        XCTAssertEqual(strong.expression.constant, -5)
        XCTAssertEqual(strong.description, "x >= 5 @750")
        let named = (x == y).named("align")
        guard case .difference = named.form else { return XCTFail("\(named) holds an array") }
        XCTAssertEqual(named.name, "align")
        XCTAssertEqual(named.expression.terms.map(\.coefficient), [1, -1])
    }

    /// A variable against a non-finite number. (Two variables cannot be non-finite; the
    /// expression form is SolverBasicsTests' `testErrorsAreValues`.)
    func testNonFiniteNumberIsRefused() {
        let solver = Solver()
        for constraint in [x == .nan, x <= .infinity, x >= -.infinity] {
            XCTAssertThrowsError(try solver.add(constraint)) {
                guard case .nonFiniteNumber = $0 as? SolverError else { return XCTFail("\($0)") }
            }
        }
        XCTAssertTrue(solver.constraints.isEmpty)
    }

    func testSolvesAsTheArrayBackedConstraints() throws {
        let compact = Solver(), arrays = Solver()
        let z = Variable("z")
        let build: [(Constraint, Constraint)] = [
            (x >= 10, throughExpression(x, .greaterOrEqual, 10)),
            (y == x, throughExpression(y, .equal, x)),
            ((z <= y).priority(500), Constraint(LinearExpression(z) - y, .lessOrEqual, priority: 500)),
            ((z == 30).priority(.defaultHigh), Constraint(LinearExpression(z) - 30, .equal, priority: .defaultHigh)),
            ((x == 10).priority(.defaultLow), Constraint(LinearExpression(x) - 10, .equal, priority: .defaultLow)),
        ]
        for (a, b) in build {
            try compact.add(a)
            try arrays.add(b)
        }
        for v in [x, y, z] {
            XCTAssertEqual(compact.value(of: v).bitPattern, arrays.value(of: v).bitPattern, v.name)
        }
        XCTAssertEqual(compact.value(of: z), 30)
        XCTAssertEqual(compact.value(of: y), 30)
        // A required conflict names the compact constraint as it names any other.
        XCTAssertThrowsError(try compact.add(x <= 5)) {
            guard case .unsatisfiable(_, let conflict) = $0 as? SolverError else { return XCTFail("\($0)") }
            XCTAssertEqual(conflict.map(\.description).sorted(), ["x <= 5", "x >= 10"])
        }
        // Variables get their symbols in the order the terms name them, as through an array.
        let a = Variable("a"), b = Variable("b")
        try compact.add(a == b)
        try arrays.add(throughExpression(a, .equal, b))
        XCTAssertEqual(compact.knownVariables.map(ObjectIdentifier.init), arrays.knownVariables.map(ObjectIdentifier.init))
        XCTAssertEqual(compact.knownVariables.suffix(2).map(\.name), ["a", "b"])
        // Removal and a variable compared with itself (`x == x` holds whatever x is).
        let same: Constraint = x == x
        try compact.add(same)
        try compact.remove(same)
        XCTAssertFalse(compact.contains(same))
    }

    /// What the solver reads of a constraint (`ConstraintTerms.swift`: its terms without
    /// retaining them, their count, the constant, a bound's one term) says what `expression`
    /// says, for every form: a variable named twice, a term of coefficient zero, no term at all.
    func testTheSolverReadsEachFormAsItsExpression() {
        let z = Variable("z")
        let constraints: [Constraint] = [
            x == 5, x >= -0.0, x <= y, x == x,
            Constraint(LinearExpression(terms: [.init(x, 2)], constant: -7), .equal),
            Constraint(LinearExpression(terms: [.init(x, 1), .init(y, 0), .init(x, -3), .init(z, 0.5)], constant: 4), .lessOrEqual),
            Constraint(LinearExpression(12), .greaterOrEqual),
            2 * x + y - 10 == z,
        ]
        for constraint in constraints {
            let expression = constraint.expression
            var read: [(ObjectIdentifier, Double)] = []
            constraint.forEachTerm { variable, coefficient in read.append((variable.identifier, coefficient)) }
            XCTAssertEqual(read.map(\.0), expression.terms.map { ObjectIdentifier($0.variable) }, "\(constraint)")
            XCTAssertEqual(read.map(\.1.bitPattern), expression.terms.map(\.coefficient.bitPattern), "\(constraint)")
            XCTAssertEqual(constraint.termCount, expression.terms.count, "\(constraint)")
            XCTAssertEqual(constraint.constantTerm.bitPattern, expression.constant.bitPattern, "\(constraint)")
            if expression.terms.count == 1 {
                XCTAssertEqual(constraint.boundTerm?.variable.identifier, ObjectIdentifier(expression.terms[0].variable))
                XCTAssertEqual(constraint.boundTerm?.coefficient, expression.terms[0].coefficient)
            } else {
                XCTAssertNil(constraint.boundTerm, "\(constraint)")
            }
        }
    }

    /// The solver reads terms without retaining them, and keeps each variable it learns of: one
    /// whose only constraint is gone, and that nothing else holds, is still alive and known.
    func testTheSolverKeepsTheVariablesItKnows() throws {
        let solver = Solver()
        weak var gone: Variable?
        weak var goneFromAnExpression: Variable?
        do {
            let temporary = Variable("temporary"), other = Variable("other")
            gone = temporary
            goneFromAnExpression = other
            let constraints = [temporary >= 3, Constraint(LinearExpression(terms: [.init(other, 2)], constant: 1), .lessOrEqual)]
            for constraint in constraints { try solver.add(constraint) }
            for constraint in constraints { try solver.remove(constraint) }
        }
        XCTAssertNotNil(gone)
        XCTAssertNotNil(goneFromAnExpression)
        XCTAssertEqual(solver.knownVariables.map(\.name), ["temporary", "other"])
        XCTAssertTrue(solver.constraints.isEmpty)
    }
}
