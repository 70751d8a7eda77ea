import XCTest
import TestSupport
import Cassowary
@testable import Layout

/// `Scene.solvedSystems` hands another solver the system Trellis solved (the benchmarks give it
/// to kiwi): each constraint with the constant and priority in force. A label's height is a
/// constant changed in place once its text wraps; read from the expression, it was the height
/// of one line, and kiwi placed every label 40 pt too high.
final class SceneSystemsTests: XCTestCase {
    func testEveryRequiredConstraintHoldsAtTheValuesGivenWithIt() throws {
        let scene = Scene()
        try scene.addView("root")
        try scene.setRootSize("root", .width, 200)
        for i in 0..<5 {
            try scene.addView("k\(i)", kind: label("label \(i), whose text wraps over several lines at this width", lines: 0), parent: "root")
            _ = try scene.addVisualFormat("H:|-8-[k\(i)]-8-|")
            _ = try scene.addVisualFormat(i == 0 ? "V:|-8-[k0]" : "V:[k\(i - 1)]-8-[k\(i)]")
        }
        let laidOut = scene.laidOut()
        XCTAssertGreaterThan(try laidOut.frame(of: "k4").height, 40)
        let systems = laidOut.solvedSystems
        XCTAssertEqual(systems.map(\.root), ["root"])
        for system in systems {
            var values: [ObjectIdentifier: Double] = [:]
            for (variable, value) in system.values { values[ObjectIdentifier(variable)] = value }
            var required = 0
            for entry in system.constraints where entry.priority.isRequired {
                required += 1
                let terms = entry.constraint.expression.terms
                let residual = terms.reduce(entry.constant) { $0 + $1.coefficient * (values[ObjectIdentifier($1.variable)] ?? 0) }
                switch entry.constraint.relation {
                case .equal: XCTAssertEqual(residual, 0, accuracy: 1e-6, "\(entry.constraint)")
                case .greaterOrEqual: XCTAssertGreaterThanOrEqual(residual, -1e-6, "\(entry.constraint)")
                case .lessOrEqual: XCTAssertLessThanOrEqual(residual, 1e-6, "\(entry.constraint)")
                }
            }
            XCTAssertGreaterThan(required, 20)
            // The labels' heights are held at their wrapped heights: the constant in force.
            let heights = system.constraints.filter { !$0.priority.isRequired && $0.constant != $0.constraint.expression.constant }
            XCTAssertFalse(heights.isEmpty, "no constant was changed in place")
        }
    }
}
