import XCTest
import TestSupport
@testable import Layout

/// A constant changed in place is the one later constraints are checked against.
final class SceneConstantChangeTests: XCTestCase {
    /// `a.width == 100` (named w), its constant then set to 200.
    func widthSetTo200() throws -> Scene {
        let scene = Scene()
        try scene.addView("root")
        try scene.addView("a", parent: "root")
        try scene.addConstraint(spec("a", .width, constant: 100), identifier: "w")
        try scene.setConstant("w", 200)
        return scene
    }

    /// `a.width == 100` set to 200, then `a.width <= 100`: a conflict, and the new constraint
    /// is the one given up. (The solver judged the add against the bound as first made, 100,
    /// skipped its check and kept both constraints active with the width at 200.)
    func testAnAddAfterAConstantChangeSeesTheNewConstant() throws {
        let scene = try widthSetTo200()
        XCTAssertTrue(scene.takeConflicts().isEmpty)
        try scene.addConstraint(spec("a", .width, .lessOrEqual, constant: 100), identifier: "cap")
        let conflicts = scene.takeConflicts()
        XCTAssertEqual(conflicts.map(\.broken), ["cap"])
        XCTAssertEqual(Set(conflicts.first?.constraints ?? []), ["w", "cap"])
        XCTAssertEqual(try scene.constraint("cap").state, .broken)
        XCTAssertEqual(try scene.laidOut().absoluteFrame(of: "a").width, 200)
    }

    /// The same with the constant moved back within the new bound: no conflict.
    func testAConstantMovedBackLetsTheAddHold() throws {
        let scene = try widthSetTo200()
        try scene.setConstant("w", 80)
        try scene.addConstraint(spec("a", .width, .lessOrEqual, constant: 100), identifier: "cap")
        XCTAssertTrue(scene.takeConflicts().isEmpty)
        XCTAssertEqual(try scene.constraint("cap").state, .active)
        XCTAssertEqual(try scene.laidOut().absoluteFrame(of: "a").width, 80)
    }
}
